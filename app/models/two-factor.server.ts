import { and, count, eq, isNull, isNotNull, lt, or, sql } from "drizzle-orm";
import { adminRecoveryCodes, adminTotp, sessions } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "./audit.server";

export type TotpRecord = {
  secret: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
};

export async function findTotp(db: Db, userId: string): Promise<TotpRecord | undefined> {
  return db
    .select({
      secret: adminTotp.secret,
      enabledAt: adminTotp.enabledAt,
      lastUsedStep: adminTotp.lastUsedStep,
    })
    .from(adminTotp)
    .where(eq(adminTotp.userId, userId))
    .get();
}

/**
 * The key of an enrolment: the one already in progress (or enabled) if there is one, so that
 * reloading the page does not change the QR code she may have scanned; otherwise `secret`.
 */
export async function startEnrolment(db: Db, userId: string, secret: string): Promise<TotpRecord> {
  const [, row] = await db.batch([
    db.insert(adminTotp).values({ userId, secret }).onConflictDoNothing(),
    db
      .select({
        secret: adminTotp.secret,
        enabledAt: adminTotp.enabledAt,
        lastUsedStep: adminTotp.lastUsedStep,
      })
      .from(adminTotp)
      .where(eq(adminTotp.userId, userId)),
  ]);
  return row[0]!;
}

/**
 * Confirms an enrolment with the step of its first code: the key is enabled, her recovery codes
 * replaced by `recoveryCodeHashes`, the session she did it from marked as past the second factor
 * and an audit row written — all in one batch, and only if the enrolment was still pending
 * (two submissions of the same form enable it once).
 */
export async function enableTotp(
  db: Db,
  input: {
    actor: Actor;
    step: number;
    recoveryCodeHashes: string[];
    sessionId: string;
    now: Date;
  },
): Promise<"enabled" | "not-pending"> {
  const { actor, now } = input;
  const userId = actor.userId;
  const pending = sql`exists (select 1 from ${adminTotp} where ${adminTotp.userId} = ${userId} and ${adminTotp.enabledAt} is null)`;
  // The statements after the update apply only to the enrolment this very batch enabled.
  const enabledNow = sql`exists (select 1 from ${adminTotp} where ${adminTotp.userId} = ${userId} and ${adminTotp.enabledAt} = ${now.getTime()} and ${adminTotp.lastUsedStep} = ${input.step})`;
  const codeRows = sql.join(
    input.recoveryCodeHashes.map((hash) => sql`(${hash})`),
    sql`, `,
  );
  const [, enabled] = await db.batch([
    auditStatement(db, {
      actor,
      action: "two-factor.enable",
      subjectType: "user",
      subjectId: userId,
      before: sql`json_object('twoFactor', json('false'))`,
      after: { twoFactor: true, recoveryCodes: input.recoveryCodeHashes.length },
      onlyIf: pending,
    }),
    db
      .update(adminTotp)
      .set({ enabledAt: now, lastUsedStep: input.step })
      .where(and(eq(adminTotp.userId, userId), isNull(adminTotp.enabledAt))),
    db.delete(adminRecoveryCodes).where(and(eq(adminRecoveryCodes.userId, userId), enabledNow)),
    // Columns in table order: code_hash, user_id, created_at, used_at.
    db
      .insert(adminRecoveryCodes)
      .select(
        sql`select column1, ${userId}, ${now.getTime()}, null from (values ${codeRows}) where ${enabledNow}`,
      ),
    db
      .update(sessions)
      .set({ secondFactorAt: now })
      .where(and(eq(sessions.id, input.sessionId), enabledNow)),
  ]);
  return enabled.meta.changes > 0 ? "enabled" : "not-pending";
}

/**
 * Records `step` as the last accepted code of her enabled key, unless that step (or a later
 * one) was accepted already: true when this request is the one that used it. One conditional
 * statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db
    .update(adminTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminTotp.userId, userId),
        isNotNull(adminTotp.enabledAt),
        or(isNull(adminTotp.lastUsedStep), lt(adminTotp.lastUsedStep, step)),
      ),
    );
  return result.meta.changes > 0;
}

/** Uses up one recovery code (true if it was hers and unused), with an audit row. */
export async function spendRecoveryCode(
  db: Db,
  input: { actor: Actor; codeHash: string; now: Date },
): Promise<boolean> {
  const { actor, codeHash, now } = input;
  const unused = and(
    eq(adminRecoveryCodes.codeHash, codeHash),
    eq(adminRecoveryCodes.userId, actor.userId),
    isNull(adminRecoveryCodes.usedAt),
  );
  const [, used] = await db.batch([
    auditStatement(db, {
      actor,
      action: "two-factor.recovery-code-used",
      subjectType: "user",
      subjectId: actor.userId,
      after: { recoveryCodeUsed: true },
      onlyIf: sql`exists (select 1 from ${adminRecoveryCodes} where ${unused})`,
    }),
    db.update(adminRecoveryCodes).set({ usedAt: now }).where(unused),
  ]);
  return used.meta.changes > 0;
}

export async function unusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

/** Turns two-factor off: the key and the recovery codes go, with an audit row. */
export async function disableTotp(db: Db, actor: Actor): Promise<"disabled" | "not-enabled"> {
  const userId = actor.userId;
  const [, removed] = await db.batch([
    auditStatement(db, {
      actor,
      action: "two-factor.disable",
      subjectType: "user",
      subjectId: userId,
      before: sql`json_object('twoFactor', json('true'))`,
      after: { twoFactor: false },
      onlyIf: sql`exists (select 1 from ${adminTotp} where ${adminTotp.userId} = ${userId} and ${adminTotp.enabledAt} is not null)`,
    }),
    db.delete(adminTotp).where(and(eq(adminTotp.userId, userId), isNotNull(adminTotp.enabledAt))),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)),
  ]);
  return removed.meta.changes > 0 ? "disabled" : "not-enabled";
}
