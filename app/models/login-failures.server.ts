import { and, count, gt, inArray, lt, min, sql } from "drizzle-orm";
import { loginFailures } from "../../db/schema";
import type { Db } from "~/db.server";

export type FailureCount = { key: string; failures: number; oldest: number };

/** Failures per key within the window ending now. */
export async function countLoginFailures(
  db: Db,
  keys: string[],
  since: Date,
): Promise<FailureCount[]> {
  const rows = await db
    .select({
      key: loginFailures.key,
      failures: count().as("failures"),
      oldest: min(loginFailures.failedAt).as("oldest"),
    })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, since)))
    .groupBy(loginFailures.key);
  return rows.map((row) => ({
    key: row.key,
    failures: row.failures,
    oldest: row.oldest instanceof Date ? row.oldest.getTime() : Number(row.oldest ?? 0),
  }));
}

/** One failure per key, and the rows that left the window swept away, in one batch. */
export async function recordLoginFailure(db: Db, keys: string[], now: Date, windowStart: Date) {
  await db.batch([
    db.insert(loginFailures).values(keys.map((key) => ({ key, failedAt: now }))),
    db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart)),
  ]);
}

/** A successful sign-in forgives the failures counted against that e-mail. */
export async function clearLoginFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(sql`${loginFailures.key} = ${key}`);
}
