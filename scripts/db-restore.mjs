#!/usr/bin/env node
// `npm run db:restore -- --file backups/zamwe-….sql [--persist-to DIR]`: restores a backup of
// `npm run db:backup` into an empty local database (issue #41; the deployed one by hand: README,
// "Backups"). The migrations first (the
// schema, with the directory's triggers), then the rows: the triggers rebuild the search index and
// the counts as each row arrives; last, every listable row is listed again at the restored grace
// boundary (the boundary's own row arrives after the applications), and the guard triggers that
// were set aside for the load are made again.
import { parseArgs } from "node:util";
import { readFileSync } from "node:fs";
import { applyMigrations, executeSqlFile, query } from "./lib/local-db.mjs";

const { values } = parseArgs({
  options: {
    file: { type: "string" },
    "persist-to": { type: "string" },
  },
});
if (!values.file) throw new Error("Which backup? --file backups/zamwe-….sql");
const persistTo = values["persist-to"];
applyMigrations(persistTo);
const [{ n }] = query("SELECT count(*) AS n FROM join_applications", persistTo);
if (n > 0) throw new Error("The database is not empty: a backup is restored into an empty one");
// The triggers that refuse a change (an election's freeze and close, migrations/0031) would
// refuse the backup's own rows, which arrive table by table in no order of theirs: they are
// dropped for the load and made again, from their own definitions, right after it.
const guards = query(
  "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%RAISE(%' ORDER BY name",
  persistTo,
);
executeSqlFile(
  [
    ...guards.map(({ name }) => `DROP TRIGGER "${name}";`),
    // The migration's first boundary gives way to the backup's.
    "DELETE FROM site_settings WHERE name = 'directory_grace_from';",
    readFileSync(values.file, "utf8"),
    "UPDATE join_applications SET directory_ends_on = directory_ends_on WHERE directory_ends_on IS NOT NULL;",
    ...guards.map(({ sql }) => `${sql};`),
  ].join("\n"),
  persistTo,
);
const [restored] = query(
  "SELECT (SELECT count(*) FROM join_applications) AS applications, (SELECT count(*) FROM directory_search) AS indexed",
  persistTo,
);
console.log(
  `Restored ${values.file}: ${restored.applications} applications, ${restored.indexed} in the search index`,
);
