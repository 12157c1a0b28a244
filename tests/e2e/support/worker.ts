/**
 * The Worker the end-to-end suite runs (playwright.config.ts gives its path to scripts/e2e-server.mjs,
 * which otherwise reads wrangler.toml as it is): the production Worker, unchanged, with the
 * suite's fault injection applied to `env` before each request (./test-faults.ts). Only this
 * entry imports the faults, so the deployed bundle (server.ts) contains none of them
 * (tests/node/deploy-config.test.ts checks).
 */
import worker from "../../../server";
import { withTestFaults } from "./test-faults";

export { RealtimeHub } from "../../../server";

export default {
  fetch: (request, env, ctx) => worker.fetch(request, withTestFaults(request, env), ctx),
} satisfies ExportedHandler<Env>;
