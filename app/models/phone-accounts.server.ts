import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { joinApplications, profiles, sessions, userRoles, users } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { linkStatements } from "./membership/linking.server";
import { checkPhoneCode, spendCodeStatement, usedNow } from "./phone-codes.server";
import { phoneCodes } from "../../db/schema";

/** The audit entry's reason when her proven phone linked her membership (issue #40). */
export const PROVEN_PHONE_LINK = "proven-phone";

export type OpenedPhoneAccount = { userId: string; linked: boolean };

/**
 * An account opened with a phone number alone (issue #40), once the code sent to it is right
 * (`typed`, in the browser that signed up): in one batch, each statement guarded by the code
 * being used by it — the code used up, the account (phone proven, no e-mail), her profile and
 * the `user` role, and the newest approved application with this phone linked to no account,
 * linked to her (audited): the phone is proven, as an address is by its link. "wrong": the code
 * is not this browser's live one; "taken": the number has an account (only someone holding the
 * phone learns it: the code reached it), and the code is used up.
 */
export async function openPhoneAccount(
  db: Db,
  input: { requesterHash: string; typed: string; now: Date },
): Promise<OpenedPhoneAccount | "wrong" | "taken"> {
  const { now } = input;
  const request = await checkPhoneCode(db, { ...input, purpose: "sign-up" });
  if (request === "wrong") return "wrong";
  const [taken, applications] = await db.batch([
    db.select({ id: users.id }).from(users).where(eq(users.phone, request.phone)).limit(1),
    db
      .select({ id: joinApplications.id })
      .from(joinApplications)
      .where(
        and(
          eq(joinApplications.status, "approved"),
          eq(joinApplications.phoneNumber, request.phone),
          isNull(joinApplications.userId),
          isNull(joinApplications.erasedAt),
        ),
      )
      .orderBy(desc(joinApplications.submittedAt))
      .limit(1),
  ]);
  if (taken.length > 0) {
    await spendCodeStatement(db, request.id, now);
    return "taken";
  }
  const userId = crypto.randomUUID();
  const used = usedNow(request.id, now);
  const opened = sql`exists (select 1 from ${users} where ${users.id} = ${userId})`;
  const links = applications.map((application) =>
    linkStatements(db, {
      applicationId: application.id,
      account: { id: userId, email: null },
      actor: { userId, email: request.phone },
      onlyIf: and(opened, isNull(joinApplications.userId))!,
      reason: PROVEN_PHONE_LINK,
    }),
  );
  try {
    const results = await db.batch([
      spendCodeStatement(db, request.id, now),
      // Each of the table's columns by name, in its order (drizzle checks both), from the code's
      // row: nothing is inserted unless this batch used the code.
      db.insert(users).select((qb) =>
        qb
          .select({
            id: sql<string>`${userId}`.as("id"),
            email: sql<null>`null`.as("email"),
            phone: phoneCodes.phone,
            phoneProvenAt: sql<number>`${now.getTime()}`.as("phone_proven_at"),
            smsNotices: sql<number>`0`.as("sms_notices"),
            smsAnnouncements: sql<number>`0`.as("sms_announcements"),
            passwordHash: sql<string>`${phoneCodes.passwordHash}`.as("password_hash"),
            createdAt: sql<number>`${now.getTime()}`.as("created_at"),
            language: phoneCodes.language,
            emailConfirmedAt: sql<null>`null`.as("email_confirmed_at"),
            signInHeld: sql<number>`0`.as("sign_in_held"),
          })
          .from(phoneCodes)
          .where(and(eq(phoneCodes.id, request.id), used)),
      ),
      db
        .insert(profiles)
        .select(sql`select ${userId}, ${request.fullName ?? ""}, ${now.getTime()} where ${opened}`),
      db.insert(userRoles).select(sql`select ${userId}, 'user', ${now.getTime()} where ${opened}`),
      ...links.flat(),
    ]);
    if (results[1]!.meta.changes === 0) return "wrong";
    const linked = links.length > 0 && results.at(-1)!.meta.changes > 0;
    return { userId, linked };
  } catch (error) {
    // The number got an account between the look and the batch (a sign-up at the same moment).
    if (String((error as Error)?.message ?? error).includes("UNIQUE constraint failed")) {
      await spendCodeStatement(db, request.id, now);
      return "taken";
    }
    throw error;
  }
}

/**
 * "Forgot password?" by phone (issue #40): her new password, once the code sent to her proven
 * phone is right (in the browser that asked). One batch, guarded by the code being used by it:
 * the code used up, the password set, every session of the account ended.
 */
export async function resetPasswordByCode(
  db: Db,
  input: { requesterHash: string; typed: string; passwordHash: string; now: Date },
): Promise<{ userId: string } | "wrong"> {
  const { now } = input;
  const request = await checkPhoneCode(db, { ...input, purpose: "reset-password" });
  if (request === "wrong" || !request.userId) return "wrong";
  const used = usedNow(request.id, now);
  // Still the account whose proven phone the code was sent to.
  const hers = and(eq(users.id, request.userId), eq(users.phone, request.phone), used);
  const [, updated] = await db.batch([
    spendCodeStatement(db, request.id, now),
    db.update(users).set({ passwordHash: input.passwordHash, signInHeld: false }).where(hers),
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, request.userId),
          sql`exists (select 1 from ${users} where ${hers})`,
        ),
      ),
  ]);
  return updated.meta.changes > 0 ? { userId: request.userId } : "wrong";
}
