import { checkInEventOr } from "./__check-in-event.server";
import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "react-router";
import { requireCheckInStaff } from "~/auth/guards.server";
import { checkInBatch, checkInCounts, offlineTickets } from "~/models/check-in.server";
import { announce } from "~/realtime/publish.server";
import { checkInSyncSchema } from "~/validation/check-in";

/**
 * The check-in page's JSON door (issue #29, ADR 0041), for admins and stewards:
 * GET: the event's tickets for the phone's offline list; POST: a batch of check-ins made on
 * the phone (online at once, or queued offline and sent when the connection returns).
 */

const eventOf = (context: AppLoadContext, id: string | undefined) =>
  checkInEventOr(context, id, () =>
    data({ error: "This event does not exist (any more)." }, { status: 404 }),
  );

const noStore = { "Cache-Control": "private, no-store" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireCheckInStaff(request, context);
  const { db, event } = await eventOf(context, params.id);
  const tickets = await offlineTickets(db, event.id);
  return data({ tickets }, { headers: noStore });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireCheckInStaff(request, context);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data({ error: "The check-ins could not be read (not JSON)." }, { status: 400 });
  }
  const parsed = checkInSyncSchema.safeParse(body);
  if (!parsed.success) {
    return data({ error: "The check-ins could not be read." }, { status: 400 });
  }
  const { db, event } = await eventOf(context, params.id);
  const reports = await checkInBatch(db, {
    eventId: event.id,
    staffId: staff.userId,
    device: parsed.data.device,
    checkIns: parsed.data.checkIns.map(({ rsvpId, code, at }) => ({
      rsvpId,
      code,
      at: new Date(at),
    })),
  });
  if (reports.some((report) => report.outcome === "checked-in")) {
    announce(context, ["admin"], { type: "rsvp", id: event.id }, request);
  }
  const counts = await checkInCounts(db, event.id);
  return data({ reports, counts }, { headers: noStore });
}
