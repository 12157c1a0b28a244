import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { joinApplications, membershipPeriods, type MembershipPlan } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import {
  periodEnd,
  statusBoundaries,
  standingOn,
  watDayOf,
  type CalendarDay,
  type MembershipTerms,
  type MembershipStatus,
  type StandingOfPeriod,
} from "~/models/membership/period-rules";

export type MembershipPeriod = {
  id: string;
  plan: MembershipPlan;
  startsOn: CalendarDay;
  endsOn: CalendarDay;
  amountKobo: number;
  paymentReference: string;
  confirmedAt: Date;
  origin: "application" | "renewal" | "migration";
};

export const periodColumns = {
  id: membershipPeriods.id,
  plan: membershipPeriods.plan,
  startsOn: membershipPeriods.startsOn,
  endsOn: membershipPeriods.endsOn,
  amountKobo: membershipPeriods.amountKobo,
  paymentReference: membershipPeriods.paymentReference,
  confirmedAt: membershipPeriods.confirmedAt,
  origin: membershipPeriods.origin,
};

/** Every period of a membership, the latest first: her history of dues. */
export async function periodsOf(db: Db, applicationId: string): Promise<MembershipPeriod[]> {
  return db
    .select(periodColumns)
    .from(membershipPeriods)
    .where(eq(membershipPeriods.applicationId, applicationId))
    .orderBy(desc(membershipPeriods.endsOn));
}

/** The period that ends last (paid early, it may not have started yet), if she has one. */
export async function latestPeriodOf(
  db: Db,
  applicationId: string,
): Promise<MembershipPeriod | undefined> {
  return db
    .select(periodColumns)
    .from(membershipPeriods)
    .where(eq(membershipPeriods.applicationId, applicationId))
    .orderBy(desc(membershipPeriods.endsOn))
    .limit(1)
    .get();
}

/**
 * `standingOn` in SQL, for D1 to filter and count by: the status of a membership whose latest
 * period ends on `endsOn` (an SQL expression; null before her first period: "none").
 */
export function membershipStatusSql(endsOn: SQL, today: CalendarDay, terms: MembershipTerms) {
  const { activeFrom, expiringFrom, graceFrom } = statusBoundaries(today, terms);
  return sql<MembershipStatus | "none">`case
    when ${endsOn} is null then 'none'
    when ${endsOn} >= ${activeFrom} then 'active'
    when ${endsOn} >= ${expiringFrom} then 'expiring'
    when ${endsOn} >= ${graceFrom} then 'grace'
    else 'lapsed' end`;
}

export type Standing = StandingOfPeriod & { plan: MembershipPlan };

/** Where her membership stands today (WAT), or undefined before her first period. */
export async function standingOf(
  db: Db,
  applicationId: string,
  terms: MembershipTerms,
  now = new Date(),
): Promise<Standing | undefined> {
  const latest = await latestPeriodOf(db, applicationId);
  if (!latest) return undefined;
  return { ...standingOn(latest.endsOn, watDayOf(now), terms), plan: latest.plan };
}

/**
 * The first period's insert, for the batch that approves an application or confirms its payment:
 * it writes a row only when, after that batch's update, the application is both approved and
 * paid — so the period starts on the day of whichever came second — and only once (the payment
 * reference pays for one period).
 */
export function firstPeriodStatement(
  db: Db,
  input: {
    applicationId: string;
    terms: MembershipTerms;
    priceKobo: Record<MembershipPlan, number>;
    confirmedBy: string | null;
    now: Date;
  },
) {
  const startsOn = watDayOf(input.now);
  const endsOn = periodEnd(startsOn, input.terms);
  // insert … select, so the batch's own update decides; the values follow the table's column
  // order: id, application_id … origin, created_at.
  return db
    .insert(membershipPeriods)
    .select(
      sql`select ${crypto.randomUUID()}, ${joinApplications.id}, ${joinApplications.membershipPlan},
        ${startsOn}, ${endsOn},
        case ${joinApplications.membershipPlan} when 'pro' then ${input.priceKobo.pro} else ${input.priceKobo.starter} end,
        ${joinApplications.paymentReference}, ${input.confirmedBy}, ${input.now.getTime()}, 'application',
        ${Date.now()}
      from ${joinApplications}
      where ${and(
        eq(joinApplications.id, input.applicationId),
        eq(joinApplications.status, "approved"),
        isNotNull(joinApplications.paymentConfirmedAt),
      )}`,
    )
    .onConflictDoNothing();
}

/**
 * Withdrawing a payment confirmation takes back the first period it created (the admin's
 * correction of a mistake, audited with the withdrawal); renewals are never touched here.
 */
export function withdrawFirstPeriodStatement(db: Db, applicationId: string) {
  return db
    .delete(membershipPeriods)
    .where(
      and(
        eq(membershipPeriods.applicationId, applicationId),
        eq(membershipPeriods.origin, "application"),
      ),
    );
}

/** The anniversary `months` after the SQL day `day`, clamped at month ends (as in the app). */
export function clampedAnniversary(day: ReturnType<typeof sql>, months: number) {
  return sql`min(date(${day}, ${`+${months} months`}), date(${day}, 'start of month', ${`+${months + 1} months`}, '-1 day'))`;
}
