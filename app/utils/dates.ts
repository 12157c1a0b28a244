import type { Language } from "../i18n/language";
import { startOfWatDay, type CalendarDay } from "./membership-period";

/** Dates are stored in UTC and shown in Lagos time, identically on server and client. */
export const LAGOS_TIME_ZONE = "Africa/Lagos";

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 60 * 60 * 1000],
  ["month", 30 * 24 * 60 * 60 * 1000],
  ["week", 7 * 24 * 60 * 60 * 1000],
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/**
 * "3 months ago", "1 year ago", "just now". `now` is passed in (the loader's clock), so the
 * server and a hydrating client render the same text.
 */
export function timeAgo(date: Date | number, now: Date | number): string {
  const elapsed = Number(now) - Number(date);
  if (elapsed < 60 * 1000) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  for (const [unit, ms] of units) {
    if (elapsed >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return "just now";
}

/**
 * Hausa month and weekday names. workerd's ICU has no Hausa (`Intl` with "ha-NG" falls back to
 * English: tests/integration/hausa-dates.test.ts), and a browser's may differ from the server's,
 * so Hausa dates come from this table on server and client alike (ADR 0022).
 */
export const hausaMonths = [
  "Janairu",
  "Faburairu",
  "Maris",
  "Afirilu",
  "Mayu",
  "Yuni",
  "Yuli",
  "Agusta",
  "Satumba",
  "Oktoba",
  "Nuwamba",
  "Disamba",
] as const;
/** From Sunday (Lahadi), as `Date#getUTCDay()` counts. */
export const hausaWeekdays = [
  "Lahadi",
  "Litinin",
  "Talata",
  "Laraba",
  "Alhamis",
  "Jummaʼa",
  "Asabar",
] as const;

/** The Lagos calendar day of an instant, with its weekday (0 = Sunday). */
function watCalendar(instant: Date | number) {
  const { date, time } = toWat(instant);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, time };
}

/** "Asabar, 7 Faburairu 2026, 10:00 WAT": an event's date and time in Lagos, in Hausa (24 h). */
function hausaEventDate(instant: Date | number): string {
  const { year, month, day, weekday, time } = watCalendar(instant);
  return `${hausaWeekdays[weekday]}, ${day} ${hausaMonths[month - 1]} ${year}, ${time} WAT`;
}

/** "7 Faburairu 2026": a day in Lagos, in Hausa. */
function hausaDay(instant: Date | number): string {
  const { year, month, day } = watCalendar(instant);
  return `${day} ${hausaMonths[month - 1]} ${year}`;
}

/**
 * "Saturday, 7 February 2026, 10:00 AM WAT" — an event's date and time in Lagos; in Hausa
 * "Asabar, 7 Faburairu 2026, 10:00 WAT".
 */
export function formatEventDate(date: Date | number, language: Language = "en"): string {
  if (language === "ha") return hausaEventDate(date);
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
export function formatWatDay(day: CalendarDay, language: Language = "en"): string {
  return formatDay(startOfWatDay(day), language);
}

/** "21 November 2026" in Lagos; in Hausa "21 Nuwamba 2026". */
export function formatDay(date: Date | number, language: Language = "en"): string {
  if (language === "ha") return hausaDay(date);
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

/** "2026-11-21 10:30": an instant as Lagos's wall clock, as spreadsheets read dates. */
export function watDateTime(instant: Date | number): string {
  const { date, time } = toWat(instant);
  return `${date} ${time}`;
}
