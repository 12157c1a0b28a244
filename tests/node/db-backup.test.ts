import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, executeSqlFile, query } from "../../scripts/lib/local-db.mjs";

// `npm run db:backup` and `npm run db:restore` (issue #41) as an operator runs them, on
// throw-away local D1s (SQLite under temp --persist-to folders): the seeded database backed up,
// restored into a fresh one, which must hold the same rows and find the same members. Every
// wrangler call takes seconds: the timeouts are long, and each side is read in one query.
const SLOW = 300_000;
let work: string;
let original: string;
let restored: string;
let backupFile: string;
let restoreOutput: string;

function script(name: string, ...args: string[]) {
  const result = spawnSync("node", [`scripts/${name}.mjs`, ...args], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" },
  });
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "zamwe-backup-test-"));
  original = join(work, "original");
  restored = join(work, "restored");
  applyMigrations(original);
  script("seed", "--persist-to", original);
  executeSqlFile(closedElectionSql, original);
  script("db-backup", "--persist-to", original, "--out", join(work, "backups"));
  const [file] = readdirSync(join(work, "backups"));
  backupFile = join(work, "backups", file!);
  // db:restore applies the migrations to the empty folder itself.
  restoreOutput = script("db-restore", "--file", backupFile, "--persist-to", restored);
}, SLOW);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * A closed election with a ballot and a paper count (issue #42), written in the order its guard
 * triggers allow: a restore loads the same rows table by table, in no such order.
 */
const closedElectionSql = `
  INSERT INTO elections (id, title, opens_at, closes_at, cutoff_on) VALUES ('e1', 'AGM', 1, 2, '2026-01-01');
  INSERT INTO election_positions (id, election_id, title) VALUES ('p1', 'e1', 'Chairperson');
  INSERT INTO election_candidates (id, election_id, position_id, name) VALUES ('c1', 'e1', 'p1', 'Amina');
  INSERT INTO election_electors (election_id, application_id) SELECT 'e1', id FROM join_applications WHERE status = 'approved' LIMIT 2;
  UPDATE elections SET opened_at = 1, electorate_size = 2 WHERE id = 'e1';
  INSERT INTO election_voters (election_id, application_id, channel, voted_on) SELECT election_id, application_id, 'online', '2026-01-01' FROM election_electors LIMIT 1;
  INSERT INTO election_ballots (receipt, election_id, cast_on) VALUES ('R1', 'e1', '2026-01-01');
  INSERT INTO election_ballot_choices (receipt, candidate_id) VALUES ('R1', 'c1');
  INSERT INTO election_paper_counts (candidate_id, election_id, votes, entered_at) VALUES ('c1', 'e1', 0, 1);
  UPDATE elections SET closed_at = 3 WHERE id = 'e1';`;

type Row = Record<string, unknown>;

/** The tables the backup holds, each with its columns (the index's and the counts' apart). */
function tablesOf(database: string): { name: string; columns: string[] }[] {
  const rows = query(
    `SELECT m.name AS name, group_concat(p.name, ',') AS columns
     FROM sqlite_master m JOIN pragma_table_info(m.name) p
     WHERE m.type = 'table' AND m.name NOT LIKE 'directory_search%' AND m.name NOT LIKE '_cf_%'
       AND m.name NOT LIKE 'sqlite_%' AND m.name NOT IN ('d1_migrations', 'directory_industry_counts', 'list_counts', 'register_end_days', 'period_days')
     GROUP BY m.name ORDER BY m.name`,
    database,
  ) as { name: string; columns: string }[];
  return rows.map(({ name, columns }) => ({ name, columns: columns.split(",") }));
}

/**
 * Every row of every table, in a stable order, in one wrangler call; then what the directory
 * derives (its search index, joined to the members' ids, and its counts) and the admin lists'
 * counts.
 */
function contentsOf(database: string, tables: { name: string; columns: string[] }[]) {
  const quoted = (name: string) => `"${name}"`;
  // One row, a column per table (D1 caps a compound SELECT's terms).
  const columnsOfRow = tables.map(({ name, columns }) => {
    const list = columns.map(quoted).join(", ");
    return `(SELECT json_group_array(json_array(${list})) FROM (SELECT ${list} FROM ${quoted(name)} ORDER BY ${list})) AS ${quoted(name)}`;
  });
  const [[tableRows], searchRows, countRows, listCountRows] = [
    query(`SELECT ${columnsOfRow.join(", ")}`, database) as Record<string, string>[],
    query(
      `SELECT ja.id AS id, s.name AS name, s.business AS business, s.place AS place, s.industry AS industry
       FROM directory_search s JOIN join_applications ja ON ja.rowid = s.rowid ORDER BY ja.id`,
      database,
    ) as Row[],
    query(
      "SELECT industry, members FROM directory_industry_counts ORDER BY industry",
      database,
    ) as Row[],
    query(
      `SELECT name, total FROM list_counts WHERE total <> 0
       UNION ALL SELECT ends_on || ' ' || plan, members FROM register_end_days WHERE members <> 0
       UNION ALL SELECT 'period ' || day, starting || '/' || ending FROM period_days
         WHERE starting <> 0 OR ending <> 0
       ORDER BY 1`,
      database,
    ) as Row[],
  ];
  return {
    tables: Object.fromEntries(
      tables.map(({ name }) => [name, JSON.parse(tableRows![name]!) as unknown[]]),
    ),
    search: searchRows,
    counts: countRows,
    listCounts: listCountRows,
  };
}

/** The ids a directory search of `needle` (a quoted FTS5 string, as the site sends) matches. */
const matchesOf = (database: string, needle: string) =>
  (
    query(
      `SELECT ja.id AS id FROM directory_search s JOIN join_applications ja ON ja.rowid = s.rowid
       WHERE directory_search MATCH '"${needle}"' ORDER BY ja.id`,
      database,
    ) as { id: string }[]
  ).map((row) => row.id);

describe("db:backup then db:restore into a fresh local D1", () => {
  it("the backup is data only and leaves out what the restore rebuilds", () => {
    const sql = readFileSync(backupFile, "utf8");
    expect(sql).toContain('INSERT INTO "join_applications"');
    expect(sql).not.toMatch(/CREATE (VIRTUAL )?TABLE/i);
    expect(sql).not.toMatch(/INSERT INTO "directory_search/);
    expect(sql).not.toMatch(
      /INSERT INTO "(directory_industry_counts|list_counts|register_end_days|period_days|d1_migrations)"/,
    );
  });

  it(
    "holds the same rows in every table, the same search index and the same counts",
    () => {
      const tables = tablesOf(original);
      expect(tablesOf(restored)).toEqual(tables);
      const before = contentsOf(original, tables);
      const after = contentsOf(restored, tables);
      // The seed's 26 applications, at least: the comparison compares something.
      const applications = before.tables.join_applications?.length ?? 0;
      expect(applications).toBeGreaterThanOrEqual(26);
      expect(before.search.length).toBeGreaterThan(0);
      expect(before.counts.length).toBeGreaterThan(0);
      expect(before.listCounts.length).toBeGreaterThan(0);
      for (const { name } of tables) expect(after.tables[name], name).toEqual(before.tables[name]);
      expect(after.search).toEqual(before.search);
      expect(after.counts).toEqual(before.counts);
      expect(after.listCounts).toEqual(before.listCounts);
      expect(restoreOutput).toContain(
        `${applications} applications, ${before.search.length} in the search index`,
      );
    },
    SLOW,
  );

  it(
    "makes again the guard triggers it set aside: the restored election refuses a change",
    () => {
      const triggers = (database: string) =>
        query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name", database);
      expect(triggers(restored)).toEqual(triggers(original));
      expect(() =>
        executeSqlFile(
          "UPDATE election_paper_counts SET votes = 5 WHERE candidate_id = 'c1';",
          restored,
        ),
      ).toThrow();
      expect(query("SELECT votes FROM election_paper_counts", restored)).toEqual([{ votes: 0 }]);
    },
    SLOW,
  );

  it(
    "finds the same members for a search as before",
    () => {
      // A part of the first indexed member's name, as a visitor would type it.
      const [first] = query(
        "SELECT name FROM directory_search ORDER BY rowid LIMIT 1",
        original,
      ) as { name: string }[];
      const needle = first!.name.slice(0, 4).toLowerCase();
      const found = matchesOf(original, needle);
      expect(found.length).toBeGreaterThan(0);
      expect(matchesOf(restored, needle)).toEqual(found);
    },
    SLOW,
  );
});
