import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs } from "./scripts/lib/chromium-args.mjs";
import { devVarArgs } from "./scripts/lib/dev-vars.mjs";
import { E2E_UNPROVEN_PER_DAY } from "./tests/e2e/support/mail-limits";

const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://127.0.0.1:${port}`;
// The Paystack stand-in scripts/e2e.mjs started for the run (ADR 0038): the server reaches it as
// Paystack's API, and a spec reads E2E_PAYSTACK_URL to use its control door.
const paystackVars: Record<string, string> = process.env.E2E_PAYSTACK_URL
  ? {
      PAYSTACK_BASE_URL: process.env.E2E_PAYSTACK_URL,
      PAYSTACK_SECRET_KEY: process.env.E2E_PAYSTACK_SECRET_KEY ?? "",
    }
  : {};
// The Termii stand-in of the run (issue #40), the same way: SMS on, sent to it.
const termiiVars: Record<string, string> = process.env.E2E_TERMII_URL
  ? {
      TERMII_BASE_URL: process.env.E2E_TERMII_URL,
      TERMII_API_KEY: process.env.E2E_TERMII_API_KEY ?? "",
      TERMII_SENDER_ID: "ZAMWE",
      TERMII_SECRET_KEY: process.env.E2E_TERMII_SECRET_KEY ?? "",
    }
  : {};
type TraceMode = "off" | "on" | "retain-on-failure" | "on-first-retry";
function traceMode(value: string | undefined): TraceMode {
  const modes: TraceMode[] = ["off", "on", "retain-on-failure", "on-first-retry"];
  return modes.find((mode) => mode === value) ?? "off";
}

const launchOptions = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium-headless-shell",
  args: chromiumArgs,
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // No retries, in CI either: a flaky test is a bug to fix, not to run twice (README, "Test it").
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [
    ["list"],
    [
      "json",
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".cache/test-reports/e2e.json" },
    ],
  ],
  // No traces unless asked for: recording one for every test (screenshots and a DOM snapshot at
  // each step, kept only on failure) made Chromium, the run's busiest process (about two thirds of
  // its CPU), work a third harder: accounts + hausa-forms took 139 s with them and 107 s without
  // (farm-bench, medians of 2 pairs). CI is read from its output; a failure still leaves its
  // screenshot. E2E_TRACE=retain-on-failure (or on) records them, to replay one locally.
  use: {
    baseURL,
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // The directory's and the overview's figures are the seed's: these run before any test
      // approves, renews or adds a member.
      name: "seeded-js",
      testMatch: /(directory|admin-overview)\.spec\.ts/,
      // Tests of pages without a script bundle (tagged @static) run without JavaScript only.
      grepInvert: /@static/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions },
    },
    {
      name: "seeded-no-js",
      testMatch: /(directory|admin-overview)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
    },
    {
      name: "js",
      testIgnore: /(empty-states|sending-limit|directory|admin-overview)\.spec\.ts/,
      grepInvert: /@static/,
      dependencies: ["seeded-js", "seeded-no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions },
    },
    {
      name: "no-js",
      // Live updates are a JavaScript feature, and so are the XSS canary (a payload can only run
      // where scripts do), a form's script coming on first use and a form sent while it comes;
      // page weight and HTTP caching are measured over HTTP and in a scripting page (once is
      // enough); everything else runs in both projects.
      testIgnore:
        /(empty-states|sending-limit|admin-live|directory|admin-overview|budgets|caching|xss|forms-on-first-use|forms-sent-while-code-arrives)\.spec\.ts/,
      dependencies: ["seeded-js", "seeded-no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
    },
    {
      // Runs last, each spec in both modes itself: one empties the content tables, the other
      // fills the day's sending limit (issue #50), which would hold every other test's messages.
      name: "last",
      testMatch: /(empty-states|sending-limit)\.spec\.ts/,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
  ],
  webServer: {
    // wrangler.toml is production's: the suite runs with the local settings (scripts/lib/dev-vars.mjs),
    // and with its own entry, the production Worker wrapped in the suite's fault injection
    // (tests/e2e/support/worker.ts): the script path replaces wrangler.toml's `main` and nothing
    // else, so the bindings stay those of the one configuration.
    // Served by Miniflare, without `wrangler dev`'s proxy, which loses POSTs now and then
    // (scripts/e2e-server.mjs, ADR 0019).
    command: [
      "node scripts/e2e-server.mjs tests/e2e/support/worker.ts",
      `--port ${port}`,
      `--persist-to ${process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state"}`,
      // The local settings (ENVIRONMENT=development: the Outbox shows what was sent), with the
      // suite's hooks on (tests/e2e/support/test-hooks.ts) and its limits raised.
      ...devVarArgs({
        E2E_HOOKS: "on",
        MAIL_UNPROVEN_PER_DAY: E2E_UNPROVEN_PER_DAY,
        DIRECTORY_PAGE_SIZE: 10,
        LOGIN_MAX_FAILURES_PER_CLIENT: 1000,
        ...paystackVars,
        ...termiiVars,
      }),
    ].join(" "),
    url: `${baseURL}/about`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { WRANGLER_SEND_METRICS: "false" },
  },
});
