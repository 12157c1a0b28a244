import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { membershipCycle } from "~/config/membership";
import { getDb } from "~/models/db.server";
import { allOfRegister, registerClock } from "~/models/membership/register.server";
import { registerCsv, registerQuery } from "~/models/membership/register";
import { csvResponse } from "~/utils/csv";

/**
 * /admin/members.csv: the register with the Members tab's filter (status, search), every page.
 * A failed read is an error rather than a short file: an export that misses rows is worse.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const clock = registerClock(membershipCycle(env).terms);
  const members = await allOfRegister(getDb(env), {
    ...registerQuery(new URL(request.url)),
    ...clock,
  });
  return csvResponse(`zamwe-members-${clock.today}.csv`, registerCsv(members));
}
