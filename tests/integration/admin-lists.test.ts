/**
 * Issue #41: the admin's lists that grow with the membership. Keyset pages (the Next and Previous
 * links carry the row a page follows or precedes, and walking them gives every row once, in the
 * list's order), filters served by an index (the query plan names it and scans no table), and the
 * counts kept by migration 0029's triggers (list_counts), built from the rows written before it.
 */
import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql } from "../../db/seed-data.mjs";
import * as applications from "../../app/routes/admin+/_index";
import * as messages from "../../app/routes/admin+/messages";
import * as register from "../../app/routes/admin+/members";
import * as payments from "../../app/routes/admin+/payments";
import { recentOnlinePaymentsQuery } from "../../app/models/membership/online-payments.server";
import { registerClock, registerPageQuery } from "../../app/models/membership/register.server";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import { loader as layoutLoader } from "../../app/routes/admin+/_layout";
import { getDb } from "../../app/models/db.server";
import { applicationsPageQuery } from "../../app/models/membership/applications.server";
import { keysetPosition } from "../../app/models/keyset.server";
import { messagesPageQuery } from "../../app/models/contact-messages.server";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import {
  applyRemainingMigrations,
  createTestDatabase,
  execSql,
  type TestDatabase,
} from "./support/d1";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
let t: TestDatabase;
let old: TestDatabase;
let admin: SignedIn;
/** Applications added to the seed's, many submitted at the same instant (ties the id breaks). */
const EXTRA_APPLICATIONS = 47;

beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql(Date.now()));
  admin = await signedInAccount(t, "chair@zamwe.test", { admin: true });
  const sameInstant = Date.now() - 60_000;
  for (let i = 0; i < EXTRA_APPLICATIONS; i++) {
    await insertApplication(t.db, {
      id: `list-${String(i).padStart(3, "0")}`,
      status: i % 4 === 0 ? "approved" : i % 4 === 1 ? "rejected" : "pending",
      submittedAt: i < 30 ? sameInstant : sameInstant - i * 1000,
    });
  }
  // Rows written before migration 0029: the seed on the schema of 0028, then 0029 on top.
  old = await createTestDatabase({}, { migrationsBefore: "0029" });
  await execSql(old.db, buildSeedSql(Date.now()));
  await applyRemainingMigrations(old.db);
});

