import { and, asc, count, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import {
  joinApplications,
  membershipPeriods,
  onlineCheckouts,
  paymentFlags,
  payments,
  type PaymentFlagReason,
} from "../../../db/schema";
import type { MembershipCycle } from "~/config/membership";
import type { Db } from "~/models/db.server";
import {
  keysetClauses,
  keysetPage,
  keysetPosition,
  type KeysetPosition,
  type KeysetQuery,
} from "~/models/keyset.server";
import { auditStatement, type Actor } from "~/models/audit.server";
import {
  initializeTransaction,
  verifyTransaction,
  type PaystackConfig,
  type PaystackTransaction,
} from "~/services/paystack.server";
import {
  confirmPayment,
  paymentFor,
  PAYSTACK_ACTOR,
  targetOf,
  type Payable,
  type PayableTarget,
} from "./payments.server";

/** A checkout older than this, still unpaid, is taken as abandoned: she may start again. */
export const CHECKOUT_FRESH_MS = 30 * 60 * 1000;
/** How long a second click waits for the first one's checkout page address. */
const CLAIM_WAIT_MS = 5_000;

export type CheckoutStart =
  | { status: "redirect"; url: string }
  /** Paid already (perhaps just now, by a checkout whose webhook had not arrived). */
  | { status: "already-paid" }
  | { status: "unavailable"; reason: "unreachable" | "refused" };

/**
 * Sends her to Paystack's checkout for a payment of ours (ADR 0039). A second click within half an
 * hour goes to the same checkout (one transaction). An older, unpaid one is first checked with
 * Paystack — paid after all, it is confirmed and nothing new starts — then set aside, and a new
 * checkout gets the next reference (`ZW-7K3Q9-2`: Paystack takes a reference once). Never two open
 * checkouts for one payment, so she never pays twice for one period.
 */
export async function startOnlineCheckout(
  db: Db,
  paystack: PaystackConfig,
  input: {
    payable: Payable;
    email: string;
    callbackUrl: string;
    cancelUrl: string;
    now: Date;
    cycle: MembershipCycle;
    /** Set on the one retry after Paystack refused the reference as a duplicate. */
    retried?: boolean;
  },
): Promise<CheckoutStart> {
  const { payable } = input;
  if (await paymentFor(db, targetOf(payable))) return { status: "already-paid" };
  const latest = await latestCheckoutOf(db, payable);
  if (latest?.status === "paid") return { status: "already-paid" };
  if (latest?.status === "open") {
    const age = input.now.getTime() - latest.createdAt.getTime();
    if (age < CHECKOUT_FRESH_MS && latest.amountKobo === payable.expectedKobo) {
      const url = latest.authorizationUrl || (await claimedUrl(db, latest.reference));
      if (url) return { status: "redirect", url };
    }
    const settled = await settleCheckout(db, paystack, latest.reference, input);
    if (settled.status === "confirmed") return { status: "already-paid" };
    if (settled.status === "checking") return { status: "unavailable", reason: "unreachable" };
    await abandonCheckout(db, latest.reference, input.now);
  }
  const reference = await nextCheckoutReference(db, payable.reference);
  // Claimed before Paystack is asked, so two clicks at once make one transaction: the second
  // finds the claim and waits for its address.
  const claimed = await db
    .insert(onlineCheckouts)
    .values({
      reference,
      paymentReference: payable.reference,
      purpose: payable.purpose,
      applicationId: payable.applicationId,
      renewalId: payable.renewalId,
      amountKobo: payable.expectedKobo,
      authorizationUrl: "",
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ reference: onlineCheckouts.reference });
  if (claimed.length === 0) {
    const url = await claimedUrl(db, reference);
    return url ? { status: "redirect", url } : { status: "unavailable", reason: "unreachable" };
  }
  const started = await initializeTransaction(paystack, {
    email: input.email,
    amountKobo: payable.expectedKobo,
    reference,
    callbackUrl: input.callbackUrl,
    cancelUrl: input.cancelUrl,
    metadata: {
      purpose: payable.purpose,
      payment_reference: payable.reference,
      ...(payable.renewalId
        ? { renewal_id: payable.renewalId }
        : { application_id: payable.applicationId }),
    },
  });
  if (!started.ok && started.reason === "duplicate-reference" && !input.retried) {
    // Paystack has this reference already (an earlier try it took but whose answer was lost):
    // the claim stays, set aside, so the next try takes the next reference.
    await abandonCheckout(db, reference, input.now);
    return startOnlineCheckout(db, paystack, { ...input, retried: true });
  }
  if (!started.ok) {
    await db.delete(onlineCheckouts).where(eq(onlineCheckouts.reference, reference));
    return {
      status: "unavailable",
      reason: started.reason === "unreachable" ? "unreachable" : "refused",
    };
  }
  await db
    .update(onlineCheckouts)
    .set({ authorizationUrl: started.authorizationUrl })
    .where(eq(onlineCheckouts.reference, reference));
  return { status: "redirect", url: started.authorizationUrl };
}

/** The payable's latest checkout (its reference, and its own purpose and id). */
async function latestCheckoutOf(db: Db, payable: Payable) {
  return db
    .select()
    .from(onlineCheckouts)
    .where(
      and(
        eq(onlineCheckouts.paymentReference, payable.reference),
        eq(onlineCheckouts.purpose, payable.purpose),
        eq(onlineCheckouts.applicationId, payable.applicationId),
        payable.renewalId === null
          ? isNull(onlineCheckouts.renewalId)
          : eq(onlineCheckouts.renewalId, payable.renewalId),
      ),
    )
    .orderBy(desc(onlineCheckouts.createdAt), desc(onlineCheckouts.reference))
    .limit(1)
    .get();
}

/** `ZW-7K3Q9` for the first checkout of a payment, then `ZW-7K3Q9-2`, `-3`… */
async function nextCheckoutReference(db: Db, paymentReference: string): Promise<string> {
  const row = await db
    .select({ n: count() })
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.paymentReference, paymentReference))
    .get();
  const n = row?.n ?? 0;
  return n === 0 ? paymentReference : `${paymentReference}-${n + 1}`;
}

