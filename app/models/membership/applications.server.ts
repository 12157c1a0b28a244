import { isReferenceTaken, paymentOfApplication } from "./payments.server";
import { and, count, eq, or, sql, type SQL } from "drizzle-orm";
import {
  joinApplications,
  payments,
  users,
  type ApplicationStatus,
  type PaymentSource,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import {
  keysetClauses,
  keysetPage,
  keysetPosition,
  type KeysetLinks,
  type KeysetPosition,
  type KeysetQuery,
} from "~/models/keyset.server";
import { applicationCounts, keptCount } from "~/models/list-counts.server";
import { auditStatement, type Actor } from "../audit.server";
import { firstPeriodStatement } from "./periods.server";
import { membershipNumberStatement } from "./cards.server";
import type { Industry } from "~/config/industries";
import type { MembershipCycle } from "~/config/membership";
import { toE164 } from "~/utils/phone";
import type { JoinSubmission } from "~/validation/join";
import type { Language } from "~/i18n/language";

/** No 0/O, 1/I: read aloud or copied into a bank narration without mistakes. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newPaymentReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `ZW-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * Stores the application as pending, under `id` (server-made: its uploads are named by it). The
 * idempotency key makes a double click or a resubmitted form land once: a repeat returns the
 * application already stored, with `created: false` — its files must then be left alone.
 * `extra` holds what the form does not: the keys of her files, the page's language.
 */
export async function submitApplication(
  db: Db,
  input: JoinSubmission,
  extra: { photoKey?: string; receiptKey?: string; language?: Language } = {},
  id: string = crypto.randomUUID(),
) {
  const phone = toE164(input.phoneNumber);
  if (!phone) throw new Error("phone number was validated but cannot be normalised");
  let inserted: { id: string }[];
  try {
    inserted = await db
      .insert(joinApplications)
      .values({
        id,
        fullName: input.fullName,
        phoneNumber: phone,
        email: input.email ?? null,
        contactAddress: input.contactAddress,
        nextOfKin: input.nextOfKin,
        businessName: input.businessName,
        businessType: input.businessType,
        businessTypeDetail: input.businessTypeDetail ?? null,
        whyJoin: input.whyJoin,
        membershipPlan: input.membershipPlan,
        directoryConsent: input.directoryConsent === "on",
        paymentReference: input.paymentReference,
        idempotencyKey: input.idempotencyKey,
        photoKey: extra.photoKey ?? null,
        receiptKey: extra.receiptKey ?? null,
        // The page's language: her e-mails before she has an account (issue #27).
        language: extra.language ?? "en",
      })
      // Any uniqueness conflict is a repeat of this submission (same key, same reference)…
      .onConflictDoNothing()
      .returning({ id: joinApplications.id });
  } catch (error) {
    // …and a reference a renewal has is another payable's, for ever (migration 0019's trigger).
    if (isReferenceTaken(error)) return "reference-taken";
    throw error;
  }
  const stored = await getSubmittedApplication(db, input.idempotencyKey);
  // …unless no row carries this key: then the reference belongs to another application (a
  // crafted or replayed form; a bad input, not a failure).
  if (!stored) return "reference-taken";
  return { ...stored, created: inserted.some((row) => row.id === stored.id) };
}

/** Takes back an application just created whose files could not be stored (she tries again). */
export async function withdrawNewApplication(db: Db, id: string) {
  await db
    .delete(joinApplications)
    .where(and(eq(joinApplications.id, id), eq(joinApplications.status, "pending")));
}

/** What the "One More Step!" page needs, found by the applicant's own idempotency key. */
export async function getSubmittedApplication(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({
      id: joinApplications.id,
      fullName: joinApplications.fullName,
      paymentReference: joinApplications.paymentReference,
      membershipPlan: joinApplications.membershipPlan,
    })
    .from(joinApplications)
    .where(eq(joinApplications.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

// ── Admin ───────────────────────────────────────────────────────────────────────────────────

export const ADMIN_PAGE_SIZE = 20;

export type ApplicationFilter = { status?: ApplicationStatus; q?: string };

export type AdminApplication = {
  id: string;
  fullName: string;
  businessName: string;
  businessType: Industry;
  businessTypeDetail: string | null;
  status: ApplicationStatus;
  phoneNumber: string;
  email: string | null;
  membershipPlan: "starter" | "pro";
  paymentReference: string;
  paymentConfirmedAt: Date | null;
  /** How the confirmed payment came: online (Paystack) or a transfer an admin confirmed. */
  paymentSource: PaymentSource | null;
  whyJoin: string;
  photoUrl: string | null;
  photoKey: string | null;
  receiptKey: string | null;
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewerEmail: string | null;
  rejectionReason: string | null;
};

function applicationFilter({ status, q }: ApplicationFilter) {
  const conditions: SQL[] = [];
  if (status) conditions.push(eq(joinApplications.status, status));
  const term = q?.trim();
  if (term) {
    const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
    const digits = term.replace(/\D/g, "");
    const matches = [
      sql`lower(${joinApplications.fullName}) like ${pattern} escape '\\'`,
      sql`lower(${joinApplications.paymentReference}) like ${pattern} escape '\\'`,
    ];
    // "0803 123 4567" finds +2348031234567: compare the national digits.
    if (digits.length >= 4) {
      const national = digits.replace(/^(234|0)/, "");
      matches.push(sql`${joinApplications.phoneNumber} like ${`%${national}%`}`);
    }
    conditions.push(or(...matches) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first: by submission, then id (the keyset's order and its indexes, issue #41). */
const newestFirst = {
  table: joinApplications,
  sort: joinApplications.submittedAt,
  id: joinApplications.id,
  descending: true,
};

/**
 * One page of applications with the reviewing admin's e-mail, from the application in the URL
 * (keyset) and one more. Both tables have an `email` column: the reviewer's gets its own output
 * name, or D1's batch (which maps rows by column name) would let one overwrite the other
 * (tests/integration/joined-columns.test.ts guards the rule).
 */
export function applicationsPageQuery(
  db: Db,
  filter: ApplicationFilter,
  position: KeysetPosition = keysetPosition({}),
) {
  const { where, orderBy, limit, offset } = keysetClauses(position, newestFirst, ADMIN_PAGE_SIZE);
  return (
    db
      .select({
        id: joinApplications.id,
        fullName: joinApplications.fullName,
        businessName: joinApplications.businessName,
        businessType: joinApplications.businessType,
        businessTypeDetail: joinApplications.businessTypeDetail,
        status: joinApplications.status,
        phoneNumber: joinApplications.phoneNumber,
        email: joinApplications.email,
        membershipPlan: joinApplications.membershipPlan,
        paymentReference: joinApplications.paymentReference,
        paymentConfirmedAt: joinApplications.paymentConfirmedAt,
        paymentSource: sql<PaymentSource | null>`${payments.source}`.as("payment_source"),
        whyJoin: joinApplications.whyJoin,
        photoUrl: joinApplications.photoUrl,
        photoKey: joinApplications.photoKey,
        receiptKey: joinApplications.receiptKey,
        submittedAt: joinApplications.submittedAt,
        reviewedAt: joinApplications.reviewedAt,
        reviewerEmail: sql<string | null>`${users.email}`.as("reviewer_email"),
        rejectionReason: joinApplications.rejectionReason,
      })
      .from(joinApplications)
      .leftJoin(users, eq(users.id, joinApplications.reviewedBy))
      // The payment of this application's fee only: a renewal's under a shared reference is not hers.
      .leftJoin(payments, paymentOfApplication)
      .where(and(applicationFilter(filter), where))
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset)
  );
}

export type ApplicationsPage = KeysetLinks & { applications: AdminApplication[]; total: number };

/**
 * Newest first, filtered, one keyset page, with the total: one batch, two statements. Without a
 * search the total is the kept count (list_counts); a search counts its matches.
 */
export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
  query: KeysetQuery = {},
): Promise<ApplicationsPage> {
  const position = keysetPosition(query);
  const [rows, [counted]] = await db.batch([
    applicationsPageQuery(db, filter, position),
    filter.q?.trim()
      ? db.select({ total: count() }).from(joinApplications).where(applicationFilter(filter))
      : keptCount(db, filter.status ? [`applications:${filter.status}`] : applicationCounts),
  ]);
  const { rows: applications, ...links } = keysetPage(rows, position, ADMIN_PAGE_SIZE);
  return { applications, total: counted?.total ?? 0, ...links };
}

/**
 * Approves or rejects a pending application, recording when and by whom. Only a pending row
 * changes: a second decision (another tab, a replayed form) is refused, the first one stands.
 * Approving an application whose payment is confirmed starts its first membership period;
 * approving gives it its membership number (ZW-2026-00123), once.
 */
export async function decideApplication(
  db: Db,
  input: {
    id: string;
    status: "approved" | "rejected";
    /** Why it was rejected, told to her in the rejection e-mail (none for an approval). */
    reason?: string | null;
    actor: Actor;
    now: Date;
    cycle: MembershipCycle;
  },
): Promise<"updated" | "not-pending"> {
  const stillPending = sql`exists (select 1 from ${joinApplications} where ${joinApplications.id} = ${input.id} and ${joinApplications.status} = 'pending')`;
  const rejected = input.status === "rejected";
  const rejectionReason = (rejected && input.reason?.trim()) || null;
  const [, result] = await db.batch([
    auditStatement(db, {
      actor: input.actor,
      action: `application.${rejected ? "reject" : "approve"}`,
      subjectType: "application",
      subjectId: input.id,
      before: sql`json_object('status', 'pending')`,
      // Named as its column, so that erasing her account erases it here too (ADR 0020).
      after: rejected
        ? { status: input.status, rejection_reason: rejectionReason }
        : { status: input.status },
      onlyIf: stillPending,
    }),
    db
      .update(joinApplications)
      .set({
        status: input.status,
        rejectionReason,
        reviewedAt: input.now,
        reviewedBy: input.actor.userId,
      })
      .where(and(eq(joinApplications.id, input.id), eq(joinApplications.status, "pending"))),
    firstPeriodStatement(db, {
      applicationId: input.id,
      ...input.cycle,
      confirmedBy: input.actor.userId,
      now: input.now,
    }),
    membershipNumberStatement(db, input.id),
  ]);
  return result.meta.changes > 0 ? "updated" : "not-pending";
}

/** Whether an uploads key belongs to an application (admins may open only those). */
export async function isApplicationUpload(db: Db, key: string): Promise<boolean> {
  const row = await db
    .select({ id: joinApplications.id })
    .from(joinApplications)
    .where(or(eq(joinApplications.photoKey, key), eq(joinApplications.receiptKey, key)))
    .limit(1)
    .get();
  return Boolean(row);
}
