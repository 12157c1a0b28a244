import type { AppLoadContext } from "@remix-run/cloudflare";
import { getCheckInEvent } from "~/models/check-in.server";
import { getDb } from "~/models/db.server";

/**
 * The event the door's pages are for, with the request's database; else what `notFound` makes,
 * thrown (the page's plain 404, or the sync's JSON answer).
 */
export async function checkInEventOr(
  context: AppLoadContext,
  id: string | undefined,
  notFound: () => unknown,
) {
  const db = getDb(context.cloudflare.env);
  const event = await getCheckInEvent(db, id ?? "");
  if (!event) throw notFound();
  return { db, event };
}
