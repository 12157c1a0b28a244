import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll } from "vitest";

/** Where `scripts/test.mjs` reads the suite's counts from (it wipes .cache/test-reports first). */
export const SECURITY_REPORTS = fileURLToPath(
  new URL("../../../.cache/test-reports/security/", import.meta.url),
);

export type SecurityReport = {
  /** Adds to a counter: called as the tests run, so the numbers are what was actually done. */
  add: (counter: string, by?: number) => void;
  counts: Record<string, number>;
};

/**
 * The counts of one security test file, written to `<suite>.json` after its last test. `summarise`
 * turns the counts into the line `npm test` prints; `checks` is the file's share of the total.
 */
export function securityReport(
  suite: string,
  summarise: (
    counts: Record<string, number>,
  ) => { summary: string; checks: number } & Record<string, unknown>,
): SecurityReport {
  const counts: Record<string, number> = {};
  afterAll(() => {
    mkdirSync(SECURITY_REPORTS, { recursive: true });
    writeFileSync(
      `${SECURITY_REPORTS}${suite}.json`,
      `${JSON.stringify({ suite, counts, ...summarise(counts) }, null, 2)}\n`,
    );
  });
  return {
    counts,
    add(counter, by = 1) {
      counts[counter] = (counts[counter] ?? 0) + by;
    },
  };
}
