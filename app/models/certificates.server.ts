/**
 * Certificates of attendance (issue #42): issued in one step after an event to every place
 * checked in at the door, added by an admin by name, revoked with a reason (all audited), and
 * checked by anyone with the code on the paper. All their SQL.
 */
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { eventCertificates, eventRsvps, events } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "~/models/audit.server";
import type { Language } from "~/i18n/language";
import { newShortCode } from "~/utils/short-code";
import { inLanguage } from "~/models/localised-content.server";
import { langOf } from "~/i18n/shown-in-english";

/** Rows per insert statement: D1 binds at most 100 parameters to one. */
const ROWS_PER_INSERT = 8;

const newCode = () => newShortCode((bytes) => crypto.getRandomValues(bytes));

export type Certificate = typeof eventCertificates.$inferSelect;

/** The event as its certificates name it (both titles: each certificate is in her language). */
export async function certificateEvent(db: Db, eventId: string) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      titleHa: events.titleHa,
      eventDate: events.eventDate,
      location: events.location,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event;
}

/** A certificate just issued, with what its message needs (her RSVP's address and account). */
export type IssuedCertificate = {
  id: string;
  code: string;
  fullName: string;
  language: Language;
  email: string;
  userId: string | null;
};

/** The places checked in at the door that have no certificate yet. */
function uncertifiedAttendees(db: Db, eventId: string) {
  return db
    .select({
      rsvpId: eventRsvps.id,
      fullName: eventRsvps.fullName,
      language: eventRsvps.language,
      email: eventRsvps.email,
      userId: eventRsvps.userId,
    })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        isNotNull(eventRsvps.checkedInAt),
        ne(eventRsvps.status, "cancelled"),
        sql`not exists (select 1 from ${eventCertificates} where ${eventCertificates.rsvpId} = ${eventRsvps.id})`,
      ),
    )
    .orderBy(asc(eventRsvps.fullName), asc(eventRsvps.id));
}

/** How many checked-in places are still without a certificate: the admin's button says so. */
export async function uncertifiedCount(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ places: sql<number>`count(*)` })
    .from(uncertifiedAttendees(db, eventId).as("uncertified"));
  return row?.places ?? 0;
}

/** How many certificates were issued for the event (revoked ones too): deleting it deletes them. */
export async function certificateCount(db: Db, eventId: string): Promise<number> {
  const [row] = await db
    .select({ certificates: sql<number>`count(*)` })
    .from(eventCertificates)
    .where(eq(eventCertificates.eventId, eventId));
  return row?.certificates ?? 0;
}

/**
 * A certificate for every place checked in at the door that has none, once the event has begun
 * ("not-yet" before), in one batch with its audit entry. Issuing again adds only those checked
 * in since; two clicks at once issue each once (a place's certificate is unique).
 */
export async function issueCertificates(
  db: Db,
  actor: Actor,
  event: { id: string; eventDate: Date },
  now = new Date(),
): Promise<IssuedCertificate[] | "not-yet"> {
  if (now < event.eventDate) return "not-yet";
  const attendees = await uncertifiedAttendees(db, event.id);
  if (attendees.length === 0) return [];
  const rows = attendees.map((attendee) => ({
    id: crypto.randomUUID(),
    eventId: event.id,
    rsvpId: attendee.rsvpId,
    userId: attendee.userId,
    fullName: attendee.fullName,
    language: attendee.language,
    code: newCode(),
    issuedAt: now,
    issuedBy: actor.userId,
  }));
  const chunks = Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );
  // What this batch wrote, counted after its inserts: a press raced by another one (which issued
  // some or all of these places first) audits only its own, and one that issued none, nothing.
  const issuedHere = sql`(select count(*) from ${eventCertificates} where ${eventCertificates.id}
    in (select value from json_each(${JSON.stringify(rows.map((row) => row.id))})))`;
  const [first, ...more] = chunks.map((chunk) =>
    db
      .insert(eventCertificates)
      .values(chunk)
      .onConflictDoNothing({ target: eventCertificates.rsvpId })
      .returning({ id: eventCertificates.id }),
  );
  const results = await db.batch([
    first!,
    ...more,
    auditStatement(db, {
      actor,
      action: "event.certificates.issue",
      subjectType: "event",
      subjectId: event.id,
      after: sql`json_object('places', ${issuedHere})`,
      onlyIf: sql`${issuedHere} > 0`,
    }),
  ]);
  // Every result but the audit entry's: the certificates written, by id.
  const writtenIds = new Set(
    results
      .slice(0, chunks.length)
      .flatMap((written) => (written as { id: string }[]).map((row) => row.id)),
  );
  const attendeeOf = new Map(attendees.map((a) => [a.rsvpId, a]));
  return rows
    .filter((row) => writtenIds.has(row.id))
    .map((row) => ({
      id: row.id,
      code: row.code,
      fullName: row.fullName,
      language: row.language,
      email: attendeeOf.get(row.rsvpId)!.email,
      userId: row.userId,
    }));
}

