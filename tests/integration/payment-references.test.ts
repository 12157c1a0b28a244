/**
 * One reference names one payable, for ever (issue #37, §1): a renewal's reference cannot be
 * taken by a stranger's application (the model refuses it, and D1 itself refuses it), and a
 * confirmation — an admin's button or a Paystack checkout — confirms exactly the payable it was
 * started for, even where two payables came to share a reference before migration 0019.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { membershipCycle } from "../../app/config/membership";
import { getDb } from "../../app/models/db.server";
import {
  applicationsPageQuery,
  submitApplication,
} from "../../app/models/membership/applications.server";
import {
  settleCheckout,
  startOnlineCheckout,
} from "../../app/models/membership/online-payments.server";
import {
  confirmApplicationPayment,
  confirmRenewal,
  type Payable,
} from "../../app/models/membership/payments.server";
import { paystackConfig, type PaystackConfig } from "../../app/services/paystack.server";
import { countOf, createTestDatabase, type TestDatabase } from "./support/d1";
import { insertMemberWithRenewal } from "./support/renewals";
import { joinDetails } from "./support/join";
import { paystackVars, settle } from "./support/paystack";

let t: TestDatabase;
let paystack: PaystackConfig;
beforeAll(async () => {
  t = await createTestDatabase(paystackVars);
  paystack = paystackConfig(t.env)!;
  await t.db
    .prepare(
      "INSERT INTO users (id, email, password_hash) VALUES ('admin-1', 'admin@zamwe.test', 'x')",
    )
    .run();
});

const db = () => getDb(t.env);
const cycle = () => membershipCycle(t.env);
const PRICE = () => cycle().priceKobo.pro;
const admin = { userId: "admin-1", email: "admin@zamwe.test" };

let serial = 0;
/** References unique in the whole run: the stand-in (one process) takes each reference once. */
const uniqueReference = () =>
  `ZW-Q${Date.now().toString(36).toUpperCase()}${(++serial).toString(36).toUpperCase()}`;

/** An approved, paid member with a year ending in ten days and a pending renewal (reference R). */
async function memberWithRenewal() {
  return insertMemberWithRenewal(t.db, uniqueReference(), PRICE());
}

/** Her renewal as the renewal page hands it to the checkout. */
const renewalPayable = (member: Awaited<ReturnType<typeof memberWithRenewal>>): Payable => ({
  purpose: "renewal",
  reference: member.reference,
  applicationId: member.applicationId,
  renewalId: member.renewalId,
  plan: "pro",
  expectedKobo: PRICE(),
  status: "pending",
});

const startCheckout = (payable: Payable) =>
  startOnlineCheckout(db(), paystack, {
    payable,
    email: "amina@example.com",
    callbackUrl: "http://zamwe.test/payments/paystack/callback",
    cancelUrl: "http://zamwe.test/dashboard/renew",
    now: new Date(),
    cycle: cycle(),
  });

const renewalStatus = async (renewalId: string) =>
  (
    await t.db
      .prepare("SELECT status FROM membership_renewals WHERE id = ?")
      .bind(renewalId)
      .first<{ status: string }>()
  )?.status;

const strangerPaidMark = async (applicationId: string) =>
  (
    await t.db
      .prepare("SELECT payment_confirmed_at FROM join_applications WHERE id = ?")
      .bind(applicationId)
      .first<{ payment_confirmed_at: number | null }>()
  )?.payment_confirmed_at;

