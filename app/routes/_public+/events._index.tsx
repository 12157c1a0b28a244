import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { lazy, Suspense, useState } from "react";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { getDb, readOr } from "~/models/db.server";
import { listUpcomingEvents } from "~/models/events.server";
import type { RouteHandle } from "~/root";
import { useRealtimeRevalidation } from "~/realtime/use-realtime-revalidation";
import { pageMeta } from "~/utils/seo";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { eventsTexts } from "~/i18n/events";
import { format, localePath, useLocalePath } from "~/i18n/language";
import { placesLeftText } from "~/i18n/places-left";
import { pageLanguageOf } from "~/i18n/language.server";
import { langOf } from "~/i18n/shown-in-english";

export const handle: RouteHandle = { hydrate: true };

// The texts come with the loader's data (in the page's language): importing the namespace here
// would put both languages into the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.texts.meta.title,
        description: data.texts.meta.description,
        path: "/events",
      })
    : [];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const events = await readOr("events", [], () =>
    listUpcomingEvents(getDb(context.cloudflare.env), new Date(), language),
  );
  const origin = new URL(request.url).origin;
  // The page's texts in its language only: the page's JavaScript carries neither language.
  const texts = eventsTexts[language];
  return {
    texts,
    events: events.map((event) => {
      const when = formatEventDateIn(event.eventDate, language);
      return {
        id: event.id,
        title: event.title,
        description: event.description,
        inEnglish: event.inEnglish,
        location: event.location,
        imageUrl: event.imageUrl,
        maxAttendees: event.maxAttendees,
        when,
        placesLeft:
          event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.rsvpCount),
        shareText: format(texts.shareText, {
          title: event.title,
          when,
          location: event.location,
          link: `${origin}${localePath(`/events/${event.id}/rsvp`, language)}`,
        }),
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
  const { events, texts: t } = useLoaderData<typeof loader>();
  const href = useLocalePath();
  // Spec §4: the list reloads on any change to the events (or their places left).
  useRealtimeRevalidation("events");
  const [selected, setSelected] = useState<EventCard | null>(null);
  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {events.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-semibold text-stone-800">{t.empty.title}</p>
            <p className="mt-2 text-stone-700">{t.empty.text}</p>
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
                  <h2
                    className="text-xl font-semibold text-stone-900"
                    lang={langOf(event, "title")}
                  >
                    {event.title}
                  </h2>
                  <p className="mt-2 text-sm text-stone-700" lang={langOf(event, "description")}>
                    {event.description}
                  </p>
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
                          {format(t.limitedTo, { count: event.maxAttendees })} ·{" "}
                          {placesLeftText(t, event.placesLeft ?? 0)}
                        </span>
                      </li>
                    ) : null}
                  </ul>
                  <div className="mt-5 flex flex-wrap items-center gap-3 pt-1">
                    {event.placesLeft === 0 ? (
                      <>
                        <span className="rounded-md bg-stone-200 px-4 py-2 text-sm font-semibold text-stone-800">
                          {t.fullyBooked}
                        </span>
                        {/* The waitlist's form is on the event's RSVP page (issue #29). */}
                        <Link
                          to={href(`/events/${event.id}/rsvp`)}
                          className="text-sm font-medium text-brand-700 underline"
                          aria-label={format(t.joinWaitlistFor, { title: event.title })}
                        >
                          {t.rsvp.joinWaitlist}
                        </Link>
                      </>
                    ) : (
                      <Link
                        to={href(`/events/${event.id}/rsvp`)}
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
                        aria-label={format(t.rsvpNowFor, { title: event.title })}
                      >
                        {t.rsvpNow}
                      </Link>
                    )}
                    <a
                      href={href(`/events/${event.id}.ics`)}
                      className="text-sm font-medium text-brand-700 underline"
                      aria-label={format(t.addToCalendarFor, { title: event.title })}
                    >
                      {t.addToCalendar}
                    </a>
                    <a
                      href={`https://wa.me/?text=${encodeURIComponent(event.shareText)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-700 underline"
                      aria-label={format(t.shareOnWhatsAppFor, { title: event.title })}
                    >
                      {t.shareOnWhatsApp}
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
          <RsvpDialog event={selected} texts={t} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
