import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { RsvpForm } from "./__rsvp-form";
import { getUser } from "~/auth/guards.server";
import { Card } from "~/components/ui/card";
import { REFUSED_STATUSES, RefusedScreen, StatusScreen } from "~/components/ui/status-screen";
import { Toaster, toastOf, type Toast } from "~/components/ui/toaster";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { createRsvp, getEvent, type RsvpOutcome } from "~/models/events.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { formatEventDate } from "~/utils/dates";
import { rsvpSchema } from "~/validation/rsvp";
import { openPublicForm } from "~/http/public-form.server";

export const handle: RouteHandle = { hydrate: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const event =
    id.length <= 64
      ? await readOr("event", undefined, () =>
          getEvent(getDb(context.cloudflare.env), id, pageLanguageOf(request)),
        )
      : undefined;
  if (!event) throw new Response("Event not found", { status: 404 });
  const now = Date.now();
  return {
    event: {
      ...event,
      when: formatEventDate(event.eventDate),
      past: event.eventDate.getTime() < now,
      full: event.maxAttendees !== null && event.rsvpCount >= event.maxAttendees,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  data
    ? pageMeta(matches, {
        title: `RSVP for ${data.event.title}`,
        description: `${data.event.title} — ${data.event.when}, ${data.event.location}.`,
        path: `/events/${params.id}/rsvp`,
      })
    : [{ title: "Event not found | ZAMWE" }];

// No answer tells whether an e-mail is on the list (ADR 0012): a repeated RSVP is confirmed like
// a new one (it is: her place stands), and "full" is the same for those on the list and not.
const refusals: Record<Exclude<RsvpOutcome, "confirmed" | "duplicate">, Toast> = {
  full: {
    type: "error",
    message: "This event is full",
    description: "If you have RSVP'd already, your place is kept.",
  },
  past: { type: "error", message: "This event has already taken place" },
  "not-found": { type: "error", message: "This event no longer exists" },
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const confirmed = {
    message: "RSVP Confirmed!",
    description: "We look forward to seeing you at the event.",
  };
  const opened = await openPublicForm(request, context, {
    form: "rsvp",
    schema: rsvpSchema,
    target: "email",
    onBot: () => toasts(env).redirectWithSuccess("/events", confirmed),
  });
  if (!opened.ok) return opened.reply;
  let outcome: RsvpOutcome;
  try {
    const user = await getUser(request, context);
    outcome = await createRsvp(
      getDb(env),
      params.id ?? "",
      opened.value,
      new Date(),
      user?.userId ?? null,
    );
  } catch (error) {
    console.error("[rsvp] could not record the RSVP:", error);
    return withToast(
      { result: opened.submission.reply() },
      { type: "error", message: "RSVP Failed", description: "Please try again later." },
      { status: 503 },
    );
  }
  if (outcome === "duplicate") return toasts(env).redirectWithSuccess("/events", confirmed);
  if (outcome !== "confirmed") {
    return withToast({ result: opened.submission.reply() }, refusals[outcome], { status: 409 });
  }
  // The places left change on /events as well as the admin's RSVP lists.
  announce(context, ["admin", "events"], { type: "rsvp", id: params.id ?? "" }, request);
  return toasts(env).redirectWithSuccess("/events", confirmed);
}

export default function RsvpPage() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Toaster toast={toastOf(actionData)} />
      <Link to="/events" className="text-sm font-medium text-brand-700 underline">
        ← All events
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">RSVP for {event.title}</h1>
      <p className="mt-2 text-stone-700">{event.when}</p>
      <p className="text-stone-700">{event.location}</p>
      <Card className="mt-8">
        {event.past ? (
          <p className="text-stone-800">This event has already taken place.</p>
        ) : event.full ? (
          <p className="font-semibold text-stone-800">Fully booked</p>
        ) : (
          <RsvpForm
            eventId={event.id}
            lastResult={navigation.state === "idle" ? actionData?.result : undefined}
            pending={navigation.state === "submitting"}
          />
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // A refused post (not a form, too many requests) is not a missing event.
  if (isRouteErrorResponse(error) && REFUSED_STATUSES.includes(error.status)) {
    return <RefusedScreen status={error.status} reason={error.data} />;
  }
  return (
    <StatusScreen
      title="Event not found"
      message="This event does not exist or is no longer listed."
      link={{ to: "/events", label: "See upcoming events" }}
    />
  );
}
