import { desc, eq, sql, type SQL } from "drizzle-orm";
import { newsletterSubscribers as ns } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import { auditStatement, type Actor } from "./audit.server";
import type { NewsletterInput } from "~/validation/newsletter";

/**
 * Puts an address on the list. Returns the new row's id, or null when the address (trimmed, any
 * case) was on it already: the unique index on lower(email) decides, so two simultaneous signups
 * cannot both land, and a listed address keeps its one row (and its name) as it was. Callers
 * answer both alike (ADR 0012): whether an address is listed is nobody's to learn.
 */
export async function subscribe(
  db: Db,
  input: NewsletterInput,
  /** The language of the page she subscribed on: her announcements are written in it (issue #38). */
  language: Language,
): Promise<{ id: string } | null> {
  const id = crypto.randomUUID();
  const result = await db
    .insert(ns)
    .values({ id, email: input.email.toLowerCase(), fullName: input.fullName || null, language })
    .onConflictDoNothing();
  return result.meta.changes > 0 ? { id } : null;
}

export type Subscriber = typeof ns.$inferSelect;

export const SUBSCRIBERS_PER_PAGE = 50;

export type SubscriberPage = {
  subscribers: Subscriber[];
  /** Subscribers matching the search (all of them without one). */
  matching: number;
  /** Everybody on the list. */
  total: number;
  page: number;
  pageCount: number;
};

function searchFilter(q: string | undefined): SQL | undefined {
  const needle = q?.trim().toLowerCase();
  if (!needle) return undefined;
  // instr() instead of LIKE: the admin's % and _ are plain characters, no escaping needed.
  return sql`(instr(lower(${ns.email}), ${needle}) > 0 OR instr(lower(coalesce(${ns.fullName}, '')), ${needle}) > 0)`;
}

/**
 * One page of subscribers, newest first, optionally searched by e-mail or name, with the number
 * matching and the size of the whole list: three statements, one D1 round trip.
 */
export async function listSubscribers(
  db: Db,
  query: { q?: string; page?: number; perPage?: number },
): Promise<SubscriberPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const perPage = query.perPage ?? SUBSCRIBERS_PER_PAGE;
  const where = searchFilter(query.q);
  const [rows, [matching], [total]] = await db.batch([
    db
      .select()
      .from(ns)
      .where(where)
      .orderBy(desc(ns.subscribedAt), desc(ns.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.as("n") })
      .from(ns)
      .where(where),
    db.select({ n: sql<number>`count(*)`.as("n") }).from(ns),
  ]);
  return {
    subscribers: rows,
    matching: matching?.n ?? 0,
    total: total?.n ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((matching?.n ?? 0) / perPage)),
  };
}

/** Every subscriber, newest first: the CSV export (no paging cut-off). */
export function allSubscribers(db: Db): Promise<Subscriber[]> {
  return db.select().from(ns).orderBy(desc(ns.subscribedAt), desc(ns.id));
}

export async function getSubscriber(db: Db, id: string): Promise<Subscriber | undefined> {
  return db.select().from(ns).where(eq(ns.id, id)).get();
}

/**
 * Removes a subscriber with its audit entry (who took whom off the list, one batch); false
 * when there was none with this id — then no entry is written either.
 */
export async function removeSubscriber(db: Db, id: string, actor: Actor): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "subscriber.remove",
      subjectType: "subscriber",
      subjectId: id,
      before: sql`(select json_object('email', ${ns.email}, 'full_name', ${ns.fullName}) from ${ns} where ${ns.id} = ${id})`,
      onlyIf: sql`exists (select 1 from ${ns} where ${ns.id} = ${id})`,
    }),
    db.delete(ns).where(eq(ns.id, id)),
  ]);
  return result.meta.changes > 0;
}
