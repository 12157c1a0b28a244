import { and, asc, eq, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { eventRsvps, events, type RsvpStatus } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import type { ShownInEnglish } from "~/i18n/shown-in-english";
import { inLanguage } from "./localised-content.server";
import { auditStatement, type Actor } from "./audit.server";
import { loggableError } from "./loggable-error.server";
import type { RsvpInput } from "~/validation/rsvp";

/**
 * The waitlist (issue #29, ADR 0040). A place is taken by a "confirmed" RSVP or an "offered" one
 * (a freed place held for the first in line). Every change that can free a place runs, in the
 * same D1 batch (one transaction), `refreshStatements`: offers past their 24 hours are cancelled
 * and the free places go to the first waitlisted, oldest first, in ONE statement whose LIMIT is
 * the number of free places. D1 runs one write transaction at a time, so however many
 * cancellations and confirmations arrive together, each sees the last one's result: nobody is
 * offered a place twice, no place is offered twice, nobody is skipped.
 */

const OFFER_HOURS = 24;
const OFFER_MS = OFFER_HOURS * 60 * 60 * 1000;
/** A manage link's code: 128 random bits as 32 lowercase hex digits. */
export const RSVP_CODE_PATTERN = /^[0-9a-f]{32}$/;

const newRsvpCode = () => encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(16)));

/** The places an event's RSVPs hold (an offer holds hers until it is confirmed or expires). */
export const placesTakenOf = (eventId: SQL) =>
  sql<number>`(SELECT count(*) FROM "event_rsvps" AS taken WHERE taken."event_id" = ${eventId} AND taken."status" IN ('confirmed', 'offered'))`;

/** Free places of an upcoming event; none once it has begun; -1 (no LIMIT) without a limit. */
const freePlaces = (eventId: SQL, now: Date) => sql`coalesce((
  SELECT CASE
    WHEN e."event_date" < ${now.getTime()} THEN 0
    WHEN e."max_attendees" IS NULL THEN -1
    ELSE max(0, e."max_attendees" - ${placesTakenOf(sql`e."id"`)})
  END
  FROM "events" AS e WHERE e."id" = ${eventId}), 0)`;

const offerColumns = {
  id: eventRsvps.id,
  eventId: eventRsvps.eventId,
  fullName: eventRsvps.fullName,
  email: eventRsvps.email,
  phoneNumber: eventRsvps.phoneNumber,
  language: eventRsvps.language,
  code: eventRsvps.code,
  offerExpiresAt: eventRsvps.offerExpiresAt,
  userId: eventRsvps.userId,
};
/** Someone just offered a freed place: she is to be told (e-mail, or the admin's WhatsApp). */
export type Offer = {
  id: string;
  eventId: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  language: Language;
  code: string;
  offerExpiresAt: Date | null;
  /** The account she answered signed in with: her offer goes on her channel (issue #40). */
  userId: string | null;
};

/**
 * Offers past their time are cancelled (the place goes on to the next), then the event's free
 * places are offered to the first waitlisted. `eventId` may be a subquery (the event of a code).
 * The second statement returns the new offers.
 */
export function refreshStatements(db: Db, eventId: SQL, now: Date) {
  return [
    db
      .update(eventRsvps)
      .set({ status: "cancelled", cancelledAt: now })
      .where(
        and(
          sql`${eventRsvps.eventId} = ${eventId}`,
          eq(eventRsvps.status, "offered"),
          lte(eventRsvps.offerExpiresAt, now),
        ),
      ),
    db
      .update(eventRsvps)
      .set({
        status: "offered",
        offeredAt: now,
        offerExpiresAt: new Date(now.getTime() + OFFER_MS),
      })
      .where(
        sql`${eventRsvps.id} IN (SELECT w."id" FROM "event_rsvps" AS w WHERE w."event_id" = ${eventId} AND w."status" = 'waitlisted' ORDER BY w."created_at", w."id" LIMIT ${freePlaces(eventId, now)})`,
      )
      .returning(offerColumns),
  ] as const;
}

/**
 * Expired offers handled and free places offered for one event (the hourly job, through
 * refreshAllWaitlists). Best effort: a failure is logged, and the next run tries again.
 */
export async function refreshWaitlist(db: Db, eventId: string, now: Date): Promise<Offer[]> {
  try {
    const [, offers] = await db.batch(refreshStatements(db, sql`${eventId}`, now));
    return offers;
  } catch (error) {
    console.error("[events] could not refresh the waitlist:", loggableError(error));
    return [];
  }
}

