import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import {
  joinApplications,
  users,
  type ApplicationStatus,
  type MembershipPlan,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { matchedEmail } from "~/models/users.server";
import { auditStatement, type Actor } from "../audit.server";
import { LONGEST_WINDOW_MS, releaseAttempt, reserveOrWait } from "../login-failures.server";

export type Membership = {
  applicationId: string;
  status: ApplicationStatus;
  plan: MembershipPlan;
  businessName: string;
  reviewedAt: Date | null;
};

/**
 * The member's application: one linked to her account — by her own proof (the phone and payment
 * reference she applied with) or by an admin — an approved one first, then the newest. Never
 * matched by e-mail: anyone can sign up with an address read in the directory.
 */
export async function membershipOf(
  db: Db,
  user: { userId: string },
): Promise<Membership | undefined> {
  return db
    .select({
      applicationId: joinApplications.id,
      status: joinApplications.status,
      plan: joinApplications.membershipPlan,
      businessName: joinApplications.businessName,
      reviewedAt: joinApplications.reviewedAt,
    })
    .from(joinApplications)
    .where(eq(joinApplications.userId, user.userId))
    .orderBy(sql`${joinApplications.status} = 'approved' desc`, desc(joinApplications.submittedAt))
    .limit(1)
    .get();
}

/**
 * Failed link attempts allowed per account and per phone number in a day. A reference is one of
 * about 33.5 million and directory phones are public. The phone's count stops other accounts
 * only, never the one whose e-mail is on the application (strangers must not lock her out): a
 * day's guesses at one phone are at most ten from strangers and ten from the account with her
 * e-mail, a chance of one in 1.7 million.
 */
export const LINK_LIMITS = { perAccount: 10, perPhone: 10, windowMs: LONGEST_WINDOW_MS };

export type LinkOutcome = "linked" | "not-found" | { throttled: true; waitMs: number };

/**
 * Links the application with this phone and reference to the member. The attempt is reserved
 * against her account's failure counter, and the phone's unless her account's e-mail is on an
 * application with that phone (one atomic statement, as for sign-ins), and checked only if it
 * got a place; a success releases the reservation. An application linked to another account is
 * never taken over here (an admin can move it).
 */
export async function linkApplication(
  db: Db,
  userId: string,
  input: { phoneNumber: string; paymentReference: string },
  now = new Date(),
): Promise<LinkOutcome> {
  const windowStart = new Date(now.getTime() - LINK_LIMITS.windowMs);
  const limits: Record<string, number> = { [`link-account:${userId}`]: LINK_LIMITS.perAccount };
  if (!(await appliedWithPhone(db, userId, input.phoneNumber))) {
    limits[`link-phone:${input.phoneNumber}`] = LINK_LIMITS.perPhone;
  }
  const reservation = await reserveOrWait(db, limits, now, windowStart);
  if ("waitMs" in reservation) return { throttled: true, waitMs: reservation.waitMs };
  const result = await db
    .update(joinApplications)
    .set({ userId })
    .where(
      and(
        eq(joinApplications.paymentReference, input.paymentReference),
        eq(joinApplications.phoneNumber, input.phoneNumber),
        or(isNull(joinApplications.userId), eq(joinApplications.userId, userId)),
      ),
    );
  if (result.meta.changes === 0) return "not-found";
  await releaseAttempt(db, reservation);
  return "linked";
}

/**
 * Whether this account's e-mail is the one on a (kept) application with this phone: then the
 * phone's failure counter, which strangers fill, does not stop her. An e-mail proves nothing
 * here (anyone may sign up with an address read in the directory); it only chooses which
 * counters apply, and her account's own limit still holds.
 */
async function appliedWithPhone(db: Db, userId: string, phoneNumber: string) {
  return (await applicationOfAccountEmailQuery(db, userId, phoneNumber).get()) !== undefined;
}

/** The kept application with this phone whose e-mail is this account's (appliedWithPhone). */
export const applicationOfAccountEmailQuery = (db: Db, userId: string, phoneNumber: string) =>
  db
    .select({ id: joinApplications.id })
    .from(joinApplications)
    .innerJoin(users, sql`lower(${users.email}) = lower(${joinApplications.email})`)
    .where(
      and(
        eq(users.id, userId),
        eq(joinApplications.phoneNumber, phoneNumber),
        isNull(joinApplications.erasedAt),
      ),
    );

// ── Admin ───────────────────────────────────────────────────────────────────────────────────

const linkSnapshot = (applicationId: string) =>
  sql`(select json_object('user_id', a.user_id, 'account_email', u.email) from ${joinApplications} a left join ${users} u on u.id = a.user_id where a.id = ${applicationId})`;

export type AdminLinkOutcome = "linked" | "no-account" | "no-application";

/**
 * An admin links an approved application (by its payment reference) to the account with this
 * e-mail, whoever had it before, with an audit entry (before: the previous account) in the
 * same batch.
 */
export async function linkApplicationByAdmin(
  db: Db,
  input: { paymentReference: string; email: string },
  actor: Actor,
): Promise<AdminLinkOutcome> {
  const account = await db
    .select({ id: users.id, email: matchedEmail() })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`)
    .get();
  if (!account) return "no-account";
  const application = await db
    .select({ id: joinApplications.id })
    .from(joinApplications)
    .where(
      and(
        eq(joinApplications.paymentReference, input.paymentReference),
        eq(joinApplications.status, "approved"),
        isNull(joinApplications.erasedAt),
      ),
    )
    .get();
  if (!application) return "no-application";
  const [, updated] = await db.batch(
    linkStatements(db, { applicationId: application.id, account, actor }),
  );
  return updated.meta.changes > 0 ? "linked" : "no-application";
}

/**
 * Links an approved, kept application to an account, with its audit entry before the change
 * (before: the previous account) — for a D1 batch of the caller's. Used by an admin's link and
 * by her own confirmed address (`reason`), each only when `onlyIf` holds as well.
 */
export function linkStatements(
  db: Db,
  input: {
    applicationId: string;
    /** `email`: null for an account opened with a phone alone (issue #40). */
    account: { id: string; email: string | null };
    actor: Actor;
    onlyIf?: SQL;
    reason?: string;
  },
) {
  const { applicationId, account, actor } = input;
  // A deleted member's kept record (ADR 0020) is nobody's to link again.
  const target = and(
    eq(joinApplications.id, applicationId),
    eq(joinApplications.status, "approved"),
    isNull(joinApplications.erasedAt),
    input.onlyIf,
  );
  return [
    auditStatement(db, {
      actor,
      action: "application.link",
      subjectType: "application",
      subjectId: applicationId,
      before: linkSnapshot(applicationId),
      after: {
        user_id: account.id,
        account_email: account.email,
        ...(input.reason ? { reason: input.reason } : {}),
      },
      onlyIf: sql`exists (select 1 from ${joinApplications} where ${target})`,
    }),
    db.update(joinApplications).set({ userId: account.id }).where(target),
  ] as const;
}

/** An admin unlinks an application from its account (audited); false when it was not linked. */
export async function unlinkApplication(
  db: Db,
  applicationId: string,
  actor: Actor,
): Promise<boolean> {
  const [, updated] = await db.batch(unlinkStatements(db, { applicationId, actor }));
  return updated.meta.changes > 0;
}

/**
 * Unlinks a linked application from its account, with its audit entry before the change
 * (before: the account it had) — for a D1 batch of the caller's; `reason` goes in the entry,
 * and each acts only when `onlyIf` holds as well.
 */
export function unlinkStatements(
  db: Db,
  input: { applicationId: string; actor: Actor; onlyIf?: SQL; reason?: string },
) {
  const { applicationId, actor } = input;
  const linked = and(
    eq(joinApplications.id, applicationId),
    isNotNull(joinApplications.userId),
    input.onlyIf,
  );
  return [
    auditStatement(db, {
      actor,
      action: "application.unlink",
      subjectType: "application",
      subjectId: applicationId,
      before: linkSnapshot(applicationId),
      after: { user_id: null, ...(input.reason ? { reason: input.reason } : {}) },
      onlyIf: sql`exists (select 1 from ${joinApplications} where ${linked})`,
    }),
    db.update(joinApplications).set({ userId: null }).where(linked),
  ] as const;
}

export type LinkRow = {
  applicationId: string;
  fullName: string;
  businessName: string;
  paymentReference: string;
  applicationEmail: string | null;
  accountId: string;
  accountEmail: string;
};

const linkRowColumns = {
  applicationId: joinApplications.id,
  fullName: joinApplications.fullName,
  businessName: joinApplications.businessName,
  paymentReference: joinApplications.paymentReference,
  // Both tables have an e-mail column: each gets its own name.
  applicationEmail: sql<string | null>`${joinApplications.email}`.as("application_email"),
  accountId: sql<string>`${users.id}`.as("account_id"),
  accountEmail: sql<string>`${users.email}`.as("account_email"),
};

/**
 * For the admin: accounts whose e-mail matches an approved application not linked to them.
 * Until issue #14 such an account was shown the membership on the fly; now it is shown nothing
 * until someone proves it is hers — so these are listed "to link after checking", not dropped.
 */
export function possibleMatches(db: Db) {
  return db
    .select(linkRowColumns)
    .from(joinApplications)
    .innerJoin(users, sql`lower(${users.email}) = lower(${joinApplications.email})`)
    .where(
      and(
        eq(joinApplications.status, "approved"),
        or(isNull(joinApplications.userId), ne(joinApplications.userId, users.id)),
      ),
    )
    .orderBy(asc(joinApplications.fullName));
}

/** Approved applications linked to an account, with the account's e-mail (to unlink). */
export function linkedApplications(db: Db) {
  return db
    .select(linkRowColumns)
    .from(joinApplications)
    .innerJoin(users, eq(users.id, joinApplications.userId))
    .where(eq(joinApplications.status, "approved"))
    .orderBy(asc(joinApplications.fullName));
}
