/**
 * The yearly membership cycle's calendar (issue #18, ADR 0015). A period runs from the day its
 * membership starts to its anniversary, both calendar days in WAT written "YYYY-MM-DD": such a
 * day means the same everywhere, sorts as text in D1, and needs no time zone to compare.
 * Shared by server and client: pure arithmetic, no clock of its own.
 */

/** A calendar day in Lagos, "2026-01-31". */
export type CalendarDay = string;

export const membershipStatuses = ["active", "expiring", "grace", "lapsed"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** How long a period lasts and how long a member stays listed after it ends. */
export type MembershipTerms = { periodMonths: number; graceDays: number };

export const DEFAULT_TERMS: MembershipTerms = { periodMonths: 12, graceDays: 30 };

/** From this many days left, a membership is "expiring" and the dashboard offers renewal. */
export const EXPIRING_WITHIN_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lagos is UTC+1 all year (no daylight saving). */
const WAT_OFFSET_MS = 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in Lagos at this instant: 23:30 UTC on 31 January is 1 February in WAT. */
export function watDayOf(instant: Date | number): CalendarDay {
  return new Date(Number(instant) + WAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight WAT at the start of this day, as an instant. */
export function startOfWatDay(day: CalendarDay): Date {
  return new Date(utcMidnight(day) - WAT_OFFSET_MS);
}

function parts(day: CalendarDay): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function utcMidnight(day: CalendarDay): number {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
}

function format(year: number, month: number, date: number): CalendarDay {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/**
 * The same day of the month, `months` later; where that month is shorter, its last day:
 * 31 January + 1 month = 28 February (29 in a leap year), 29 February 2028 + 12 = 28 February 2029.
 */
export function addMonthsClamped(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(date, lastDay));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return new Date(utcMidnight(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day a period started on `startsOn` ends: its anniversary `periodMonths` later. */
export function periodEnd(startsOn: CalendarDay, terms: MembershipTerms): CalendarDay {
  return addMonthsClamped(startsOn, terms.periodMonths);
}

/**
 * A new period follows the current one without a gap or an overlap when paid early, and starts
 * today when the member comes back after her membership ended.
 */
export function nextPeriodStart(currentEndsOn: CalendarDay | null, today: CalendarDay) {
  return currentEndsOn && currentEndsOn > today ? currentEndsOn : today;
}

export type StandingOfPeriod = {
  status: MembershipStatus;
  /** Days until `endsOn` (0 on the last day, negative after it). */
  daysLeft: number;
  endsOn: CalendarDay;
};

/**
 * Where a membership stands on `today`. The membership is valid up to and including its end
 * day ("Valid until 31 January 2027"); "expiring" from 30 days before it; then "grace" for
 * `graceDays` days (still listed, asked to renew); "lapsed" after that.
 */
export function standingOn(
  endsOn: CalendarDay,
  today: CalendarDay,
  terms: MembershipTerms,
): StandingOfPeriod {
  const daysLeft = daysBetween(today, endsOn);
  const status: MembershipStatus =
    daysLeft > EXPIRING_WITHIN_DAYS
      ? "active"
      : daysLeft >= 0
        ? "expiring"
        : -daysLeft <= terms.graceDays
          ? "grace"
          : "lapsed";
  return { status, daysLeft, endsOn };
}

/**
 * `standingOn`'s rule as the first end day of each status on `today`, for a `case` in SQL:
 * active from `activeFrom`, expiring from `today`, grace from `graceFrom`, lapsed before it.
 */
export function statusBoundaries(today: CalendarDay, terms: MembershipTerms) {
  return {
    activeFrom: addDays(today, EXPIRING_WITHIN_DAYS + 1),
    expiringFrom: today,
    graceFrom: addDays(today, -terms.graceDays),
  };
}

/** Still shown in the directory and on the public profile: everything but lapsed. */
export function isListed(status: MembershipStatus): boolean {
  return status !== "lapsed";
}

/**
 * The terms of this deployment: `MEMBERSHIP_PERIOD_MONTHS` (1–36, default 12) and
 * `MEMBERSHIP_GRACE_DAYS` (0–365, default 30). A value that is not a whole number in range is
 * ignored rather than trusted: a typo in a wrangler var must not end every membership at once.
 */
export function membershipTerms(
  env: Pick<Env, "MEMBERSHIP_PERIOD_MONTHS" | "MEMBERSHIP_GRACE_DAYS">,
): MembershipTerms {
  return {
    periodMonths: wholeNumberIn(env.MEMBERSHIP_PERIOD_MONTHS, 1, 36) ?? DEFAULT_TERMS.periodMonths,
    graceDays: wholeNumberIn(env.MEMBERSHIP_GRACE_DAYS, 0, 365) ?? DEFAULT_TERMS.graceDays,
  };
}

function wholeNumberIn(raw: string | undefined, min: number, max: number): number | null {
  if (raw === undefined || !/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : null;
}
