import { and, desc, eq, sql } from "drizzle-orm";
import { consents, joinApplications, users, type ConsentPurpose } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";

/**
 * Her choices of channel (issue #40): notices by SMS instead of e-mail, announcements by SMS
 * too. Each change is a `consents` row with the words she was shown; `users` keeps the latest.
 */
export type SmsChoices = { smsNotices: boolean; smsAnnouncements: boolean };

export type ChannelFacts = SmsChoices & {
  email: string | null;
  /** Her proven phone, else the number on her application (typed by her, not proven). */
  phone: string | null;
};

/** What picks her channel: her address, her phone and her choices. */
export async function channelFactsOf(db: Db, userId: string): Promise<ChannelFacts | undefined> {
  return db
    .select({
      email: users.email,
      // Names written out: drizzle leaves a one-table select's columns unqualified, and inside
      // the subquery an unqualified "id" would be the application's.
      phone: sql<
        string | null
      >`coalesce(${users.phone}, (select a.phone_number from ${joinApplications} as a
        where a.user_id = "users"."id" and a.erased_at is null
        order by a.status = 'approved' desc, a.submitted_at desc limit 1))`.as("channel_phone"),
      smsNotices: users.smsNotices,
      smsAnnouncements: users.smsAnnouncements,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export type ConsentRecord = {
  purpose: ConsentPurpose;
  given: boolean;
  wording: string;
  language: Language;
  recordedAt: Date;
};

/** Every consent she gave or withdrew, newest first (her page, her data download). */
export async function consentHistoryOf(db: Db, userId: string): Promise<ConsentRecord[]> {
  return consentHistoryQuery(db, userId);
}

export function consentHistoryQuery(db: Db, userId: string) {
  return db
    .select({
      purpose: consents.purpose,
      given: consents.given,
      wording: consents.wording,
      language: consents.language,
      recordedAt: consents.recordedAt,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.recordedAt), desc(consents.id));
}

const flagOf = { "sms-notices": users.smsNotices, "sms-announcements": users.smsAnnouncements };

/**
 * Records what she chose: for each purpose whose answer changed, a consent row (given or
 * withdrawn, with the words she was shown, in her language) and the flag on her account, in one
 * batch; an unchanged answer writes nothing. Returns how many consents changed.
 */
export async function recordSmsChoices(
  db: Db,
  input: {
    userId: string;
    choices: SmsChoices;
    wording: Record<ConsentPurpose, string>;
    language: Language;
    now: Date;
  },
): Promise<number> {
  const { userId, choices, wording, language, now } = input;
  const record = (purpose: ConsentPurpose, given: boolean) => {
    const changes = sql`exists (select 1 from ${users} where ${and(eq(users.id, userId), sql`${flagOf[purpose]} <> ${given ? 1 : 0}`)})`;
    // Every column, in the table's order (drizzle's insert … select names them all).
    return db
      .insert(consents)
      .select(
        sql`select ${crypto.randomUUID()}, ${userId}, ${purpose}, ${given ? 1 : 0}, ${wording[purpose]}, ${language}, ${now.getTime()} where ${changes}`,
      );
  };
  const [notices, , announcements] = await db.batch([
    record("sms-notices", choices.smsNotices),
    db.update(users).set({ smsNotices: choices.smsNotices }).where(eq(users.id, userId)),
    record("sms-announcements", choices.smsAnnouncements),
    db
      .update(users)
      .set({ smsAnnouncements: choices.smsAnnouncements })
      .where(eq(users.id, userId)),
  ]);
  return notices.meta.changes + announcements.meta.changes;
}
