#!/usr/bin/env node
// `npm run db:backup [-- --remote | --persist-to DIR] [--out DIR]`: exports the local D1 (or the
// deployed one with --remote, or a local one kept elsewhere with --persist-to) to
// backups/zamwe-<local|remote>-<UTC time>.sql, table by table (issue #41):
// `wrangler d1 export` refuses a database with virtual tables (workers-sdk #6305), so the export
// names every table but the directory's search index and its counts, which the restore rebuilds
// from the rows (`npm run db:restore`), and the migrations' own table (the restore applies them).
// Data only: the schema is the migrations'. D1 Time Travel first: see README ("Backups").
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bin, run } from "./lib/run.mjs";
import { query } from "./lib/local-db.mjs";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    out: { type: "string", default: "backups" },
    "persist-to": { type: "string" },
  },
});
const persistTo = values["persist-to"];
if (persistTo && values.remote)
  throw new Error("--persist-to is a local database's: not with --remote");

/**
 * Tables the restore writes itself: the search index (FTS5 and its shadow tables), the counts
 * (the directory's, the admin lists', the members by end day and the periods by day, kept by
 * triggers as the rows arrive).
 */
const DERIVED_TABLES =
  /^(directory_search|directory_industry_counts$|list_counts$|register_end_days$|period_days$|d1_migrations$|_cf_|sqlite_)/;

const tables = query(
  "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
  persistTo,
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
/**
 * `wrangler d1 export --local` has no --persist-to: it reads `.wrangler/state` beside the config
 * file. For another folder, a copy of the config in a temporary folder whose state is that one.
 */
function configFor(folder) {
  if (!folder) return { args: [], done: () => {} };
  const project = mkdtempSync(join(tmpdir(), "zamwe-backup-"));
  copyFileSync("wrangler.toml", join(project, "wrangler.toml"));
  mkdirSync(join(project, ".wrangler"));
  symlinkSync(resolve(folder), join(project, ".wrangler", "state"), "dir");
  return {
    args: ["--config", join(project, "wrangler.toml")],
    done: () => rmSync(project, { recursive: true, force: true }),
  };
}

const config = configFor(persistTo);
try {
  run(bin("wrangler"), [
    "d1",
    "export",
    "DB",
    ...config.args,
    values.remote ? "--remote" : "--local",
    "--no-schema",
    ...tables.flatMap((table) => ["--table", table]),
    "--output",
    resolve(file),
  ]);
} finally {
  config.done();
}
console.log(
  `Backup written: ${file} (${tables.length} tables, ${statSync(file).size.toLocaleString("en")} bytes)`,
);
