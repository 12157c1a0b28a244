import { and, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import {
  eventRsvps,
  joinApplications as ja,
  memberSites,
  membershipRenewals,
  newsletterSubscribers,
  sessions,
  userRoles,
  users,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement } from "./audit.server";
import { profilePhotoOf } from "./profile.server";

/** What a kept record says instead of her name (ADR 0020). */
export const DELETED_MEMBER = "Deleted member";

/** Her applications: the memberships linked to her account (by proof or by an admin). */
const herApplications = (db: Db, userId: string) =>
  db.select({ id: ja.id }).from(ja).where(eq(ja.userId, userId));

/**
 * Every column that records an object of hers in the uploads bucket, as one query each: a new
 * column of that kind is one more line here, and deleting an account removes its objects too.
 */
function objectKeyQueries(db: Db, userId: string) {
  return [
    db.select({ key: ja.photoKey }).from(ja).where(eq(ja.userId, userId)),
    db.select({ key: ja.receiptKey }).from(ja).where(eq(ja.userId, userId)),
    db
      .select({ key: membershipRenewals.receiptKey })
      .from(membershipRenewals)
      .where(inArray(membershipRenewals.applicationId, herApplications(db, userId))),
    db.select({ key: memberSites.logoKey }).from(memberSites).where(eq(memberSites.userId, userId)),
  ] as const;
}

/** The keys of every object of hers in the uploads bucket (read before her rows change). */
export async function objectKeysOf(db: Db, userId: string): Promise<string[]> {
  const [first, ...rest] = objectKeyQueries(db, userId);
  // Her profile photo's key is named by its public URL (ADR 0022), not stored in a column.
  const profilePhotos = db
    .select({ applicationId: ja.id, photoUrl: ja.photoUrl })
    .from(ja)
    .where(eq(ja.userId, userId));
  const [photos, ...lists] = await db.batch([profilePhotos, first, ...rest]);
  const keys = lists.flat().flatMap((row) => (row.key ? [row.key] : []));
  for (const { applicationId, photoUrl } of photos) {
    const photo = profilePhotoOf(applicationId, photoUrl);
    if (photo) keys.push(photo.key);
  }
  return [...new Set(keys)];
}

/** True unless she is an admin and no other admin is left (checked inside every statement). */
function notLastAdmin(userId: string): SQL {
  return sql`not (exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin') and (select count(*) from ${userRoles} where ${userRoles.role} = 'admin') <= 1)`;
}

export type ErasureOutcome = { status: "deleted"; objectKeys: string[] } | { status: "last-admin" };

/**
 * Deletes her account in one D1 batch (all or nothing; ADR 0020): her sessions (signed out
 * everywhere), websites, RSVPs, newsletter subscription, roles, profile and the account itself
 * are removed; her applications, periods and renewals stay for the association's accounts,
 * with her name replaced by "Deleted member" and every personal field cleared. Every statement
 * checks that she is not the last admin, so two admins deleting themselves at once cannot leave
 * nobody in charge. Returns the bucket keys to delete once the batch has committed.
 */
export async function eraseAccount(
  db: Db,
  user: { userId: string; email: string },
  now = new Date(),
): Promise<ErasureOutcome> {
  const { userId } = user;
  const objectKeys = await objectKeysOf(db, userId);
  const allowed = notLastAdmin(userId);
  const mine = herApplications(db, userId);
  const results = await db.batch([
    auditStatement(db, {
      // Her e-mail is not kept, even here: the entry says an account was deleted, and which.
      actor: { userId, email: DELETED_MEMBER },
      action: "account.delete",
      subjectType: "user",
      subjectId: userId,
      before: sql`(select json_object('applications', json_group_array(${ja.id})) from ${ja} where ${ja.userId} = ${userId})`,
      after: null,
      onlyIf: and(sql`exists (select 1 from ${users} where ${users.id} = ${userId})`, allowed),
    }),
    db
      .update(membershipRenewals)
      .set({ receiptKey: null })
      .where(
        and(
          inArray(membershipRenewals.applicationId, mine),
          isNotNull(membershipRenewals.receiptKey),
          allowed,
        ),
      ),
    db
      .update(ja)
      .set({
        fullName: DELETED_MEMBER,
        // NOT NULL columns get an empty text; the others null.
        phoneNumber: "",
        email: null,
        contactAddress: "",
        nextOfKin: "",
        businessName: "",
        // Her own words for an "other" business type; the industry itself says nothing of her.
        businessTypeDetail: null,
        whyJoin: "",
        photoUrl: null,
        photoKey: null,
        receiptKey: null,
        directoryConsent: false,
        userId: null,
        erasedAt: now,
      })
      .where(and(eq(ja.userId, userId), allowed)),
    db.delete(eventRsvps).where(and(eq(eventRsvps.userId, userId), allowed)),
    db
      .delete(newsletterSubscribers)
      .where(and(sql`lower(${newsletterSubscribers.email}) = lower(${user.email})`, allowed)),
    db.delete(memberSites).where(and(eq(memberSites.userId, userId), allowed)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), allowed)),
    // Last: the profile, roles, two-factor rows and reset links go with it (on delete cascade).
    db.delete(users).where(and(eq(users.id, userId), allowed)),
  ]);
  const deleted = results.at(-1)!.meta.changes > 0;
  return deleted ? { status: "deleted", objectKeys } : { status: "last-admin" };
}

/**
 * Removes her objects from the bucket after the batch has committed. A failure is logged and
 * the rest go on: her rows no longer name the object, so nothing can serve it (ADR 0020).
 */
export async function deleteObjects(bucket: R2Bucket, keys: string[]): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      await bucket.delete(key);
    } catch (error) {
      failed += 1;
      console.error(`[account] could not delete an upload (${key}):`, error);
    }
  }
  return failed;
}
