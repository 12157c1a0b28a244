/**
 * Paying online (issue #28, ADR 0039): the real client against the run's Paystack stand-in, the
 * real webhook route and the real D1. One payment reference is confirmed once, whatever confirms
 * it and however often; what cannot be confirmed is flagged, and nothing else changes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { membershipCycle } from "../../app/config/membership";
import { getDb } from "../../app/models/db.server";
import {
  startOnlineCheckout,
  settleCheckout,
  CHECKOUT_FRESH_MS,
} from "../../app/models/membership/online-payments.server";
import {
  payableFor,
  withdrawJoinPayment,
  type Payable,
} from "../../app/models/membership/payments.server";
import { reconcileOnlinePayments } from "../../app/messages/daily-tasks/reconcile-payments.server";
import { renewalQueue } from "../../app/models/membership/renewals.server";
import { action as webhook } from "../../app/routes/_public+/payments.paystack.webhook";
import { paystackConfig, type PaystackConfig } from "../../app/services/paystack.server";
import { countOf, createTestDatabase, type TestDatabase } from "./support/d1";
import { insertMemberWithRenewal } from "./support/renewals";
import {
  paystackVars,
  settle,
  standIn,
  standInConfig,
  unreachableConfig,
} from "./support/paystack";

let t: TestDatabase;
let paystack: PaystackConfig;
beforeAll(async () => {
  t = await createTestDatabase(paystackVars);
  paystack = paystackConfig(t.env)!;
});

const db = () => getDb(t.env);
const cycle = () => membershipCycle(t.env);
const PRICE = () => cycle().priceKobo.pro;

let serial = 0;
/** References unique in the whole run: the stand-in (one process) takes each reference once. */
const uniqueReference = () =>
  `ZW-P${Date.now().toString(36).toUpperCase()}${(++serial).toString(36).toUpperCase()}`;

/** A member with a year that ends in ten days and a pending renewal request (no receipt). */
async function memberWithRenewal() {
  return insertMemberWithRenewal(t.db, uniqueReference(), PRICE());
}

