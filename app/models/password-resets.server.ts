import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { passwordResetTokens, sessions, users } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "./audit.server";

export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

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
      .set({ passwordHash: input.passwordHash })
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
