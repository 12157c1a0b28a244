import { and, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  joinApplications,
  membershipPeriods,
  membershipRenewals,
  paymentReferenceConflicts,
  payments,
  type ApplicationStatus,
  type MembershipPlan,
  type PaymentPurpose,
  type PaymentSource,
  type RenewalStatus,
} from "../../../db/schema";
import type { MembershipCycle } from "~/config/membership";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor, type AuditActor } from "~/models/audit.server";
import {
  clampedAnniversary,
  firstPeriodStatement,
  withdrawFirstPeriodStatement,
} from "./periods.server";
import { watDayOf } from "./period-rules";

/** The currency every price is in (kobo). */
export const PAYMENT_CURRENCY = "NGN";

/** Who confirms a payment Paystack reports: no account, a name the audit log keeps. */
export const PAYSTACK_ACTOR: AuditActor = { userId: null, email: "Paystack" };

/** What a payment reference pays for, and how much is owed for it. */
export type Payable =
  | {
      purpose: "join";
      reference: string;
      applicationId: string;
      renewalId: null;
      plan: MembershipPlan;
      expectedKobo: number;
      status: ApplicationStatus;
    }
  | {
      purpose: "renewal";
      reference: string;
      applicationId: string;
      renewalId: string;
      plan: MembershipPlan;
      expectedKobo: number;
      status: RenewalStatus;
    };

/**
 * What a payment is for, named by its kind and id (issue #37): every confirmation — an admin's
 * button, a Paystack checkout — carries the one it was started for and never looks it up again
 * by reference alone.
 */
export type PayableTarget =
  { purpose: "join"; applicationId: string } | { purpose: "renewal"; renewalId: string };

/** The target a payable is (what a checkout stores and a confirmation carries). */
export function targetOf(payable: Payable): PayableTarget {
  return payable.purpose === "join"
    ? { purpose: "join", applicationId: payable.applicationId }
    : { purpose: "renewal", renewalId: payable.renewalId };
}

/** The application or renewal a target names, with its reference and what is owed, if any. */
export async function payableFor(
  db: Db,
  target: PayableTarget,
  cycle: MembershipCycle,
): Promise<Payable | undefined> {
  if (target.purpose === "join") {
    const joining = await db
      .select({
        applicationId: joinApplications.id,
        reference: joinApplications.paymentReference,
        plan: joinApplications.membershipPlan,
        status: joinApplications.status,
      })
      .from(joinApplications)
      .where(eq(joinApplications.id, target.applicationId))
      .get();
    if (!joining) return undefined;
    const expectedKobo = cycle.priceKobo[joining.plan];
    return { purpose: "join", renewalId: null, expectedKobo, ...joining };
  }
  const renewing = await db
    .select({
      renewalId: membershipRenewals.id,
      reference: membershipRenewals.paymentReference,
      applicationId: membershipRenewals.applicationId,
      plan: membershipRenewals.plan,
      amountKobo: membershipRenewals.amountKobo,
      status: membershipRenewals.status,
    })
    .from(membershipRenewals)
    .where(eq(membershipRenewals.id, target.renewalId))
    .get();
  if (!renewing) return undefined;
  const { amountKobo: expectedKobo, ...rest } = renewing;
  return { purpose: "renewal", expectedKobo, ...rest };
}

/** Whether a write failed on the triggers that keep a reference to one payable (migration 0019). */
export function isReferenceTaken(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = error; e && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if (String((e as { message?: unknown }).message ?? e).includes("payment reference taken")) {
      return true;
    }
  }
  return false;
}

export type RecordedPayment = {
  reference: string;
  purpose: PaymentPurpose;
  applicationId: string;
  renewalId: string | null;
  amountKobo: number | null;
  currency: string;
  source: PaymentSource;
  providerId: string | null;
  confirmedAt: Date;
};

const recordedColumns = {
  reference: payments.reference,
  purpose: payments.purpose,
  applicationId: payments.applicationId,
  renewalId: payments.renewalId,
  amountKobo: payments.amountKobo,
  currency: payments.currency,
  source: payments.source,
  providerId: payments.providerId,
  confirmedAt: payments.confirmedAt,
};

/** The confirmed payment of a payable, if it is confirmed: its own row, whatever the reference. */
export async function paymentFor(
  db: Db,
  target: PayableTarget,
): Promise<RecordedPayment | undefined> {
  return db
    .select(recordedColumns)
    .from(payments)
    .where(
      target.purpose === "join"
        ? and(
            eq(payments.purpose, "join"),
            eq(payments.applicationId, target.applicationId),
            isNull(payments.renewalId),
          )
        : and(eq(payments.purpose, "renewal"), eq(payments.renewalId, target.renewalId)),
    )
    .get();
}

