import { and, asc, between, eq, isNull, sql } from "drizzle-orm";
import {
  joinApplications,
  membershipPeriods,
  membershipRenewals,
  messages,
  users,
  type MembershipPlan,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { memberNoticeColumns } from "~/models/sms-choices.server";
import { addDays, type CalendarDay, type MembershipTerms } from "~/models/membership/period-rules";

/**
 * The renewal reminders' stages (issue #27), each as the day it falls on relative to
 * her period's last day: 30 and 7 days before it, on it, and 7 days into grace.
 */
const renewalReminderStages = {
  "30-days": -30,
  "7-days": -7,
  "expiry-day": 0,
  "grace-7-days": 7,
} as const;
export type RenewalReminderStage = keyof typeof renewalReminderStages;

const KEY_PREFIX = "renewal-reminder:";

/** The message's idempotency key: one reminder per period and stage, however often the job runs. */
export const renewalReminderKey = (periodId: string, stage: RenewalReminderStage) =>
  `${KEY_PREFIX}${periodId}:${stage}`;

export type StageWindow = {
  stage: RenewalReminderStage;
  offset: number;
  endsFrom: CalendarDay;
  endsTo: CalendarDay;
};

/**
 * Which stage is due on `today` for a period ending on which day. A stage is due from its own
 * day until the next stage's day (so a day the job did not run is caught up the next day, and
 * never sends two stages), and only while she is not lapsed: the last stage stays due to the end
 * of grace. As ranges of the end day, for SQL; a stage that cannot fall in grace (grace shorter
 * than 7 days) has no range.
 */
export function reminderWindows(today: CalendarDay, terms: MembershipTerms): StageWindow[] {
  const entries = Object.entries(renewalReminderStages) as [RenewalReminderStage, number][];
  const notLapsed = addDays(today, -terms.graceDays);
  return entries.flatMap(([stage, offset], index) => {
    const next = entries[index + 1]?.[1];
    const beforeNext = next === undefined ? notLapsed : addDays(today, 1 - next);
    const endsFrom = beforeNext > notLapsed ? beforeNext : notLapsed;
    const endsTo = addDays(today, -offset);
    return endsFrom <= endsTo ? [{ stage, offset, endsFrom, endsTo }] : [];
  });
}

export type DueReminder = {
  periodId: string;
  stage: RenewalReminderStage;
  endsOn: CalendarDay;
  applicationId: string;
  fullName: string;
  plan: MembershipPlan;
  userId: string;
  /** Null for an account opened with a phone alone (issue #40). */
  email: string | null;
  /** Her proven phone, else her application's number; and whether she wants SMS. */
  phone: string | null;
  smsNotices: boolean;
  language: "en" | "ha";
};

/**
 * The reminders due on `today` and not written yet: approved members linked to an account
 * (her address and language are the account's), by the latest period only (a renewal adds a
 * later one, which ends her earlier period's reminders), without a renewal waiting for an
 * admin, and whose stage's day lies within the period (a short period skips its early stages).
 * At most `limit`, the soonest ends first; the rest are still due the next day.
 */
export async function dueRenewalReminders(
  db: Db,
  input: { today: CalendarDay; terms: MembershipTerms; limit: number },
): Promise<DueReminder[]> {
  const query = dueRenewalRemindersQuery(db, input);
  if (!query) return [];
  const rows = await query;
  return rows.filter((row): row is DueReminder => row.stage !== null);
}

/** The select of `dueRenewalReminders`; null when no stage can be due on `today`. */
export function dueRenewalRemindersQuery(
  db: Db,
  input: { today: CalendarDay; terms: MembershipTerms; limit: number },
) {
  const windows = reminderWindows(input.today, input.terms);
  if (windows.length === 0) return null;
  const endsOn = membershipPeriods.endsOn;
  const stage = sql<RenewalReminderStage | null>`case ${sql.join(
    windows.map(
      (window) =>
        sql`when ${endsOn} between ${window.endsFrom} and ${window.endsTo} and date(${endsOn}, ${`${window.offset} days`}) >= ${membershipPeriods.startsOn} then ${window.stage}`,
    ),
    sql` `,
  )} end`;
  const earliest = windows.map((window) => window.endsFrom).sort()[0]!;
  const latest = windows
    .map((window) => window.endsTo)
    .sort()
    .at(-1)!;
  return db
    .select({
      // Three tables' `id`s: each its own output name (D1's batch maps rows by name).
      periodId: sql<string>`${membershipPeriods.id}`.as("period_id"),
      stage: stage.as("stage"),
      endsOn: membershipPeriods.endsOn,
      applicationId: sql<string>`${joinApplications.id}`.as("application_id"),
      fullName: joinApplications.fullName,
      plan: joinApplications.membershipPlan,
      ...memberNoticeColumns(),
    })
    .from(membershipPeriods)
    .innerJoin(joinApplications, eq(joinApplications.id, membershipPeriods.applicationId))
    .innerJoin(users, eq(users.id, joinApplications.userId))
    .where(
      and(
        between(endsOn, earliest, latest),
        eq(joinApplications.status, "approved"),
        isNull(joinApplications.erasedAt),
        sql`${endsOn} = (select max(later.ends_on) from ${membershipPeriods} as later where later.application_id = ${membershipPeriods.applicationId})`,
        sql`not exists (select 1 from ${membershipRenewals} where ${membershipRenewals.applicationId} = ${joinApplications.id} and ${membershipRenewals.status} = 'pending')`,
        sql`${stage} is not null`,
        sql`not exists (select 1 from ${messages} where ${messages.idempotencyKey} = ${KEY_PREFIX} || ${membershipPeriods.id} || ':' || ${stage})`,
      ),
    )
    .orderBy(asc(endsOn), asc(membershipPeriods.id))
    .limit(input.limit);
}
