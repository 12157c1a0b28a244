import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { EventForm, eventTextFields } from "./__event-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { createEvent, eventValues, listAllEvents } from "~/models/events.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { formatEventDate } from "~/utils/dates";
import { eventSchema } from "~/validation/event";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";
import { cardClassName } from "~/components/ui/card";
import { loggableError } from "~/models/loggable-error.server";
import { hausaMissingNote, NoHausaBadge } from "./__hausa-missing";
import { eventsTexts } from "~/i18n/events";
import { placesLeftText } from "~/i18n/places-left";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Events", description: "Manage events.", path: "/admin/events" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const events = await readOr("admin events", [], () =>
    listAllEvents(getDb(context.cloudflare.env)),
  );
  // The admin area is in English (ADR 0023): the public list's catalogue, in English.
  const { onePlaceLeft, placesLeft } = eventsTexts.en;
  return { events, now: Date.now(), placesTexts: { onePlaceLeft, placesLeft } };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("event", "rsvp");

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { event: eventSchema }, { single: "event" });
  if (!form.ok) return data({ result: form.result }, { status: 400 });
  let id: string;
  try {
    const { userId, email } = form.admin;
    id = await createEvent(form.db, eventValues(form.value), { userId, email });
  } catch (error) {
    console.error("[admin] could not create the event:", loggableError(error));
    const description = "The event was not saved. Please try again.";
    return updateFailed({ result: form.submission.reply() }, description, 503);
  }
  form.announce(["admin", "events"], { type: "event", id });
  return toasts(form.env).redirectWithSuccess("/admin/events", {
    message: "Event created",
    description: `${form.value.title} is on the events page.${hausaMissingNote(form.value, eventTextFields)}`,
  });
}

export default function AdminEvents() {
  const { events, now, placesTexts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <Toaster toast={toastOf(actionData)} />
      <section aria-labelledby="events-heading" className="space-y-3">
        <h2 id="events-heading" className="text-xl font-bold text-brand-900">
          Events
        </h2>
        {events.length === 0 ? (
          <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">No events yet.</p>
        ) : (
          <ul className="space-y-3">
            {events.map((event) => {
              const past = new Date(event.eventDate).getTime() < now;
              const placesLeft =
                event.maxAttendees === null
                  ? null
                  : Math.max(0, event.maxAttendees - event.rsvpCount);
              return (
                <li key={event.id} className={cardClassName("none", "p-4")}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold">
                      <Link to={`/admin/events/${event.id}`} className="text-brand-800 underline">
                        {event.title}
                      </Link>
                    </h3>
                    <span className="flex flex-wrap gap-2">
                      <NoHausaBadge item={event} fields={eventTextFields} />
                      {past ? (
                        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">
                          Past
                        </span>
                      ) : null}
                    </span>
                  </div>
                  <p className="text-sm text-stone-700">
                    {formatEventDate(event.eventDate)} · {event.location}
                  </p>
                  <p className="text-sm text-stone-800">
                    {event.rsvpCount} RSVP{event.rsvpCount === 1 ? "" : "s"}
                    {placesLeft === null
                      ? " · no limit"
                      : ` · ${placesLeftText(placesTexts, placesLeft)}`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="new-event-heading" className={cardClassName("md", "h-fit")}>
        <h2 id="new-event-heading" className="text-xl font-bold text-brand-900">
          New event
        </h2>
        <EventForm
          id="new-event"
          lastResult={navigation.state === "idle" ? actionData?.result : undefined}
          submitLabel="Create event"
        />
      </section>
    </div>
  );
}
