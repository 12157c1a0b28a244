/**
 * Migration 0019 on a real D1 (issue #37): references become unique across applications and
 * renewals. Data written under 0018 keeps every row; a reference an application and a renewal
 * already share is reported in payment_reference_conflicts, neither row merged nor dropped; a new
 * such pair is refused from then on. Messages keep every row through the table's rebuild.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/models/db.server";
import { referenceConflictsQuery } from "../../app/models/membership/payments.server";
import {
  applyRemainingMigrations,
  countOf,
  createTestDatabase,
  type TestDatabase,
} from "./support/d1";

let t: TestDatabase;
const application = (id: string, reference: string) =>
  t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
        business_name, business_type, why_join, membership_plan, status, payment_reference)
       VALUES (?, ?, '+2348030000001', 'Gusau', 'Kin', 'Shop', 'agriculture', 'To grow', 'pro', 'approved', ?)`,
    )
    .bind(id, `Name of ${id}`, reference);
const renewal = (id: string, applicationId: string, reference: string) =>
  t.db
    .prepare(
      `INSERT INTO membership_renewals (id, application_id, plan, amount_kobo, payment_reference,
        idempotency_key, status) VALUES (?, ?, 'pro', 290000, ?, ?, 'pending')`,
    )
    .bind(id, applicationId, reference, `key-${id}`);

beforeAll(async () => {
  t = await createTestDatabase({}, { migrationsBefore: "0019" });
  await t.db.batch([
    application("a1", "ZW-AAAA1"),
    application("a2", "ZW-AAAA2"),
    // Her renewal's reference, which a stranger's application also took (the review's case).
    renewal("r1", "a1", "ZW-SHARE"),
    application("a3", "ZW-SHARE"),
    renewal("r2", "a2", "ZW-RRRR2"),
    t.db.prepare(
      `INSERT INTO messages (id, idempotency_key, kind, recipient, language, status, created_at)
       VALUES ('m1', 'k1', 'application-received', 'a@zamwe.test', 'en', 'sent', 1000),
              ('m2', 'k2', 'password-reset', 'b@zamwe.test', 'ha', 'queued', 2000)`,
    ),
  ]);
  await applyRemainingMigrations(t.db);
});

describe("migration 0019", () => {
  it("keeps every application and renewal as it was, the shared reference on both", async () => {
    const applications = await t.db
      .prepare("SELECT id, payment_reference, email_proven_at FROM join_applications ORDER BY id")
      .all();
    expect(applications.results).toEqual([
      { id: "a1", payment_reference: "ZW-AAAA1", email_proven_at: null },
      { id: "a2", payment_reference: "ZW-AAAA2", email_proven_at: null },
      { id: "a3", payment_reference: "ZW-SHARE", email_proven_at: null },
    ]);
    const renewals = await t.db
      .prepare(
        "SELECT id, application_id, payment_reference, status FROM membership_renewals ORDER BY id",
      )
      .all();
    expect(renewals.results).toEqual([
      { id: "r1", application_id: "a1", payment_reference: "ZW-SHARE", status: "pending" },
      { id: "r2", application_id: "a2", payment_reference: "ZW-RRRR2", status: "pending" },
    ]);
  });

  it("reports the shared reference for an admin, once", async () => {
    const conflicts = await t.db
      .prepare(
        "SELECT reference, application_id, renewal_id, resolved_at FROM payment_reference_conflicts",
      )
      .all();
    expect(conflicts.results).toEqual([
      { reference: "ZW-SHARE", application_id: "a3", renewal_id: "r1", resolved_at: null },
    ]);
  });

  it("refuses a new reference the other table has, and still takes fresh ones", async () => {
    await expect(application("a4", "ZW-RRRR2").run()).rejects.toThrow(/payment reference taken/);
    await expect(renewal("r3", "a2", "ZW-AAAA1").run()).rejects.toThrow(/payment reference taken/);
    await expect(
      t.db
        .prepare("UPDATE membership_renewals SET payment_reference = 'ZW-AAAA2' WHERE id = 'r2'")
        .run(),
    ).rejects.toThrow(/payment reference taken/);
    await application("a5", "ZW-FRESH").run();
    await renewal("r4", "a5", "ZW-FRESH2").run();
    expect(await countOf(t.db, "SELECT count(*) AS n FROM join_applications")).toBe(4);
    expect(await countOf(t.db, "SELECT count(*) AS n FROM membership_renewals")).toBe(3);
  });

  it("keeps every message through the table's rebuild, and takes the new status", async () => {
    const rows = await t.db
      .prepare("SELECT id, kind, recipient, language, status, created_at FROM messages ORDER BY id")
      .all();
    expect(rows.results).toEqual([
      {
        id: "m1",
        kind: "application-received",
        recipient: "a@zamwe.test",
        language: "en",
        status: "sent",
        created_at: 1000,
      },
      {
        id: "m2",
        kind: "password-reset",
        recipient: "b@zamwe.test",
        language: "ha",
        status: "queued",
        created_at: 2000,
      },
    ]);
    await t.db.prepare("UPDATE messages SET status = 'held' WHERE id = 'm2'").run();
    await expect(
      t.db.prepare("UPDATE messages SET status = 'lost' WHERE id = 'm2'").run(),
    ).rejects.toThrow(/CHECK/);
  });
});

describe("the admin's list of shared references", () => {
  it("names the applicant and the member renewing, apart", async () => {
    const rows = await referenceConflictsQuery(getDb(t.env));
    expect(rows.map(({ foundAt: _foundAt, ...row }) => row)).toEqual([
      { reference: "ZW-SHARE", applicantName: "Name of a3", renewerName: "Name of a1" },
    ]);
  });
});
