/**
 * Global setup of the workerd project (vitest.config.ts): one Paystack stand-in
 * (scripts/paystack-stand-in.mjs, ADR 0038) for the whole run, its URL and key handed to the
 * tests with vitest's `provide` (tests read them with `inject`, tests/integration/support/paystack.ts).
 * Also a loopback URL where nothing listens, for "Paystack is unreachable".
 */
import type { TestProject } from "vitest/node";
import { startPaystackStandIn } from "../../scripts/lib/paystack-stand-in.mjs";
import { freePort } from "../../scripts/lib/run.mjs";

export default async function setup(project: TestProject) {
  const standIn = await startPaystackStandIn();
  project.provide("paystackStandIn", { url: standIn.url, secretKey: standIn.secretKey });
  // A port just freed: connecting is refused at once, as when Paystack's host is down.
  project.provide("paystackClosedUrl", `http://127.0.0.1:${await freePort()}`);
  return () => standIn.stop();
}