/** The hourly job (ADR 0048): every event with someone waiting or an offer open. */
export async function refreshAllWaitlists(db: Db, now: Date): Promise<Offer[]> {
  const rows = await db
    .selectDistinct({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(inArray(eventRsvps.status, ["waitlisted", "offered"]));
  const offers: Offer[] = [];
  for (const { eventId } of rows) offers.push(...(await refreshWaitlist(db, eventId, now)));
  return offers;
}

export type RsvpOutcome =
  | {
      outcome: "confirmed" | "waitlisted";
      id: string;
      code: string;
      /** Her place in line (1 when she has a place). */
      position: number;
      offers: Offer[];
    }
  /** The address has a live place here already: `place` is it (its link goes to that address). */
  | { outcome: "duplicate"; place: Ticket | undefined; offers: Offer[] }
  | { outcome: "full" | "past" | "not-found"; offers: Offer[] };

/**
 * Records an RSVP in one batch, so the capacity check and the insert cannot be separated by
 * another RSVP: the row is inserted only while the event is upcoming, and with a place only
 * while one is free and nobody waits for it (the waitlist comes first). `waitlist`: she asked to
 * join the waitlist of a full event (else a full event refuses her). A cancelled answer of the
 * same address gives way to the new one; a live one stays (the unique index on event +
 * lower(email) guards the race).
 */
export async function createRsvp(
  db: Db,
  eventId: string,
  input: Omit<RsvpInput, "waitlist"> & { waitlist?: boolean },
  context: { now: Date; language: Language; userId: string | null },
): Promise<RsvpOutcome> {
  const { now, language, userId } = context;
  const id = crypto.randomUUID();
  const code = newRsvpCode();
  const event = sql`${eventId}`;
  const hasPlace = sql`(${events.maxAttendees} IS NULL OR ${placesTakenOf(event)} < ${events.maxAttendees}) AND NOT EXISTS (SELECT 1 FROM "event_rsvps" AS w WHERE w."event_id" = ${eventId} AND w."status" = 'waitlisted')`;
  const [, offers, , insert] = await db.batch([
    ...refreshStatements(db, event, now),
    db
      .delete(eventRsvps)
      .where(
        and(
          eq(eventRsvps.eventId, eventId),
          sql`lower(${eventRsvps.email}) = lower(${input.email})`,
          eq(eventRsvps.status, "cancelled"),
          sql`EXISTS (SELECT 1 FROM "events" AS e WHERE e."id" = ${eventId} AND e."event_date" >= ${now.getTime()})`,
        ),
      ),
    // insert … select (a query builder joins a drizzle batch, db.run does not): every column in
    // the table's order, from id to checked_in_device.
    db
      .insert(eventRsvps)
      .select(
        sql`SELECT ${id}, ${events.id}, ${input.fullName}, ${input.email}, ${input.phone ?? null},
          unixepoch('subsec') * 1000, ${userId},
          CASE WHEN ${hasPlace} THEN 'confirmed' ELSE 'waitlisted' END, ${code}, ${language},
          NULL, NULL, NULL, NULL, NULL, NULL
        FROM ${events}
        WHERE ${events.id} = ${eventId}
          AND ${events.eventDate} >= ${now.getTime()}
          AND (${input.waitlist ? sql`1` : hasPlace})`,
      )
      .onConflictDoNothing(),
  ]);
  if (insert.meta.changes > 0) {
    const ticket = await readTicket(db, code, now, language);
    const waitlisted = ticket?.status === "waitlisted";
    return {
      outcome: waitlisted ? "waitlisted" : "confirmed",
      id,
      code,
      position: waitlisted ? ticket.position : 1,
      offers,
    };
  }

  // Nothing inserted: say why (a read after the fact; the decision above was atomic). A full
  // event is "full" for everyone, on its list or not: the answer must not tell who is on it.
  const [found] = await db
    .select({
      eventDate: events.eventDate,
      maxAttendees: events.maxAttendees,
      taken: placesTakenOf(event),
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!found) return { outcome: "not-found", offers };
  if (found.eventDate.getTime() < now.getTime()) return { outcome: "past", offers };
  if (!input.waitlist && found.maxAttendees !== null && found.taken >= found.maxAttendees)
    return { outcome: "full", offers };
  return { outcome: "duplicate", place: await livePlaceOf(db, eventId, input.email), offers };
}

/** The address's live (not cancelled) answer to the event, in the language it was made in. */
async function livePlaceOf(db: Db, eventId: string, email: string) {
  const [row] = await db
    .select({ code: eventRsvps.code, language: eventRsvps.language })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        sql`lower(${eventRsvps.email}) = lower(${email})`,
        ne(eventRsvps.status, "cancelled"),
      ),
    )
    .limit(1);
  return row && readTicket(db, row.code, new Date(), row.language);
}

// ── Her manage link ──────────────────────────────────────────────────────────────────────────

const eventOfCode = (code: string) =>
  sql`(SELECT c."event_id" FROM "event_rsvps" AS c WHERE c."code" = ${code})`;

/** Her place in line: 1 + those waiting who came before her. */
const waitlistPosition = sql<number>`(SELECT count(*) + 1 FROM "event_rsvps" AS a WHERE a."event_id" = ${eventRsvps.eventId} AND a."status" = 'waitlisted' AND (a."created_at" < ${eventRsvps.createdAt} OR (a."created_at" = ${eventRsvps.createdAt} AND a."id" < ${eventRsvps.id})))`;

/** Her RSVP with its event, by code (joined: every column named apart, design.md). */
export const ticketQuery = (db: Db, code: string) =>
  db
    .select({
      id: eventRsvps.id,
      code: eventRsvps.code,
      status: eventRsvps.status,
      fullName: eventRsvps.fullName,
      email: eventRsvps.email,
      language: eventRsvps.language,
      offerExpiresAt: eventRsvps.offerExpiresAt,
      offeredAt: eventRsvps.offeredAt,
      cancelledAt: eventRsvps.cancelledAt,
      checkedInAt: eventRsvps.checkedInAt,
      position: waitlistPosition.as("waitlist_position"),
      // Named apart from the RSVP's "id": a D1 batch maps its rows by column name.
      eventId: sql<string>`${events.id}`.as("ticket_event_id"),
      title: events.title,
      titleHa: events.titleHa,
      description: events.description,
      descriptionHa: events.descriptionHa,
      eventDate: events.eventDate,
      location: events.location,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(eq(eventRsvps.code, code))
    .limit(1);

/** Her RSVP as her page shows it: the event in the page's language, her place or position. */
export type Ticket = {
  id: string;
  code: string;
  status: RsvpStatus;
  fullName: string;
  email: string;
  language: Language;
  offerExpiresAt: Date | null;
  /** Cancelled because her offer ran out, not by her or an admin. */
  offerExpired: boolean;
  checkedInAt: Date | null;
  position: number;
  /** In her language; `inEnglish`: what has no Hausa yet. */
  event: {
    id: string;
    title: string;
    description: string;
    eventDate: Date;
    location: string;
  } & ShownInEnglish;
};

/**
 * Her RSVP as of `now`: an offer whose 24 hours have run out reads as the hourly job will leave
 * it (cancelled, "ran out"), whether or not the job has come by yet — her page reads, it does not
 * move the waitlist on (issue #50).
 */
function toTicket(
  row: Awaited<ReturnType<typeof ticketQuery>>[number],
  language: Language,
  now: Date,
) {
  const event = inLanguage(
    {
      id: row.eventId,
      title: row.title,
      titleHa: row.titleHa,
      description: row.description,
      descriptionHa: row.descriptionHa,
      eventDate: row.eventDate,
      location: row.location,
    },
    language,
    ["title", "description"],
  );
  const lapsed =
    row.status === "offered" &&
    row.offerExpiresAt !== null &&
    row.offerExpiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    code: row.code,
    status: lapsed ? "cancelled" : row.status,
    fullName: row.fullName,
    email: row.email,
    language: row.language,
    offerExpiresAt: row.offerExpiresAt,
    offerExpired:
      lapsed ||
      (row.status === "cancelled" &&
        row.offeredAt !== null &&
        row.offerExpiresAt !== null &&
        row.cancelledAt !== null &&
        row.offerExpiresAt.getTime() <= row.cancelledAt.getTime()),
    checkedInAt: row.checkedInAt,
    position: row.position,
    event,
  } satisfies Ticket;
}

/** Her RSVP by its code, as of `now` (see toTicket): undefined for a code nobody has. */
export async function readTicket(
  db: Db,
  code: string,
  now: Date,
  language: Language,
): Promise<Ticket | undefined> {
  const [row] = await ticketQuery(db, code);
  return row && toTicket(row, language, now);
}

/** What her button did: done (to the event named, whose open pages are told), or nothing. */
export type ManageOutcome =
  | { outcome: "done"; eventId: string; offers: Offer[] }
  | { outcome: "not-possible"; offers: Offer[] };

const manageOutcome = (changed: { eventId: string }[], offers: Offer[]): ManageOutcome =>
  changed[0]
    ? { outcome: "done", eventId: changed[0].eventId, offers }
    : { outcome: "not-possible", offers };

/**
 * "Cancel my place": her place (or her offer, or her place in line) is given up and goes to the
 * first waiting, in the same transaction. Only before the event starts.
 */
export async function cancelByCode(db: Db, code: string, now: Date) {
  const [cancelled, , offers] = await db.batch([
    db
      .update(eventRsvps)
      .set({ status: "cancelled", cancelledAt: now })
      .where(
        and(
          eq(eventRsvps.code, code),
          inArray(eventRsvps.status, ["confirmed", "waitlisted", "offered"]),
          sql`EXISTS (SELECT 1 FROM "events" AS e WHERE e."id" = ${eventRsvps.eventId} AND e."event_date" >= ${now.getTime()})`,
        ),
      )
      .returning({ eventId: eventRsvps.eventId }),
    ...refreshStatements(db, eventOfCode(code), now),
  ]);
  return manageOutcome(cancelled, offers);
}

/** "Confirm my place": an offer still open becomes her place. */
export async function confirmOfferByCode(db: Db, code: string, now: Date) {
  const [confirmed, , offers] = await db.batch([
    db
      .update(eventRsvps)
      .set({ status: "confirmed" })
      .where(
        and(
          eq(eventRsvps.code, code),
          eq(eventRsvps.status, "offered"),
          sql`${eventRsvps.offerExpiresAt} > ${now.getTime()}`,
        ),
      )
      .returning({ eventId: eventRsvps.eventId }),
    ...refreshStatements(db, eventOfCode(code), now),
  ]);
  return manageOutcome(confirmed, offers);
}

// ── The admin's ──────────────────────────────────────────────────────────────────────────────

/** An admin removes someone from the event: her place goes to the first waiting. */
export async function removeRsvp(
  db: Db,
  eventId: string,
  rsvpId: string,
  actor: Actor,
  now: Date,
): Promise<{ removed: boolean; offers: Offer[] }> {
  const match = and(
    eq(eventRsvps.id, rsvpId),
    eq(eventRsvps.eventId, eventId),
    inArray(eventRsvps.status, ["confirmed", "waitlisted", "offered"]),
  );
  const [, removed, , offers] = await db.batch([
    auditStatement(db, {
      actor,
      action: "event.rsvp.remove",
      subjectType: "event",
      subjectId: eventId,
      before: sql`(select json_object('rsvp', ${eventRsvps.id}, 'full_name', ${eventRsvps.fullName}, 'status', ${eventRsvps.status}) from ${eventRsvps} where ${match})`,
      onlyIf: sql`exists (select 1 from ${eventRsvps} where ${match})`,
    }),
    db.update(eventRsvps).set({ status: "cancelled", cancelledAt: now }).where(match),
    ...refreshStatements(db, sql`${eventId}`, now),
  ]);
  return { removed: removed.meta.changes > 0, offers };
}

/** Every RSVP of an event, in the order they came. */
export function listRsvps(db: Db, eventId: string) {
  return db
    .select()
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
}

export type Rsvp = typeof eventRsvps.$inferSelect;

/** The admin's numbers for an event. No-shows count only once it has begun. */
export function rsvpNumbers(rsvps: Rsvp[], eventDate: Date, now: Date) {
  const confirmed = rsvps.filter((r) => r.status === "confirmed");
  const checkedIn = confirmed.filter((r) => r.checkedInAt !== null).length;
  return {
    confirmed: confirmed.length,
    offered: rsvps.filter((r) => r.status === "offered").length,
    waitlisted: rsvps.filter((r) => r.status === "waitlisted").length,
    checkedIn,
    noShows: eventDate.getTime() < now.getTime() ? confirmed.length - checkedIn : null,
  };
}

/** Past events' attendance (the admin overview): checked-in of confirmed, latest first. */
export async function pastAttendance(db: Db, now: Date, limit = 12) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      eventDate: events.eventDate,
      // "events"."id" written out: drizzle renders a single-table select's columns unqualified.
      confirmed: sql<number>`(SELECT count(*) FROM "event_rsvps" AS c WHERE c."event_id" = "events"."id" AND c."status" = 'confirmed')`,
      checkedIn: sql<number>`(SELECT count(*) FROM "event_rsvps" AS c WHERE c."event_id" = "events"."id" AND c."status" = 'confirmed' AND c."checked_in_at" IS NOT NULL)`,
    })
    .from(events)
    .where(sql`${events.eventDate} < ${now.getTime()}`)
    .orderBy(sql`${events.eventDate} DESC`)
    .limit(limit);
  return rows;
}

/** Confirmed attendees of events on the given WAT day (the day-before reminders). */
export function attendeesOfEventsBetween(db: Db, from: Date, to: Date) {
  return db
    .select({
      id: eventRsvps.id,
      fullName: eventRsvps.fullName,
      email: eventRsvps.email,
      language: eventRsvps.language,
      userId: eventRsvps.userId,
      code: eventRsvps.code,
      // Named apart from the RSVP's "id": a D1 batch maps its rows by column name.
      eventId: sql<string>`${events.id}`.as("ticket_event_id"),
      title: events.title,
      titleHa: events.titleHa,
      eventDate: events.eventDate,
      location: events.location,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.status, "confirmed"),
        sql`${events.eventDate} >= ${from.getTime()} AND ${events.eventDate} < ${to.getTime()}`,
      ),
    )
    .orderBy(asc(events.eventDate), asc(eventRsvps.createdAt));
}

export const eventReminderKey = (rsvpId: string) => `event-reminder:${rsvpId}`;