export type ConfirmPaymentInput = {
  /** What the payment was started for: the checkout's own, or the admin's button's. */
  target: PayableTarget;
  /** Ours: the reference the payment was made with, which must be that payable's. */
  reference: string;
  amountKobo: number;
  currency: string;
  source: PaymentSource;
  /** The provider's transaction id and the reference of its checkout (online payments). */
  providerId?: string | null;
  providerReference?: string | null;
  by: AuditActor;
  now: Date;
  cycle: MembershipCycle;
};

export type ConfirmPaymentRefusal =
  | "unknown-reference"
  /** The reference is not the target's, or its payment row is another payable's (issue #37). */
  | "wrong-payable"
  | "amount-mismatch"
  | "currency-mismatch"
  /** A renewal request no longer open (rejected), so nothing is there to extend. */
  | "not-payable";

export type ConfirmPaymentOutcome =
  | { status: "confirmed"; payable: Payable }
  | { status: "already-confirmed"; payable: Payable; payment: RecordedPayment }
  | { status: "refused"; reason: ConfirmPaymentRefusal; payable: Payable | undefined };

/**
 * Confirms a payment — an application's first or a renewal's, from an admin or from Paystack —
 * exactly once per reference: one batch writes the payment row (the reference is unique), its
 * audit entry, the application's mark or the renewal's decision, and the membership period it
 * pays for; every statement after the first acts only if that row is this batch's own, so a
 * callback, a webhook and any number of replays at once confirm it once (ADR 0039).
 */
export async function confirmPayment(
  db: Db,
  input: ConfirmPaymentInput,
): Promise<ConfirmPaymentOutcome> {
  const payable = await payableFor(db, input.target, input.cycle);
  if (!payable) return { status: "refused", reason: "unknown-reference", payable };
  if (payable.reference !== input.reference) {
    return { status: "refused", reason: "wrong-payable", payable };
  }
  return confirmPayable(db, payable, input);
}

/** Whether a recorded payment is this payable's own (not a row another one wrote). */
function isPaymentOf(payment: RecordedPayment, payable: Payable): boolean {
  return (
    payment.purpose === payable.purpose &&
    payment.applicationId === payable.applicationId &&
    (payment.renewalId ?? null) === payable.renewalId
  );
}

/** `confirmPayment` once its payable is known (an admin's confirmation has read it already). */
async function confirmPayable(
  db: Db,
  payable: Payable,
  input: ConfirmPaymentInput,
): Promise<ConfirmPaymentOutcome> {
  if (input.currency !== PAYMENT_CURRENCY) {
    return { status: "refused", reason: "currency-mismatch", payable };
  }
  if (input.amountKobo < payable.expectedKobo) {
    return { status: "refused", reason: "amount-mismatch", payable };
  }
  const paymentId = crypto.randomUUID();
  const statements =
    payable.purpose === "join"
      ? joinConfirmation(db, input, payable, paymentId)
      : renewalConfirmation(db, input, payable, paymentId);
  // The reference's payment row, read in the same transaction: whose it is says who won.
  const results = await db.batch([
    ...statements,
    db
      .select({ id: payments.id, ...recordedColumns })
      .from(payments)
      .where(eq(payments.reference, input.reference)),
  ]);
  const [payment] = results[results.length - 1] as (RecordedPayment & { id: string })[];
  if (payment?.id === paymentId) return { status: "confirmed", payable };
  // A reference two payables shared before migration 0019: the row is the other's.
  if (payment && !isPaymentOf(payment, payable)) {
    return { status: "refused", reason: "wrong-payable", payable };
  }
  if (payment) return { status: "already-confirmed", payable, payment };
  // The renewal was no longer pending, so no row was written.
  return { status: "refused", reason: "not-payable", payable };
}

/** Whether the payment row with this id is there: written by this very batch. */
const wonBy = (paymentId: string) =>
  sql`exists (select 1 from ${payments} where ${payments.id} = ${paymentId})`;

function paymentInsert(
  db: Db,
  input: ConfirmPaymentInput,
  payable: Payable,
  paymentId: string,
  onlyIf: ReturnType<typeof sql>,
) {
  // insert … select, so the condition and the insert are one statement; the values follow the
  // table's column order: id, reference … confirmed_at.
  return db
    .insert(payments)
    .select(
      sql`select ${paymentId}, ${input.reference}, ${payable.purpose}, ${payable.applicationId},
        ${payable.renewalId}, ${input.amountKobo}, ${input.currency}, ${input.source},
        ${input.providerId ?? null}, ${input.providerReference ?? null}, ${input.by.userId},
        ${input.now.getTime()}
      where ${onlyIf}`,
    )
    .onConflictDoNothing();
}

