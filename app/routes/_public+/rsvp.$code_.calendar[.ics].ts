import type { LoaderFunctionArgs } from "react-router";
import { enforceRateLimits } from "~/http/abuse.server";
import { format, localePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { rsvpTicketTexts } from "~/i18n/rsvp-ticket";
import { getDb, readOr } from "~/models/db.server";
import { readTicket, RSVP_CODE_PATTERN } from "~/models/event-rsvps.server";
import { calendarResponse } from "~/utils/event-calendar";

/**
 * `/rsvp/{code}/calendar.ics`: her ticket's "Add to calendar", its link in the description. An
 * unknown or malformed code is a 404, counted per client like her page's (429 past the limit).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const code = params.code ?? "";
  const ticket = RSVP_CODE_PATTERN.test(code)
    ? await readOr("rsvp calendar", undefined, () =>
        readTicket(getDb(context.cloudflare.env), code, new Date(), language),
      )
    : undefined;
  if (!ticket) {
    await enforceRateLimits(request, context, "rsvp-code");
    throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const link = `${new URL(request.url).origin}${localePath(`/rsvp/${code}`, language)}`;
  const response = calendarResponse(
    {
      uid: `${ticket.id}@zamwe.org`,
      title: ticket.event.title,
      description: `${ticket.event.description}\n\n${format(rsvpTicketTexts[language].calendar, { link })}`,
      location: ticket.event.location,
      start: ticket.event.eventDate,
      url: link,
    },
    "zamwe-ticket.ics",
  );
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
