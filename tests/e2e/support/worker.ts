/**
 * The Worker the end-to-end suite runs (playwright.config.ts gives its path to
 * scripts/e2e-server.mjs, which otherwise reads wrangler.toml as it is): the production Worker,
 * unchanged, with the suite's fault injection applied to `env` before each request
 * (./test-faults.ts) and a door for the suite's fixtures (./test-database.ts). Only this entry imports the faults, so the deployed bundle (server.ts)
 * contains none of them (tests/node/deploy-config.test.ts checks).
 */
import worker from "../../../server";
import { answerTestSql } from "./test-database";
import { answerTestTask } from "./test-jobs";
import { withTestFaults } from "./test-faults";
import type { MailQueueBody } from "../../../app/messages/send.server";

export { RealtimeHub } from "../../../server";

export default {
  async fetch(request, env, ctx) {
    const fixtures = (await answerTestSql(request, env)) ?? (await answerTestTask(request, env));
    if (fixtures) return fixtures;
    const response = await worker.fetch(request, withTestFaults(request, env), ctx);
    await drainUnreadBody(request);
    return response;
  },
  queue: worker.queue,
  scheduled: worker.scheduled,
} satisfies ExportedHandler<Env, MailQueueBody>;

/**
 * In production Cloudflare's edge holds the visitor's connection, and a Worker that answers a
 * POST without reading its body (a refused origin, a rate limit, a redirect to sign in) costs
 * the visitor nothing. Served straight from the local runtime (ADR 0019), the runtime closes
 * that connection instead, and the suite's HTTP client — which, unlike a browser, does not retry
 * — loses its next request on it (ECONNRESET). The suite's server stands in for the edge here:
 * what the Worker left unread is read before the answer goes out. A body the Worker stopped
 * reading part-way (over the size limit) is locked, and is left to close the connection.
 */
async function drainUnreadBody(request: Request) {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await request.body.pipeTo(new WritableStream()).catch(() => undefined);
}
