import { getDb } from "~/models/db.server";
import { requeueLateMessages } from "~/models/messages.server";
import { enqueue } from "~/messages/send.server";
import { clearExpired } from "~/messages/daily-tasks/clear-expired.server";
import { sendRenewalReminders } from "~/messages/daily-tasks/renewal-reminders.server";
import { reconcileOnlinePayments } from "~/messages/daily-tasks/reconcile-payments.server";
import { sendEventReminders } from "~/messages/daily-tasks/event-reminders.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * The daily job (Cron Trigger, 08:00 WAT; wrangler.toml `[triggers]`). Each task is safe to run
 * twice: every scheduled message has a unique key (member + period + kind), so a re-run sends
 * nothing twice. A task that fails is logged and the others still run.
 */
export type DailyTaskEnv = Env;
export type DailyTask = {
  name: string;
  run: (env: DailyTaskEnv, now: Date) => Promise<Record<string, number>>;
};

/**
 * Late messages (MESSAGE_LATE_AFTER_MS): queued ones the queue never delivered, and sending ones
 * whose sender died, queued again (failed once their last attempt is spent). Each delivery
 * batch does the same for a few; this takes what is left, e.g. after a quiet day.
 */
const requeueStaleMessages: DailyTask = {
  name: "stale messages",
  async run(env, now) {
    const ids = await requeueLateMessages(getDb(env), now, 500);
    await enqueue(env, ids);
    return { requeued: ids.length };
  },
};

export const dailyTasks: DailyTask[] = [
  requeueStaleMessages,
  // Before the reminders: a renewal paid online whose webhook was lost gets no reminder.
  reconcileOnlinePayments,
  sendRenewalReminders,
  sendEventReminders,
  clearExpired,
];

export async function runDailyJob(env: DailyTaskEnv, now = new Date()) {
  const report: Record<string, Record<string, number> | { error: string }> = {};
  for (const task of dailyTasks) {
    try {
      report[task.name] = await task.run(env, now);
    } catch (error) {
      console.error(`[daily job] ${task.name} failed:`, loggableError(error));
      report[task.name] = { error: (error as Error).message };
    }
  }
  console.log("[daily job]", JSON.stringify(report));
  return report;
}
