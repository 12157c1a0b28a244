import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { EventForm } from "./__event-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb } from "~/models/db.server";
import { eventValues, getEventWithRsvps, updateEvent } from "~/models/events.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { formatEventDate, toWat } from "~/utils/dates";
import { eventSchema } from "~/validation/event";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";
import { DataTable } from "~/components/ui/table";
import { cardClassName } from "~/components/ui/card";
import { loggableError } from "~/models/loggable-error.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: loaded?.event.title ?? "Event",
    description: "Edit an event and see its RSVPs.",
    path: "/admin/events",
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const found = await getEventWithRsvps(getDb(context.cloudflare.env), params.id ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("event", "rsvp");

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { event: eventSchema }, { single: "event" });
  if (!form.ok) return data({ result: form.result }, { status: 400 });
  const id = args.params.id ?? "";
  let updated: boolean;
  try {
    const { userId, email } = form.admin;
    updated = await updateEvent(form.db, id, eventValues(form.value), { userId, email });
  } catch (error) {
    console.error("[admin] could not update the event:", loggableError(error));
    const description = "The changes were not saved. Please try again.";
    return updateFailed({ result: form.submission.reply() }, description, 503);
  }
  if (!updated) throw new Response("Not Found", { status: 404 });
  form.announce(["admin", "events"], { type: "event", id });
  return toasts(form.env).redirectWithSuccess(`/admin/events/${id}`, "Event updated");
}

export default function AdminEvent() {
  const { event, rsvps } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { date, time } = toWat(event.eventDate);
  const placesLeft =
    event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.rsvpCount);
  return (
    <div className="space-y-6">
      <Toaster toast={toastOf(actionData)} />
      <Link to="/admin/events" className="text-sm font-medium text-brand-700 underline">
        ← All events
      </Link>
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="edit-heading" className={cardClassName("md")}>
          <h2 id="edit-heading" className="text-xl font-bold text-brand-900">
            Edit: {event.title}
          </h2>
          <p className="text-sm text-stone-700">{formatEventDate(event.eventDate)}</p>
          <EventForm
            id="edit-event"
            lastResult={navigation.state === "idle" ? actionData?.result : undefined}
            defaultValue={{
              title: event.title,
              description: event.description,
              titleHa: event.titleHa ?? "",
              descriptionHa: event.descriptionHa ?? "",
              date,
              time,
              location: event.location,
              imageUrl: event.imageUrl ?? "",
              maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
            }}
            submitLabel="Save changes"
          />
          <Link
            to={`/admin/events/${event.id}/delete`}
            className="mt-4 inline-block font-semibold text-red-800 underline"
          >
            Delete this event
          </Link>
        </section>
        <section aria-labelledby="rsvps-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="rsvps-heading" className="text-xl font-bold text-brand-900">
              RSVPs ({rsvps.length})
            </h2>
            <a
              href={`/admin/events/${event.id}/rsvps.csv`}
              download
              className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800"
            >
              Download CSV
            </a>
          </div>
          <p className="text-stone-700">
            {placesLeft === null
              ? "No attendance limit."
              : `${placesLeft} places left of ${event.maxAttendees}.`}
          </p>
          {rsvps.length === 0 ? (
            <p className="rounded-2xl bg-cream p-6 text-center text-stone-700">No RSVPs yet.</p>
          ) : (
            <DataTable
              look="plain"
              caption={`RSVPs for ${event.title}`}
              columns={[
                { label: "Full Name", cell: (rsvp) => rsvp.fullName },
                { label: "Email", cell: (rsvp) => rsvp.email },
                { label: "Phone", cell: (rsvp) => rsvp.phoneNumber ?? "" },
              ]}
              rows={rsvps}
              rowKey={(rsvp) => rsvp.id}
            />
          )}
        </section>
      </div>
    </div>
  );
}