export type AddedCertificate = { fullName: string; language: Language };

/** One certificate added by name (she came, the door missed her), audited. */
export async function addCertificate(
  db: Db,
  actor: Actor,
  event: { id: string; eventDate: Date },
  input: AddedCertificate,
  now = new Date(),
): Promise<{ id: string; code: string } | "not-yet"> {
  if (now < event.eventDate) return "not-yet";
  const row = {
    id: crypto.randomUUID(),
    eventId: event.id,
    fullName: input.fullName,
    language: input.language,
    code: newCode(),
    issuedAt: now,
    issuedBy: actor.userId,
  };
  await db.batch([
    auditStatement(db, {
      actor,
      action: "event.certificate.add",
      subjectType: "event",
      subjectId: event.id,
      after: { certificateId: row.id, ...input },
    }),
    db.insert(eventCertificates).values(row),
  ]);
  return { id: row.id, code: row.code };
}

/** Revokes one of the event's certificates with the reason, audited; "not-found" when none is. */
export async function revokeCertificate(
  db: Db,
  actor: Actor,
  eventId: string,
  certificateId: string,
  reason: string,
  now = new Date(),
): Promise<"revoked" | "not-found"> {
  const theCertificate = and(
    eq(eventCertificates.id, certificateId),
    eq(eventCertificates.eventId, eventId),
    isNull(eventCertificates.revokedAt),
  );
  const [, revoked] = await db.batch([
    auditStatement(db, {
      actor,
      action: "event.certificate.revoke",
      subjectType: "event",
      subjectId: eventId,
      after: { certificateId, reason },
      onlyIf: sql`exists (select 1 from ${eventCertificates} where ${theCertificate})`,
    }),
    db
      .update(eventCertificates)
      .set({ revokedAt: now, revokedBy: actor.userId, revokedReason: reason })
      .where(theCertificate)
      .returning({ id: eventCertificates.id }),
  ]);
  return revoked.length > 0 ? "revoked" : "not-found";
}

/** The event's certificates by name: the admin's list. */
export async function listCertificates(db: Db, eventId: string): Promise<Certificate[]> {
  return db
    .select()
    .from(eventCertificates)
    .where(eq(eventCertificates.eventId, eventId))
    .orderBy(asc(eventCertificates.fullName), asc(eventCertificates.id));
}

/** A certificate with its event, as its page and its check show it. */
export type CertificateWithEvent = {
  code: string;
  fullName: string;
  language: Language;
  issuedAt: Date;
  revokedAt: Date | null;
  eventId: string;
  eventTitle: string;
  eventTitleHa: string | null;
  eventDate: Date;
  eventLocation: string;
};

/** Its event's title in the page's language, and `titleLang` when the English stands in. */
export function eventTitleIn(
  certificate: Pick<CertificateWithEvent, "eventTitle" | "eventTitleHa">,
  language: Language,
) {
  const shown = inLanguage(
    { title: certificate.eventTitle, titleHa: certificate.eventTitleHa },
    language,
    ["title"],
  );
  return { title: shown.title, titleLang: langOf(shown, "title") ?? null };
}

const withEventColumns = {
  code: eventCertificates.code,
  fullName: eventCertificates.fullName,
  language: eventCertificates.language,
  issuedAt: eventCertificates.issuedAt,
  revokedAt: eventCertificates.revokedAt,
  eventId: events.id,
  eventTitle: events.title,
  eventTitleHa: events.titleHa,
  eventDate: events.eventDate,
  eventLocation: events.location,
};

/** The certificate a code is on (one indexed lookup), with its event. */
export function certificateByCodeQuery(db: Db, code: string) {
  return db
    .select(withEventColumns)
    .from(eventCertificates)
    .innerJoin(events, eq(events.id, eventCertificates.eventId))
    .where(eq(eventCertificates.code, code));
}

export async function certificateByCode(
  db: Db,
  code: string,
): Promise<CertificateWithEvent | undefined> {
  const [found] = await certificateByCodeQuery(db, code);
  return found;
}

/** Her certificates, the latest event first: My records. */
export function certificatesOfQuery(db: Db, userId: string) {
  return db
    .select(withEventColumns)
    .from(eventCertificates)
    .innerJoin(events, eq(events.id, eventCertificates.eventId))
    .where(eq(eventCertificates.userId, userId))
    .orderBy(desc(events.eventDate), asc(eventCertificates.id));
}
