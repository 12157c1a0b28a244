import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { emailConfirmationTokens, joinApplications, users } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { matchedEmail } from "./users.server";
import { ACCOUNT_LINK_INTERVAL_MS } from "./password-resets.server";
import {
  PROVEN_ADDRESS_LINK,
  provenApplicationOfAddressQuery,
} from "./membership/application-address.server";
import { linkStatements } from "./membership/linking.server";

/** A confirmation link works for seven days (issue #27). */
const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a confirmation token (its hash) for her account, unless one was made less than
 * ACCOUNT_LINK_INTERVAL_MS ago and is unused ("recent": the link she has still works). Nothing
 * else is ended: each link sent proves the same address.
 */
export async function createConfirmationToken(
  db: Db,
  input: { tokenHash: string; userId: string; now: Date },
): Promise<"created" | "recent"> {
  const { tokenHash, userId, now } = input;
  const inserted = await db.insert(emailConfirmationTokens).select(sql`
    select ${tokenHash}, ${userId}, ${now.getTime()}, ${now.getTime() + CONFIRMATION_LINK_TTL_MS}, null
    where not exists (select 1 from ${emailConfirmationTokens} where ${and(
      eq(emailConfirmationTokens.userId, userId),
      isNull(emailConfirmationTokens.usedAt),
      gt(emailConfirmationTokens.createdAt, new Date(now.getTime() - ACCOUNT_LINK_INTERVAL_MS)),
    )})`);
  return inserted.meta.changes > 0 ? "created" : "recent";
}

const validToken = (tokenHash: string, now: Date) =>
  and(
    eq(emailConfirmationTokens.id, tokenHash),
    isNull(emailConfirmationTokens.usedAt),
    gt(emailConfirmationTokens.expiresAt, now),
  );

/** The account a still-valid (unused, unexpired) confirmation token belongs to. */
export async function findValidConfirmation(db: Db, tokenHash: string, now: Date) {
  return validConfirmationQuery(db, tokenHash, now).get();
}

export function validConfirmationQuery(db: Db, tokenHash: string, now: Date) {
  return (
    db
      // A confirmation token is made for an account's address only: it has one.
      .select({ userId: users.id, email: matchedEmail() })
      .from(emailConfirmationTokens)
      .innerJoin(users, eq(users.id, emailConfirmationTokens.userId))
      .where(validToken(tokenHash, now))
  );
}

/** Her account while its address is unconfirmed, as a new confirmation link needs it. */
export async function unconfirmedAccount(db: Db, userId: string) {
  return db
    .select({ id: users.id, email: matchedEmail(), language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.email), isNull(users.emailConfirmedAt)))
    .get();
}

/** Whether her address is confirmed (the dashboard's notice asks her to, until it is). */
export async function isAddressConfirmed(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return Boolean(row?.confirmedAt);
}

/**
 * She opened the link and gave her password: the address is hers. In one batch, each statement
 * guarded by the token still being valid (a second use changes nothing): the one approved
 * application linked to no account whose applicant proved this same address (its own link,
 * issue #37) is linked to her, unless she has a membership already, with
 * the audit entry an admin's link writes (the actor is herself); her account is marked
 * confirmed and its hold lifted (ADR 0036); her confirmation tokens are used up. Returns the
 * applications linked, or "invalid" when the token was no longer valid.
 */
export async function confirmAddress(
  db: Db,
  input: { tokenHash: string; account: { id: string; email: string }; now: Date },
): Promise<{ linked: number } | "invalid"> {
  const { tokenHash, account, now } = input;
  const stillValid = sql`exists (select 1 from ${emailConfirmationTokens} where ${and(
    validToken(tokenHash, now),
    eq(emailConfirmationTokens.userId, account.id),
  )})`;
  // One application at most, and only one whose address was proven by its own link (issue #37);
  // none when she has a membership already.
  const [hers, proven] = await db.batch([
    db
      .select({ id: joinApplications.id })
      .from(joinApplications)
      .where(eq(joinApplications.userId, account.id))
      .limit(1),
    provenApplicationOfAddressQuery(db, account.email),
  ]);
  const named = hers.length > 0 ? [] : proven;
  const links = named.map((application) =>
    linkStatements(db, {
      applicationId: application.id,
      account,
      actor: { userId: account.id, email: account.email },
      onlyIf: and(stillValid, isNull(joinApplications.userId))!,
      reason: PROVEN_ADDRESS_LINK,
    }),
  );
  const results = await db.batch([
    db
      .update(users)
      .set({
        emailConfirmedAt: now,
        signInHeld: false,
      })
      .where(and(eq(users.id, account.id), stillValid)),
    ...links.flat(),
    db
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(and(validToken(tokenHash, now), eq(emailConfirmationTokens.userId, account.id))),
    // Her other links prove nothing more now.
    db
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailConfirmationTokens.userId, account.id),
          isNull(emailConfirmationTokens.usedAt),
          sql`exists (select 1 from ${emailConfirmationTokens} t where t.id = ${tokenHash} and t.used_at = ${now.getTime()})`,
        ),
      ),
  ]);
  if (results.at(-2)!.meta.changes === 0) return "invalid";
  // Each link is [audit entry, update], after the account's update: count the updates that linked.
  const linked = links.filter((_, i) => results[2 + i * 2]!.meta.changes > 0).length;
  return { linked };
}
