import { desc, eq, sql, type SQL } from "drizzle-orm";
import {
  announcements,
  events,
  messages,
  newsletterSubscribers,
  type AnnouncementSegment,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "~/models/audit.server";
import { suppressionStatement } from "~/models/messages.server";
import { membershipStatusSql } from "~/models/membership/periods.server";
import { channelPhoneSql } from "~/models/sms-choices.server";
import type {
  CalendarDay,
  MembershipStatus,
  MembershipTerms,
} from "~/models/membership/period-rules";
import type { SegmentChoice } from "~/validation/announcement";

// The form's names and the table's are one list (app/validation/announcement.ts says why two).
type SameSegments = [SegmentChoice, AnnouncementSegment] extends [
  AnnouncementSegment,
  SegmentChoice,
]
  ? true
  : never;
const sameSegments: SameSegments = true;
void sameSegments;

/** Who gets an announcement: a segment, and the event for "event". */
export type Audience = { segment: AnnouncementSegment; eventId: string | null };
/** "Today" in WAT and the membership terms: a member's status is computed from her dates. */
export type AudienceClock = { today: CalendarDay; terms: MembershipTerms };

/** One recipient: her address as given, its lower-cased form (the key), her name, account, language. */
export type AudienceMember = {
  key: string;
  email: string;
  name: string | null;
  userId: string | null;
  language: "en" | "ha";
};

/** The membership statuses of each member segment: "active" is every valid membership today. */
const memberStatuses: Partial<Record<AnnouncementSegment, MembershipStatus[]>> = {
  active: ["active", "expiring"],
  expiring: ["expiring"],
  grace: ["grace"],
  lapsed: ["lapsed"],
};

/**
 * The segment's people as (email, name, user_id), possibly with repeats. Members are approved
 * applications (not erased) whose latest period puts them in the segment today — the same
 * boundaries as the Members tab (ADR 0015) — at the application's e-mail (the one her profile
 * edits), else her linked account's.
 */
function sourceOf(audience: Audience, { today, terms }: AudienceClock): SQL {
  const statuses = memberStatuses[audience.segment];
  if (statuses) {
    const endsOn = sql`(select max(mp.ends_on) from membership_periods mp where mp.application_id = ja.id)`;
    const status = membershipStatusSql(endsOn, today, terms);
    return sql`select coalesce(nullif(trim(ja.email), ''), account.email) as email,
        ja.full_name as name, ja.user_id as user_id,
        coalesce(account.language, ja.language) as language
      from join_applications ja left join users account on account.id = ja.user_id
      where ja.status = 'approved' and ja.erased_at is null
        and ${status} in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`;
  }
  if (audience.segment === "newsletter") {
    return sql`select email, full_name as name, null as user_id, language
      from newsletter_subscribers`;
  }
  // Everyone who answered and has not cancelled: a place, an offer, or a place in line.
  return sql`select email, full_name as name, user_id, language from event_rsvps
    where event_id = ${audience.eventId ?? ""} and status <> 'cancelled'`;
}

/**
 * Each address once (lower-cased, so one person on two rows is one recipient), with the language
 * her e-mails are written in (issue #38): the one stored where she gave this address — a
 * member's account's, else her application's; the RSVP's; the newsletter sign-up's — else the
 * account with her address, else English.
 */
function audienceOf(audience: Audience, clock: AudienceClock): SQL {
  return sql`select lower(trim(s.email)) as key, min(trim(s.email)) as email, max(s.name) as name,
      max(s.user_id) as user_id,
      coalesce(max(s.language), max(by_address.language), 'en') as language
    from (${sourceOf(audience, clock)}) s
      left join users by_address on lower(by_address.email) = lower(trim(s.email))
    where s.email is not null and trim(s.email) <> ''
    group by lower(trim(s.email))`;
}

/** How many addresses the announcement would go to now (the preview's count). */
export async function countAudience(db: Db, audience: Audience, clock: AudienceClock) {
  const row = await db.get<{ n: number }>(
    sql`select count(*) as n from (${audienceOf(audience, clock)})`,
  );
  return row?.n ?? 0;
}

/**
 * One page of the audience in the order of its keys, after `cursor` (the last key of the page
 * before): a fan-out page of the queue consumer (app/messages/announcements.server.ts).
 */
export async function audiencePage(
  db: Db,
  audience: Audience,
  clock: AudienceClock,
  input: { after: string | null; limit: number },
): Promise<AudienceMember[]> {
  const rows = await db.all<{
    key: string;
    email: string;
    name: string | null;
    user_id: string | null;
    language: string;
  }>(
    sql`select key, email, name, user_id, language from (${audienceOf(audience, clock)})
      where key > ${input.after ?? ""} order by key limit ${input.limit}`,
  );
  return rows.map((row) => ({
    key: row.key,
    email: row.email,
    name: row.name,
    userId: row.user_id,
    language: row.language === "ha" ? "ha" : "en",
  }));
}

/** One recipient of the announcement's SMS (issue #40): an account that agreed to them. */
export type SmsAudienceMember = {
  userId: string;
  /** As stored: her proven phone, else her application's number as typed. */
  phone: string | null;
  name: string | null;
  language: "en" | "ha";
};

/**
 * The audience's accounts that agreed to announcements by SMS (issue #40), each once, with the
 * number her texts go to. Only an account can agree: newsletter subscribers, and guests who
 * answered an RSVP signed out, get none.
 */
function smsAudienceOf(audience: Audience, clock: AudienceClock): SQL {
  return sql`select account.id as user_id, max(s.name) as name,
      coalesce(account.language, max(s.language), 'en') as language,
      ${channelPhoneSql(sql`account`)} as phone
    from (${sourceOf(audience, clock)}) s join users account on account.id = s.user_id
    where account.sms_announcements = 1
    group by account.id`;
}

/**
 * The numbers, as stored, of the accounts the announcement's SMS would go to now (the preview
 * counts the Nigerian mobiles among them: an application's number is stored as typed). Only
 * accounts that agreed are read: a small part of any audience.
 */
export async function smsAudiencePhones(db: Db, audience: Audience, clock: AudienceClock) {
  const rows = await db.all<{ phone: string }>(
    sql`select phone from (${smsAudienceOf(audience, clock)}) where phone is not null`,
  );
  return rows.map((row) => row.phone);
}

/** One page of the SMS audience in the order of account ids, after `after` (the last id). */
export async function smsAudiencePage(
  db: Db,
  audience: Audience,
  clock: AudienceClock,
  input: { after: string | null; limit: number },
): Promise<SmsAudienceMember[]> {
  const rows = await db.all<{
    user_id: string;
    phone: string | null;
    name: string | null;
    language: string;
  }>(
    sql`select user_id, phone, name, language from (${smsAudienceOf(audience, clock)})
      where user_id > ${input.after ?? ""} order by user_id limit ${input.limit}`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    phone: row.phone,
    name: row.name,
    language: row.language === "ha" ? "ha" : "en",
  }));
}