/** The checkout page address of a claim another request is starting, once it has one. */
async function claimedUrl(db: Db, reference: string): Promise<string | undefined> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const row = await db
      .select({ url: onlineCheckouts.authorizationUrl })
      .from(onlineCheckouts)
      .where(eq(onlineCheckouts.reference, reference))
      .get();
    if (!row) return undefined;
    if (row.url) return row.url;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Checkouts still open after half an hour and started within the week, oldest first: the daily
 * job asks Paystack about each, in case both the callback and every webhook were lost.
 */
export async function checkoutsToReconcile(
  db: Db,
  input: { now: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ reference: onlineCheckouts.reference })
    .from(onlineCheckouts)
    .where(
      and(
        eq(onlineCheckouts.status, "open"),
        ne(onlineCheckouts.authorizationUrl, ""),
        lt(onlineCheckouts.createdAt, new Date(input.now.getTime() - CHECKOUT_FRESH_MS)),
        gt(onlineCheckouts.createdAt, new Date(input.now.getTime() - 7 * 24 * 60 * 60 * 1000)),
      ),
    )
    .orderBy(asc(onlineCheckouts.createdAt))
    .limit(input.limit);
  return rows.map((row) => row.reference);
}

/** An unpaid checkout set aside: Paystack says it was not paid, or she started another. */
export async function abandonCheckout(db: Db, reference: string, now: Date) {
  await db
    .update(onlineCheckouts)
    .set({ status: "abandoned", settledAt: now })
    .where(and(eq(onlineCheckouts.reference, reference), eq(onlineCheckouts.status, "open")));
}

export type SettleOutcome =
  | { status: "confirmed"; payable: Payable; periodId: string | undefined }
  /** Paystack has not said yet (unreachable, or the payment is still in progress). */
  | { status: "checking" }
  /** Not paid: abandoned, failed or reversed (for an application's checkout: which one). */
  | { status: "not-paid"; payable: Payable | undefined; unpaidApplicationId?: string }
  /** Paid, but not confirmed: an admin must look (the reason is on the admin's list). */
  | { status: "flagged"; reason: PaymentFlagReason; payable: Payable | undefined };

