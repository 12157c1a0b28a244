import { isReferenceTaken } from "./payments.server";
import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import {
  joinApplications,
  membershipPeriods,
  membershipRenewals,
  onlineCheckouts,
  type MembershipPlan,
  type RenewalStatus,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "~/models/audit.server";
import type { CalendarDay } from "~/models/membership/period-rules";

export type Renewal = {
  id: string;
  applicationId: string;
  plan: MembershipPlan;
  amountKobo: number;
  paymentReference: string;
  receiptKey: string | null;
  status: RenewalStatus;
  rejectReason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
};

const renewalColumns = {
  id: membershipRenewals.id,
  applicationId: membershipRenewals.applicationId,
  plan: membershipRenewals.plan,
  amountKobo: membershipRenewals.amountKobo,
  paymentReference: membershipRenewals.paymentReference,
  receiptKey: membershipRenewals.receiptKey,
  status: membershipRenewals.status,
  rejectReason: membershipRenewals.rejectReason,
  requestedAt: membershipRenewals.requestedAt,
  decidedAt: membershipRenewals.decidedAt,
};

export type RenewalRequest = {
  /** Server-made, so the receipt can be stored under it before the row exists. */
  id: string;
  applicationId: string;
  userId: string;
  plan: MembershipPlan;
  amountKobo: number;
  paymentReference: string;
  idempotencyKey: string;
  receiptKey: string | null;
};

export type RequestOutcome =
  | { id: string; created: boolean }
  | "already-open"
  /** The form's reference is already used (a replayed or crafted form): ask for a fresh form. */
  | "reference-taken";

/**
 * Stores a renewal request as pending. The idempotency key makes a double click land once (the
 * repeat gets the stored request, `created: false`: its receipt must be left alone); a second
 * open request for the same membership is refused (a partial unique index); a reference used by
 * an application, a period or another request is never taken, so one transfer pays one period.
 */
export async function requestRenewal(db: Db, input: RenewalRequest): Promise<RequestOutcome> {
  const referenceIsFree = sql`not exists (select 1 from ${joinApplications} where ${joinApplications.paymentReference} = ${input.paymentReference})
    and not exists (select 1 from ${membershipPeriods} where ${membershipPeriods.paymentReference} = ${input.paymentReference})`;
  // insert … select, so the reference check and the insert are one statement; the values
  // follow the table's column order: id, application_id … decided_by, decided_at.
  let inserted: { id: string }[];
  try {
    inserted = await db
      .insert(membershipRenewals)
      .select(
        sql`select ${input.id}, ${input.applicationId}, ${input.userId}, ${input.plan},
        ${input.amountKobo}, ${input.paymentReference}, ${input.receiptKey},
        ${input.idempotencyKey}, 'pending', null, ${Date.now()}, null, null
      where ${referenceIsFree}`,
      )
      .onConflictDoNothing()
      .returning({ id: membershipRenewals.id });
  } catch (error) {
    // The clause above sees what was written before; the trigger (migration 0019) the rest.
    if (isReferenceTaken(error)) return "reference-taken";
    throw error;
  }
  const stored = await db
    .select({ id: membershipRenewals.id })
    .from(membershipRenewals)
    .where(eq(membershipRenewals.idempotencyKey, input.idempotencyKey))
    .get();
  if (stored) return { id: stored.id, created: inserted.some((row) => row.id === stored.id) };
  return (await openRenewalOf(db, input.applicationId)) ? "already-open" : "reference-taken";
}

/** Takes back a request just created whose receipt could not be stored (she tries again). */
export async function withdrawNewRenewal(db: Db, id: string) {
  await db
    .delete(membershipRenewals)
    .where(and(eq(membershipRenewals.id, id), eq(membershipRenewals.status, "pending")));
}

/** Her request waiting for an admin, if any. */
export async function openRenewalOf(db: Db, applicationId: string): Promise<Renewal | undefined> {
  return db
    .select(renewalColumns)
    .from(membershipRenewals)
    .where(
      and(
        eq(membershipRenewals.applicationId, applicationId),
        eq(membershipRenewals.status, "pending"),
      ),
    )
    .get();
}

/** Her latest decided request: a rejection's reason stays on her dashboard until she tries again. */
export async function lastDecidedRenewalOf(
  db: Db,
  applicationId: string,
): Promise<Renewal | undefined> {
  return db
    .select(renewalColumns)
    .from(membershipRenewals)
    .where(
      and(
        eq(membershipRenewals.applicationId, applicationId),
        ne(membershipRenewals.status, "pending"),
      ),
    )
    .orderBy(desc(membershipRenewals.decidedAt))
    .limit(1)
    .get();
}

export async function getRenewal(db: Db, id: string): Promise<Renewal | undefined> {
  return db
    .select(renewalColumns)
    .from(membershipRenewals)
    .where(eq(membershipRenewals.id, id))
    .get();
}

/** Rejects a pending request with a reason the member sees on her dashboard; audited, once. */
export async function rejectRenewal(
  db: Db,
  input: { id: string; reason: string; actor: Actor; now: Date },
): Promise<"rejected" | "not-pending"> {
  const [, decided] = await db.batch([
    auditStatement(db, {
      actor: input.actor,
      action: "renewal.reject",
      subjectType: "renewal",
      subjectId: input.id,
      before: sql`json_object('status', 'pending')`,
      after: { status: "rejected", reason: input.reason },
      onlyIf: sql`exists (select 1 from ${membershipRenewals} where ${membershipRenewals.id} = ${input.id} and ${membershipRenewals.status} = 'pending')`,
    }),
    db
      .update(membershipRenewals)
      .set({
        status: "rejected",
        rejectReason: input.reason,
        decidedBy: input.actor.userId,
        decidedAt: input.now,
      })
      .where(and(eq(membershipRenewals.id, input.id), eq(membershipRenewals.status, "pending"))),
  ]);
  return decided.meta.changes > 0 ? "rejected" : "not-pending";
}

/**
 * Whether this key is a renewal request's receipt (`renewals/{id}/…`), so the admin uploads
 * route may serve it: only keys a request names, never any object of the bucket.
 */
export async function isRenewalReceipt(db: Db, key: string): Promise<boolean> {
  if (!key.startsWith("renewals/")) return false;
  const row = await db
    .select({ id: membershipRenewals.id })
    .from(membershipRenewals)
    .where(eq(membershipRenewals.receiptKey, key))
    .limit(1)
    .get();
  return Boolean(row);
}

// ── Renewal queue ───────────────────────────────────────────────────────────────────────────

export type QueuedRenewal = {
  id: string;
  applicationId: string;
  fullName: string;
  businessName: string;
  currentPlan: MembershipPlan;
  plan: MembershipPlan;
  amountKobo: number;
  paymentReference: string;
  receiptKey: string | null;
  /** She started paying online and has not finished: a checkout, none of it paid. */
  onlineUnpaid: boolean;
  requestedAt: Date;
  /** Her latest period's last day, which the confirmation extends from (or today, if later). */
  endsOn: CalendarDay | null;
};

/**
 * The pending requests, oldest first, with the member's name. Both tables have `plan`-like,
 * `payment_reference` and `receipt_key` columns: the application's are left out or renamed, so
 * D1's batch (which maps rows by name) cannot mix them (tests/integration/joined-columns.test.ts).
 */
export function renewalQueueQuery(db: Db) {
  return db
    .select({
      id: membershipRenewals.id,
      applicationId: membershipRenewals.applicationId,
      fullName: joinApplications.fullName,
      businessName: joinApplications.businessName,
      currentPlan: sql<MembershipPlan>`${joinApplications.membershipPlan}`.as("current_plan"),
      plan: membershipRenewals.plan,
      amountKobo: membershipRenewals.amountKobo,
      paymentReference: membershipRenewals.paymentReference,
      receiptKey: membershipRenewals.receiptKey,
      onlineUnpaid:
        // No checkout: null (not 0); checkouts, none paid: 0.
        sql<boolean>`coalesce((select max(${onlineCheckouts.status} = 'paid') from ${onlineCheckouts} where ${onlineCheckouts.renewalId} = ${membershipRenewals.id}) = 0, 0)`
          .mapWith(Boolean)
          .as("online_unpaid"),
      requestedAt: membershipRenewals.requestedAt,
      endsOn:
        sql<CalendarDay | null>`(select max(${membershipPeriods.endsOn}) from ${membershipPeriods} where ${membershipPeriods.applicationId} = ${membershipRenewals.applicationId})`.as(
          "current_ends_on",
        ),
    })
    .from(membershipRenewals)
    .innerJoin(joinApplications, eq(joinApplications.id, membershipRenewals.applicationId))
    .where(eq(membershipRenewals.status, "pending"))
    .orderBy(asc(membershipRenewals.requestedAt), asc(membershipRenewals.id));
}

export async function renewalQueue(db: Db): Promise<QueuedRenewal[]> {
  return renewalQueueQuery(db);
}

/** How many renewal requests wait for an admin (the Members tab's badge). */
export async function pendingRenewalCount(db: Db): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(membershipRenewals)
    .where(eq(membershipRenewals.status, "pending"))
    .get();
  return row?.n ?? 0;
}
