import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { consents, joinApplications, users, type ConsentPurpose } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";

/**
 * A member's account as a notice to her is addressed (`NoticeAccount`), in a select that joins
 * her application to her account: her proven phone, else her application's number.
 */
export const memberNoticeColumns = () => ({
  userId: sql<string>`${users.id}`.as("user_id"),
  email: sql<string | null>`${users.email}`.as("account_email"),
  phone: sql<string | null>`coalesce(${users.phone}, ${joinApplications.phoneNumber})`.as(
    "notice_phone",
  ),
  smsNotices: users.smsNotices,
  language: users.language,
});

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

/**
 * The number her texts go to, of the account `account` names (a table or its alias): her proven
 * phone, else the one on her latest application (an approved one first). The caller normalises
 * it (nigerianMobileOf): an application's number is stored as she typed it.
 */
export const channelPhoneSql = (account: SQL) =>
  sql`coalesce(${account}."phone", (select a.phone_number from ${joinApplications} as a
    where a.user_id = ${account}."id" and a.erased_at is null
    order by a.status = 'approved' desc, a.submitted_at desc limit 1))`;

/** What picks her channel: her address, her phone and her choices. */
export async function channelFactsOf(db: Db, userId: string): Promise<ChannelFacts | undefined> {
  const row = await channelFactsQuery(db).where(eq(users.id, userId)).get();
  if (!row) return undefined;
  const { userId: _id, ...facts } = row;
  return facts;
}

/**
 * The same for many accounts at once (a day's event reminders: one read per 90 accounts, not
 * one per attendee), by account id.
 */
export async function channelFactsOfMany(
  db: Db,
  userIds: string[],
): Promise<Map<string, ChannelFacts>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, ChannelFacts>();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await channelFactsQuery(db).where(inArray(users.id, ids.slice(i, i + 90)));
    for (const { userId, ...facts } of rows) found.set(userId, facts);
  }
  return found;
}

function channelFactsQuery(db: Db) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      // Names written out: drizzle leaves a one-table select's columns unqualified, and inside
      // the subquery an unqualified "id" would be the application's.
      phone: sql<string | null>`${channelPhoneSql(sql`"users"`)}`.as("channel_phone"),
      smsNotices: users.smsNotices,
      smsAnnouncements: users.smsAnnouncements,
    })
    .from(users);
}

/**
 * Whether the account still agrees to announcements by SMS (issue #40): read again when a text
 * is sent, so that one queued before she withdrew is not sent after.
 */
export async function agreesToSmsAnnouncements(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ agreed: users.smsAnnouncements })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row?.agreed === true;
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
 * Records what she chose: for each purpose she answered whose answer changed, a consent row
 * (given or withdrawn, with the words she was shown, in her language) and the flag on her
 * account, in one batch; an unchanged answer writes nothing. A purpose left out is left as it
 * is (the "stop these texts" link of an announcement answers one). Returns how many changed.
 */
export async function recordSmsChoices(
  db: Db,
  input: {
    userId: string;
    choices: Partial<SmsChoices>;
    wording: Partial<Record<ConsentPurpose, string>>;
    language: Language;
    now: Date;
  },
): Promise<number> {
  const { userId, choices, wording, language, now } = input;
  const record = (purpose: ConsentPurpose, given: boolean, words: string) => {
    const changes = sql`exists (select 1 from ${users} where ${and(eq(users.id, userId), sql`${flagOf[purpose]} <> ${given ? 1 : 0}`)})`;
    // Every column, in the table's order (drizzle's insert … select names them all).
    return db
      .insert(consents)
      .select(
        sql`select ${crypto.randomUUID()}, ${userId}, ${purpose}, ${given ? 1 : 0}, ${words}, ${language}, ${now.getTime()} where ${changes}`,
      );
  };
  const answered = (
    [
      ["sms-notices", choices.smsNotices, { smsNotices: choices.smsNotices }],
      [
        "sms-announcements",
        choices.smsAnnouncements,
        { smsAnnouncements: choices.smsAnnouncements },
      ],
    ] as const
  ).flatMap(([purpose, given, flag]) => {
    const words = wording[purpose];
    if (given === undefined || words === undefined) return [];
    return [
      record(purpose, given, words),
      db.update(users).set(flag).where(eq(users.id, userId)),
    ] as const;
  });
  const [first, ...rest] = answered;
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  // The consent rows are every other statement: theirs are the changes counted.
  return results.reduce(
    (changed, result, index) => changed + (index % 2 === 0 ? result.meta.changes : 0),
    0,
  );
}
