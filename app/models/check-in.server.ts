import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { eventRsvps, events, profiles, users, type RsvpStatus } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { releaseAttempt, reserveOrWait } from "~/models/login-failures.server";
import { ticketCodeHash, ticketCodeIn } from "~/utils/ticket-code";
import type { Language } from "~/i18n/language";
import type { ShownInEnglish } from "~/i18n/shown-in-english";
import { inLanguage } from "./localised-content.server";

/**
 * Check-in at the door (issue #29, ADR 0041): all its SQL. A place is checked in once: the
 * first check-in that reaches the server is kept (time, who, which phone); any later one — a
 * second phone, a replayed offline queue, a double click — changes nothing and is reported.
 */

/** How many characters of a ticket code the list shows (enough to tell two apart by eye). */
const CODE_END_LENGTH = 6;

export type CheckInEvent = {
  id: string;
  title: string;
  eventDate: Date;
  location: string;
} & ShownInEnglish;

/** The event of the door's pages, its title in the page's language (issue #38 §7). */
export async function getCheckInEvent(
  db: Db,
  eventId: string,
  language: Language,
): Promise<CheckInEvent | undefined> {
  const event = await db
    .select({
      id: events.id,
      title: events.title,
      titleHa: events.titleHa,
      eventDate: events.eventDate,
      location: events.location,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .get();
  return event && inLanguage(event, language, ["title"]);
}

/** Who checked her in: her name, else her e-mail (a deleted account leaves null). */
const checkedInByName = sql<
  string | null
>`(select coalesce(${profiles.fullName}, ${users.email}) from ${users} left join ${profiles} on ${profiles.userId} = ${users.id} where ${users.id} = ${eventRsvps.checkedInBy})`.as(
  "checked_in_by_name",
);

const ticketColumns = {
  id: eventRsvps.id,
  eventId: eventRsvps.eventId,
  fullName: eventRsvps.fullName,
  code: eventRsvps.code,
  status: eventRsvps.status,
  checkedInAt: eventRsvps.checkedInAt,
  checkedInDevice: eventRsvps.checkedInDevice,
  checkedInByName,
};

type TicketRow = {
  id: string;
  eventId: string;
  fullName: string;
  code: string;
  status: RsvpStatus;
  checkedInAt: Date | null;
  checkedInDevice: string | null;
  checkedInByName: string | null;
};

/** A place as the door sees it: never her whole code (it is her private manage link). */
export type Attendee = {
  id: string;
  fullName: string;
  codeEnd: string;
  status: RsvpStatus;
  checkedInAt: number | null;
  checkedInBy: string | null;
};

function attendeeOf(row: TicketRow): Attendee {
  return {
    id: row.id,
    fullName: row.fullName,
    codeEnd: row.code.slice(-CODE_END_LENGTH),
    status: row.status,
    checkedInAt: row.checkedInAt?.getTime() ?? null,
    checkedInBy: row.checkedInAt ? (row.checkedInByName ?? "a former steward") : null,
  };
}

export type CheckInCounts = { checkedIn: number; expected: number };

/** Checked in / expected: the confirmed places of the event. */
export async function checkInCounts(db: Db, eventId: string): Promise<CheckInCounts> {
  const row = await db
    .select({
      expected: sql<number>`count(*)`,
      checkedIn: sql<number>`count(${eventRsvps.checkedInAt})`,
    })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "confirmed")))
    .get();
  return { expected: row?.expected ?? 0, checkedIn: row?.checkedIn ?? 0 };
}

/** The most names the no-JavaScript list shows at once; the search finds the rest. */
const ROSTER_LIMIT = 200;

/**
 * What a search matches: a part of her name, or a part of what the list shows of her ticket
 * code (its last six characters), or her whole code (typed from her ticket, or its link). Never
 * a longer prefix or suffix of the code: each one that matched would tell a steward one more
 * character of a secret that is also the link that cancels the place (issue #37).
 */
function searchMatches(term: string) {
  const whole = ticketCodeIn(term);
  return or(
    sql`instr(lower(${eventRsvps.fullName}), ${term}) > 0`,
    /^[0-9a-f]{1,6}$/.test(term)
      ? sql`instr(substr(${eventRsvps.code}, ${-CODE_END_LENGTH}), ${term}) > 0`
      : undefined,
    whole ? eq(eventRsvps.code, whole) : undefined,
  );
}

