import { and, count, gt, inArray, lt, min, or, sql } from "drizzle-orm";
import { loginFailures } from "../../db/schema";
import type { Db } from "~/models/db.server";

/**
 * No counter looks back further than this: every reservation sweeps older rows of any key (the
 * sign-in counters look back 15 minutes, the link form's a day).
 */
export const LONGEST_WINDOW_MS = 24 * 60 * 60_000;

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

/** The rows one attempt reserved (one per key): kept as its failures, or released on success. */
export type Reservation = { ids: number[] };

/**
 * Reserves one attempt against every key at once, BEFORE anything is verified: a single
 * INSERT … SELECT … WHERE that adds one row per key only while each key has fewer than its limit
 * since `windowStart` (SQLite runs one statement at a time, so two simultaneous attempts cannot
 * both see the last free place). Null when a key is at its limit: then nothing may be verified.
 * Rows that left every window are swept in the same batch.
 */
export async function reserveAttempt(
  db: Db,
  limitsByKey: Record<string, number>,
  now: Date,
  windowStart: Date,
): Promise<Reservation | null> {
  const entries = Object.entries(limitsByKey);
  const keys = sql.join(
    entries.map(([key]) => sql`(${key})`),
    sql`, `,
  );
  const underLimits = sql.join(
    entries.map(
      ([key, limit]) =>
        sql`(select count(*) from ${loginFailures} where ${loginFailures.key} = ${key} and ${loginFailures.failedAt} > ${windowStart.getTime()}) < ${limit}`,
    ),
    sql` and `,
  );
  const [, inserted] = await db.batch([
    db.delete(loginFailures).where(
      or(
        and(
          inArray(
            loginFailures.key,
            entries.map(([key]) => key),
          ),
          lt(loginFailures.failedAt, windowStart),
        ),
        lt(loginFailures.failedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)),
      ),
    ),
    // Columns in table order: id (automatic), key, failed_at.
    db
      .insert(loginFailures)
      .select(
        sql`select null, column1, ${now.getTime()} from (values ${keys}) where ${underLimits}`,
      )
      .returning({ id: loginFailures.id }),
  ]);
  return inserted.length === entries.length ? { ids: inserted.map((row) => row.id) } : null;
}

/**
 * The reservation, or how long until the first full key frees a place (when its oldest failure
 * leaves the window) if a key is at its limit.
 */
export async function reserveOrWait(
  db: Db,
  limitsByKey: Record<string, number>,
  now: Date,
  windowStart: Date,
): Promise<Reservation | { waitMs: number }> {
  const reservation = await reserveAttempt(db, limitsByKey, now, windowStart);
  if (reservation) return reservation;
  const counts = await countLoginFailures(db, Object.keys(limitsByKey), windowStart);
  const waits = counts
    .filter(({ key, failures }) => failures >= (limitsByKey[key] ?? Infinity))
    .map(({ oldest }) => oldest - windowStart.getTime());
  return { waitMs: Math.max(0, ...waits) };
}

/**
 * A verified attempt was no failure: its reserved rows go, and with them every earlier failure
 * of `forgiveKeys` (a successful sign-in forgives the failures counted against that e-mail).
 */
export async function releaseAttempt(db: Db, reservation: Reservation, forgiveKeys: string[] = []) {
  const reserved = inArray(loginFailures.id, reservation.ids);
  await db
    .delete(loginFailures)
    .where(forgiveKeys.length ? or(reserved, inArray(loginFailures.key, forgiveKeys)) : reserved);
}
