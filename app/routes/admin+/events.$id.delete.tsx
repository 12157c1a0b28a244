import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { certificateCount } from "~/models/certificates.server";
import { deleteEvent, getEvent } from "~/models/events.server";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { formatEventDate } from "~/utils/dates";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Delete event",
    description: "Confirm deletion.",
    path: "/admin/events",
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const [event, certificates] = await Promise.all([
    getEvent(db, params.id ?? "", "en"),
    certificateCount(db, params.id ?? ""),
  ]);
  if (!event) throw new Response("Not Found", { status: 404 });
  return { event, certificates };
}

/** The confirmation page's POST: the event, its RSVPs and its certificates go. */
async function act({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const id = params.id ?? "";
  const deleted = await deleteEvent(getDb(env), id, admin);
  if (!deleted) throw new Response("Not Found", { status: 404 });
  announce(context, ["admin", "events"], { type: "event", id }, request);
  return toasts(env).redirectWithSuccess("/admin/events", "Event deleted");
}

export const action = answeringWriteFailures("admin event delete", act);

export default function DeleteEvent() {
  // A write that failed (spec §8) is answered on this page.
  const failed = toastOf(useActionData<typeof action>());
  const { event, certificates } = useLoaderData<typeof loader>();
  return (
    <section
      aria-labelledby="delete-heading"
      className="max-w-xl space-y-4 rounded-2xl bg-white p-6 ring-1 ring-red-300"
    >
      <Toaster toast={failed} />
      <h2 id="delete-heading" className="text-xl font-bold text-red-900">
        Delete “{event.title}”?
      </h2>
      <p className="text-stone-800">
        {formatEventDate(event.eventDate)} · {event.location}
      </p>
      {event.rsvpCount > 0 ? (
        <p className="rounded-md bg-amber-50 p-3 text-stone-900">
          {event.rsvpCount} {event.rsvpCount === 1 ? "person has" : "people have"} RSVPed. Their
          RSVPs are deleted with the event:{" "}
          <a
            href={`/admin/events/${event.id}/rsvps.csv`}
            download
            className="font-semibold underline"
          >
            download the RSVPs as CSV
          </a>{" "}
          first if you need them.
        </p>
      ) : (
        <p className="text-stone-700">Nobody has RSVPed yet.</p>
      )}
      {certificates > 0 ? (
        <p className="rounded-md bg-red-50 p-3 text-red-950" data-testid="certificates-warning">
          {certificates === 1
            ? "1 certificate of attendance was issued for it."
            : `${certificates} certificates of attendance were issued for it.`}{" "}
          Deleting the event deletes them too: their links and QR codes will no longer verify, and
          they leave their holders' records.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <button
            type="submit"
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white"
          >
            Delete event
          </button>
        </Form>
        <Link
          to={`/admin/events/${event.id}`}
          className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-800"
        >
          Cancel
        </Link>
      </div>
    </section>
  );
}
