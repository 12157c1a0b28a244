import { sql } from "drizzle-orm";
import { contactMessages, joinApplications } from "../../db/schema";
import type { Db } from "~/models/db.server";

export type DashboardCounts = {
  totalApplications: number;
  pendingApplications: number;
  totalMessages: number;
  unreadMessages: number;
};

/** The admin dashboard's four counters, in one statement. */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const row = await db.get<DashboardCounts>(sql`
    select
      (select count(*) from ${joinApplications}) as totalApplications,
      (select count(*) from ${joinApplications} where ${joinApplications.status} = 'pending') as pendingApplications,
      (select count(*) from ${contactMessages}) as totalMessages,
      (select count(*) from ${contactMessages} where ${contactMessages.isRead} = 0) as unreadMessages`);
  return row;
}