function joinConfirmation(db: Db, input: ConfirmPaymentInput, payable: Payable, id: string) {
  const won = wonBy(id);
  return [
    paymentInsert(db, input, payable, id, sql`true`),
    auditStatement(db, {
      actor: input.by,
      action: "application.payment-confirm",
      subjectType: "application",
      subjectId: payable.applicationId,
      before: sql`(select json_object('payment_confirmed_at', ${joinApplications.paymentConfirmedAt}) from ${joinApplications} where ${joinApplications.id} = ${payable.applicationId})`,
      after: { payment_confirmed_at: input.now.getTime(), source: input.source },
      onlyIf: won,
    }),
    db
      .update(joinApplications)
      .set({ paymentConfirmedAt: input.now })
      .where(and(eq(joinApplications.id, payable.applicationId), won)),
    firstPeriodStatement(db, {
      applicationId: payable.applicationId,
      ...input.cycle,
      confirmedBy: input.by.userId,
      now: input.now,
    }),
  ] as const;
}

function renewalConfirmation(db: Db, input: ConfirmPaymentInput, payable: Payable, id: string) {
  const won = wonBy(id);
  const renewalId = payable.renewalId!;
  const pending = sql`exists (select 1 from ${membershipRenewals} where ${membershipRenewals.id} = ${renewalId} and ${membershipRenewals.status} = 'pending')`;
  const today = watDayOf(input.now);
  const startsOn = sql`max(${today}, coalesce((select max(${membershipPeriods.endsOn}) from ${membershipPeriods} where ${membershipPeriods.applicationId} = ${membershipRenewals.applicationId}), ${today}))`;
  return [
    paymentInsert(db, input, payable, id, pending),
    auditStatement(db, {
      actor: input.by,
      action: "renewal.confirm",
      subjectType: "renewal",
      subjectId: renewalId,
      before: sql`json_object('status', 'pending')`,
      after: { status: "confirmed", source: input.source },
      onlyIf: won,
    }),
    db
      .update(membershipRenewals)
      .set({ status: "confirmed", decidedBy: input.by.userId, decidedAt: input.now })
      .where(and(eq(membershipRenewals.id, renewalId), won)),
    db
      .insert(membershipPeriods)
      .select(
        sql`select ${crypto.randomUUID()}, ${membershipRenewals.applicationId}, ${membershipRenewals.plan},
          starts_on, ${clampedAnniversary(sql.raw("starts_on"), input.cycle.terms.periodMonths)},
          ${input.amountKobo}, ${membershipRenewals.paymentReference},
          ${input.by.userId}, ${input.now.getTime()}, 'renewal', ${Date.now()}
        from (select *, ${startsOn} as starts_on from ${membershipRenewals} where ${membershipRenewals.id} = ${renewalId}) as ${membershipRenewals}
        where ${won}`,
      )
      .onConflictDoNothing(),
    db
      .update(joinApplications)
      .set({
        membershipPlan: sql`(select ${membershipRenewals.plan} from ${membershipRenewals} where ${membershipRenewals.id} = ${renewalId})`,
      })
      .where(and(eq(joinApplications.id, payable.applicationId), won)),
  ] as const;
}

/** An admin confirms a payment she checked: the amount owed, in naira (the bank transfer). */
export async function confirmPaymentByAdmin(
  db: Db,
  input: { target: PayableTarget; admin: Actor; now: Date; cycle: MembershipCycle },
): Promise<ConfirmPaymentOutcome> {
  const payable = await payableFor(db, input.target, input.cycle);
  if (!payable) return { status: "refused", reason: "unknown-reference", payable };
  return confirmPayable(db, payable, {
    target: input.target,
    reference: payable.reference,
    amountKobo: payable.expectedKobo,
    currency: PAYMENT_CURRENCY,
    source: "admin",
    by: input.admin,
    now: input.now,
    cycle: input.cycle,
  });
}

/** An application's payment reference and, once confirmed, how it was paid. */
export function joinPaymentQuery(db: Db, applicationId: string) {
  return db
    .select({
      reference: joinApplications.paymentReference,
      source: sql<PaymentSource | null>`${payments.source}`.as("payment_source"),
    })
    .from(joinApplications)
    .leftJoin(payments, paymentOfApplication)
    .where(eq(joinApplications.id, applicationId));
}

