import { SQL, desc, count, is, sql } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import type { Db } from "~/models/db.server";

/**
 * Who made a decision (from the session that passed requireAdmin, or a member acting on her own
 * account). `email` names her in the log: her e-mail, or her proven phone for an account opened
 * with a phone number alone (issue #40).
 */
export type Actor = { userId: string; email: string };

/** A signed-in account as the audit log names her (`Actor`). */
export function actorOf(user: {
  userId: string;
  email: string | null;
  phone: string | null;
}): Actor {
  return { userId: user.userId, email: user.email ?? user.phone ?? user.userId };
}
/** Who an audit entry names: an account, or a service with no account (e.g. Paystack). */
export type AuditActor = Actor | { userId: null; email: string };

export type AuditInput = {
  actor: AuditActor;
  action: string;
  subjectType: string;
  subjectId: string;
  /** The record as it was: a `(select json_object(...) from … where …)` subquery, read in the
   *  same batch as the change. */
  before?: SQL | null;
  /** What the change wrote; a `json_object(...)` SQL expression when the batch itself counts it. */
  after?: Record<string, unknown> | SQL | null;
  /** Write the entry only when this holds (e.g. the row was still pending). */
  onlyIf?: SQL;
};

/**
 * The audit entry as a statement for the same D1 batch as the change it records (all or
 * nothing), placed before the change so `before` reads the old values.
 */
export function auditStatement(db: Db, entry: AuditInput) {
  const after = !entry.after
    ? null
    : is(entry.after, SQL)
      ? entry.after
      : JSON.stringify(entry.after);
  // insert … select (a query builder, unlike db.run, can join a drizzle batch with parameters);
  // the values follow the table's column order: id (automatic), actor_id … created_at.
  return db.insert(auditLog).select(sql`
    select null, ${entry.actor.userId}, ${entry.actor.email}, ${entry.action}, ${entry.subjectType},
      ${entry.subjectId}, ${entry.before ?? null}, ${after}, ${Date.now()}
    ${entry.onlyIf ? sql`where ${entry.onlyIf}` : sql``}`);
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditEntry = typeof auditLog.$inferSelect;

export async function listAudit(
  db: Db,
  page: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const [entries, [counted]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog),
  ]);
  return { entries, total: counted?.total ?? 0 };
}
