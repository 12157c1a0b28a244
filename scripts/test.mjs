#!/usr/bin/env node
// `npm test`: every check, in the order that fails fastest. Prints one summary line at the end.
import { existsSync, readdirSync, readFileSync, rmSync, mkdirSync } from "node:fs";
import { spawn } from "node:child_process";
import { bin, quietEnv, run } from "./lib/run.mjs";

const reports = ".cache/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const step = (name, fn) => {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  fn();
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
};

/** One command with its output kept; resolves to its exit code and that output. */
function runKeepingOutput(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: quietEnv, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) =>
      resolve({ code: code ?? signal, output: Buffer.concat(output).toString() }),
    );
  });
}

/**
 * Steps that need nothing of each other, run at once: each is one process that keeps about one
 * core busy, so on CI's two cores they end in about half the time they take one after another.
 * Each step's output is printed whole, in order, once all have ended; any failure throws.
 */
async function stepsAtOnce(steps) {
  const outcomes = await Promise.all(
    steps.map(async ({ name, commands }) => {
      const started = Date.now();
      let output = "";
      for (const [cmd, args] of commands) {
        const result = await runKeepingOutput(cmd, args);
        output += result.output;
        if (result.code !== 0) {
          return { name, output, error: `${cmd} ${args.join(" ")} exited with ${result.code}` };
        }
      }
      return { name, output, seconds: (Date.now() - started) / 1000 };
    }),
  );
  for (const { name, output, error, seconds } of outcomes) {
    console.log(`\n━━ ${name} ━━`);
    if (output.trim()) console.log(output.trimEnd());
    console.log(error ? `✗ ${name}: ${error}` : `✓ ${name} (${seconds.toFixed(1)} s)`);
  }
  const failure = outcomes.find((outcome) => outcome.error);
  if (failure) throw new Error(failure.error);
}

let failed = false;
try {
  // The build comes before vitest: tests/budgets weighs what it produced.
  await stepsAtOnce([
    { name: "Typecheck", commands: [[bin("tsc"), ["--noEmit"]]] },
    {
      name: "Lint",
      commands: [
        [bin("eslint"), [".", "--max-warnings", "0"]],
        [bin("prettier"), ["--check", ".", "--log-level", "warn"]],
      ],
    },
    { name: "Build", commands: [[bin("react-router"), ["build"]]] },
  ]);
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
