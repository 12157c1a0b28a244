import { inArray, sql } from "drizzle-orm";
import { applicationStatuses, listCounts, type ApplicationStatus } from "../../db/schema";
import type { Db } from "~/models/db.server";

/** What list_counts keeps (migrations/0029), by name. */
export type ListCountName = `applications:${ApplicationStatus}` | "messages" | "messages:unread";

/** Every application, whatever its status. */
export const applicationCounts: ListCountName[] = applicationStatuses.map(
  (status) => `applications:${status}` as const,
);

/**
 * The kept counts under these names, summed: one statement reading one row per name, where a
 * count of the rows themselves would read every one (issue #41). A name never counted is 0.
 */
export function keptCount(db: Db, names: ListCountName[]) {
  return db
    .select({ total: sql<number>`coalesce(sum(${listCounts.total}), 0)`.as("total") })
    .from(listCounts)
    .where(inArray(listCounts.name, names));
}