/** The confirmed attendees, by name, for the list at the door; `search` as searchMatches says. */
export async function checkInRoster(
  db: Db,
  eventId: string,
  search = "",
): Promise<{ counts: CheckInCounts; attendees: Attendee[]; more: boolean }> {
  const term = search.trim().toLowerCase();
  const matches = term ? searchMatches(term) : sql`1 = 1`;
  const [counts, rows] = await Promise.all([
    checkInCounts(db, eventId),
    db
      .select(ticketColumns)
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "confirmed"), matches))
      .orderBy(asc(sql`lower(${eventRsvps.fullName})`), asc(eventRsvps.createdAt))
      .limit(ROSTER_LIMIT + 1),
  ]);
  return {
    counts,
    attendees: rows.slice(0, ROSTER_LIMIT).map(attendeeOf),
    more: rows.length > ROSTER_LIMIT,
  };
}

/**
 * Searches that find nobody, per account, like failed sign-ins (one statement reserves the
 * attempt before the search runs; a search that finds someone gives its place back). A
 * steward misspelling names at a busy door stays far below it; someone walking the list does not.
 */
export const CHECK_IN_SEARCH_LIMITS = { emptyPerAccount: 30, windowMs: 15 * 60_000 };

export type CheckInSearch = Awaited<ReturnType<typeof checkInRoster>> & {
  /** The search was refused (too many found nobody): how long until one is let through. */
  limited: { waitMs: number } | null;
};

/**
 * The list for a staff member's search, counted against CHECK_IN_SEARCH_LIMITS; over the limit,
 * the list as it is without a search, and `limited`, so the desk stays usable.
 */
export async function searchCheckInRoster(
  db: Db,
  input: { eventId: string; staffId: string; search: string },
  now = new Date(),
): Promise<CheckInSearch> {
  const { eventId, staffId, search } = input;
  if (!search.trim()) return { ...(await checkInRoster(db, eventId)), limited: null };
  const windowStart = new Date(now.getTime() - CHECK_IN_SEARCH_LIMITS.windowMs);
  const reservation = await reserveOrWait(
    db,
    { [`check-in-search:${staffId}`]: CHECK_IN_SEARCH_LIMITS.emptyPerAccount },
    now,
    windowStart,
  );
  if ("waitMs" in reservation) {
    return { ...(await checkInRoster(db, eventId)), limited: { waitMs: reservation.waitMs } };
  }
  const roster = await checkInRoster(db, eventId, search);
  if (roster.attendees.length > 0) await releaseAttempt(db, reservation);
  return { ...roster, limited: null };
}

/** A ticket kept on the steward's phone for offline check-in: her code only as its hash. */
export type OfflineTicket = Omit<Attendee, "id"> & { rsvpId: string; codeHash: string };

/**
 * Every place of the event (cancelled and waitlisted ones too, so the phone can refuse them in
 * plain words offline). The codes stay on the server: a code is also the manage link that
 * cancels a place, and a lost phone must not carry them.
 */
export async function offlineTickets(db: Db, eventId: string): Promise<OfflineTicket[]> {
  const rows = await db
    .select(ticketColumns)
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(sql`lower(${eventRsvps.fullName})`));
  return rows.map((row) => {
    const { id, ...attendee } = attendeeOf(row);
    return { ...attendee, rsvpId: id, codeHash: ticketCodeHash(row.code) };
  });
}

/** One check-in: a place by its id (the list, the offline queue) or by its code (a scan). */
export type CheckInRequest = {
  rsvpId?: string;
  code?: string;
  /** When it happened at the door (an offline one reaches us later); never in the future. */
  at: Date;
};

export type CheckInOutcome =
  | { outcome: "checked-in"; attendee: Attendee }
  /** Checked in before: `sameDevice` false is a duplicate from another phone. */
  | { outcome: "already"; attendee: Attendee; sameDevice: boolean }
  /** A real code, of another event. */
  | { outcome: "other-event" }
  /** Her place is cancelled, waitlisted or only offered: no entry on it. */
  | { outcome: "no-place"; attendee: Attendee }
  /** Unknown, malformed or guessed. */
  | { outcome: "not-found" };

