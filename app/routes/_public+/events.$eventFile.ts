import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getDb, readOr } from "~/models/db.server";
import { getEvent } from "~/models/events.server";
import { eventsTexts } from "~/i18n/events";
import { format, localePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
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

/**
 * `/events/{id}.ics`: an "Add to calendar" file. Times are UTC (`Z`), which every calendar shows
 * in the reader's zone (WAT in Nigeria); events last two hours unless the association says
 * otherwise. `?lang=ha` (the link on a Hausa page) gives the texts the file adds itself in Hausa.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const file = params.eventFile ?? "";
  if (!file.endsWith(".ics")) throw new Response("Not Found", { status: 404 });
  const id = file.slice(0, -".ics".length);
  const event =
    id.length <= 64
      ? await readOr("event calendar", undefined, () =>
          getEvent(getDb(context.cloudflare.env), id, language),
        )
      : undefined;
  if (!event) throw new Response("Not Found", { status: 404 });

  const origin = new URL(request.url).origin;
  const rsvp = `${origin}${localePath(`/events/${event.id}/rsvp`, language)}`;
  const description = `${event.description}\n\n${format(eventsTexts[language].calendar.rsvp, { link: rsvp })}`;
  const end = new Date(event.eventDate.getTime() + 2 * 60 * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ZAMWE//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@zamwe.org`,
    `DTSTAMP:${utcStamp(new Date())}`,
    `DTSTART:${utcStamp(event.eventDate)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${rsvp}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return new Response(`${lines.map(foldLine).join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="zamwe-event.ics"`,
    },
  });
}
