import { eq, sql } from "drizzle-orm";
import { siteSettings } from "../../db/schema";
import { auditStatement, type Actor } from "~/models/audit.server";
import type { Db } from "~/models/db.server";

/** The monthly SMS budget's setting (issue #40): kobo, as text. No row: no budget. */
export const SMS_BUDGET_SETTING = "sms-monthly-budget-kobo";

/** The monthly SMS budget in kobo, or null when none is set (texts are not held back). */
export async function smsBudgetKobo(db: Db): Promise<number | null> {
  const row = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.name, SMS_BUDGET_SETTING))
    .get();
  const kobo = row ? Number(row.value) : Number.NaN;
  return Number.isSafeInteger(kobo) && kobo >= 0 ? kobo : null;
}

/**
 * Sets the monthly SMS budget (null: none), with its audit entry, in one batch. The entry keeps
 * the budget it replaced, read in the same batch.
 */
export async function setSmsBudget(
  db: Db,
  input: { kobo: number | null; actor: Actor; now: Date },
): Promise<void> {
  const { kobo, actor, now } = input;
  const audit = auditStatement(db, {
    actor,
    action: "sms-budget.set",
    subjectType: "setting",
    subjectId: SMS_BUDGET_SETTING,
    before: sql`(select json_object('kobo', cast(${siteSettings.value} as integer)) from ${siteSettings}
      where ${siteSettings.name} = ${SMS_BUDGET_SETTING})`,
    after: { kobo },
  });
  const write =
    kobo === null
      ? db.delete(siteSettings).where(eq(siteSettings.name, SMS_BUDGET_SETTING))
      : db
          .insert(siteSettings)
          .values({
            name: SMS_BUDGET_SETTING,
            value: String(kobo),
            updatedBy: actor.userId,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: siteSettings.name,
            set: { value: String(kobo), updatedBy: actor.userId, updatedAt: now },
          });
  await db.batch([audit, write]);
}
