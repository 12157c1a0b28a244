import { sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { applicationCounts, keptCount, type ListCountName } from "~/models/list-counts.server";

export type DashboardCounts = {
  totalApplications: number;
  pendingApplications: number;
  totalMessages: number;
  unreadMessages: number;
};

/**
 * The admin dashboard's four counters, in one statement reading the kept counts (list_counts,
 * issue #41): a handful of rows on every admin page, however many applications and messages.
 */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const kept = (names: ListCountName[]) => sql`(${keptCount(db, names)})`;
  const row = await db.get<DashboardCounts>(sql`
    select
      ${kept(applicationCounts)} as totalApplications,
      ${kept(["applications:pending"])} as pendingApplications,
      ${kept(["messages"])} as totalMessages,
      ${kept(["messages:unread"])} as unreadMessages`);
  return row;
}
