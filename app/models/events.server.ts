import { asc, desc, eq, gte, sql } from "drizzle-orm";
import { events } from "../../db/schema";
import { startOfWatDay, watDayOf } from "~/models/membership/period-rules";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import type { ShownInEnglish } from "~/i18n/shown-in-english";
import { inLanguage } from "./localised-content.server";
import { auditStatement, type Actor } from "./audit.server";
import { fromWat } from "~/utils/dates";
import type { EventInput } from "~/validation/event";
import { listRsvps, placesTakenOf, refreshStatements, type Offer } from "./event-rsvps.server";

// Written out in full: drizzle renders a single-table select's columns unqualified, and a bare
// "id" inside this subquery would mean the RSVP's id, not the event's. The places taken
// (confirmed, or offered and not yet confirmed), not the waitlist nor cancelled answers.
const rsvpCount = placesTakenOf(sql`"events"."id"`);

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  titleHa: events.titleHa,
  descriptionHa: events.descriptionHa,
  eventDate: events.eventDate,
  location: events.location,
  imageUrl: events.imageUrl,
  maxAttendees: events.maxAttendees,
  rsvpCount: rsvpCount.as("rsvp_count"),
};

/** An event's own values, as the admin enters them (the date a UTC instant). */
export type EventValues = {
  title: string;
  description: string;
  /** Optional Hausa title and description (NULL: the Hausa page shows the English). */
  titleHa: string | null;
  descriptionHa: string | null;
  eventDate: Date;
  location: string;
  imageUrl: string | null;
  maxAttendees: number | null;
};

/** An event as stored, both languages (the admin's). */
export type EventWithPlaces = EventValues & { id: string; rsvpCount: number };
/** An event as a public page shows it: title and description in the page's language. */
export type PublicEvent = Omit<EventWithPlaces, "titleHa" | "descriptionHa"> & ShownInEnglish;

const inPageLanguage = (event: EventWithPlaces, language: Language): PublicEvent =>
  inLanguage(event, language, ["title", "description"]);

/** Upcoming events (event_date ≥ now), soonest first, with their RSVP counts: one query. */
export async function listUpcomingEvents(
  db: Db,
  now: Date,
  language: Language,
): Promise<PublicEvent[]> {
  const upcoming = await db
    .select(eventColumns)
    .from(events)
    .where(gte(events.eventDate, now))
    .orderBy(asc(events.eventDate));
  return upcoming.map((event) => inPageLanguage(event, language));
}

/**
 * A steward's door list: the events of today (WAT) and after, soonest first, the first `limit`
 * of them (`more`: there are others after those).
 */
export async function eventsFromToday(db: Db, language: Language, limit: number) {
  const today = startOfWatDay(watDayOf(new Date()));
  const upcoming = await listUpcomingEvents(db, today, language);
  return {
    events: upcoming
      .slice(0, limit)
      .map(({ id, title, eventDate }) => ({ id, title, eventDate: eventDate.getTime() })),
    more: upcoming.length > limit,
  };
}

/** The event as stored (both languages). */
async function readEvent(db: Db, id: string): Promise<EventWithPlaces | undefined> {
  const [event] = await db.select(eventColumns).from(events).where(eq(events.id, id)).limit(1);
  return event;
}

/** One event in the page's language (its RSVP page, its .ics file; the admin's: "en"). */
export async function getEvent(
  db: Db,
  id: string,
  language: Language,
): Promise<PublicEvent | undefined> {
  const event = await readEvent(db, id);
  return event && inPageLanguage(event, language);
}

// ── Admin ───────────────────────────────────────────────────────────────────────────────────

/** Every event, latest date first, with RSVP counts (the admin's list). */
export function listAllEvents(db: Db): Promise<EventWithPlaces[]> {
  return db.select(eventColumns).from(events).orderBy(desc(events.eventDate));
}

const eventSnapshot = (id: string) =>
  sql`(select json_object('title', ${events.title}, 'title_ha', ${events.titleHa}, 'event_date', ${events.eventDate}, 'location', ${events.location}, 'max_attendees', ${events.maxAttendees}, 'rsvps', ${placesTakenOf(sql`${id}`)}) from ${events} where ${events.id} = ${id})`;
const eventAfter = (values: EventValues) => ({
  title: values.title,
  title_ha: values.titleHa,
  event_date: values.eventDate.getTime(),
  location: values.location,
  max_attendees: values.maxAttendees,
});
const eventExists = (id: string) =>
  sql`exists (select 1 from ${events} where ${events.id} = ${id})`;

export async function createEvent(db: Db, values: EventValues, actor: Actor): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(events).values({ id, ...values }),
    auditStatement(db, {
      actor,
      action: "event.create",
      subjectType: "event",
      subjectId: id,
      after: eventAfter(values),
    }),
  ]);
  return id;
}

/**
 * Saves the admin's changes; a raised limit offers the new places to the first waiting, in the
 * same transaction (the new offers are returned, to tell them).
 */
export async function updateEvent(
  db: Db,
  id: string,
  values: EventValues,
  actor: Actor,
  now = new Date(),
): Promise<{ updated: boolean; offers: Offer[] }> {
  const [, result, , offers] = await db.batch([
    auditStatement(db, {
      actor,
      action: "event.update",
      subjectType: "event",
      subjectId: id,
      before: eventSnapshot(id),
      after: eventAfter(values),
      onlyIf: eventExists(id),
    }),
    db
      .update(events)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(events.id, id)),
    ...refreshStatements(db, sql`${id}`, now),
  ]);
  return { updated: result.meta.changes > 0, offers };
}

/** Deletes the event and (by the foreign key's cascade) its RSVPs, with its audit entry. */
export async function deleteEvent(db: Db, id: string, actor: Actor): Promise<boolean> {
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: "event.delete",
      subjectType: "event",
      subjectId: id,
      before: eventSnapshot(id),
      onlyIf: eventExists(id),
    }),
    db.delete(events).where(eq(events.id, id)),
  ]);
  return result.meta.changes > 0;
}

/** An event with every RSVP to it (the admin's event page and its CSV); null: no such event. */
export async function getEventWithRsvps(db: Db, id: string) {
  const [event, rsvps] = await Promise.all([readEvent(db, id), listRsvps(db, id)]);
  return event ? { event, rsvps } : null;
}

/** The validated form (WAT date + time) as the row's values (a UTC instant). */
export function eventValues(input: EventInput): EventValues {
  const eventDate = fromWat(input.date, input.time);
  if (!eventDate) throw new Error("event date was validated but cannot be read");
  return {
    title: input.title,
    description: input.description,
    titleHa: input.titleHa || null,
    descriptionHa: input.descriptionHa || null,
    eventDate,
    location: input.location,
    imageUrl: input.imageUrl || null,
    maxAttendees: input.maxAttendees ?? null,
  };
}
