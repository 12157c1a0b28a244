import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { personalDataOf } from "~/models/personal-data.server";
import { watDayOf } from "~/models/membership/period-rules";
import { dataFileName } from "~/utils/personal-data";

/**
 * /dashboard/data.json: everything held about the signed-in member, as one file. A failed read
 * is an error rather than a file that silently misses a part.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const now = new Date();
  const data = await personalDataOf(getDb(context.cloudflare.env), user);
  const body = JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataFileName("data", watDayOf(now), "json")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
