#!/usr/bin/env node
// End-to-end suite: a fresh local D1 (migrated + seeded), the built worker served by Miniflare (scripts/e2e-server.mjs, ADR 0019)
// (through its test entry, tests/e2e/support/worker.ts: see playwright.config.ts's webServer),
// and Playwright in Chromium with JavaScript on and off. Pass Playwright arguments through.
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { findOrInstallChromium } from "./find-chromium.mjs";
import { applyMigrations } from "./lib/local-db.mjs";
import { startPaystackStandIn } from "./lib/paystack-stand-in.mjs";
import { startTermiiStandIn } from "./lib/termii-stand-in.mjs";
import { bin, fileExists, freePort, run } from "./lib/run.mjs";

const persistTo = process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state";
const chromiumPath = findOrInstallChromium();

if (!fileExists("build/server/index.js") || process.env.E2E_BUILD !== "0") {
  console.log("› Building…");
  run(bin("react-router"), ["build"]);
}
console.log("› Preparing a fresh e2e database…");
rmSync(persistTo, { recursive: true, force: true });
applyMigrations(persistTo);
run("node", ["scripts/seed.mjs", "--persist-to", persistTo]);
// An admin for the admin-area tests, created the way a deployer would (admin:create), with a
// password made up for this run only.
const admin = {
  email: "admin@e2e.test",
  password: `e2e-${randomUUID()}`,
};
run(bin("tsx"), [
  "scripts/admin-create.ts",
  "--email",
  admin.email,
  "--password",
  admin.password,
  "--name",
  "E2E Admin",
  "--persist-to",
  persistTo,
]);

// Pages already checked by axe in this run (tests/e2e/fixtures.ts): one marker directory each.
const axeDir = join(persistTo, "axe-checked");
mkdirSync(axeDir, { recursive: true });

// Paystack for the suite: the local stand-in (ADR 0038), its own process for the whole run. The
// config hands its URL and test key to the server (as vars) and to the specs (E2E_PAYSTACK_*:
// a spec pays through its checkout and uses its control door, /__stand-in/…).
const paystack = await startPaystackStandIn();
// Termii the same way (issue #40): the server sends its SMS there; a spec reads what it got and
// has it post delivery reports to the site's webhook (E2E_TERMII_URL, /__stand-in/…).
const termii = await startTermiiStandIn();
const port = process.env.E2E_PORT ?? String(await freePort());
try {
  run(bin("playwright"), ["test", ...process.argv.slice(2)], {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      E2E_PORT: port,
      E2E_PERSIST_TO: persistTo,
      E2E_AXE_DIR: axeDir,
      PLAYWRIGHT_CHROMIUM_PATH: chromiumPath,
      E2E_ADMIN_EMAIL: admin.email,
      E2E_ADMIN_PASSWORD: admin.password,
      E2E_PAYSTACK_URL: paystack.url,
      E2E_PAYSTACK_SECRET_KEY: paystack.secretKey,
      E2E_TERMII_URL: termii.url,
      E2E_TERMII_API_KEY: termii.apiKey,
      E2E_TERMII_SECRET_KEY: termii.secretKey,
    },
  });
} finally {
  await Promise.all([paystack.stop(), termii.stop()]);
}