/** Joins an application to the payment of its own fee: never a row another payable wrote. */
export const paymentOfApplication = and(
  eq(payments.applicationId, joinApplications.id),
  eq(payments.purpose, "join"),
  eq(payments.reference, joinApplications.paymentReference),
);

/**
 * An admin takes back her confirmation of an application's bank transfer (correcting a mistake):
 * the payment row, the mark and the first period it created go, audited (ADR 0015). A payment
 * made online is not hers to take back (a refund happens at Paystack): "paid-online".
 */
export async function withdrawJoinPayment(
  db: Db,
  input: { applicationId: string; admin: Actor },
): Promise<"withdrawn" | "not-found" | "paid-online"> {
  const application = await joinPaymentQuery(db, input.applicationId).get();
  if (!application) return "not-found";
  if (application.source === "paystack") return "paid-online";
  await db.batch([
    auditStatement(db, {
      actor: input.admin,
      action: "application.payment-unconfirm",
      subjectType: "application",
      subjectId: input.applicationId,
      before: sql`(select json_object('payment_confirmed_at', ${joinApplications.paymentConfirmedAt}) from ${joinApplications} where ${joinApplications.id} = ${input.applicationId})`,
      after: { payment_confirmed_at: null },
    }),
    db
      .delete(payments)
      .where(
        and(
          eq(payments.reference, application.reference),
          eq(payments.applicationId, input.applicationId),
          eq(payments.purpose, "join"),
          eq(payments.source, "admin"),
        ),
      ),
    db
      .update(joinApplications)
      .set({ paymentConfirmedAt: null })
      .where(eq(joinApplications.id, input.applicationId)),
    withdrawFirstPeriodStatement(db, input.applicationId),
  ]);
  return "withdrawn";
}

/**
 * An admin confirms a renewal request's bank transfer: the period that follows her latest one
 * (from the later of its end and today, WAT) in the plan she chose, her membership moved to that
 * plan, audited — once, however many confirmations race (through `confirmPayment`). This very
 * request, by its id: "refused" when its reference's payment is another payable's.
 */
export async function confirmRenewal(
  db: Db,
  input: { id: string; actor: Actor; cycle: MembershipCycle; now: Date },
): Promise<"confirmed" | "not-pending" | "refused"> {
  const outcome = await confirmPaymentByAdmin(db, {
    target: { purpose: "renewal", renewalId: input.id },
    admin: input.actor,
    now: input.now,
    cycle: input.cycle,
  });
  if (outcome.status === "refused" && outcome.reason === "wrong-payable") return "refused";
  return outcome.status === "confirmed" ? "confirmed" : "not-pending";
}

/**
 * An admin marks an application's bank transfer as received: "confirmed", "already-confirmed"
 * (another tab, or it was paid online meanwhile), "refused" (its reference's payment is another
 * payable's) or "not-found".
 */
export async function confirmApplicationPayment(
  db: Db,
  input: { applicationId: string; admin: Actor; now: Date; cycle: MembershipCycle },
): Promise<"confirmed" | "already-confirmed" | "refused" | "not-found"> {
  const outcome = await confirmPaymentByAdmin(db, {
    ...input,
    target: { purpose: "join", applicationId: input.applicationId },
  });
  if (outcome.status === "refused") {
    return outcome.reason === "unknown-reference" ? "not-found" : "refused";
  }
  return outcome.status;
}

/**
 * References an application and a renewal shared before migration 0019 made them unique across
 * both (issue #37), for the admin's Payments page: each confirmation now goes to the payable it
 * is for, and the admin sorts out with the two members which transfer was whose.
 */
export function referenceConflictsQuery(db: Db) {
  const renewer = alias(joinApplications, "renewer");
  return db
    .select({
      reference: paymentReferenceConflicts.reference,
      applicantName: sql<string | null>`${joinApplications.fullName}`.as("applicant_name"),
      renewerName: sql<string | null>`${renewer.fullName}`.as("renewer_name"),
      foundAt: paymentReferenceConflicts.foundAt,
    })
    .from(paymentReferenceConflicts)
    .leftJoin(joinApplications, eq(joinApplications.id, paymentReferenceConflicts.applicationId))
    .leftJoin(membershipRenewals, eq(membershipRenewals.id, paymentReferenceConflicts.renewalId))
    .leftJoin(renewer, eq(renewer.id, membershipRenewals.applicationId))
    .where(isNull(paymentReferenceConflicts.resolvedAt))
    .orderBy(paymentReferenceConflicts.reference);
}