async function insertApplication(
  db: D1Database,
  { id, status, submittedAt }: { id: string; status: string; submittedAt: number },
) {
  await db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, submitted_at)
       VALUES (?, ?, ?, 'Gusau', 'Kin', 'Lists Ltd', 'crafts', 'To grow.', 'starter', ?, ?, ?)`,
    )
    .bind(id, `Lists ${id}`, `+2348060${id.slice(-3)}000`, status, `LST-${id}`, submittedAt)
    .run();
}

function get(loader: (args: LoaderFunctionArgs) => Promise<unknown>, url: string) {
  const request = new Request(`${ORIGIN}${url}`, { headers: { Cookie: admin.cookie } });
  return settle(() => loader(routeArgs({ request, context: t.context, params: {} })));
}

type ApplicationsData = Awaited<ReturnType<typeof applications.loader>>;
const applicationsAt = async (url: string) =>
  (await get(applications.loader, url)) as ApplicationsData;

/** The ids in the list's order, straight from the table. */
async function idsInOrder(where = "1 = 1") {
  const { results } = await t.db
    .prepare(`SELECT id FROM join_applications WHERE ${where} ORDER BY submitted_at DESC, id DESC`)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

type KeysetData = { page: number; previousHref: string | null; nextHref: string | null };

/**
 * Every page of a list from `first`, by its Next links; then back again, by its Previous links.
 * `open` loads one page of it.
 */
async function walkWith<Data extends KeysetData>(
  open: (url: string) => Promise<Data>,
  first: string,
) {
  const forwards: Data[] = [];
  for (let url: string | null = first; url; url = forwards.at(-1)!.nextHref) {
    forwards.push(await open(url));
    expect(forwards.length).toBeLessThan(50);
  }
  const backwards: Data[] = [forwards.at(-1)!];
  for (let url = backwards[0]!.previousHref; url; url = backwards.at(-1)!.previousHref) {
    backwards.push(await open(url));
  }
  return { forwards, backwards: backwards.reverse() };
}

const walk = (first: string) => walkWith(applicationsAt, first);

/**
 * SQLite's plan for a statement: the top lines of EXPLAIN QUERY PLAN (a correlated subquery's own
 * steps, for the rows a page shows, sit under it).
 */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { results } = await t.db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ parent: number; detail: string }>();
  return results.filter((row) => row.parent === 0).map((row) => row.detail);
}

describe("the applications list", () => {
  it("walks every application once, newest first, by its Next links, and back by Previous", async () => {
    const expected = await idsInOrder();
    expect(expected.length).toBeGreaterThan(2 * 20);
    const { forwards, backwards } = await walk("/admin");
    const ids = (pages: ApplicationsData[]) =>
      pages.flatMap((page) => page.applications.map((a) => a.id));
    expect(ids(forwards)).toEqual(expected);
    expect(ids(backwards)).toEqual(expected);
    expect(forwards.map((page) => page.page)).toEqual(forwards.map((_, i) => i + 1));
    expect(forwards[0]!.pageCount).toBe(Math.ceil(expected.length / 20));
    expect(forwards[0]!.total).toBe(expected.length);
    // Past the first page, the links name the application the page follows or precedes.
    expect(forwards[1]!.nextHref).toMatch(/^\/admin\?page=3&after=list-/);
    expect(forwards[2]!.previousHref).toMatch(/^\/admin\?page=2&before=/);
    expect(forwards[1]!.previousHref).toBe("/admin");
    expect(forwards.at(-1)!.nextHref).toBeNull();
  });

  it("keeps the status filter and the search in its links", async () => {
    const expected = await idsInOrder("status = 'pending'");
    const { forwards } = await walk("/admin?status=pending");
    expect(forwards.flatMap((page) => page.applications.map((a) => a.id))).toEqual(expected);
    expect(forwards[0]!.total).toBe(expected.length);
    expect(forwards[0]!.nextHref).toMatch(/^\/admin\?status=pending&page=2&after=/);
    const searched = await walk("/admin?q=lists");
    expect(searched.forwards.flatMap((page) => page.applications.map((a) => a.id))).toEqual(
      await idsInOrder("full_name LIKE '%lists%'"),
    );
    expect(searched.forwards[0]!.total).toBe(EXTRA_APPLICATIONS);
    expect(searched.forwards[0]!.nextHref).toMatch(/^\/admin\?q=lists&page=2&after=/);
  });

  it("answers a cursor that names no application with an empty page, and a nonsense page with the first", async () => {
    const unknown = await applicationsAt("/admin?after=nobody");
    expect(unknown.applications).toEqual([]);
    expect(unknown.nextHref).toBeNull();
    const nonsense = await applicationsAt("/admin?page=-3");
    expect(nonsense.page).toBe(1);
    expect(nonsense.applications.map((a) => a.id)).toEqual((await idsInOrder()).slice(0, 20));
  });

  it("reads a page through an index, all or by status, scanning no table", async () => {
    const db = getDb(t.env);
    const after = (await idsInOrder())[25]!;
    for (const filter of [{}, { status: "approved" as const }]) {
      for (const position of [keysetPosition({}), keysetPosition({ page: 3, after })]) {
        const plan = (await planOf(applicationsPageQuery(db, filter, position))).join("\n");
        expect(plan).toMatch(/join_applications USING INDEX join_applications_(status_)?submitted/);
        // Walked in the index's order (a LIMIT stops it), never the table, never sorted.
        expect(plan).not.toMatch(/SCAN join_applications(?! USING INDEX)|TEMP B-TREE/);
      }
    }
  });
});

describe("the messages list", () => {
  it("walks every message once, newest first, and back, with the kept total", async () => {
    const sameInstant = Date.now() - 30_000;
    await t.db.batch(
      Array.from({ length: 45 }, (_, i) =>
        t.db
          .prepare(
            "INSERT INTO contact_messages (id, name, email, message, submitted_at) VALUES (?, ?, 'w@x.ng', 'Hello', ?)",
          )
          .bind(
            `msg-${String(i).padStart(2, "0")}`,
            `Writer ${i}`,
            i < 25 ? sameInstant : sameInstant - i,
          ),
      ),
    );
    type MessagesData = Awaited<ReturnType<typeof messages.loader>>;
    const open = async (url: string) => (await get(messages.loader, url)) as MessagesData;
    const { results } = await t.db
      .prepare("SELECT id FROM contact_messages ORDER BY submitted_at DESC, id DESC")
      .all<{ id: string }>();
    const expected = results.map((row) => row.id);
    const { forwards, backwards } = await walkWith(open, "/admin/messages");
    const ids = (pages: MessagesData[]) => pages.flatMap((page) => page.messages.map((m) => m.id));
    expect(ids(forwards)).toEqual(expected);
    expect(ids(backwards)).toEqual(expected);
    expect(forwards.length).toBe(Math.ceil(expected.length / 20));
    expect(forwards[0]!.pageCount).toBe(forwards.length);
    expect(forwards[0]!.nextHref).toMatch(/^\/admin\/messages\?page=2&after=msg-/);
  });

  it("reads a page through its index, scanning no table", async () => {
    const db = getDb(t.env);
    for (const position of [keysetPosition({}), keysetPosition({ page: 2, after: "msg-30" })]) {
      const plan = (await planOf(messagesPageQuery(db, position))).join("\n");
      expect(plan).toMatch(/contact_messages USING INDEX contact_messages_submitted_idx/);
      expect(plan).not.toMatch(/SCAN contact_messages(?! USING INDEX)|TEMP B-TREE/);
    }
  });
});

describe("the members register", () => {
  type RegisterData = Awaited<ReturnType<typeof register.loader>>;
  const open = async (url: string) => (await get(register.loader, url)) as RegisterData;
  const ids = (pages: RegisterData[]) => pages.flatMap((page) => page.members.map((m) => m.id));
  /** Each member's status and last payment worked out the old way, from her periods. */
  const byTheRows = `SELECT ja.id AS id,
      (SELECT max(ends_on) FROM membership_periods p WHERE p.application_id = ja.id) AS endsOn,
      (SELECT confirmed_at FROM membership_periods p WHERE p.application_id = ja.id ORDER BY confirmed_at DESC LIMIT 1) AS lastPaidAt
    FROM join_applications ja WHERE ja.status = 'approved' AND ja.erased_at IS NULL ORDER BY ja.full_name, ja.id`;

  it("walks every member once, by name, and back; a status filter by its own pages", async () => {
    const { results: truth } = await t.db
      .prepare(byTheRows)
      .all<{ id: string; endsOn: string | null; lastPaidAt: number | null }>();
    expect(truth.length).toBeGreaterThan(20);
    const { forwards, backwards } = await walkWith(open, "/admin/members");
    expect(ids(forwards)).toEqual(truth.map((row) => row.id));
    expect(ids(backwards)).toEqual(truth.map((row) => row.id));
    // Her end day and last payment, as her periods say (looked up for the page's rows only).
    const shown = forwards.flatMap((page) => page.members);
    expect(shown.map(({ id, endsOn, lastPaidAt }) => ({ id, endsOn, lastPaidAt }))).toEqual(truth);
    expect(forwards[0]!.matching).toBe(truth.length);
    expect(forwards[0]!.nextHref).toMatch(/^\/admin\/members\?page=2&after=/);
    for (const status of ["active", "lapsed", "none"] as const) {
      const filtered = await walkWith(open, `/admin/members?status=${status}`);
      const members = filtered.forwards.flatMap((page) => page.members);
      expect(members.every((member) => member.status === status)).toBe(true);
      expect(members.length).toBe(forwards[0]!.counts[status]);
      expect(filtered.forwards[0]!.matching).toBe(members.length);
    }
  });

  it("counts each status from the kept end days as the rows say, through periods, erasure and deletion", async () => {
    const statusCounts = async () => {
      const page = await open("/admin/members");
      const all = (await walkWith(open, "/admin/members")).forwards.flatMap((p) => p.members);
      const counted = Object.fromEntries(
        Object.keys(page.counts).map((status) => [
          status,
          all.filter((member) => member.status === status).length,
        ]),
      );
      return { kept: page.counts, counted };
    };
    const before = await statusCounts();
    expect(before.kept).toEqual(before.counted);
    // A period for a member without one, an erasure and a deletion.
    const approved = await t.db
      .prepare(
        "SELECT id FROM join_applications WHERE directory_ends_on = '9999-12-31' ORDER BY id LIMIT 3",
      )
      .all<{ id: string }>();
    const [paid, erased, deleted] = approved.results.map((row) => row.id);
    expect(deleted).toBeDefined();
    await t.db.batch([
      t.db
        .prepare(
          "INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo, payment_reference, confirmed_at, origin) VALUES ('list-period', ?, 'starter', '2026-01-01', '2099-12-31', 100000, 'LST-PERIOD', ?, 'application')",
        )
        .bind(paid, Date.now()),
      t.db
        .prepare("UPDATE join_applications SET erased_at = ? WHERE id = ?")
        .bind(Date.now(), erased),
      t.db.prepare("DELETE FROM join_applications WHERE id = ?").bind(deleted),
    ]);
    const after = await statusCounts();
    expect(after.kept).toEqual(after.counted);
    expect(after.kept.none).toBe(before.kept.none - 3);
    expect(after.kept.active).toBe(before.kept.active + 1);
    const days = await keptDaysAgainstRows(t.db);
    expect(days.kept).toEqual(days.counted);
    // A period moved and one taken back: the days of periods follow.
    await t.db
      .prepare("UPDATE membership_periods SET ends_on = '2099-06-30' WHERE id = 'list-period'")
      .run();
    const moved = await keptDaysAgainstRows(t.db);
    expect(moved.kept).toEqual(moved.counted);
    expect(moved.kept).toContainEqual({ key: "period 2099-06-30", n: 1 });
    await t.db.prepare("DELETE FROM membership_periods WHERE id = 'list-period'").run();
    const deletedPeriod = await keptDaysAgainstRows(t.db);
    expect(deletedPeriod.kept).toEqual(deletedPeriod.counted);
  });

  it("reads a page through the name index, all or by status, never sorting", async () => {
    const db = getDb(t.env);
    const clock = registerClock(DEFAULT_TERMS);
    for (const status of [undefined, "grace" as const]) {
      for (const position of [keysetPosition({}), keysetPosition({ page: 2, after: "list-010" })]) {
        const plan = (await planOf(registerPageQuery(db, { ...clock, status }, position))).join(
          "\n",
        );
        expect(plan).toMatch(
          /join_applications USING (COVERING )?INDEX join_applications_directory_name_idx/,
        );
        expect(plan).not.toMatch(/SCAN join_applications(?! USING)|TEMP B-TREE/);
      }
    }
  });
});

describe("the online payments", () => {
  it("walks every payment Paystack confirmed once, newest first, 50 a page, and back", async () => {
    const sameInstant = Date.now() - 10_000;
    await t.db.batch(
      Array.from({ length: 120 }, (_, i) =>
        t.db
          .prepare(
            "INSERT INTO payments (id, reference, purpose, application_id, amount_kobo, source, provider_id, confirmed_at) VALUES (?, ?, 'join', 'list-001', 100000, ?, ?, ?)",
          )
          .bind(
            `pay-${String(i).padStart(3, "0")}`,
            `PAY-${i}`,
            i % 10 === 0 ? "admin" : "paystack",
            String(i),
            i < 60 ? sameInstant : sameInstant - i,
          ),
      ),
    );
    type PaymentsData = Awaited<ReturnType<typeof payments.loader>>;
    const open = async (url: string) => {
      const data = (await get(payments.loader, url)) as PaymentsData;
      return { ...data, page: data.onlinePage };
    };
    const { results } = await t.db
      .prepare(
        "SELECT id FROM payments WHERE source = 'paystack' ORDER BY confirmed_at DESC, id DESC",
      )
      .all<{ id: string }>();
    const expected = results.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(100);
    const { forwards, backwards } = await walkWith(open, "/admin/payments");
    const ids = (pages: PaymentsData[]) => pages.flatMap((page) => page.online.map((p) => p.id));
    expect(ids(forwards)).toEqual(expected);
    expect(ids(backwards)).toEqual(expected);
    expect(forwards.length).toBe(Math.ceil(expected.length / 50));
    expect(forwards[0]!.nextHref).toMatch(/^\/admin\/payments\?page=2&after=pay-/);
    expect(forwards[0]!.online[0]!.memberName).toBe("Lists list-001");
  });

  it("reads a page through its index, scanning no table", async () => {
    const db = getDb(t.env);
    for (const position of [keysetPosition({}), keysetPosition({ page: 2, after: "pay-070" })]) {
      const plan = (await planOf(recentOnlinePaymentsQuery(db, position))).join("\n");
      expect(plan).toMatch(/payments USING INDEX payments_source_confirmed_idx/);
      expect(plan).not.toMatch(/SCAN payments(?! USING)|TEMP B-TREE/);
    }
  });
});

/**
 * The kept days (members by end day and plan, periods by start and end day) against the same
 * worked out from every row.
 */
async function keptDaysAgainstRows(db: D1Database) {
  const rowsOf = async (sql: string) =>
    (await db.prepare(sql).all<{ key: string; n: number }>()).results;
  const kept = await rowsOf(
    `SELECT ends_on || ' ' || plan AS key, members AS n FROM register_end_days WHERE members <> 0
     UNION ALL SELECT 'period ' || day, starting * 1000 + ending FROM period_days WHERE starting <> 0 OR ending <> 0
     ORDER BY 1`,
  );
  const counted = await rowsOf(
    `SELECT directory_ends_on || ' ' || membership_plan AS key, count(*) AS n FROM join_applications
       WHERE directory_ends_on IS NOT NULL GROUP BY 1
     UNION ALL SELECT 'period ' || day, sum(s) * 1000 + sum(e) FROM (
       SELECT starts_on AS day, 1 AS s, 0 AS e FROM membership_periods
       UNION ALL SELECT ends_on, 0, 1 FROM membership_periods) GROUP BY day
     ORDER BY 1`,
  );
  return { kept, counted };
}

describe("the kept counts", () => {
  /** What list_counts holds, against the same counts worked out from every row. */
  async function countsAgainstRows(db: D1Database) {
    const kept = await db
      .prepare("SELECT name, total FROM list_counts WHERE total <> 0 ORDER BY name")
      .all<{ name: string; total: number }>();
    const counted = await db
      .prepare(
        `SELECT name, total FROM (
           SELECT 'applications:' || status AS name, count(*) AS total FROM join_applications GROUP BY status
           UNION ALL SELECT 'messages', count(*) FROM contact_messages
           UNION ALL SELECT 'messages:unread', count(*) FROM contact_messages WHERE is_read = 0
         ) WHERE total <> 0 ORDER BY name`,
      )
      .all<{ name: string; total: number }>();
    return { kept: kept.results, counted: counted.results };
  }

  it("are built by the migration from the rows written before it", async () => {
    const { kept, counted } = await countsAgainstRows(old.db);
    expect(counted.length).toBeGreaterThanOrEqual(4);
    expect(kept).toEqual(counted);
    const days = await keptDaysAgainstRows(old.db);
    expect(days.counted.length).toBeGreaterThan(10);
    expect(days.kept).toEqual(days.counted);
  });

  it("follow every insert, change of status or of read, and delete", async () => {
    await insertApplication(t.db, { id: "count-1", status: "pending", submittedAt: Date.now() });
    await insertApplication(t.db, { id: "count-2", status: "pending", submittedAt: Date.now() });
    await t.db
      .prepare("UPDATE join_applications SET status = 'approved' WHERE id = 'count-1'")
      .run();
    // A change to another column, or to the same status, moves nothing.
    await t.db
      .prepare(
        "UPDATE join_applications SET status = 'pending', full_name = 'X' WHERE id = 'count-2'",
      )
      .run();
    await t.db.prepare("DELETE FROM join_applications WHERE id = 'count-2'").run();
    await t.db.batch([
      t.db.prepare(
        "INSERT INTO contact_messages (id, name, email, message) VALUES ('m-1', 'A', 'a@x.ng', 'Hi'), ('m-2', 'B', 'b@x.ng', 'Hi')",
      ),
      t.db.prepare(
        "INSERT INTO contact_messages (id, name, email, message, is_read) VALUES ('m-3', 'C', 'c@x.ng', 'Hi', 1)",
      ),
    ]);
    await t.db.prepare("UPDATE contact_messages SET is_read = 1 WHERE id = 'm-1'").run();
    await t.db.prepare("UPDATE contact_messages SET is_read = 0 WHERE id = 'm-3'").run();
    await t.db.prepare("DELETE FROM contact_messages WHERE id IN ('m-2', 'm-1')").run();
    const { kept, counted } = await countsAgainstRows(t.db);
    expect(kept).toEqual(counted);
    // What the admin's counters and list show is what the rows say.
    const layout = (await get(layoutLoader, "/admin")) as Awaited<ReturnType<typeof layoutLoader>>;
    const total = (name: string) => counted.find((row) => row.name === name)?.total ?? 0;
    expect(layout.counts).toEqual({
      totalApplications:
        total("applications:pending") +
        total("applications:approved") +
        total("applications:rejected"),
      pendingApplications: total("applications:pending"),
      totalMessages: total("messages"),
      unreadMessages: total("messages:unread"),
    });
    expect((await applicationsAt("/admin?status=approved")).total).toBe(
      total("applications:approved"),
    );
  });
});
