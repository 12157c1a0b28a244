import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { countOf, createTestDatabase, execSql, type TestDatabase } from "./support/d1";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql(Date.UTC(2026, 10, 21, 9)));
});

const count = (sql: string, ...binds: unknown[]) => countOf(t.db, sql, ...binds);

describe("the data model on a real D1", () => {
  it("creates every table of the spec that we store", async () => {
    const { results } = await t.db
      .prepare(
        // d1_migrations is wrangler's record of applied migrations, not ours.
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name <> 'd1_migrations' ORDER BY name",
      )
      .all<{ name: string }>();
    expect(results.map((r) => r.name)).toEqual([
      "admin_recovery_codes",
      "admin_totp",
      "announcements",
      "audit_log",
      "consents",
      "contact_messages",
      // Issue #41: the directory's counts and its FTS5 search index (with FTS5's own tables).
      "directory_industry_counts",
      "directory_search",
      "directory_search_config",
      "directory_search_content",
      "directory_search_data",
      "directory_search_docsize",
      "directory_search_idx",
      // Issue #42: elections.
      "election_ballot_choices",
      "election_ballots",
      "election_candidates",
      "election_electors",
      "election_paper_counts",
      "election_positions",
      "election_voters",
      "elections",
      "email_confirmation_tokens",
      "email_suppressions",
      // Issue #42: certificates of attendance.
      "event_certificates",
      "event_rsvps",
      "events",
      "join_applications",
      "list_counts",
      "login_failures",
      "member_sites",
      "membership_cards",
      "membership_periods",
      "membership_reminders",
      "membership_renewals",
      "messages",
      "newsletter_subscribers",
      "online_checkouts",
      "password_reset_tokens",
      "payment_flags",
      "payment_reference_conflicts",
      "payments",
      "period_days",
      "phone_codes",
      "profiles",
      "register_end_days",
      "resources",
      "sessions",
      "site_settings",
      "testimonials",
      "user_roles",
      "users",
    ]);
  });

  it("refuses a second subscriber with the same e-mail in another case", async () => {
    await t.db
      .prepare("INSERT INTO newsletter_subscribers (id, email) VALUES ('s1', 'Amina@Example.com')")
      .run();
    await expect(
      t.db
        .prepare(
          "INSERT INTO newsletter_subscribers (id, email) VALUES ('s2', 'amina@example.COM')",
        )
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
    expect(
      await count(
        "SELECT count(*) AS n FROM newsletter_subscribers WHERE lower(email) = ?",
        "amina@example.com",
      ),
    ).toBe(1);
  });

  it("allows one RSVP per event and e-mail, case-insensitively", async () => {
    const event = seedId("event:trade-fair");
    const insert = (id: string, email: string) =>
      t.db
        .prepare(
          "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES (?, ?, 'Hauwa', ?)",
        )
        .bind(id, event, email)
        .run();
    await insert("r1", "hauwa@zamwe.test");
    await expect(insert("r2", "HAUWA@zamwe.test")).rejects.toThrow(/UNIQUE constraint failed/);
    // The same e-mail may RSVP for another event.
    await t.db
      .prepare(
        "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES ('r3', ?, 'Hauwa', 'hauwa@zamwe.test')",
      )
      .bind(seedId("event:grants-clinic"))
      .run();
    expect(
      await count("SELECT count(*) AS n FROM event_rsvps WHERE email = 'hauwa@zamwe.test'"),
    ).toBe(2);
  });

  it("refuses an RSVP for an event that does not exist", async () => {
    await expect(
      t.db
        .prepare(
          "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES ('r9', 'missing', 'X', 'x@y.z')",
        )
        .run(),
    ).rejects.toThrow(/FOREIGN KEY constraint failed/);
  });

  it("keeps application status and plan to the allowed values and pending by default", async () => {
    const base =
      "INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, payment_reference";
    await expect(
      t.db
        .prepare(
          `${base}, status) VALUES ('a1','A','+2348030000000','Gusau','K','B','T','W','starter','ZW-T0001','deleted')`,
        )
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await expect(
      t.db
        .prepare(
          `${base}) VALUES ('a2','A','+2348030000000','Gusau','K','B','T','W','gold','ZW-T0002')`,
        )
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
    await t.db
      .prepare(
        `${base}) VALUES ('a3','A','+2348030000000','Gusau','K','B','T','W','pro','ZW-T0003')`,
      )
      .run();
    const row = await t.db
      .prepare("SELECT status, submitted_at FROM join_applications WHERE id = 'a3'")
      .first<{ status: string; submitted_at: number }>();
    expect(row?.status).toBe("pending");
    expect(row?.submitted_at).toBeGreaterThan(Date.UTC(2025, 0, 1));
  });

  it("answers the directory query from its index", async () => {
    const plan = await t.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT id, full_name FROM join_applications WHERE directory_ends_on IS NOT NULL ORDER BY full_name, id",
      )
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain(
      "join_applications_directory_name_idx",
    );
  });
});

describe("the seed", () => {
  it("has upcoming and past events, one with a small capacity", async () => {
    const now = Date.UTC(2026, 10, 21, 9);
    expect(
      await count("SELECT count(*) AS n FROM events WHERE event_date >= ?", now),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count("SELECT count(*) AS n FROM events WHERE event_date < ?", now),
    ).toBeGreaterThanOrEqual(1);
    expect(
      await count("SELECT count(*) AS n FROM events WHERE max_attendees BETWEEN 1 AND 20"),
    ).toBeGreaterThanOrEqual(1);
  });

  it("has approved, pending and rejected applications", async () => {
    const { results } = await t.db
      .prepare(
        "SELECT status, count(*) AS n FROM join_applications GROUP BY status ORDER BY status",
      )
      .all<{ status: string; n: number }>();
    const byStatus = Object.fromEntries(results.map((r) => [r.status, r.n]));
    expect(byStatus.approved).toBeGreaterThanOrEqual(10);
    expect(byStatus.pending).toBeGreaterThanOrEqual(2);
    expect(byStatus.rejected).toBeGreaterThanOrEqual(1);
  });

  it("has resources in several categories and featured and other testimonials", async () => {
    expect(
      await count("SELECT count(DISTINCT category) AS n FROM resources"),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count("SELECT count(*) AS n FROM testimonials WHERE is_featured = 1"),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count("SELECT count(*) AS n FROM testimonials WHERE is_featured = 0"),
    ).toBeGreaterThanOrEqual(1);
  });

  it("is idempotent: seeding twice adds nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM join_applications");
    await execSql(t.db, buildSeedSql(Date.UTC(2026, 10, 21, 9)));
    expect(await count("SELECT count(*) AS n FROM join_applications")).toBe(before);
  });
});
