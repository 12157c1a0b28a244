#!/usr/bin/env node
// `npm start`: migrate + seed the local D1 (SQLite on disk), build, and serve with wrangler dev.
import { devVarArgs } from "./lib/dev-vars.mjs";
import { applyMigrations } from "./lib/local-db.mjs";
import { paystackForLocalServer } from "./lib/paystack-stand-in.mjs";
import { termiiForLocalServer } from "./lib/termii-stand-in.mjs";
import { bin, run, start } from "./lib/run.mjs";

const port = process.env.PORT ?? "8787";

console.log("› Applying local D1 migrations…");
applyMigrations();
console.log("› Seeding demo data (only if the database is empty)…");
run("node", ["scripts/seed.mjs", "--if-empty"]);
console.log("› Making sure the local demo admin exists…");
run(bin("tsx"), ["scripts/admin-create.ts", "--demo"]);
console.log("› Building…");
run(bin("react-router"), ["build"]);

// Online payment: a real Paystack key if one is set, else the local stand-in (ADR 0038).
const paystack = await paystackForLocalServer();
console.log(`› ${paystack.said}`);
// SMS: a real Termii key if one is set, else its local stand-in (issue #40).
const termii = await termiiForLocalServer();
console.log(`› ${termii.said}`);

console.log(`\n  ZAMWE is starting at http://localhost:${port}\n`);
// Development settings over wrangler.toml's production ones (scripts/lib/dev-vars.mjs).
// `--test-scheduled`: GET /__scheduled runs the daily job (the Cron Trigger) on demand.
const server = start(bin("wrangler"), [
  "dev",
  "--port",
  port,
  "--ip",
  "localhost",
  "--test-scheduled",
  ...devVarArgs({ ...paystack.vars, ...termii.vars }),
]);
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", async (code) => {
  await Promise.all([paystack.stop(), termii.stop()]);
  process.exit(code ?? 0);
});
