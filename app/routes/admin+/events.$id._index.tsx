import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { EventForm, eventTextFields } from "./__event-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb } from "~/models/db.server";
import { eventValues, getEventWithRsvps, updateEvent } from "~/models/events.server";
import { rsvpNumbers, type Rsvp } from "~/models/event-rsvps.server";
import { tellOffers, whatsappNotice } from "~/messages/event-notices.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { formatEventDate, toWat } from "~/utils/dates";
import { eventSchema } from "~/validation/event";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";
import { DataTable } from "~/components/ui/table";
import { cardClassName } from "~/components/ui/card";
import { Figures } from "~/components/ui/figures";
import { loggableError } from "~/models/loggable-error.server";
import { hausaMissingNote } from "./__hausa-missing";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: loaded?.event.title ?? "Event",
    description: "Edit an event and see its RSVPs.",
    path: "/admin/events",
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const now = new Date();
  const origin = new URL(request.url).origin;
  const found = await getEventWithRsvps(db, params.id ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { event, rsvps } = found;
  const past = event.eventDate.getTime() < now.getTime();
  // Where e-mail is off, the admin tells them on WhatsApp: offers, and reminders before the day.
  const mailOn = mailSettings(env).on;
  let waiting = 0;
  return {
    event,
    mailOn,
    numbers: rsvpNumbers(rsvps, event.eventDate, now),
    rsvps: rsvps.map((rsvp) => ({
      id: rsvp.id,
      fullName: rsvp.fullName,
      email: rsvp.email,
      phoneNumber: rsvp.phoneNumber,
      status: statusLabel(rsvp, rsvp.status === "waitlisted" ? ++waiting : 0),
      live: rsvp.status !== "cancelled",
      checkedInAt: rsvp.checkedInAt ? formatEventDate(rsvp.checkedInAt) : "",
      whatsapp:
        mailOn || past
          ? null
          : rsvp.status === "offered"
            ? { label: "Tell her on WhatsApp", href: whatsappNotice("offer", rsvp, event, origin) }
            : rsvp.status === "confirmed"
              ? {
                  label: "Remind on WhatsApp",
                  href: whatsappNotice("reminder", rsvp, event, origin),
                }
              : null,
    })),
  };
}

function statusLabel(rsvp: Rsvp, position: number): string {
  switch (rsvp.status) {
    case "confirmed":
      return "Confirmed";
    case "waitlisted":
      return `Waitlist #${position}`;
    case "offered":
      return `Offered until ${rsvp.offerExpiresAt ? formatEventDate(rsvp.offerExpiresAt) : "?"}`;
    case "cancelled":
      return "Cancelled";
  }
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
    const now = new Date();
    const saved = await updateEvent(form.db, id, eventValues(form.value), { userId, email }, now);
    updated = saved.updated;
    // A raised limit offers the new places at once; those offered are told.
    await tellOffers(form.env, new URL(args.request.url).origin, saved.offers, now);
  } catch (error) {
    console.error("[admin] could not update the event:", loggableError(error));
    const description = "The changes were not saved. Please try again.";
    return updateFailed({ result: form.submission.reply() }, description, 503);
  }
  if (!updated) throw new Response("Not Found", { status: 404 });
  form.announce(["admin", "events"], { type: "event", id });
  return toasts(form.env).redirectWithSuccess(`/admin/events/${id}`, {
    message: "Event updated",
    description: `${form.value.title} is on the events page.${hausaMissingNote(form.value, eventTextFields)}`,
  });
}

export default function AdminEvent() {
  const { event, rsvps, numbers, mailOn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { date, time } = toWat(event.eventDate);
  const placesLeft =
    event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.rsvpCount);
  return (
    <div className="space-y-6">
      <Toaster toast={toastOf(actionData)} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/admin/events" className="text-sm font-medium text-brand-700 underline">
          ← All events
        </Link>
        <Link
          to={`/admin/events/${event.id}/check-in`}
          className="text-sm font-medium text-brand-700 underline"
        >
          Check-in at the door
        </Link>
        <Link
          to={`/admin/events/${event.id}/certificates`}
          className="text-sm font-medium text-brand-700 underline"
        >
          Certificates of attendance
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
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
              RSVPs ({numbers.confirmed})
            </h2>
            <a
              href={`/admin/events/${event.id}/rsvps.csv`}
              download
              className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800"
            >
              Download CSV
            </a>
          </div>
          <Figures
            label="Numbers"
            className="grid-cols-2 sm:grid-cols-4"
            figures={[
              ["RSVPs", numbers.confirmed],
              ["Waitlist", numbers.waitlisted + numbers.offered],
              ["Checked in", numbers.checkedIn],
              ["No-shows", numbers.noShows ?? "—"],
            ]}
          />
          <p className="text-stone-700">
            {placesLeft === null
              ? "No attendance limit."
              : `${placesLeft} ${placesLeft === 1 ? "place" : "places"} left of ${event.maxAttendees}.`}
            {numbers.offered > 0 ? ` ${numbers.offered} held for 24 hours for the waitlist.` : ""}
          </p>
          {mailOn ? null : (
            <p className="text-sm text-stone-700">
              E-mail is off: tell those offered a place, and remind attendees the day before, with
              the WhatsApp links below.
            </p>
          )}
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
                { label: "Status", cell: (rsvp) => rsvp.status },
                { label: "Checked in", cell: (rsvp) => rsvp.checkedInAt },
                {
                  label: "Actions",
                  hiddenLabel: true,
                  cell: (rsvp) => <RsvpActions eventId={event.id} rsvp={rsvp} />,
                },
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

type RsvpRow = ReturnType<typeof useLoaderData<typeof loader>>["rsvps"][number];

/** Remove (her place goes to the first waiting) and, where e-mail is off, a WhatsApp message. */
function RsvpActions({ eventId, rsvp }: { eventId: string; rsvp: RsvpRow }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {rsvp.whatsapp?.href ? (
        <a
          href={rsvp.whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline"
          aria-label={`${rsvp.whatsapp.label}: ${rsvp.fullName}`}
        >
          {rsvp.whatsapp.label}
        </a>
      ) : null}
      {rsvp.live ? (
        <Form method="post" action={`/admin/events/${eventId}/remove`}>
          <input type="hidden" name="rsvpId" value={rsvp.id} />
          <button
            type="submit"
            className="font-semibold text-red-800 underline"
            aria-label={`Remove ${rsvp.fullName}`}
          >
            Remove
          </button>
        </Form>
      ) : null}
    </div>
  );
}
