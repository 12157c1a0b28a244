#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Prints one summary line at the end.
import { existsSync, readdirSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { bin, run } from "./lib/run.mjs";

const reports = ".cache/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const step = (name, fn) => {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  fn();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

let failed = false;
try {
  step("Typecheck", () => run(bin("tsc"), ["--noEmit"]));
  step("Lint", () => {
    run(bin("eslint"), [".", "--max-warnings", "0"]);
    run(bin("prettier"), ["--check", ".", "--log-level", "warn"]);
  });
  // The build comes before vitest: tests/budgets weighs what it produced.
  step("Build", () => run(bin("remix"), ["vite:build"]));
  step(
    "Unit, integration and page-weight tests (vitest; integration and security suites inside workerd)",
    () =>
      run(bin("vitest"), [
        "run",
        "--reporter=default",
        "--reporter=./tests/support/security-reporter.ts",
        "--reporter=json",
        `--outputFile.json=${reports}/vitest.json`,
      ]),
  );
  step("End-to-end tests (Chromium, JavaScript on and off)", () =>
    run("node", ["scripts/e2e.mjs"], {
      env: { ...process.env, E2E_BUILD: "0", PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    }),
  );
} catch (error) {
  failed = true;
  console.error(`\n✗ ${error.message}`);
}

// One closing line that counts every test that ran.
let passed = 0;
let failedTests = 0;
try {
  const v = JSON.parse(readFileSync(`${reports}/vitest.json`, "utf8"));
  passed += v.numPassedTests;
  failedTests += v.numFailedTests;
} catch {
  // No vitest report: that step did not run.
}
try {
  const e = JSON.parse(readFileSync(`${reports}/e2e.json`, "utf8"));
  passed += e.stats.expected + e.stats.flaky;
  failedTests += e.stats.unexpected;
} catch {
  // No Playwright report: that step did not run.
}
// The hostile-input suite's counts (issue #8): each tests/security file wrote what it did.
const security = `${reports}/security`;
const order = ["authorization", "fuzz-visitors", "fuzz-admin", "sessions", "concurrency", "faults"];
const suites = existsSync(security)
  ? readdirSync(security)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(`${security}/${file}`, "utf8")))
      .sort((a, b) => (order.indexOf(a.suite) >>> 0) - (order.indexOf(b.suite) >>> 0))
  : [];
if (suites.length > 0) {
  console.log("\nSecurity suite:");
  for (const { suite, summary } of suites) console.log(`  ${suite}: ${summary}`);
  const checks = suites.reduce((sum, { checks: n }) => sum + (n ?? 0), 0);
  console.log(`  in all: ${checks} hostile checks in ${suites.length} files`);
}

if (failed && failedTests === 0) failedTests = 1;
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
