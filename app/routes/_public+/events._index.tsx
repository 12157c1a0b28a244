import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { listUpcomingEvents } from "~/models/events.server";
import type { RouteHandle } from "~/root";
import { useRealtimeRevalidation } from "~/realtime/use-realtime-revalidation";
import { pageMeta } from "~/utils/seo";
import { formatEventDate } from "~/utils/dates";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Events",
    description:
      "Upcoming ZAMWE events: trade fairs, workshops, networking evenings and funding clinics in Zamfara State. RSVP online.",
    path: "/events",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const events = await readOr("events", [], () =>
    listUpcomingEvents(getDb(context.cloudflare.env), new Date(), pageLanguageOf(request)),
  );
  const origin = new URL(request.url).origin;
  return {
    events: events.map((event) => {
      const when = formatEventDate(event.eventDate);
      return {
        id: event.id,
        title: event.title,
        description: event.description,
        location: event.location,
        imageUrl: event.imageUrl,
        maxAttendees: event.maxAttendees,
        when,
        placesLeft:
          event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.rsvpCount),
        shareText: `${event.title} — ${when}, ${event.location}. RSVP: ${origin}/events/${event.id}/rsvp`,
      };
    }),
  };
}

type EventCard = Awaited<ReturnType<typeof loader>>["events"][number];

// The dialog (headlessui and the form) is fetched when a visitor reaches for "RSVP Now", not
// with the page: reading the list needs none of it.
const loadRsvpDialog = () => import("./__rsvp-dialog");
const RsvpDialog = lazy(loadRsvpDialog);

export default function Events() {
  const { events } = useLoaderData<typeof loader>();
  // Spec §4: the list reloads on any change to the events (or their places left).
  useRealtimeRevalidation("events");
  const [selected, setSelected] = useState<EventCard | null>(null);
  return (
    <>
      <PageHeader
        title="Upcoming Events"
        lead="Trainings, trade fairs and gatherings for women in business. Everyone is welcome."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {events.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-semibold text-stone-800">
              No upcoming events at the moment.
            </p>
            <p className="mt-2 text-stone-700">Check back soon for exciting new events!</p>
          </div>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
              >
                {event.imageUrl ? (
                  <img
                    src={event.imageUrl}
                    alt=""
                    width={800}
                    height={450}
                    loading="lazy"
                    className="aspect-video w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <h2 className="text-xl font-semibold text-stone-900">{event.title}</h2>
                  <p className="mt-2 text-sm text-stone-700">{event.description}</p>
                  <ul className="mt-4 space-y-1 text-sm text-stone-800">
                    <li className="flex gap-2">
                      <Icon name="calendar" className="size-5 shrink-0 text-brand-700" />
                      {event.when}
                    </li>
                    <li className="flex gap-2">
                      <Icon name="mapPin" className="size-5 shrink-0 text-brand-700" />
                      {event.location}
                    </li>
                    {event.maxAttendees !== null ? (
                      <li className="flex gap-2">
                        <Icon name="users" className="size-5 shrink-0 text-brand-700" />
                        <span>
                          Limited to {event.maxAttendees} attendees ·{" "}
                          {event.placesLeft === 1
                            ? "1 place left"
                            : `${event.placesLeft} places left`}
                        </span>
                      </li>
                    ) : null}
                  </ul>
                  <div className="mt-5 flex flex-wrap items-center gap-3 pt-1">
                    {event.placesLeft === 0 ? (
                      <span className="rounded-md bg-stone-200 px-4 py-2 text-sm font-semibold text-stone-800">
                        Fully booked
                      </span>
                    ) : (
                      <Link
                        to={`/events/${event.id}/rsvp`}
                        onPointerEnter={() => void loadRsvpDialog().catch(() => {})}
                        onFocus={() => void loadRsvpDialog().catch(() => {})}
                        onClick={(e) => {
                          // With JavaScript the form opens in a dialog; without, on its own page
                          // (also when the dialog's code cannot be fetched).
                          e.preventDefault();
                          const page = e.currentTarget.href;
                          loadRsvpDialog().then(
                            () => setSelected(event),
                            () => window.location.assign(page),
                          );
                        }}
                        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                        aria-label={`RSVP Now for ${event.title}`}
                      >
                        RSVP Now
                      </Link>
                    )}
                    <a
                      href={`/events/${event.id}.ics`}
                      className="text-sm font-medium text-brand-700 underline"
                      aria-label={`Add to calendar: ${event.title}`}
                    >
                      Add to calendar
                    </a>
                    <a
                      href={`https://wa.me/?text=${encodeURIComponent(event.shareText)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-700 underline"
                      aria-label={`Share on WhatsApp: ${event.title}`}
                    >
                      Share on WhatsApp
                    </a>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected ? (
        <Suspense fallback={null}>
          <RsvpDialog event={selected} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
