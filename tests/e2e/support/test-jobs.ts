/**
 * The suite runs one task of the daily or hourly job on demand (issue #40: a member who chose SMS
 * gets her renewal reminder by SMS): POST {TEST_TASK_PATH} with `{ name }` runs that task now,
 * as the Cron Trigger would (`wrangler dev --test-scheduled` runs every task, and the suite's
 * specs share one database). In the suite's entry only (./worker.ts), with E2E_HOOKS=on.
 */
import { dailyTasks, hourlyTasks } from "../../../app/messages/daily-job.server";
import { testHooksOn } from "./test-hooks";

export const TEST_TASK_PATH = "/__e2e/task";

export async function answerTestTask(request: Request, env: Env): Promise<Response | undefined> {
  if (!testHooksOn(env) || request.method !== "POST") return undefined;
  if (new URL(request.url).pathname !== TEST_TASK_PATH) return undefined;
  const { name } = await request.json<{ name: string }>();
  const task = [...dailyTasks, ...hourlyTasks].find((candidate) => candidate.name === name);
  if (!task) return Response.json({ error: `No task "${name}"` }, { status: 404 });
  return Response.json(await task.run(env, new Date()));
}
