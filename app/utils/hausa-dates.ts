import type { Language } from "../i18n/language";
import { formatDay, formatEventDate, toWat } from "./dates";
import { startOfWatDay, type CalendarDay } from "../models/membership/period-rules";

/**
 * Hausa month and weekday names. workerd's ICU has no Hausa (`Intl` with "ha-NG" falls back to
 * English: tests/integration/hausa-dates.test.ts), and a browser's may differ from the server's,
 * so Hausa dates come from this table on server and client alike (ADR 0023).
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
 * An event's date and time in Lagos in the page's language: "Saturday, 7 February 2026, 10:00 AM
 * WAT" / "Asabar, 7 Faburairu 2026, 10:00 WAT" (24-hour clock in Hausa).
 */
export function formatEventDateIn(date: Date | number, language: Language): string {
  return language === "ha" ? hausaEventDate(date) : formatEventDate(date);
}

/** "21 November 2026" / "21 Nuwamba 2026": a day in Lagos in the page's language. */
export function formatDayIn(date: Date | number, language: Language): string {
  return language === "ha" ? hausaDay(date) : formatDay(date);
}

/** A calendar day in WAT ("2027-01-31", as membership periods store it) in the page's language. */
export function formatWatDayIn(day: CalendarDay, language: Language): string {
  return formatDayIn(startOfWatDay(day), language);
}
