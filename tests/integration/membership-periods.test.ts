/**
 * Membership periods in D1 (issue #18, ADR 0015): the migration's first periods for members
 * approved before periods existed agree with the app's own calendar arithmetic (month ends, leap
 * years, the WAT day), and a first period is written once, on the day of whichever came second:
 * the approval or the confirmed payment.
 */
import { env as bindings } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../app/models/db.server";
import {
  firstPeriodStatement,
  periodsOf,
  standingOf,
  withdrawFirstPeriodStatement,
} from "../../app/models/membership/periods.server";
import { DEFAULT_TERMS, periodEnd, watDayOf } from "../../app/models/membership/period-rules";
import { createTestDatabase, type TestDatabase } from "./support/d1";

type Migration = { name: string; queries: string[] };
const migrations = (bindings as unknown as { TEST_MIGRATIONS: Migration[] }).TEST_MIGRATIONS;
const backfill = migrations
  .find((migration) => migration.name.startsWith("0006_"))!
  .queries.find((query) => query.includes("INSERT INTO `membership_periods`"))!;

const priceKobo = { starter: 290_000, pro: 590_000 };
let t: TestDatabase;
let serial = 0;

beforeAll(async () => {
  t = await createTestDatabase();
});
beforeEach(async () => {
  await t.db.prepare("DELETE FROM membership_periods").run();
  await t.db.prepare("DELETE FROM join_applications").run();
});

async function application(input: {
  status: "pending" | "approved" | "rejected";
  plan?: "starter" | "pro";
  reviewedAt?: string | null;
  paidAt?: string | null;
}): Promise<{ id: string; reference: string }> {
  serial += 1;
  const id = `app-${serial}`;
  const reference = `ZW-T${String(serial).padStart(4, "0")}`;
  const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
        business_name, business_type, why_join, membership_plan, status, payment_reference,
        submitted_at, reviewed_at, payment_confirmed_at)
       VALUES (?, 'Hauwa Test', ?, 'Gusau', 'Kin', 'Shop', 'fashion', 'To grow', ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      `+23480300${String(serial).padStart(5, "0")}`,
      input.plan ?? "starter",
      input.status,
      reference,
      new Date("2025-12-01T09:00:00Z").getTime(),
      ms(input.reviewedAt),
      ms(input.paidAt),
    )
    .run();
  return { id, reference };
}

describe("the migration's first periods for members approved before periods", () => {
  it.each([
    ["a plain day", "2026-03-10T09:00:00Z", "2026-03-10", "2027-03-10"],
    ["31 January", "2026-01-31T10:00:00Z", "2026-01-31", "2027-01-31"],
    ["a leap day", "2028-02-29T12:00:00Z", "2028-02-29", "2029-02-28"],
    [
      "late evening UTC, already the next day in WAT",
      "2026-01-31T23:30:00Z",
      "2026-02-01",
      "2027-02-01",
    ],
    ["just before midnight WAT", "2026-12-31T22:59:00Z", "2026-12-31", "2027-12-31"],
  ])("%s: the same days as the app computes", async (_, reviewedAt, startsOn, endsOn) => {
    const member = await application({ status: "approved", plan: "pro", reviewedAt });
    await t.db.prepare(backfill).run();
    const [period] = await periodsOf(getDb(t.env), member.id);
    expect(period).toMatchObject({
      startsOn,
      endsOn,
      plan: "pro",
      amountKobo: 590_000,
      paymentReference: member.reference,
      origin: "migration",
    });
    // The SQL and the app's arithmetic agree.
    expect(watDayOf(new Date(reviewedAt))).toBe(startsOn);
    expect(periodEnd(startsOn, DEFAULT_TERMS)).toBe(endsOn);
  });

  it("loses nothing, gives pending and rejected applications none, and runs once", async () => {
    const approved = await application({ status: "approved", reviewedAt: "2026-05-02T08:00:00Z" });
    await application({ status: "pending" });
    await application({ status: "rejected", reviewedAt: "2026-05-02T08:00:00Z" });
    await t.db.prepare(backfill).run();
    await t.db.prepare(backfill).run();
    const rows = await t.db
      .prepare("SELECT application_id, amount_kobo FROM membership_periods")
      .all<{ application_id: string; amount_kobo: number }>();
    expect(rows.results).toEqual([{ application_id: approved.id, amount_kobo: 290_000 }]);
    const applications = await t.db.prepare("SELECT count(*) AS n FROM join_applications").first();
    expect(applications).toEqual({ n: 3 });
  });
});

describe("a first period, once approved and paid", () => {
  const first = (applicationId: string, now: Date) =>
    firstPeriodStatement(getDb(t.env), {
      applicationId,
      terms: DEFAULT_TERMS,
      priceKobo,
      confirmedBy: null,
      now,
    });

  it("starts on the day of whichever came second", async () => {
    const paidFirst = await application({ status: "approved", paidAt: "2026-04-01T10:00:00Z" });
    await first(paidFirst.id, new Date("2026-04-03T23:15:00Z"));
    expect(await periodsOf(getDb(t.env), paidFirst.id)).toMatchObject([
      { startsOn: "2026-04-04", endsOn: "2027-04-04", origin: "application", amountKobo: 290_000 },
    ]);
  });

  it("is not written for an application that is not approved or not paid", async () => {
    const unpaid = await application({ status: "approved", reviewedAt: "2026-04-01T10:00:00Z" });
    const pending = await application({ status: "pending", paidAt: "2026-04-01T10:00:00Z" });
    await first(unpaid.id, new Date("2026-04-02T10:00:00Z"));
    await first(pending.id, new Date("2026-04-02T10:00:00Z"));
    const rows = await t.db.prepare("SELECT count(*) AS n FROM membership_periods").first();
    expect(rows).toEqual({ n: 0 });
  });

  it("is written once however often the confirmation is replayed, and withdrawn with it", async () => {
    const member = await application({ status: "approved", paidAt: "2026-04-01T10:00:00Z" });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => first(member.id, new Date(Date.UTC(2026, 3, 2 + i)))),
    );
    expect(await periodsOf(getDb(t.env), member.id)).toHaveLength(1);
    await withdrawFirstPeriodStatement(getDb(t.env), member.id);
    expect(await periodsOf(getDb(t.env), member.id)).toHaveLength(0);
  });

  it("gives her standing from the dates, in WAT", async () => {
    const member = await application({ status: "approved", paidAt: "2026-01-31T10:00:00Z" });
    await first(member.id, new Date("2026-01-31T10:00:00Z"));
    const standing = (iso: string) =>
      standingOf(getDb(t.env), member.id, DEFAULT_TERMS, new Date(iso));
    expect(await standing("2026-12-31T12:00:00Z")).toMatchObject({
      status: "active",
      daysLeft: 31,
    });
    expect(await standing("2027-01-31T22:59:00Z")).toMatchObject({
      status: "expiring",
      daysLeft: 0,
    });
    expect(await standing("2027-01-31T23:00:00Z")).toMatchObject({ status: "grace", daysLeft: -1 });
    expect(await standing("2027-03-03T12:00:00Z")).toMatchObject({
      status: "lapsed",
      plan: "starter",
    });
    expect(await standingOf(getDb(t.env), "no-such-application", DEFAULT_TERMS)).toBeUndefined();
  });
});
