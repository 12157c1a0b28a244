import { and, inArray, isNotNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  emailConfirmationTokens,
  loginFailures,
  passwordResetTokens,
  phoneCodes,
  sessions,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { LONGEST_WINDOW_MS } from "~/models/login-failures.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows deleted per statement, and statements per table in one run: the rest go the next day. */
const CLEARING_BATCH = 500;
const CLEARING_BATCHES_PER_RUN = 20;

/**
 * Deletes the rows `where` picks, `CLEARING_BATCH` at a time (by primary key, so each statement
 * stays small for D1), at most `CLEARING_BATCHES_PER_RUN` times. Returns how many went.
 */
async function deleteInBatches(db: Db, table: SQLiteTable, key: SQLiteColumn, where: SQL) {
  let deleted = 0;
  for (let batch = 0; batch < CLEARING_BATCHES_PER_RUN; batch++) {
    const result = await db
      .delete(table)
      .where(inArray(key, db.select({ key }).from(table).where(where).limit(CLEARING_BATCH)));
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < CLEARING_BATCH) break;
  }
  return deleted;
}

/**
 * What the daily job clears (the privacy page's retention, app/content/legal.ts): sessions past
 * their expiry (a session ends after 30 days without activity, 12 hours for admins); reset and
 * confirmation links a day after they expired or were used (nothing reads a spent link: the
 * 15-minute limit on new links counts unused ones only); codes sent by SMS a day after they
 * expired (each works for 10 minutes; "Send a new code" reads the last); failed sign-ins older than the
 * longest window that counts them (each sign-in already sweeps these as it goes).
 */
export async function clearExpiredData(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const spentToken = (table: typeof passwordResetTokens | typeof emailConfirmationTokens) =>
    or(lt(table.expiresAt, dayAgo), and(isNotNull(table.usedAt), lt(table.usedAt, dayAgo)))!;
  return {
    sessions: await deleteInBatches(db, sessions, sessions.id, lte(sessions.expiresAt, now)),
    resetLinks: await deleteInBatches(
      db,
      passwordResetTokens,
      passwordResetTokens.id,
      spentToken(passwordResetTokens),
    ),
    confirmationLinks: await deleteInBatches(
      db,
      emailConfirmationTokens,
      emailConfirmationTokens.id,
      spentToken(emailConfirmationTokens),
    ),
    phoneCodes: await deleteInBatches(
      db,
      phoneCodes,
      phoneCodes.id,
      lt(phoneCodes.expiresAt, dayAgo),
    ),
    loginFailures: await deleteInBatches(
      db,
      loginFailures,
      loginFailures.id,
      lt(loginFailures.failedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
    ),
  };
}