/**
 * What a checkout came to, asked of Paystack itself (`transaction/verify`): the callback's query
 * string and the webhook's body are only a hint of which reference to ask about. A success is
 * confirmed through `confirmPayment`, once, whoever asks first; a success we cannot confirm (paid
 * less, another currency, a reference we do not know, a request no longer open, paid twice) is
 * flagged for an admin with its reason.
 */
export async function settleCheckout(
  db: Db,
  paystack: PaystackConfig,
  providerReference: string,
  input: { now: Date; cycle: MembershipCycle },
): Promise<SettleOutcome> {
  if (!/^[A-Za-z0-9.=-]{1,100}$/.test(providerReference)) {
    return { status: "not-paid", payable: undefined };
  }
  const verified = await verifyTransaction(paystack, providerReference);
  if (!verified.ok) {
    return verified.reason === "not-found"
      ? { status: "not-paid", payable: undefined }
      : { status: "checking" };
  }
  const transaction = verified.transaction;
  const checkout = await db
    .select()
    .from(onlineCheckouts)
    .where(eq(onlineCheckouts.reference, transaction.reference))
    .get();
  if (transaction.status !== "success") {
    const over = ["failed", "reversed", "abandoned"].includes(transaction.status);
    if (!over) return { status: "checking" };
    const unpaidApplicationId = checkout?.purpose === "join" ? checkout.applicationId : undefined;
    return { status: "not-paid", payable: undefined, unpaidApplicationId };
  }
  if (!checkout) {
    await flagPayment(db, transaction, { reason: "unknown-reference" });
    return { status: "flagged", reason: "unknown-reference", payable: undefined };
  }
  // What this checkout was started for, as it was stored then: never looked up by reference.
  const target: PayableTarget | undefined =
    checkout.purpose === "join"
      ? { purpose: "join", applicationId: checkout.applicationId }
      : checkout.renewalId
        ? { purpose: "renewal", renewalId: checkout.renewalId }
        : undefined;
  if (!target) {
    await flagPayment(db, transaction, { reason: "wrong-payable", fallback: checkout });
    return { status: "flagged", reason: "wrong-payable", payable: undefined };
  }
  const outcome = await confirmPayment(db, {
    target,
    reference: checkout.paymentReference,
    amountKobo: transaction.amountKobo,
    currency: transaction.currency,
    source: "paystack",
    providerId: transaction.id,
    providerReference: transaction.reference,
    by: PAYSTACK_ACTOR,
    now: input.now,
    cycle: input.cycle,
  });
  await db
    .update(onlineCheckouts)
    .set({ status: "paid", settledAt: input.now })
    .where(
      and(
        eq(onlineCheckouts.reference, checkout.reference),
        sql`${onlineCheckouts.status} <> 'paid'`,
      ),
    );
  if (outcome.status === "refused") {
    await flagPayment(db, transaction, {
      reason: outcome.reason,
      payable: outcome.payable,
      fallback: checkout,
    });
    return { status: "flagged", reason: outcome.reason, payable: outcome.payable };
  }
  if (outcome.status === "already-confirmed" && outcome.payment.providerId !== transaction.id) {
    // Confirmed before by another checkout or by an admin: this second payment must be refunded.
    await flagPayment(db, transaction, {
      reason: "paid-twice",
      payable: outcome.payable,
    });
  }
  const period = await db
    .select({ id: membershipPeriods.id })
    .from(membershipPeriods)
    .where(eq(membershipPeriods.paymentReference, outcome.payable.reference))
    .get();
  return { status: "confirmed", payable: outcome.payable, periodId: period?.id };
}

/** Records a payment an admin must look at, once per provider reference and reason. */
async function flagPayment(
  db: Db,
  transaction: PaystackTransaction,
  flag: {
    reason: PaymentFlagReason;
    payable?: Payable;
    fallback?: { applicationId: string; paymentReference: string };
  },
) {
  await db
    .insert(paymentFlags)
    .values({
      providerReference: transaction.reference,
      providerId: transaction.id,
      paymentReference: flag.payable?.reference ?? flag.fallback?.paymentReference ?? null,
      applicationId: flag.payable?.applicationId ?? flag.fallback?.applicationId ?? null,
      reason: flag.reason,
      amountKobo: transaction.amountKobo,
      expectedKobo: flag.payable?.expectedKobo ?? null,
      currency: transaction.currency,
    })
    .onConflictDoNothing();
}

