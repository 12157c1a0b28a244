import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import { joinApplications, membershipCards, type MembershipPlan } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { standingOf } from "./periods.server";
import type {
  CalendarDay,
  MembershipStatus,
  MembershipTerms,
} from "~/models/membership/period-rules";

/**
 * The membership number's statement, for the batch that approves an application (and for a card
 * shown to an approved member who has none yet): `ZW-{year approved, WAT}-{seq, 5 digits}`. The
 * next sequence is read and written by one INSERT … SELECT — D1 runs statements one at a time, so
 * two approvals at once cannot both take the same `max + 1` (and the unique index would refuse
 * it) — and only once per application: an existing number is never changed.
 */
export function membershipNumberStatement(db: Db, applicationId: string) {
  const ja = joinApplications;
  const next = sql`(select coalesce(max(${membershipCards.seq}), 0) + 1 from ${membershipCards})`;
  const year = sql`strftime('%Y', coalesce(${ja.reviewedAt}, ${ja.submittedAt}) / 1000 + 3600, 'unixepoch')`;
  return db
    .insert(membershipCards)
    .select(
      sql`select ${ja.id}, ${next}, 'ZW-' || ${year} || '-' || printf('%05d', ${next}),
        null, null, null, ${Date.now()}
      from ${ja}
      where ${and(eq(ja.id, applicationId), eq(ja.status, "approved"))}`,
    )
    .onConflictDoNothing({ target: membershipCards.applicationId });
}

/** 128 random bits, base32 lower case: 26 characters of a-z and 2-7. */
export function newVerifyCode(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(16)));
}

/** What a verification code looks like; anything else is not looked up. */
export const VERIFY_CODE_PATTERN = /^[a-z2-7]{26}$/;

type Owner = { applicationId: string; userId: string };

/** Her approved application, linked to her account. */
const hersApproved = (owner: Owner) =>
  and(
    eq(joinApplications.id, owner.applicationId),
    eq(joinApplications.userId, owner.userId),
    eq(joinApplications.status, "approved"),
  );

/** Her card with the application's facts, when its code was made for her account. */
export function memberCardQuery(db: Db, owner: Owner) {
  return db
    .select({
      applicationId: membershipCards.applicationId,
      number: membershipCards.number,
      verifyCode: membershipCards.verifyCode,
      name: joinApplications.fullName,
      photoUrl: joinApplications.photoUrl,
      plan: joinApplications.membershipPlan,
    })
    .from(membershipCards)
    .innerJoin(joinApplications, eq(joinApplications.id, membershipCards.applicationId))
    .where(and(hersApproved(owner), eq(membershipCards.codeUserId, owner.userId)));
}

/** The card a verification code belongs to, with what decides whether it still verifies. */
export function verificationQuery(db: Db, code: string) {
  const ja = joinApplications;
  return db
    .select({
      applicationId: membershipCards.applicationId,
      codeUserId: membershipCards.codeUserId,
      userId: ja.userId,
      status: ja.status,
      name: ja.fullName,
      photoUrl: ja.photoUrl,
      plan: ja.membershipPlan,
    })
    .from(membershipCards)
    .innerJoin(ja, eq(ja.id, membershipCards.applicationId))
    .where(eq(membershipCards.verifyCode, code));
}

export type MemberCard = {
  applicationId: string;
  number: string;
  verifyCode: string;
  name: string;
  photoUrl: string | null;
  plan: MembershipPlan;
};

/**
 * The card of her approved membership linked to her account (by her phone and payment reference,
 * or by an admin: `membershipOf`), made on first need: its number if the approval predates
 * numbers, and a verification code when she has none — or when the one stored was made for
 * another account (the membership was moved: that account's printed card stops verifying).
 * `renewCode` replaces the code whatever it was ("New verification code"). A card already shown
 * is one read; otherwise one batch.
 */
export async function memberCardOf(
  db: Db,
  owner: Owner,
  { renewCode = false, now = new Date() }: { renewCode?: boolean; now?: Date } = {},
): Promise<MemberCard | undefined> {
  // Her card is read on every dashboard view: write only when there is something to write
  // (no number or code yet, a code made for another account, or a new code asked for).
  if (!renewCode) {
    const shown = await memberCardQuery(db, owner).get();
    if (shown?.verifyCode) return { ...shown, verifyCode: shown.verifyCode };
  }
  const ja = joinApplications;
  const codeToReplace = renewCode
    ? undefined
    : or(
        isNull(membershipCards.verifyCode),
        sql`${membershipCards.codeUserId} is not ${owner.userId}`,
      );
  const [, , [card]] = await db.batch([
    membershipNumberStatement(db, owner.applicationId),
    db
      .update(membershipCards)
      .set({ verifyCode: newVerifyCode(), codeUserId: owner.userId, codeCreatedAt: now })
      .where(
        and(
          eq(membershipCards.applicationId, owner.applicationId),
          sql`exists (select 1 from ${ja} where ${hersApproved(owner)})`,
          codeToReplace,
        ),
      ),
    memberCardQuery(db, owner),
  ]);
  if (!card?.verifyCode) return undefined;
  return { ...card, verifyCode: card.verifyCode };
}

/** Where a verified member stands; "pending-payment": approved, her first year not paid yet. */
export type VerifiedStatus = MembershipStatus | "pending-payment";

/** All `/verify/{code}` may tell about her (issue #19): nothing else leaves the database. */
export type Verification =
  | {
      status: VerifiedStatus;
      name: string;
      photoUrl: string | null;
      plan: MembershipPlan;
      validUntil: CalendarDay | null;
    }
  | { status: "not-a-member" };

/**
 * What a verification code says: undefined for a code that is not (or no longer) one; "not a
 * member" when the membership is no longer approved, or the account the code was made for no
 * longer holds it (unlinked, moved, or the account deleted); else her name, photo, plan, status
 * and end of her year. An indexed equality on the code.
 */
export async function verifyMemberCard(
  db: Db,
  code: string,
  terms: MembershipTerms,
  now = new Date(),
): Promise<Verification | undefined> {
  const row = await verificationQuery(db, code).get();
  if (!row) return undefined;
  if (row.status !== "approved" || row.userId === null || row.userId !== row.codeUserId) {
    return { status: "not-a-member" };
  }
  const standing = await standingOf(db, row.applicationId, terms, now);
  return {
    status: standing?.status ?? "pending-payment",
    name: row.name,
    photoUrl: row.photoUrl,
    plan: standing?.plan ?? row.plan,
    validUntil: standing?.endsOn ?? null,
  };
}
