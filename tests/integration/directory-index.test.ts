/**
 * Issue #41: the directory's index, kept by migration 0028's triggers: who can be listed
 * (`directory_ends_on`, `listed`), the counts by industry and the FTS5 search. Built from rows
 * the earlier migrations wrote; kept in step on insert, update and delete; the hourly job moves
 * the grace boundary; keyset pages; Hausa's hooked letters; a search that matches too many.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { getDb } from "../../app/models/db.server";
import { listDirectory, type DirectoryPage } from "../../app/models/membership/directory.server";
import { moveDirectoryBoundary } from "../../app/models/membership/directory-upkeep.server";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import {
  applyRemainingMigrations,
  countOf,
  createTestDatabase,
  execSql,
  type TestDatabase,
} from "./support/d1";

let old: TestDatabase;
let t: TestDatabase;
beforeAll(async () => {
  // Rows written before the migration: the seed on the schema of 0027, then 0028 on top.
  old = await createTestDatabase({}, { migrationsBefore: "0028" });
  await execSql(old.db, buildSeedSql());
  await applyRemainingMigrations(old.db);
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const now = new Date();
const terms = DEFAULT_TERMS;
let serial = 0;

/** An application as the join form writes one (approved unless told), its id. */
async function insertApplication(
  db: D1Database,
  fields: { name: string; status?: string; type?: string; consent?: number; address?: string },
) {
  serial += 1;
  const id = `index-test-${serial}`;
  await db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, directory_consent)
       VALUES (?, ?, ?, ?, 'Kin', ?, ?, 'To grow.', 'starter', ?, ?, ?)`,
    )
    .bind(
      id,
      fields.name,
      `+23480${String(50000000 + serial)}`,
      fields.address ?? "Gusau",
      `${fields.name} Enterprises`,
      fields.type ?? "crafts",
      fields.status ?? "approved",
      `IDX-${serial}`,
      fields.consent ?? 1,
    )
    .run();
  return id;
}

const search = (
  db: D1Database,
  q: string,
  extra: Partial<Parameters<typeof listDirectory>[1]> = {},
) => listDirectory(getDb({ DB: db }), { q, ...extra }, terms, now);
const names = (page: DirectoryPage) => page.members.map((m) => m.fullName);
type IndustryCount = { industry: string; members: number };
const countsFrom = async (db: D1Database, sql: string) =>
  (await db.prepare(sql).all<IndustryCount>()).results;
/** The counts the triggers keep. */
const countsOf = (db: D1Database) =>
  countsFrom(
    db,
    "SELECT industry, members FROM directory_industry_counts WHERE members > 0 ORDER BY industry",
  );
/** The same counts worked out the old way, from every row. */
const countsByQuery = (db: D1Database) =>
  countsFrom(
    db,
    "SELECT business_type AS industry, count(*) AS members FROM join_applications WHERE status = 'approved' AND erased_at IS NULL AND coalesce((SELECT max(ends_on) FROM membership_periods p WHERE p.application_id = join_applications.id), '9999-12-31') >= (SELECT value FROM site_settings WHERE name = 'directory_grace_from') GROUP BY business_type ORDER BY business_type",
  );

describe("the migration, on rows written before it", () => {
  it("builds the index, the listing column and the counts from the existing rows", async () => {
    const listable = await countOf(
      old.db,
      "SELECT count(*) AS n FROM join_applications WHERE status = 'approved' AND erased_at IS NULL",
    );
    expect(listable).toBeGreaterThan(10);
    expect(await countOf(old.db, "SELECT count(*) AS n FROM directory_search")).toBe(listable);
    // Her column holds her latest period's end (or the far day before her first period).
    const mismatched = await countOf(
      old.db,
      "SELECT count(*) AS n FROM join_applications a WHERE a.directory_ends_on IS NOT (CASE WHEN a.status = 'approved' AND a.erased_at IS NULL THEN coalesce((SELECT max(ends_on) FROM membership_periods p WHERE p.application_id = a.id), '9999-12-31') END)",
    );
    expect(mismatched).toBe(0);
    expect(await countsOf(old.db)).toEqual(await countsByQuery(old.db));
    // Migration 0030 turned every indexed industry into its code: each row's, none left bracketed.
    const uncoded = await countOf(
      old.db,
      "SELECT count(*) AS n FROM directory_search s JOIN join_applications a ON a.rowid = s.rowid WHERE s.industry IS NOT '#' || substr(a.business_type, 1, 2)",
    );
    expect(uncoded).toBe(0);
    // And the old rows are found as before: the seeded Hauwa Abubakar by part of her business.
    expect(names(await search(old.db, "fabric"))).toContain("Hauwa Abubakar");
  });

  it("keeps them in step on insert, update and delete", async () => {
    const before = await countsOf(old.db);
    const id = await insertApplication(old.db, { name: "Zuwaira Trigger", type: "crafts" });
    expect(names(await search(old.db, "zuwaira"))).toEqual(["Zuwaira Trigger"]);
    const crafts = (counts: { industry: string; members: number }[]) =>
      counts.find((c) => c.industry === "crafts")?.members ?? 0;
    expect(crafts(await countsOf(old.db))).toBe(crafts(before) + 1);

    await old.db
      .prepare(
        "UPDATE join_applications SET full_name = 'Zuwaira Renamed', business_name = 'Renamed Health', business_type = 'health' WHERE id = ?",
      )
      .bind(id)
      .run();
    expect(names(await search(old.db, "trigger"))).toEqual([]);
    expect(names(await search(old.db, "renamed"))).toEqual(["Zuwaira Renamed"]);
    // Her new industry's code is in the index (migration 0030's trigger), her old one is not.
    expect(names(await search(old.db, "renamed", { type: "health" }))).toEqual(["Zuwaira Renamed"]);
    expect(names(await search(old.db, "renamed", { type: "crafts" }))).toEqual([]);
    expect(await countsOf(old.db)).toEqual(await countsByQuery(old.db));

    // A period that ended long ago: she lapses, from the directory and from the counts.
    await old.db
      .prepare(
        "INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo, payment_reference, confirmed_at, origin) VALUES (?, ?, 'starter', '2020-01-01', '2021-01-01', 100, ?, 0, 'application')",
      )
      .bind(`${id}-period`, id, `${id}-ref`)
      .run();
    expect(names(await search(old.db, "renamed"))).toEqual([]);
    expect(await countsOf(old.db)).toEqual(await countsByQuery(old.db));
    // She renews: a period that runs on.
    await old.db
      .prepare("UPDATE membership_periods SET ends_on = '2999-01-01' WHERE id = ?")
      .bind(`${id}-period`)
      .run();
    expect(names(await search(old.db, "renamed"))).toEqual(["Zuwaira Renamed"]);

    await old.db.prepare("DELETE FROM join_applications WHERE id = ?").bind(id).run();
    expect(names(await search(old.db, "renamed"))).toEqual([]);
    expect(await countsOf(old.db)).toEqual(before);
  });
});

describe("who is found", () => {
  it("leaves out the pending, the rejected and the erased, and her address without consent", async () => {
    await insertApplication(t.db, { name: "Pending Pendo", status: "pending" });
    await insertApplication(t.db, { name: "Rejected Rejo", status: "rejected" });
    const erased = await insertApplication(t.db, { name: "Erased Eraso" });
    await t.db
      .prepare("UPDATE join_applications SET erased_at = 1 WHERE id = ?")
      .bind(erased)
      .run();
    for (const q of ["pendo", "rejo", "eraso"]) expect(names(await search(t.db, q))).toEqual([]);

    await insertApplication(t.db, {
      name: "Open Address",
      address: "Unguwar Zomo Ward",
      consent: 1,
    });
    await insertApplication(t.db, {
      name: "Private Address",
      address: "Unguwar Zomo Ward",
      consent: 0,
    });
    expect(names(await search(t.db, "zomo ward"))).toEqual(["Open Address"]);
  });

  it("reads Hausa's hooked letters and the plain ones alike, either way round", async () => {
    await insertApplication(t.db, { name: "Ƙasuwa Ɗanladi" });
    await insertApplication(t.db, { name: "Kasuwa Danladi" });
    const both = ["Kasuwa Danladi", "Ƙasuwa Ɗanladi"];
    expect(names(await search(t.db, "kasuwa"))).toEqual(both);
    expect(names(await search(t.db, "ƙasuwa"))).toEqual(both);
    expect(names(await search(t.db, "ƊANLADI"))).toEqual(both);
    // A visitor's quotes and operators are letters, not FTS5 syntax.
    expect(names(await search(t.db, '"kasuwa" OR *'))).toEqual([]);
  });

  it("finds by the beginning of the name for fewer than 3 letters, and by an industry's name", async () => {
    const short = await search(t.db, "ka");
    expect(names(short)).toContain("Kasuwa Danladi");
    expect(short.members.every((m) => m.fullName.toLowerCase().startsWith("ka"))).toBe(true);
    const healthNamed = await search(t.db, "health");
    expect(healthNamed.members.length).toBeGreaterThan(0);
    expect(healthNamed.members.every((m) => m.businessType === "health")).toBe(true);
  });

  it("shows at most 200 matches of a search, and says there are more", async () => {
    const statements = Array.from({ length: 205 }, (_, i) =>
      t.db
        .prepare(
          `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, directory_consent)
           VALUES (?, ?, ?, 'Gusau', 'Kin', 'Many Traders', 'retail', 'To grow.', 'starter', 'approved', ?, 1)`,
        )
        .bind(
          `many-${i}`,
          `Manymatch ${String(i).padStart(3, "0")}`,
          `+2348070${String(i).padStart(6, "0")}`,
          `MANY-${i}`,
        ),
    );
    await t.db.batch(statements);
    const found = await search(t.db, "manymatch", { perPage: 50 });
    expect(found.more).toBe(true);
    expect(found.total).toBe(200);
    expect(found.pageCount).toBe(4);
    expect(found.members).toHaveLength(50);
    // In name order within what is shown.
    expect(names(found)).toEqual([...names(found)].sort());
    const last = await search(t.db, "manymatch", { perPage: 50, page: 4 });
    expect(last.next).toBeNull();
    expect(last.previous).toEqual({ page: 3 });
  });
});

describe("keyset pages", () => {
  it("walk forward and back through every listed member in name order, by the links", async () => {
    const db = getDb({ DB: t.db });
    const all = await listDirectory(db, { perPage: 1000 }, terms, now);
    const seen: string[] = [];
    let page = await listDirectory(db, { perPage: 7 }, terms, now);
    const pages = [page];
    while (page.next) {
      seen.push(...page.members.map((m) => m.id));
      page = await listDirectory(db, { perPage: 7, ...page.next }, terms, now);
      pages.push(page);
    }
    seen.push(...page.members.map((m) => m.id));
    expect(seen).toEqual(all.members.map((m) => m.id));
    expect(pages.map((p) => p.page)).toEqual(pages.map((_, i) => i + 1));
    expect(page.page).toBe(page.pageCount);
    // Back again, page by page, to the plain first page.
    for (let i = pages.length - 1; i > 0; i--) {
      const previous = pages[i]!.previous!;
      const back = await listDirectory(db, { perPage: 7, ...previous }, terms, now);
      expect(back.members.map((m) => m.id)).toEqual(pages[i - 1]!.members.map((m) => m.id));
      expect(back.page).toBe(i);
    }
    expect(pages[1]!.previous).toEqual({ page: 1 });
    expect(pages[0]!.previous).toBeNull();
    // An unknown member in the URL: nothing after her, and no 500.
    const unknown = await listDirectory(db, { perPage: 7, after: "nobody", page: 3 }, terms, now);
    expect(unknown.members).toEqual([]);
  });
});

describe("the hourly job", () => {
  it("moves the grace boundary, and the counts follow", async () => {
    const db = getDb({ DB: t.db });
    const withPeriods = await countOf(
      t.db,
      "SELECT count(*) AS n FROM join_applications WHERE listed = 1 AND directory_ends_on < '9999-12-31'",
    );
    expect(withPeriods).toBeGreaterThan(0);
    // Ten years on, every period has ended: only those without one yet stay counted.
    const later = new Date(now.getTime() + 10 * 366 * 86_400_000);
    expect(await moveDirectoryBoundary(db, terms, later)).toEqual({ lapsed: withPeriods, back: 0 });
    expect(await countsOf(t.db)).toEqual(await countsByQuery(t.db));
    expect(await moveDirectoryBoundary(db, terms, now)).toEqual({ lapsed: 0, back: withPeriods });
    expect(await countsOf(t.db)).toEqual(await countsByQuery(t.db));
  });
});
