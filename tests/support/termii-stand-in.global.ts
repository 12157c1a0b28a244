/**
 * Global setup of the workerd project (vitest.config.ts): one Termii stand-in
 * (scripts/termii-stand-in.mjs, issue #40) for the whole run, its URL and keys handed to the
 * tests with vitest's `provide` (tests read them with `inject`).
 */
import type { TestProject } from "vitest/node";
import { startTermiiStandIn } from "../../scripts/lib/termii-stand-in.mjs";

export default async function setup(project: TestProject) {
  const standIn = await startTermiiStandIn();
  project.provide("termiiStandIn", {
    url: standIn.url,
    apiKey: standIn.apiKey,
    secretKey: standIn.secretKey,
  });
  return () => standIn.stop();
}
