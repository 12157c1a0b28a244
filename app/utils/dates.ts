import { startOfWatDay, type CalendarDay } from "../models/membership/period-rules";

/** Dates are stored in UTC and shown in Lagos time, identically on server and client. */
export const LAGOS_TIME_ZONE = "Africa/Lagos";

const units = [
  ["year", 365 * 24 * 60 * 60 * 1000],
  ["month", 30 * 24 * 60 * 60 * 1000],
  ["week", 7 * 24 * 60 * 60 * 1000],
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
] as const satisfies readonly [Intl.RelativeTimeFormatUnit, number][];

export type ElapsedUnit = (typeof units)[number][0];

/**
 * How long ago `date` was, in its largest whole unit ({ unit: "month", count: 3 }), or null when
 * it is under a minute: the parts of `timeAgo`, for texts in another language (TimeAgo).
 */
export function elapsedSince(
  date: Date | number,
  now: Date | number,
): { unit: ElapsedUnit; count: number } | null {
  const elapsed = Number(now) - Number(date);
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return { unit, count: Math.floor(elapsed / ms) };
  }
  return null;
}

/**
 * "3 months ago", "1 year ago", "just now". `now` is passed in (the loader's clock), so the
 * server and a hydrating client render the same text.
 */
export function timeAgo(date: Date | number, now: Date | number): string {
  const elapsed = elapsedSince(date, now);
  if (!elapsed) return "just now";
  return new Intl.RelativeTimeFormat("en", { numeric: "always" }).format(
    -elapsed.count,
    elapsed.unit,
  );
}

/** "Saturday, 7 February 2026, 10:00 AM WAT" — an event's date and time in Lagos. */
export function formatEventDate(date: Date | number): string {
  const day = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: LAGOS_TIME_ZONE,
  })
    .formatToParts(date)
    .map((part) => part.value)
    .join("");
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone: LAGOS_TIME_ZONE,
  }).format(date);
  return `${day}, ${time} WAT`;
}

/** "31 January 2027": a calendar day in WAT ("2027-01-31", as membership periods store it). */
export function formatWatDay(day: CalendarDay): string {
  return formatDay(startOfWatDay(day));
}

/** "21 November 2026" in Lagos. */
export function formatDay(date: Date | number): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: LAGOS_TIME_ZONE,
  }).format(date);
}

/** Lagos is UTC+1 all year (no daylight saving). */
const WAT_OFFSET_MS = 60 * 60 * 1000;

/** "2026-12-05" + "10:30" entered in WAT → the UTC instant; null when not a real date/time. */
export function fromWat(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!) - WAT_OFFSET_MS;
  const check = new Date(utc + WAT_OFFSET_MS);
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month! - 1 &&
    check.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60;
  return valid ? new Date(utc) : null;
}

/** The inverse of fromWat: an instant as the WAT date and time inputs' values. */
export function toWat(instant: Date | number): { date: string; time: string } {
  const iso = new Date(Number(instant) + WAT_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The instant this instant's WAT calendar month began (midnight of the 1st in Lagos). */
export function startOfWatMonth(instant: Date | number): Date {
  return fromWat(`${toWat(instant).date.slice(0, 8)}01`, "00:00")!;
}

/** "2026-11-21 10:30": an instant as Lagos's wall clock, as spreadsheets read dates. */
export function watDateTime(instant: Date | number): string {
  const { date, time } = toWat(instant);
  return `${date} ${time}`;
}
