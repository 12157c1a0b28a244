/**
 * Renewal requests and their decisions on a real D1 (issue #18): one request per click, one open
 * request per membership, a reference never reused; a confirmation extends the membership from
 * the later of its end and today by one period, in the plan she chose, exactly once however many
 * admins press the button at the same moment; a rejection keeps its reason for her.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "../../app/models/db.server";
import { firstPeriodStatement, periodsOf } from "../../app/models/membership/periods.server";
import {
  getRenewal,
  lastDecidedRenewalOf,
  openRenewalOf,
  rejectRenewal,
  requestRenewal,
  type RenewalRequest,
} from "../../app/models/membership/renewals.server";
import { DEFAULT_TERMS, type MembershipTerms } from "../../app/models/membership/period-rules";
import { confirmRenewal } from "../../app/models/membership/payments.server";
import { signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";

/** A renewal is owed what its request says: the prices here are never read. */
const cycleOf = (terms: MembershipTerms) => ({ terms, priceKobo: { starter: 0, pro: 0 } });

const priceKobo = { starter: 290_000, pro: 590_000 };
let t: TestDatabase;
let admin: SignedIn;
let member: SignedIn;
let serial = 0;
const actor = () => ({ userId: admin.id, email: admin.email });
const db = () => getDb(t.env);

beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "renewals-secret" } as Partial<Env>);
  admin = await signedInAccount(t, "renewals-admin@zamwe.test", { admin: true });
  member = await signedInAccount(t, "renewing-member@zamwe.test");
});
beforeEach(async () => {
  await t.db.prepare("DELETE FROM membership_renewals").run();
  await t.db.prepare("DELETE FROM membership_periods").run();
  await t.db.prepare("DELETE FROM audit_log").run();
  await t.db.prepare("DELETE FROM join_applications").run();
});