export type OpenPaymentFlag = {
  id: string;
  providerReference: string;
  paymentReference: string | null;
  applicationId: string | null;
  memberName: string | null;
  reason: PaymentFlagReason;
  amountKobo: number | null;
  expectedKobo: number | null;
  currency: string | null;
  createdAt: Date;
};

/** The flags no admin has resolved yet, the newest first, with the member's name if known. */
export function openPaymentFlagsQuery(db: Db) {
  return db
    .select({
      id: paymentFlags.id,
      providerReference: paymentFlags.providerReference,
      paymentReference: paymentFlags.paymentReference,
      applicationId: paymentFlags.applicationId,
      memberName: sql<string | null>`${joinApplications.fullName}`.as("member_name"),
      reason: paymentFlags.reason,
      amountKobo: paymentFlags.amountKobo,
      expectedKobo: paymentFlags.expectedKobo,
      currency: paymentFlags.currency,
      createdAt: paymentFlags.createdAt,
    })
    .from(paymentFlags)
    .leftJoin(joinApplications, eq(joinApplications.id, paymentFlags.applicationId))
    .where(isNull(paymentFlags.resolvedAt))
    .orderBy(desc(paymentFlags.createdAt));
}

export async function openPaymentFlags(db: Db): Promise<OpenPaymentFlag[]> {
  return openPaymentFlagsQuery(db);
}

/** An admin marks a flag as dealt with (refunded at Paystack, or confirmed by hand), audited. */
export async function resolvePaymentFlag(
  db: Db,
  input: { id: string; admin: Actor; now: Date },
): Promise<boolean> {
  const open = and(eq(paymentFlags.id, input.id), isNull(paymentFlags.resolvedAt));
  const [, result] = await db.batch([
    auditStatement(db, {
      actor: input.admin,
      action: "payment-flag.resolve",
      subjectType: "payment-flag",
      subjectId: input.id,
      before: sql`(select json_object('reason', ${paymentFlags.reason}, 'provider_reference', ${paymentFlags.providerReference}) from ${paymentFlags} where ${paymentFlags.id} = ${input.id})`,
      after: { resolved: true },
      onlyIf: sql`exists (select 1 from ${paymentFlags} where ${open})`,
    }),
    db
      .update(paymentFlags)
      .set({ resolvedAt: input.now, resolvedBy: input.admin.userId })
      .where(open),
  ]);
  return result.meta.changes > 0;
}

export const RECENT_ONLINE_PAYMENTS = 50;

/**
 * One page of the payments Paystack confirmed, with the member's name, the newest first, from
 * the payment in the URL (keyset, issue #41) and one more: walked by (source, confirmed_at, id).
 */
export function recentOnlinePaymentsQuery(db: Db, position: KeysetPosition = keysetPosition({})) {
  const { where, orderBy, limit, offset } = keysetClauses(
    position,
    { table: payments, sort: payments.confirmedAt, id: payments.id, descending: true },
    RECENT_ONLINE_PAYMENTS,
  );
  return db
    .select({
      id: payments.id,
      reference: payments.reference,
      purpose: payments.purpose,
      amountKobo: payments.amountKobo,
      providerId: payments.providerId,
      providerReference: payments.providerReference,
      confirmedAt: payments.confirmedAt,
      memberName: sql<string>`${joinApplications.fullName}`.as("member_name"),
    })
    .from(payments)
    .innerJoin(joinApplications, eq(joinApplications.id, payments.applicationId))
    .where(and(eq(payments.source, "paystack"), where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** One page of online payments and where its links go. */
export async function onlinePaymentsPage(db: Db, query: KeysetQuery = {}) {
  const position = keysetPosition(query);
  const rows = await recentOnlinePaymentsQuery(db, position);
  const { rows: shown, ...links } = keysetPage(rows, position, RECENT_ONLINE_PAYMENTS);
  return { payments: shown, ...links };
}

export type OnlinePayment = Awaited<ReturnType<typeof recentOnlinePaymentsQuery>>[number];
