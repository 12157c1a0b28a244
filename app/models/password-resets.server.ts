import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "./audit.server";

export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** A link she asks for herself ("Forgot password?") works for an hour (issue #27). */
const SELF_SERVICE_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * A second link asked for within this time of the last one, which is still unused, is not
 * made: an address gets at most four reset messages an hour, however often it is typed in.
 */
export const ACCOUNT_LINK_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Stores a reset token (its hash) made by an admin, with the audit entry in the same batch:
 * a link that lets someone set a member's password is a decision to be accounted for. The
 * entry names the account, never the token.
 */
export async function createResetToken(
  db: Db,
  input: { tokenHash: string; user: { id: string; email: string }; actor: Actor; now: Date },
) {
  const expiresAt = new Date(input.now.getTime() + RESET_LINK_TTL_MS);
  await db.batch([
    db.insert(passwordResetTokens).values({
      id: input.tokenHash,
      userId: input.user.id,
      createdBy: input.actor.userId,
      createdAt: input.now,
      expiresAt,
    }),
    auditStatement(db, {
      actor: input.actor,
      action: "password.reset-link",
      subjectType: "user",
      subjectId: input.user.id,
      after: { email: input.user.email, expires_at: expiresAt.getTime() },
    }),
  ]);
}

/**
 * A reset link she asked for by e-mail ("Forgot password?"): no admin made it (`created_by`
 * null) and no audit entry is written — the message's row in the Outbox records that it was
 * sent, and only the address's owner can use it. Made only when her last self-service link is
 * older than ACCOUNT_LINK_INTERVAL_MS or used; a new one ends the earlier unused ones, so one
 * link at most is live. "recent" when nothing was made.
 */
export async function createSelfServiceResetToken(
  db: Db,
  input: { tokenHash: string; userId: string; now: Date },
): Promise<"created" | "recent"> {
  const { tokenHash, userId, now } = input;
  const selfService = and(
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.createdBy),
    isNull(passwordResetTokens.usedAt),
  );
  const [inserted] = await db.batch([
    db.insert(passwordResetTokens).select(sql`
      select ${tokenHash}, ${userId}, null, ${now.getTime()},
        ${now.getTime() + SELF_SERVICE_RESET_TTL_MS}, null
      where not exists (select 1 from ${passwordResetTokens} where ${and(
        selfService,
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - ACCOUNT_LINK_INTERVAL_MS)),
      )})`),
    db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          selfService,
          ne(passwordResetTokens.id, tokenHash),
          sql`exists (select 1 from ${passwordResetTokens} where ${passwordResetTokens.id} = ${tokenHash})`,
        ),
      ),
  ]);
  return inserted.meta.changes > 0 ? "created" : "recent";
}

/** The account a still-valid (unused, unexpired) reset token belongs to. */
export async function findValidResetToken(db: Db, tokenHash: string, now: Date) {
  return validResetTokenQuery(db, tokenHash, now).get();
}

export function validResetTokenQuery(db: Db, tokenHash: string, now: Date) {
  return db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.id, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
}

/**
 * Sets the new password, ends every session of the account and uses up the token — one batch,
 * each statement guarded by the token still being valid, so a second use changes nothing.
 */
export async function resetPassword(
  db: Db,
  input: { tokenHash: string; passwordHash: string; now: Date },
): Promise<"reset" | "invalid"> {
  const owner = sql`(select ${passwordResetTokens.userId} from ${passwordResetTokens}
    where ${passwordResetTokens.id} = ${input.tokenHash} and ${passwordResetTokens.usedAt} is null
    and ${passwordResetTokens.expiresAt} > ${input.now.getTime()})`;
  const [, , used] = await db.batch([
    db
      .update(users)
      // A reset proves the address too: it lifts a sign-up's hold (ADR 0036).
      .set({ passwordHash: input.passwordHash, signInHeld: false })
      .where(sql`${users.id} = ${owner}`),
    db.delete(sessions).where(sql`${sessions.userId} = ${owner}`),
    db
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResetTokens.id, input.tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, input.now),
        ),
      ),
  ]);
  return used.meta.changes > 0 ? "reset" : "invalid";
}
