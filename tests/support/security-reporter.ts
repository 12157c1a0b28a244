import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Reporter, TestModule } from "vitest/node";
import type { SecuritySummary } from "../security/support/report";

/** Where `scripts/test.mjs` reads the suite's counts from (it wipes .cache/test-reports first). */
export const SECURITY_REPORTS = fileURLToPath(
  new URL("../../.cache/test-reports/security/", import.meta.url),
);

/**
 * Writes each security test file's counts (attached to its results by `securityReport()`) to
 * `<suite>.json`, for the "Security suite:" block `npm test` prints.
 */
export default class SecurityReporter implements Reporter {
  onTestModuleEnd(testModule: TestModule) {
    const summary = testModule.meta().securitySummary as SecuritySummary | undefined;
    if (!summary) return;
    mkdirSync(SECURITY_REPORTS, { recursive: true });
    writeFileSync(
      `${SECURITY_REPORTS}${summary.suite}.json`,
      `${JSON.stringify(summary, null, 2)}\n`,
    );
  }
}