/** An approved, paid member whose first period started on `paidOn` (a WAT noon). */
async function memberPaidOn(paidOn: string, plan: "starter" | "pro" = "starter") {
  serial += 1;
  const id = `renewing-${serial}`;
  const paidAt = new Date(`${paidOn}T11:00:00Z`);
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
        business_name, business_type, why_join, membership_plan, status, payment_reference,
        reviewed_at, payment_confirmed_at, user_id)
       VALUES (?, 'Zainab Test', ?, 'Gusau', 'Kin', 'Shop', 'fashion', 'To grow', ?, 'approved', ?, ?, ?, ?)`,
    )
    .bind(
      id,
      `+23480400${String(serial).padStart(5, "0")}`,
      plan,
      `ZW-R${String(serial).padStart(4, "0")}`,
      paidAt.getTime(),
      paidAt.getTime(),
      member.id,
    )
    .run();
  await firstPeriodStatement(db(), {
    applicationId: id,
    terms: DEFAULT_TERMS,
    priceKobo,
    confirmedBy: admin.id,
    now: paidAt,
  });
  return id;
}

function renewalOf(applicationId: string, overrides: Partial<RenewalRequest> = {}) {
  serial += 1;
  return {
    id: crypto.randomUUID(),
    applicationId,
    userId: member.id,
    plan: "starter" as const,
    amountKobo: 290_000,
    paymentReference: `ZW-N${String(serial).padStart(4, "0")}`,
    idempotencyKey: crypto.randomUUID(),
    receiptKey: null,
    ...overrides,
  };
}

describe("a renewal request", () => {
  it("lands once however often the same form is sent", async () => {
    const applicationId = await memberPaidOn("2026-01-10");
    const request = renewalOf(applicationId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestRenewal(db(), { ...request, id: crypto.randomUUID() }),
      ),
    );
    const created = answers.filter((a) => typeof a === "object" && a.created);
    expect(created).toHaveLength(1);
    expect(new Set(answers.map((a) => (typeof a === "object" ? a.id : a))).size).toBe(1);
    const rows = await t.db.prepare("SELECT count(*) AS n FROM membership_renewals").first();
    expect(rows).toEqual({ n: 1 });
  });

  it("is refused while another one for her membership is open, and allowed once it is decided", async () => {
    const applicationId = await memberPaidOn("2026-01-10");
    const first = await requestRenewal(db(), renewalOf(applicationId));
    expect(await requestRenewal(db(), renewalOf(applicationId))).toBe("already-open");
    if (typeof first !== "object") throw new Error("not stored");
    expect(
      await rejectRenewal(db(), {
        id: first.id,
        reason: "No transfer",
        actor: actor(),
        now: new Date(),
      }),
    ).toBe("rejected");
    expect(await requestRenewal(db(), renewalOf(applicationId))).toMatchObject({ created: true });
  });

  it("never takes a reference an application, a period or another request already has", async () => {
    const applicationId = await memberPaidOn("2026-01-10");
    const other = await memberPaidOn("2026-01-11");
    const taken = (await t.db
      .prepare("SELECT payment_reference AS ref FROM join_applications WHERE id = ?")
      .bind(other)
      .first<{ ref: string }>())!.ref;
    expect(await requestRenewal(db(), renewalOf(applicationId, { paymentReference: taken }))).toBe(
      "reference-taken",
    );
    expect(await openRenewalOf(db(), applicationId)).toBeUndefined();
  });
});

describe("confirming a renewal", () => {
  it("paid early: the new period follows the current one without a gap", async () => {
    const applicationId = await memberPaidOn("2026-01-31");
    const request = renewalOf(applicationId);
    await requestRenewal(db(), request);
    const now = new Date("2027-01-05T10:00:00Z");
    expect(
      await confirmRenewal(db(), {
        id: request.id,
        actor: actor(),
        cycle: cycleOf(DEFAULT_TERMS),
        now,
      }),
    ).toBe("confirmed");
    expect(await periodsOf(db(), applicationId)).toMatchObject([
      {
        startsOn: "2027-01-31",
        endsOn: "2028-01-31",
        origin: "renewal",
        paymentReference: request.paymentReference,
      },
      { startsOn: "2026-01-31", endsOn: "2027-01-31", origin: "application" },
    ]);
  });

  it("in grace or after a lapse: the new period starts today (WAT), clamped at month ends", async () => {
    const inGrace = await memberPaidOn("2026-01-31");
    const lapsed = await memberPaidOn("2025-06-30");
    const graceRequest = renewalOf(inGrace);
    const lapsedRequest = renewalOf(lapsed);
    await requestRenewal(db(), graceRequest);
    await requestRenewal(db(), lapsedRequest);
    // 23:30 UTC on 28 February 2027 is already 1 March in Lagos.
    const now = new Date("2027-02-28T23:30:00Z");
    await confirmRenewal(db(), {
      id: graceRequest.id,
      actor: actor(),
      cycle: cycleOf(DEFAULT_TERMS),
      now,
    });
    await confirmRenewal(db(), {
      id: lapsedRequest.id,
      actor: actor(),
      cycle: cycleOf({ periodMonths: 1, graceDays: 30 }),
      now: new Date("2027-01-31T10:00:00Z"),
    });
    expect((await periodsOf(db(), inGrace))[0]).toMatchObject({
      startsOn: "2027-03-01",
      endsOn: "2028-03-01",
    });
    expect((await periodsOf(db(), lapsed))[0]).toMatchObject({
      startsOn: "2027-01-31",
      endsOn: "2027-02-28",
    });
  });

  it("moves a Starter member to Pro when she renews on Pro", async () => {
    const applicationId = await memberPaidOn("2026-03-01", "starter");
    const request = renewalOf(applicationId, { plan: "pro", amountKobo: 590_000 });
    await requestRenewal(db(), request);
    await confirmRenewal(db(), {
      id: request.id,
      actor: actor(),
      cycle: cycleOf(DEFAULT_TERMS),
      now: new Date("2027-02-20T09:00:00Z"),
    });
    expect((await periodsOf(db(), applicationId))[0]).toMatchObject({
      plan: "pro",
      amountKobo: 590_000,
    });
    const row = await t.db
      .prepare("SELECT membership_plan AS plan FROM join_applications WHERE id = ?")
      .bind(applicationId)
      .first();
    expect(row).toEqual({ plan: "pro" });
  });

  it("twenty simultaneous confirmations extend the membership exactly once", async () => {
    const applicationId = await memberPaidOn("2026-01-31");
    const request = renewalOf(applicationId);
    await requestRenewal(db(), request);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        confirmRenewal(db(), {
          id: request.id,
          actor: actor(),
          cycle: cycleOf(DEFAULT_TERMS),
          // Different moments too: each click is its own request.
          now: new Date(Date.UTC(2027, 0, 10, 10, 0, i % 3)),
        }),
      ),
    );
    expect(answers.filter((a) => a === "confirmed")).toHaveLength(1);
    expect(answers.filter((a) => a === "not-pending")).toHaveLength(19);
    expect(await periodsOf(db(), applicationId)).toHaveLength(2);
    const audits = await t.db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'renewal.confirm'")
      .first();
    expect(audits).toEqual({ n: 1 });
  });

  it("a decided request stays decided: no reject after a confirm, no second confirm", async () => {
    const applicationId = await memberPaidOn("2026-01-31");
    const request = renewalOf(applicationId);
    await requestRenewal(db(), request);
    const now = new Date("2027-01-10T10:00:00Z");
    await confirmRenewal(db(), {
      id: request.id,
      actor: actor(),
      cycle: cycleOf(DEFAULT_TERMS),
      now,
    });
    expect(await rejectRenewal(db(), { id: request.id, reason: "Late", actor: actor(), now })).toBe(
      "not-pending",
    );
    expect(
      await confirmRenewal(db(), {
        id: request.id,
        actor: actor(),
        cycle: cycleOf(DEFAULT_TERMS),
        now: new Date(),
      }),
    ).toBe("not-pending");
    expect(await getRenewal(db(), request.id)).toMatchObject({
      status: "confirmed",
      rejectReason: null,
    });
  });
});

describe("rejecting a renewal", () => {
  it("keeps the reason for her, adds no period, and is audited", async () => {
    const applicationId = await memberPaidOn("2026-01-31");
    const request = renewalOf(applicationId);
    await requestRenewal(db(), request);
    await rejectRenewal(db(), {
      id: request.id,
      reason: "The receipt is for another account.",
      actor: actor(),
      now: new Date(),
    });
    expect(await lastDecidedRenewalOf(db(), applicationId)).toMatchObject({
      status: "rejected",
      rejectReason: "The receipt is for another account.",
    });
    expect(await periodsOf(db(), applicationId)).toHaveLength(1);
    const audit = await t.db
      .prepare("SELECT after FROM audit_log WHERE action = 'renewal.reject'")
      .first<{ after: string }>();
    expect(JSON.parse(audit!.after)).toEqual({
      status: "rejected",
      reason: "The receipt is for another account.",
    });
  });
});
