// Local D1 (SQLite on disk under .wrangler/state, or another --persist-to folder).
import { bin, capture, run } from "./run.mjs";
import { writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const persistArgs = (persistTo) => (persistTo ? ["--persist-to", persistTo] : []);

export function applyMigrations(persistTo) {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], {
    // `migrations apply` asks for confirmation when it is not a TTY only in remote mode; be explicit.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
  });
}

const where = (persistTo, remote) =>
  remote ? ["--remote"] : ["--local", ...persistArgs(persistTo)];

/** Rows of one SQL statement, from the local D1 (or the deployed one with `remote`). */
export function query(sql, persistTo, { remote = false } = {}) {
  const out = capture(bin("wrangler"), [
    "d1",
    "execute",
    "DB",
    ...where(persistTo, remote),
    "--json",
    "--command",
    sql,
  ]);
  return JSON.parse(out)[0]?.results ?? [];
}

export function executeSqlFile(sql, persistTo, { remote = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "zamwe-sql-"));
  const file = join(dir, "seed.sql");
  try {
    writeFileSync(file, sql);
    capture(bin("wrangler"), [
      "d1",
      "execute",
      "DB",
      ...where(persistTo, remote),
      "--file",
      file,
      ...(remote ? ["--yes"] : []),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