export type CheckInReport = CheckInOutcome & { rsvpId?: string; code?: string };

/** A queue kept offline for days is not a door: its times are taken as "now". */
const OFFLINE_AT_MOST_MS = 7 * 24 * 60 * 60 * 1000;

/** When a check-in happened, as the phone says, but never in the future nor long ago. */
function doorTime(at: Date, now: Date): Date {
  const ms = at.getTime();
  return ms > now.getTime() || ms < now.getTime() - OFFLINE_AT_MOST_MS || Number.isNaN(ms)
    ? now
    : at;
}

/**
 * Checks in a batch of places at one event from one device, each exactly once. Each place is
 * claimed by one conditional UPDATE (confirmed, of this event, not checked in yet), so two
 * phones at once, a replayed queue or a double click leave the first check-in as it was.
 */
export async function checkInBatch(
  db: Db,
  input: { eventId: string; staffId: string; device: string; checkIns: CheckInRequest[] },
  now = new Date(),
): Promise<CheckInReport[]> {
  const { eventId, staffId, device } = input;
  const wanted = input.checkIns.map((checkIn) => ({
    ...checkIn,
    code: checkIn.code === undefined ? undefined : (ticketCodeIn(checkIn.code) ?? undefined),
    malformed: checkIn.rsvpId === undefined && ticketCodeIn(checkIn.code ?? "") === null,
  }));
  const ids = wanted.flatMap((w) => (w.rsvpId ? [w.rsvpId] : []));
  const codes = wanted.flatMap((w) => (w.code ? [w.code] : []));
  if (ids.length + codes.length === 0) return wanted.map(() => ({ outcome: "not-found" }));

  const claims = wanted
    .filter((w) => !w.malformed)
    .map((w) =>
      db
        .update(eventRsvps)
        .set({
          checkedInAt: doorTime(w.at, now),
          checkedInBy: staffId,
          checkedInDevice: device,
        })
        .where(
          and(
            w.rsvpId ? eq(eventRsvps.id, w.rsvpId) : eq(eventRsvps.code, w.code!),
            eq(eventRsvps.eventId, eventId),
            eq(eventRsvps.status, "confirmed"),
            isNull(eventRsvps.checkedInAt),
          ),
        )
        .returning({ id: eventRsvps.id }),
    );
  const claimed = new Set<string>();
  if (claims.length > 0) {
    const results = await db.batch(claims as [(typeof claims)[number], ...typeof claims]);
    for (const rows of results) for (const row of rows) claimed.add(row.id);
  }

  // Everything asked about, as it stands now (also what another phone did first).
  const byIdOrCode = [
    ...(ids.length ? [inArray(eventRsvps.id, ids)] : []),
    ...(codes.length ? [inArray(eventRsvps.code, codes)] : []),
  ];
  const rows: TicketRow[] = await db
    .select(ticketColumns)
    .from(eventRsvps)
    .where(byIdOrCode.length === 1 ? byIdOrCode[0] : sql`(${byIdOrCode[0]} or ${byIdOrCode[1]})`);
  const seenIn = new Set<string>();
  return wanted.map((w): CheckInReport => {
    const asked = { rsvpId: w.rsvpId, code: w.code };
    const row = rows.find((r) => (w.rsvpId ? r.id === w.rsvpId : r.code === w.code));
    if (w.malformed || !row) return { ...asked, outcome: "not-found" };
    // An id or code is only known to the door of its own event.
    if (row.eventId !== eventId) {
      return w.rsvpId ? { ...asked, outcome: "not-found" } : { ...asked, outcome: "other-event" };
    }
    const attendee = attendeeOf(row);
    if (row.status !== "confirmed") return { ...asked, outcome: "no-place", attendee };
    // The same place twice in one batch: the first is the check-in, the second a repeat.
    if (claimed.has(row.id) && !seenIn.has(row.id)) {
      seenIn.add(row.id);
      return { ...asked, outcome: "checked-in", attendee };
    }
    const sameDevice = row.checkedInDevice === device;
    return { ...asked, outcome: "already", attendee, sameDevice };
  });
}
