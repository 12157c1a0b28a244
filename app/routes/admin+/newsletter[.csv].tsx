import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { allSubscribers } from "~/models/newsletter.server";
import { csvResponse, toCsv } from "~/utils/csv";

/**
 * /admin/newsletter.csv: every subscriber (no paging), newest first. A failed read is an error
 * rather than a short file: an export that silently misses rows is worse than none.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const subscribers = await allSubscribers(getDb(context.cloudflare.env));
  const csv = toCsv(
    ["Email", "Full Name", "Subscribed At"],
    subscribers.map((s) => [s.email, s.fullName, s.subscribedAt]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`zamwe-newsletter-subscribers-${day}.csv`, csv);
}
