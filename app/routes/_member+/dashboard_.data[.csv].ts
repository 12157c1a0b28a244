import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { personalDataOf } from "~/models/personal-data.server";
import { csvResponse } from "~/utils/csv";
import { watDayOf } from "~/models/membership/period-rules";
import { dataFileName, dataTableOf, personalDataCsv } from "~/utils/personal-data";

/** /dashboard/data.csv?table=payments|renewals|rsvps|emails: one table of her data, for a sheet. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const table = dataTableOf(new URL(request.url));
  if (!table) throw new Response("Unknown table", { status: 404 });
  const data = await personalDataOf(getDb(context.cloudflare.env), user);
  return csvResponse(
    dataFileName(table, watDayOf(new Date()), "csv"),
    personalDataCsv(data, table),
  );
}
