import { and, eq, inArray, isNotNull, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import {
  auditLog,
  eventRsvps,
  joinApplications as ja,
  memberSites,
  membershipRenewals,
  messages,
  sessions,
  userRoles,
  users,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement } from "./audit.server";
import { unlinkUnprovenAddressLinks } from "./membership/application-address.server";
import { herMessages } from "./personal-data.server";
import { profilePhotoOf } from "./profile.server";
import { loggableError } from "~/models/loggable-error.server";

/** What a kept record says instead of her name (ADR 0020). */
export const DELETED_MEMBER = "Deleted member";
/** What an audit entry holds in place of a personal value of hers (ADR 0020). */
export const ERASED = "(erased)";

/**
 * What her kept applications hold in place of her personal details (NOT NULL columns get an
 * empty text; the others null). The audit log's snapshots name these columns too
 * (`profile.update`), so the same list says what is erased there.
 */
const ERASED_APPLICATION_FIELDS = {
  fullName: DELETED_MEMBER,
  phoneNumber: "",
  email: null,
  contactAddress: "",
  nextOfKin: "",
  businessName: "",
  // Her own words for an "other" business type (ADR 0034); the industry says nothing of her.
  businessTypeDetail: null,
  whyJoin: "",
  photoUrl: null,
  photoKey: null,
  receiptKey: null,
  // The admin's words to her when rejecting it (issue #27): they may well speak of her.
  rejectionReason: null,
} satisfies Partial<typeof ja.$inferInsert>;

/** Keys under which an audit snapshot names an account by its e-mail (`role.*`, `application.link`). */
const ACCOUNT_EMAIL_KEYS = ["email", "account_email"];

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

/**
 * What to clear up outside D1 once her rows are gone, read before they change: the keys of every
 * object of hers in the uploads bucket, and her applications (each may have a public page,
 * `/members/{id}`, in the edge cache).
 */
async function uploadsAndPagesOf(
  db: Db,
  userId: string,
): Promise<{ objectKeys: string[]; applicationIds: string[] }> {
  const [first, ...rest] = objectKeyQueries(db, userId);
  // Her profile photo's key is named by its public URL (ADR 0022), not stored in a column.
  const applications = db
    .select({ applicationId: ja.id, photoUrl: ja.photoUrl })
    .from(ja)
    .where(eq(ja.userId, userId));
  const [photos, ...lists] = await db.batch([applications, first, ...rest]);
  const keys = lists.flat().flatMap((row) => (row.key ? [row.key] : []));
  for (const { applicationId, photoUrl } of photos) {
    const photo = profilePhotoOf(applicationId, photoUrl);
    if (photo) keys.push(photo.key);
  }
  return {
    objectKeys: [...new Set(keys)],
    applicationIds: photos.map((row) => row.applicationId),
  };
}

/** True unless she is an admin and no other admin is left (checked inside every statement). */
function notLastAdmin(userId: string): SQL {
  return sql`not (exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = 'admin') and (select count(*) from ${userRoles} where ${userRoles.role} = 'admin') <= 1)`;
}

/** `json_replace` of these keys' values (where present) by the erased marker. */
function withKeysErased(json: SQL, keys: string[]): SQL {
  const pairs = sql.join(
    keys.map((key) => sql`${`$.${key}`}, ${ERASED}`),
    sql`, `,
  );
  return sql`json_replace(${json}, ${pairs})`;
}

/**
 * Her personal data out of the audit log, in the erasure's batch (ADR 0020). The entries stay,
 * as the association's record of what was done and when; what they held of hers goes:
 * - the entries she made name "Deleted member" as their actor;
 * - the snapshots of her applications (`profile.update`) lose her name, phone, e-mail, address,
 *   next of kin, business name, reasons for joining and photo, whoever wrote them;
 * - an account's e-mail in a snapshot goes where the account is hers: entries about her account
 *   (`role.*`, `password.reset-link`), and the side of an `application.link`/`unlink` whose
 *   `user_id` is hers. Another account's e-mail beside it stays: it is not hers.
 * Only her rows are touched: none is found by an e-mail address (nobody verified hers).
 */
function auditErasureStatements(db: Db, userId: string, allowed: SQL) {
  const aboutHerApplication = and(
    eq(auditLog.subjectType, "application"),
    inArray(auditLog.subjectId, herApplications(db, userId)),
  );
  const aboutHerAccount = and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, userId));
  // A CASE, so that json_extract never meets a text that is not JSON (it would throw).
  const namesHer = (json: AnyColumn) =>
    sql`(case when json_valid(${json}) then json_extract(${json}, '$.user_id') end) = ${userId}`;
  const applicationKeys = Object.keys(ERASED_APPLICATION_FIELDS).map(
    (field) => ja[field as keyof typeof ERASED_APPLICATION_FIELDS].name,
  );
  const eraseApplicationFields = (json: AnyColumn) =>
    sql`case when json_valid(${json}) then ${withKeysErased(sql`${json}`, applicationKeys)} else ${json} end`;
  const eraseHerEmail = (json: AnyColumn) =>
    sql`case when json_valid(${json}) and (${aboutHerAccount} or ${namesHer(json)}) then ${withKeysErased(sql`${json}`, ACCOUNT_EMAIL_KEYS)} else ${json} end`;
  return [
    db
      .update(auditLog)
      .set({ actorEmail: DELETED_MEMBER })
      .where(and(eq(auditLog.actorId, userId), allowed)),
    db
      .update(auditLog)
      .set({
        before: eraseApplicationFields(auditLog.before),
        after: eraseApplicationFields(auditLog.after),
      })
      .where(and(aboutHerApplication, allowed)),
    db
      .update(auditLog)
      .set({ before: eraseHerEmail(auditLog.before), after: eraseHerEmail(auditLog.after) })
      .where(
        and(or(aboutHerAccount, namesHer(auditLog.before), namesHer(auditLog.after)), allowed),
      ),
    // An admin's removal of one of her RSVPs names her in its snapshot (issue #37).
    db
      .update(auditLog)
      .set({ before: withKeysErased(sql`${auditLog.before}`, ["full_name"]) })
      .where(
        and(
          eq(auditLog.action, "event.rsvp.remove"),
          sql`json_valid(${auditLog.before})`,
          sql`(case when json_valid(${auditLog.before}) then json_extract(${auditLog.before}, '$.rsvp') end) in ${db
            .select({ id: eventRsvps.id })
            .from(eventRsvps)
            .where(eq(eventRsvps.userId, userId))}`,
          allowed,
        ),
      ),
  ] as const;
}

