import { foldLine } from "~/utils/icalendar";

/** iCalendar text: escape \ ; , and newlines (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** 20260207T090000Z */
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export type CalendarEntry = {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  url: string;
};

/**
 * An "Add to calendar" file (`/events/{id}.ics`, her ticket's `/rsvp/{code}/calendar.ics`).
 * Times are UTC (`Z`), which every calendar shows in the reader's zone (WAT in Nigeria); events
 * last two hours unless the association says otherwise.
 */
export function calendarResponse(entry: CalendarEntry, filename: string): Response {
  const end = new Date(entry.start.getTime() + 2 * 60 * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ZAMWE//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${entry.uid}`,
    `DTSTAMP:${utcStamp(new Date())}`,
    `DTSTART:${utcStamp(entry.start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(entry.description)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return new Response(`${lines.map(foldLine).join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