describe("a reference already a renewal's", () => {
  it("is refused to a stranger's application on /join, and nothing is stored", async () => {
    const member = await memberWithRenewal();
    const key = crypto.randomUUID();
    const stored = await submitApplication(db(), {
      ...joinDetails(key),
      paymentReference: member.reference,
    } as never);
    expect(stored).toBe("reference-taken");
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE idempotency_key = ?",
        key,
      ),
    ).toBe(0);
  });

  it("is refused by D1 itself, whichever table is written first", async () => {
    const member = await memberWithRenewal();
    const application = t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, payment_reference)
         VALUES ('stranger-direct', 'Stranger', '+2348030000009', 'Kano', 'Kin', 'Shop',
          'agriculture', 'To take', 'pro', ?)`,
      )
      .bind(member.reference);
    await expect(application.run()).rejects.toThrow(/payment reference taken/);
    const renewal = t.db
      .prepare(
        `INSERT INTO membership_renewals (id, application_id, plan, amount_kobo, payment_reference,
          idempotency_key, status) VALUES ('renewal-direct', ?, 'pro', 1, ?, 'key-direct', 'pending')`,
      )
      .bind(member.applicationId, `${member.reference.slice(0, -1)}J`);
    await expect(renewal.run()).rejects.toThrow(/payment reference taken/);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE id = 'stranger-direct'",
      ),
    ).toBe(0);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM membership_renewals WHERE id = 'renewal-direct'",
      ),
    ).toBe(0);
  });
});

/**
 * A reference shared by her renewal and a stranger's pending application, as data from before
 * migration 0019 may have it (its triggers are dropped here to write such a pair; the rest of
 * this file runs without them).
 */
async function clash() {
  await t.db.batch(
    [
      "join_applications_reference_unique_across_insert",
      "membership_renewals_reference_unique_across_insert",
    ].map((name) => t.db.prepare(`DROP TRIGGER IF EXISTS ${name}`)),
  );
  const member = await memberWithRenewal();
  const strangerId = `stranger-${member.renewalId}`;
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
        business_name, business_type, why_join, membership_plan, payment_reference)
       VALUES (?, 'Stranger', '+2348030000009', 'Kano', 'Kin', 'Shop', 'agriculture', 'To take', 'pro', ?)`,
    )
    .bind(strangerId, member.reference)
    .run();
  return { ...member, strangerId };
}

describe("a reference two payables share (before migration 0019)", () => {
  it("an admin's Confirm payment on her renewal extends her membership, not the stranger's", async () => {
    const member = await clash();
    const outcome = await confirmRenewal(db(), {
      id: member.renewalId,
      actor: admin,
      cycle: cycle(),
      now: new Date(),
    });
    expect(outcome).toBe("confirmed");
    expect(await renewalStatus(member.renewalId)).toBe("confirmed");
    expect(await strangerPaidMark(member.strangerId)).toBeNull();
    const payment = await t.db
      .prepare("SELECT purpose, application_id, renewal_id FROM payments WHERE reference = ?")
      .bind(member.reference)
      .first();
    expect(payment).toEqual({
      purpose: "renewal",
      application_id: member.applicationId,
      renewal_id: member.renewalId,
    });
    // The stranger's application then cannot be "confirmed" with a payment that was hers.
    const stranger = await confirmApplicationPayment(db(), {
      applicationId: member.strangerId,
      admin,
      now: new Date(),
      cycle: cycle(),
    });
    expect(stranger).toBe("refused");
    expect(await strangerPaidMark(member.strangerId)).toBeNull();
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM membership_periods WHERE application_id = ?",
        member.strangerId,
      ),
    ).toBe(0);
  });

  it("her Paystack payment confirms her renewal, and the admin's badge is not on the stranger", async () => {
    const member = await clash();
    const started = await startCheckout(renewalPayable(member));
    expect(started).toMatchObject({ status: "redirect" });
    await settle(member.reference);
    const settled = await settleCheckout(db(), paystack, member.reference, {
      now: new Date(),
      cycle: cycle(),
    });
    expect(settled).toMatchObject({
      status: "confirmed",
      payable: { purpose: "renewal", renewalId: member.renewalId },
    });
    expect(await renewalStatus(member.renewalId)).toBe("confirmed");
    expect(await strangerPaidMark(member.strangerId)).toBeNull();
    // What the admin's list shows for the stranger's application: not "Paid online".
    const page = await applicationsPageQuery(db(), { q: "Stranger" });
    const row = page.find((application) => application.id === member.strangerId);
    expect(row).toMatchObject({ paymentSource: null, paymentConfirmedAt: null });
  });

  it("a checkout whose stored payable does not own its reference is flagged, and confirms nothing", async () => {
    const member = await memberWithRenewal();
    const other = await memberWithRenewal();
    await startCheckout(renewalPayable(member));
    // The checkout row says it is for the other member's renewal, under her reference.
    await t.db
      .prepare("UPDATE online_checkouts SET renewal_id = ?, application_id = ? WHERE reference = ?")
      .bind(other.renewalId, other.applicationId, member.reference)
      .run();
    await settle(member.reference);
    const settled = await settleCheckout(db(), paystack, member.reference, {
      now: new Date(),
      cycle: cycle(),
    });
    expect(settled).toMatchObject({ status: "flagged", reason: "wrong-payable" });
    expect(await renewalStatus(member.renewalId)).toBe("pending");
    expect(await renewalStatus(other.renewalId)).toBe("pending");
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM payments WHERE reference = ?",
        member.reference,
      ),
    ).toBe(0);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM payment_flags WHERE provider_reference = ? AND reason = 'wrong-payable'",
        member.reference,
      ),
    ).toBe(1);
  });
});