export type ErasureOutcome =
  { status: "deleted"; objectKeys: string[]; applicationIds: string[] } | { status: "last-admin" };

/**
 * Deletes her account in one D1 batch (all or nothing; ADR 0020): her sessions (signed out
 * everywhere), websites, RSVPs sent signed in, e-mails (herMessages), roles, profile and the
 * account itself are removed; her applications, periods and renewals stay for the association's
 * accounts, with her name replaced by "Deleted member" and every personal field cleared, and so
 * do the audit entries, without her personal data. Nothing is found by her e-mail alone (a
 * newsletter subscription with her address may be someone else's). Every statement checks that
 * she is not the last admin, so two admins deleting themselves at once cannot leave nobody in
 * charge.
 * Returns the bucket keys to delete and the pages to forget once the batch has committed.
 */
export async function eraseAccount(
  db: Db,
  user: { userId: string },
  now = new Date(),
): Promise<ErasureOutcome> {
  const { userId } = user;
  const allowed = notLastAdmin(userId);
  // First, apart: an application linked only because it named her address was never hers, so
  // neither its rows nor its files are erased with her account (issue #37).
  await unlinkUnprovenAddressLinks(db, {
    userId,
    actor: { userId, email: DELETED_MEMBER },
    onlyIf: allowed,
  });
  const outside = await uploadsAndPagesOf(db, userId);
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
    // Before her applications lose their link to her: it finds the entries about them.
    ...auditErasureStatements(db, userId, allowed),
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
    // Her e-mails (ADR 0020, issue #27): before her applications lose their link and address,
    // which find those sent to her before she had an account.
    db.delete(messages).where(and(herMessages(db, userId), allowed)),
    db
      .update(ja)
      .set({ ...ERASED_APPLICATION_FIELDS, directoryConsent: false, userId: null, erasedAt: now })
      .where(and(eq(ja.userId, userId), allowed)),
    db.delete(eventRsvps).where(and(eq(eventRsvps.userId, userId), allowed)),
    db.delete(memberSites).where(and(eq(memberSites.userId, userId), allowed)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), allowed)),
    // Last: the profile, roles, two-factor rows and reset links go with it (on delete cascade).
    db.delete(users).where(and(eq(users.id, userId), allowed)),
  ]);
  const deleted = results.at(-1)!.meta.changes > 0;
  return deleted ? { status: "deleted", ...outside } : { status: "last-admin" };
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
      console.error(`[account] could not delete an upload (${key}):`, loggableError(error));
    }
  }
  return failed;
}