/** A pending application, not paid yet. */
async function applicant() {
  const n = uniqueReference();
  const applicationId = `app-${n}`;
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
        business_name, business_type, why_join, membership_plan, status, payment_reference)
       VALUES (?, 'Hajara Sulaiman', '+2348061234602', NULL, 'Maradun', 'Kin', 'Farms',
        'agriculture', 'To learn', 'pro', 'pending', ?)`,
    )
    .bind(applicationId, n)
    .run();
  return { applicationId, reference: n };
}

/** The payable a test's reference was made for (the pages name it by id, as payableFor wants). */
async function payable(reference: string): Promise<Payable> {
  const application = await t.db
    .prepare("SELECT id FROM join_applications WHERE payment_reference = ?")
    .bind(reference)
    .first<{ id: string }>();
  const renewal = await t.db
    .prepare("SELECT id FROM membership_renewals WHERE payment_reference = ?")
    .bind(reference)
    .first<{ id: string }>();
  const found = await payableFor(
    db(),
    application
      ? { purpose: "join", applicationId: application.id }
      : { purpose: "renewal", renewalId: renewal?.id ?? "" },
    cycle(),
  );
  if (!found) throw new Error(`no payable ${reference}`);
  return found;
}

/** Starts a checkout the way the pages do (the callback and cancel addresses are ours). */
function start(forPayable: Payable, config = paystack, now = new Date()) {
  return startOnlineCheckout(db(), config, {
    payable: forPayable,
    email: "amina@example.com",
    callbackUrl: "http://zamwe.test/payments/paystack/callback",
    cancelUrl: "http://zamwe.test/dashboard/renew",
    now,
    cycle: cycle(),
  });
}

async function checkoutOf(reference: string) {
  const started = await start(await payable(reference));
  if (started.status !== "redirect") throw new Error(`not started: ${started.status}`);
  return started;
}

/** Paystack's webhook post: the event's JSON, signed as Paystack signs it (or as given). */
async function signedEvent(
  event: unknown,
  options: { key?: string; body?: string; signature?: string | null } = {},
) {
  const body = options.body ?? JSON.stringify(event);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(options.key ?? standIn.secretKey),
    { name: "HMAC", hash: "SHA-512" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
  const hex = [...mac].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const headers = new Headers({ "Content-Type": "application/json" });
  const signature = options.signature === undefined ? hex : options.signature;
  if (signature !== null) headers.set("x-paystack-signature", signature);
  return new Request("http://zamwe.test/payments/paystack/webhook", {
    method: "POST",
    headers,
    body,
  });
}

const chargeSuccess = (reference: string, amount = PRICE(), currency = "NGN") => ({
  event: "charge.success",
  data: { id: 1, reference, status: "success", amount, currency, paid_at: null },
});

async function post(request: Request): Promise<Response> {
  return (await webhook({ request, context: t.context, params: {} } as never)) as Response;
}

async function renewalState(renewalId: string, applicationId: string) {
  const renewal = await t.db
    .prepare("SELECT status FROM membership_renewals WHERE id = ?")
    .bind(renewalId)
    .first<{ status: string }>();
  return {
    status: renewal?.status,
    periods: await countOf(
      t.db,
      "SELECT count(*) AS n FROM membership_periods WHERE application_id = ?",
      applicationId,
    ),
    audits: await countOf(
      t.db,
      "SELECT count(*) AS n FROM audit_log WHERE action = 'renewal.confirm' AND subject_id = ?",
      renewalId,
    ),
    payments: await countOf(
      t.db,
      "SELECT count(*) AS n FROM payments WHERE renewal_id = ? AND source = 'paystack'",
      renewalId,
    ),
  };
}

describe("a renewal paid online", () => {
  it("is confirmed once by the callback, the webhook and ten replays at once", async () => {
    const member = await memberWithRenewal();
    await checkoutOf(member.reference);
    await settle(member.reference);
    const event = chargeSuccess(member.reference);
    const answers = await Promise.all([
      settleCheckout(db(), paystack, member.reference, { now: new Date(), cycle: cycle() }),
      ...Array.from({ length: 11 }, async () => (await post(await signedEvent(event))).status),
    ]);
    expect(answers[0]).toMatchObject({ status: "confirmed" });
    expect(answers.slice(1)).toEqual(Array(11).fill(200));
    expect(await renewalState(member.renewalId, member.applicationId)).toEqual({
      status: "confirmed",
      periods: 2,
      audits: 1,
      payments: 1,
    });
    // The period follows the old one, and says it was paid online.
    const period = await t.db
      .prepare(
        `SELECT mp.starts_on > date('now') AS later, p.source, p.provider_reference, p.amount_kobo
         FROM membership_periods mp JOIN payments p ON p.reference = mp.payment_reference
         WHERE mp.application_id = ? AND mp.origin = 'renewal'`,
      )
      .bind(member.applicationId)
      .first();
    expect(period).toEqual({
      later: 1,
      source: "paystack",
      provider_reference: member.reference,
      amount_kobo: PRICE(),
    });
    const audit = await t.db
      .prepare("SELECT actor_id, actor_email FROM audit_log WHERE subject_id = ?")
      .bind(member.renewalId)
      .first();
    expect(audit).toEqual({ actor_id: null, actor_email: "Paystack" });
  });

  it("is not confirmed by a webhook before Paystack has it paid (verify decides, not the body)", async () => {
    const member = await memberWithRenewal();
    await checkoutOf(member.reference);
    // Signed and well-formed, but the transaction is still unpaid at Paystack.
    const answer = await post(await signedEvent(chargeSuccess(member.reference)));
    expect(answer.status).toBe(200);
    expect(await renewalState(member.renewalId, member.applicationId)).toMatchObject({
      status: "pending",
      periods: 1,
      payments: 0,
    });
  });
});

describe("the webhook's signature", () => {
  it("refuses a changed body, another key, a missing or malformed signature: 401, nothing changes", async () => {
    const member = await memberWithRenewal();
    await checkoutOf(member.reference);
    await settle(member.reference);
    const event = chargeSuccess(member.reference);
    const genuine = await signedEvent(event);
    const signature = genuine.headers.get("x-paystack-signature")!;
    const forged = [
      await signedEvent(event, { body: JSON.stringify(event) + " ", signature }),
      await signedEvent(event, { key: "sk_test_someone_else" }),
      await signedEvent(event, { signature: null }),
      await signedEvent(event, { signature: "not-hex" }),
      await signedEvent(event, { signature: signature.toUpperCase().slice(2) }),
    ];
    for (const request of forged) expect((await post(request)).status).toBe(401);
    expect(await renewalState(member.renewalId, member.applicationId)).toMatchObject({
      status: "pending",
      payments: 0,
    });
    // The genuine one, then its replay: confirmed once.
    expect((await post(genuine)).status).toBe(200);
    expect((await post(await signedEvent(event))).status).toBe(200);
    expect(await renewalState(member.renewalId, member.applicationId)).toEqual({
      status: "confirmed",
      periods: 2,
      audits: 1,
      payments: 1,
    });
  });

  it("answers 400 to a signed body that is not an event, and 200 to events it ignores", async () => {
    expect((await post(await signedEvent(null, { body: "{not json" }))).status).toBe(400);
    expect((await post(await signedEvent({ data: {} }))).status).toBe(400);
    // A charge without a transaction's fields is malformed; Paystack's other events are not ours.
    expect((await post(await signedEvent({ event: "charge.success", data: {} }))).status).toBe(400);
    const transfer = { event: "transfer.success", data: chargeSuccess("ZW-NONE").data };
    expect((await post(await signedEvent(transfer))).status).toBe(200);
    const refund = { event: "refund.processed", data: { refund_reference: "R-1" } };
    expect((await post(await signedEvent(refund))).status).toBe(200);
  });
});

describe("payments that cannot be confirmed", () => {
  it("paid less or in another currency: flagged with the reason, the renewal still pending", async () => {
    for (const [options, reason] of [
      [{ amount: PRICE() - 100 }, "amount-mismatch"],
      [{ currency: "GHS" }, "currency-mismatch"],
    ] as const) {
      const member = await memberWithRenewal();
      await checkoutOf(member.reference);
      await settle(member.reference, options);
      const event = chargeSuccess(member.reference);
      for (let i = 0; i < 3; i++) expect((await post(await signedEvent(event))).status).toBe(200);
      expect(await renewalState(member.renewalId, member.applicationId)).toMatchObject({
        status: "pending",
        periods: 1,
        payments: 0,
      });
      const flags = await t.db
        .prepare(
          "SELECT reason, payment_reference, application_id FROM payment_flags WHERE provider_reference = ?",
        )
        .bind(member.reference)
        .all();
      expect(flags.results).toEqual([
        { reason, payment_reference: member.reference, application_id: member.applicationId },
      ]);
    }
  });

  it("a reference we never started at Paystack: flagged as unknown, nothing confirmed", async () => {
    const member = await memberWithRenewal();
    // A transaction made at Paystack with a reference of ours, but not by our checkout.
    const foreign = `${member.reference}-X`;
    const { initializeTransaction } = await import("../../app/services/paystack.server");
    const made = await initializeTransaction(standInConfig(), {
      email: "someone@example.com",
      amountKobo: PRICE(),
      reference: foreign,
      callbackUrl: "http://zamwe.test/payments/paystack/callback",
      cancelUrl: "http://zamwe.test/",
      metadata: { renewal_id: member.renewalId },
    });
    expect(made.ok).toBe(true);
    await settle(foreign);
    expect((await post(await signedEvent(chargeSuccess(foreign)))).status).toBe(200);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM payment_flags WHERE provider_reference = ? AND reason = 'unknown-reference'",
        foreign,
      ),
    ).toBe(1);
    expect(await renewalState(member.renewalId, member.applicationId)).toMatchObject({
      status: "pending",
      payments: 0,
    });
  });
});

describe("starting a checkout", () => {
  it("a double click makes one transaction: the same checkout page, one row", async () => {
    const member = await memberWithRenewal();
    const target = await payable(member.reference);
    const [first, second] = await Promise.all([start(target), start(target)]);
    expect(first).toMatchObject({ status: "redirect" });
    expect(second).toEqual(first);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM online_checkouts WHERE payment_reference = ?",
        member.reference,
      ),
    ).toBe(1);
  });

  it("the admin's renewal queue says which requests she started paying online and left unpaid", async () => {
    const started = await memberWithRenewal();
    const untouched = await memberWithRenewal();
    await checkoutOf(started.reference);
    const unpaidOf = async (renewalId: string) =>
      (await renewalQueue(db())).find((row) => row.id === renewalId)?.onlineUnpaid;
    expect(await unpaidOf(started.renewalId)).toBe(true);
    expect(await unpaidOf(untouched.renewalId)).toBe(false);
  });

  it("Paystack unreachable: a clear refusal, no checkout kept, and the next try works", async () => {
    const member = await memberWithRenewal();
    const target = await payable(member.reference);
    expect(await start(target, unreachableConfig())).toEqual({
      status: "unavailable",
      reason: "unreachable",
    });
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM online_checkouts WHERE payment_reference = ?",
        member.reference,
      ),
    ).toBe(0);
    expect(await start(target)).toMatchObject({ status: "redirect" });
  });

  it("a reference Paystack already has (an answer lost on the way): the next reference, not a dead end", async () => {
    const member = await memberWithRenewal();
    const { initializeTransaction } = await import("../../app/services/paystack.server");
    // Paystack took the first try, but its answer never reached us: no checkout row here.
    const lost = await initializeTransaction(paystack, {
      email: "amina@example.com",
      amountKobo: PRICE(),
      reference: member.reference,
      callbackUrl: "http://zamwe.test/payments/paystack/callback",
      cancelUrl: "http://zamwe.test/dashboard/renew",
      metadata: {},
    });
    expect(lost.ok).toBe(true);
    expect(await start(await payable(member.reference))).toMatchObject({ status: "redirect" });
    const rows = await t.db
      .prepare(
        "SELECT reference, status FROM online_checkouts WHERE payment_reference = ? ORDER BY created_at, reference",
      )
      .bind(member.reference)
      .all();
    expect(rows.results).toEqual([
      { reference: member.reference, status: "abandoned" },
      { reference: `${member.reference}-2`, status: "open" },
    ]);
  });

  it("after half an hour unpaid, starts again with the next reference; paid meanwhile, confirms instead", async () => {
    const member = await memberWithRenewal();
    const target = await payable(member.reference);
    const then = new Date(Date.now() - CHECKOUT_FRESH_MS - 60_000);
    const abandoned = await start(target, paystack, then);
    const again = await start(target);
    expect(again).toMatchObject({ status: "redirect" });
    expect(again).not.toEqual(abandoned);
    const rows = await t.db
      .prepare(
        "SELECT reference, status FROM online_checkouts WHERE payment_reference = ? ORDER BY created_at",
      )
      .bind(member.reference)
      .all();
    expect(rows.results).toEqual([
      { reference: member.reference, status: "abandoned" },
      { reference: `${member.reference}-2`, status: "open" },
    ]);
    // She pays the second page, its webhook is late, and she clicks again half an hour later.
    await settle(`${member.reference}-2`);
    const later = new Date(Date.now() + CHECKOUT_FRESH_MS + 60_000);
    expect(await start(target, paystack, later)).toEqual({ status: "already-paid" });
    expect(await renewalState(member.renewalId, member.applicationId)).toEqual({
      status: "confirmed",
      periods: 2,
      audits: 1,
      payments: 1,
    });
    expect(await start(target)).toEqual({ status: "already-paid" });
  });
});

describe("an application paid online", () => {
  it("shows its payment confirmed and still waits for approval; an admin cannot take it back", async () => {
    const joining = await applicant();
    await checkoutOf(joining.reference);
    await settle(joining.reference);
    expect((await post(await signedEvent(chargeSuccess(joining.reference)))).status).toBe(200);
    const row = await t.db
      .prepare(
        "SELECT status, payment_confirmed_at IS NOT NULL AS paid FROM join_applications WHERE id = ?",
      )
      .bind(joining.applicationId)
      .first();
    expect(row).toEqual({ status: "pending", paid: 1 });
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM membership_periods WHERE application_id = ?",
        joining.applicationId,
      ),
    ).toBe(0);
    // Refused before anything is written: no account is needed to ask.
    const admin = { userId: "an-admin", email: "admin@zamwe.test" };
    expect(await withdrawJoinPayment(db(), { applicationId: joining.applicationId, admin })).toBe(
      "paid-online",
    );
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM payments WHERE reference = ? AND source = 'paystack'",
        joining.reference,
      ),
    ).toBe(1);
  });
});

describe("the daily job's backstop", () => {
  it("confirms a checkout paid whose callback and webhooks were all lost, and sets unpaid ones aside", async () => {
    const paid = await memberWithRenewal();
    const unpaid = await memberWithRenewal();
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await start(await payable(paid.reference), paystack, hourAgo);
    await start(await payable(unpaid.reference), paystack, hourAgo);
    await settle(paid.reference);
    const report = await reconcileOnlinePayments.run(t.env, new Date());
    expect(report).toMatchObject({ confirmed: 1, abandoned: 1, flagged: 0, unanswered: 0 });
    expect(await renewalState(paid.renewalId, paid.applicationId)).toEqual({
      status: "confirmed",
      periods: 2,
      audits: 1,
      payments: 1,
    });
    const statuses = await t.db
      .prepare(
        "SELECT payment_reference, status FROM online_checkouts WHERE payment_reference IN (?, ?) ORDER BY payment_reference = ?",
      )
      .bind(paid.reference, unpaid.reference, unpaid.reference)
      .all();
    expect(statuses.results).toEqual([
      { payment_reference: paid.reference, status: "paid" },
      { payment_reference: unpaid.reference, status: "abandoned" },
    ]);
    // Run again: nothing left to ask about.
    expect(await reconcileOnlinePayments.run(t.env, new Date())).toMatchObject({ asked: 0 });
  });
});
