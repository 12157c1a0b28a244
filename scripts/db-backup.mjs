#!/usr/bin/env node
// `npm run db:backup [-- --remote] [--out DIR]`: exports the local D1 (or the
// deployed one with --remote) with `wrangler d1 export` to backups/zamwe-<local|remote>-<UTC time>.sql.
// Restore and D1 Time Travel: see README ("Backups").
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bin, run } from "./lib/run.mjs";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    out: { type: "string", default: "backups" },
  },
});

const stamp = new Date()
  .toISOString()
  .replace(/[:.]/g, "-")
  .replace(/-\d{3}Z$/, "Z");
const where = values.remote ? "remote" : "local";
mkdirSync(values.out, { recursive: true });
const file = join(values.out, `zamwe-${where}-${stamp}.sql`);
run(bin("wrangler"), [
  "d1",
  "export",
  "DB",
  values.remote ? "--remote" : "--local",
  "--output",
  file,
]);
console.log(`Backup written: ${file} (${statSync(file).size.toLocaleString("en")} bytes)`);
