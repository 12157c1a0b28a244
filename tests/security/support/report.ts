import { afterEach } from "vitest";

export type SecurityReport = {
  /** Adds to a counter: called as the tests run, so the numbers are what was actually done. */
  add: (counter: string, by?: number) => void;
  counts: Record<string, number>;
};

/** What a security test file tells `npm test` (through tests/support/security-reporter.ts). */
export type SecuritySummary = {
  suite: string;
  counts: Record<string, number>;
  summary: string;
  checks: number;
} & Record<string, unknown>;

declare module "vitest" {
  interface TaskMeta {
    securitySummary?: SecuritySummary;
  }
}

/**
 * The counts of one security test file, attached to the file's results after each test (the
 * tests run inside workerd, which cannot write to the disk; the reporter in Node writes them to
 * `<suite>.json`). `summarise` turns the counts into the line `npm test` prints; `checks` is the
 * file's share of the total.
 */
export function securityReport(
  suite: string,
  summarise: (
    counts: Record<string, number>,
  ) => { summary: string; checks: number } & Record<string, unknown>,
): SecurityReport {
  const counts: Record<string, number> = {};
  afterEach(({ task }) => {
    task.file.meta.securitySummary = { suite, counts, ...summarise(counts) };
  });
  return {
    counts,
    add(counter, by = 1) {
      counts[counter] = (counts[counter] ?? 0) + by;
    },
  };
}