export type AnnouncementTexts = {
  subjectEn: string | null;
  bodyEn: string | null;
  subjectHa: string | null;
  bodyHa: string | null;
};

/**
 * Records an announcement under the form's key, with its audit entry (one batch). False when
 * this key was recorded before: the same form sent twice is one announcement.
 */
export async function recordAnnouncement(
  db: Db,
  input: AnnouncementTexts &
    Audience & { id: string; recipientCount: number; bySms: boolean; actor: Actor; now: Date },
): Promise<boolean> {
  const { id, actor } = input;
  const [, inserted] = await db.batch([
    auditStatement(db, {
      actor,
      action: "announcement.send",
      subjectType: "announcement",
      subjectId: id,
      after: {
        subject_en: input.subjectEn,
        subject_ha: input.subjectHa,
        segment: input.segment,
        event_id: input.eventId,
        recipient_count: input.recipientCount,
        by_sms: input.bySms,
      },
      onlyIf: sql`not exists (select 1 from ${announcements} where ${announcements.id} = ${id})`,
    }),
    db
      .insert(announcements)
      .values({
        id,
        subjectEn: input.subjectEn,
        bodyEn: input.bodyEn,
        subjectHa: input.subjectHa,
        bodyHa: input.bodyHa,
        segment: input.segment,
        eventId: input.segment === "event" ? input.eventId : null,
        recipientCount: input.recipientCount,
        bySms: input.bySms,
        createdBy: actor.userId,
        createdAt: input.now,
      })
      .onConflictDoNothing(),
  ]);
  return inserted.meta.changes > 0;
}

/** An announcement with what its fan-out needs: the texts, the audience, the event's titles. */
export function getAnnouncement(db: Db, id: string) {
  return announcementQuery(db, id).get();
}

export function announcementQuery(db: Db, id: string) {
  return db
    .select({
      id: announcements.id,
      subjectEn: announcements.subjectEn,
      bodyEn: announcements.bodyEn,
      subjectHa: announcements.subjectHa,
      bodyHa: announcements.bodyHa,
      segment: announcements.segment,
      eventId: announcements.eventId,
      bySms: announcements.bySms,
      eventTitle: events.title,
      eventTitleHa: events.titleHa,
    })
    .from(announcements)
    .leftJoin(events, eq(events.id, announcements.eventId))
    .where(eq(announcements.id, id));
}

/** An event's titles (the note "you told us you are coming to …"), if it exists. */
export function eventTitlesOf(db: Db, id: string) {
  return db
    .select({ title: events.title, titleHa: events.titleHa })
    .from(events)
    .where(eq(events.id, id))
    .get();
}

export type StoredAnnouncement = NonNullable<Awaited<ReturnType<typeof getAnnouncement>>>;

const statusCount = (statuses: string[], name: string) =>
  sql<number>`coalesce(sum(case when ${messages.status} in (${sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  )}) then 1 else 0 end), 0)`.as(name);

/** The latest announcements, newest first, with what became of their messages. */
export function listAnnouncements(db: Db, limit = 20) {
  return db
    .select({
      id: announcements.id,
      subjectEn: announcements.subjectEn,
      subjectHa: announcements.subjectHa,
      segment: announcements.segment,
      eventTitle: events.title,
      recipientCount: announcements.recipientCount,
      bySms: announcements.bySms,
      createdAt: announcements.createdAt,
      texts:
        sql<number>`coalesce(sum(case when ${messages.channel} = 'sms' then 1 else 0 end), 0)`.as(
          "sms_count",
        ),
      queued: statusCount(["queued", "sending"], "queued_count"),
      sent: statusCount(["sent"], "sent_count"),
      failed: statusCount(["failed"], "failed_count"),
      suppressed: statusCount(["suppressed"], "suppressed_count"),
    })
    .from(announcements)
    .leftJoin(events, eq(events.id, announcements.eventId))
    .leftJoin(messages, eq(messages.announcementId, announcements.id))
    .groupBy(announcements.id)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

/**
 * Her unsubscribe, honoured at once: the address is suppressed for announcements and the
 * newsletter (transactional mail still goes), and taken off the newsletter list. One batch.
 */
export async function unsubscribeAddress(db: Db, email: string) {
  await db.batch([
    suppressionStatement(db, email, "unsubscribed"),
    db
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.trim().toLowerCase()}`),
  ]);
}
