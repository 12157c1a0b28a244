import { asc, desc, eq, gte, sql } from "drizzle-orm";
import { eventRsvps, events } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import { inLanguage } from "./localised-content.server";
import { auditStatement, type Actor } from "./audit.server";
import { fromWat } from "~/utils/dates";
import type { EventInput } from "~/validation/event";
import type { RsvpInput } from "~/validation/rsvp";

// Written out in full: drizzle renders a single-table select's columns unqualified, and a bare
// "id" inside this subquery would mean the RSVP's id, not the event's.
const rsvpCount = sql<number>`(SELECT count(*) FROM "event_rsvps" AS r WHERE r."event_id" = "events"."id")`;

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
export type PublicEvent = Omit<EventWithPlaces, "titleHa" | "descriptionHa">;

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

export type RsvpOutcome = "confirmed" | "duplicate" | "full" | "past" | "not-found";

/**
 * Records an RSVP in one statement, so the capacity check and the insert cannot be separated by
 * another RSVP: the row is inserted only while the event is upcoming, has places left, and this
 * e-mail has not answered yet (the unique index on event + lower(email) guards the race).
 */
export async function createRsvp(
  db: Db,
  eventId: string,
  input: RsvpInput,
  now: Date,
  /** The signed-in account that sends it (the RSVP is then hers: ADR 0020), or null. */
  userId: string | null = null,
): Promise<RsvpOutcome> {
  const id = crypto.randomUUID();
  const result = await db.run(sql`
    INSERT INTO ${eventRsvps} (id, event_id, full_name, email, phone_number, user_id)
    SELECT ${id}, ${events.id}, ${input.fullName}, ${input.email}, ${input.phone ?? null}, ${userId}
    FROM ${events}
    WHERE ${events.id} = ${eventId}
      AND ${events.eventDate} >= ${now.getTime()}
      AND (${events.maxAttendees} IS NULL OR ${rsvpCount} < ${events.maxAttendees})
    ON CONFLICT DO NOTHING`);
  if (result.meta.changes > 0) return "confirmed";

  // Nothing inserted: say why (a read after the fact; the decision above was atomic). A full
  // event is "full" for everyone, on its list or not: the answer must not tell who is on it.
  const event = await readEvent(db, eventId);
  if (!event) return "not-found";
  if (event.eventDate.getTime() < now.getTime()) return "past";
  if (event.maxAttendees !== null && event.rsvpCount >= event.maxAttendees) return "full";
  return "duplicate";
}

// ── Admin ───────────────────────────────────────────────────────────────────────────────────

/** Every event, latest date first, with RSVP counts (the admin's list). */
export function listAllEvents(db: Db): Promise<EventWithPlaces[]> {
  return db.select(eventColumns).from(events).orderBy(desc(events.eventDate));
}

const eventSnapshot = (id: string) =>
  sql`(select json_object('title', ${events.title}, 'title_ha', ${events.titleHa}, 'event_date', ${events.eventDate}, 'location', ${events.location}, 'max_attendees', ${events.maxAttendees}, 'rsvps', (select count(*) from ${eventRsvps} where ${eventRsvps.eventId} = ${id})) from ${events} where ${events.id} = ${id})`;
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

export async function updateEvent(
  db: Db,
  id: string,
  values: EventValues,
  actor: Actor,
): Promise<boolean> {
  const [, result] = await db.batch([
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
  ]);
  return result.meta.changes > 0;
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

export type Rsvp = typeof eventRsvps.$inferSelect;

/** Every RSVP of an event, in the order they came. */
function listRsvps(db: Db, eventId: string): Promise<Rsvp[]> {
  return db
    .select()
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id));
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
