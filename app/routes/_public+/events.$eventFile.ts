import type { LoaderFunctionArgs } from "react-router";
import { getDb, readOr } from "~/models/db.server";
import { getEvent } from "~/models/events.server";
import { eventsTexts } from "~/i18n/events";
import { format, localePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { calendarResponse } from "~/utils/event-calendar";

/**
 * `/events/{id}.ics`: an "Add to calendar" file (app/utils/event-calendar.ts). `?lang=ha` (the link on a Hausa page) gives the texts the file adds itself in Hausa.
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
  return calendarResponse(
    {
      uid: `${event.id}@zamwe.org`,
      title: event.title,
      description,
      location: event.location,
      start: event.eventDate,
      url: rsvp,
    },
    "zamwe-event.ics",
  );
}
