#!/usr/bin/env node
// `npm run db:backup [-- --remote] [--out DIR]`: exports the local D1 (or the deployed one with
// --remote) to backups/zamwe-<local|remote>-<UTC time>.sql, table by table (issue #41):
// `wrangler d1 export` refuses a database with virtual tables (workers-sdk #6305), so the export
// names every table but the directory's search index and its counts, which the restore rebuilds
// from the rows (`npm run db:restore`), and the migrations' own table (the restore applies them).
// Data only: the schema is the migrations'. D1 Time Travel first: see README ("Backups").
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bin, run } from "./lib/run.mjs";
import { query } from "./lib/local-db.mjs";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    out: { type: "string", default: "backups" },
  },
});

/** Tables the restore writes itself: the search index (FTS5 and its shadow tables), the counts. */
const DERIVED_TABLES = /^(directory_search|directory_industry_counts$|d1_migrations$|_cf_|sqlite_)/;

const tables = query(
  "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  undefined,
  {
    remote: values.remote,
  },
)
  .map((row) => row.name)
  .filter((name) => !DERIVED_TABLES.test(name));

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
  "--no-schema",
  ...tables.flatMap((table) => ["--table", table]),
  "--output",
  file,
]);
console.log(
  `Backup written: ${file} (${tables.length} tables, ${statSync(file).size.toLocaleString("en")} bytes)`,
);
