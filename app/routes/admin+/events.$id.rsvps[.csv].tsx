import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { getEventWithRsvps } from "~/models/events.server";
import { csvFileName, csvResponse, toCsv } from "~/utils/csv";

/** Every RSVP of the event (no paging), for Excel: with its status and check-in (issue #29). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const found = await getEventWithRsvps(getDb(context.cloudflare.env), params.id ?? "");
  if (!found) throw new Response("Not Found", { status: 404 });
  const { event, rsvps } = found;
  const csv = toCsv(
    ["Full Name", "Email", "Phone", "RSVP At", "Status", "Checked In At"],
    rsvps.map((rsvp) => [
      rsvp.fullName,
      rsvp.email,
      rsvp.phoneNumber,
      rsvp.createdAt,
      rsvp.status,
      rsvp.checkedInAt,
    ]),
  );
  return csvResponse(csvFileName("rsvps", event.title), csv);
}
