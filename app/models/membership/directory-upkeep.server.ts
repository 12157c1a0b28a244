import { and, eq, gte, lt, sql } from "drizzle-orm";
import { joinApplications as ja, siteSettings } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { graceFromOf } from "~/models/membership/directory.server";
import type { MembershipTerms } from "~/models/membership/period-rules";

/** The site setting the triggers of migrations/0028 compare `directory_ends_on` with. */
export const DIRECTORY_GRACE_FROM = "directory_grace_from";

/**
 * The hourly job's part of the directory (issue #41): as days pass, members cross the grace
 * boundary without any write of theirs. The boundary of this hour is written where the triggers
 * read it, and `listed` is moved for those who crossed it (either way, should the terms change);
 * the counts by industry follow by trigger. All in one batch. How many moved, each way.
 */
export async function moveDirectoryBoundary(db: Db, terms: MembershipTerms, now: Date) {
  const graceFrom = graceFromOf(terms, now);
  const listable = sql`${ja.directoryEndsOn} is not null`;
  const [, lapsed, back] = await db.batch([
    db
      .insert(siteSettings)
      .values({ name: DIRECTORY_GRACE_FROM, value: graceFrom })
      .onConflictDoUpdate({
        target: siteSettings.name,
        set: { value: graceFrom, updatedAt: sql`(unixepoch('subsec') * 1000)` },
      }),
    db
      .update(ja)
      .set({ listed: false })
      .where(and(listable, eq(ja.listed, true), lt(ja.directoryEndsOn, graceFrom)))
      // D1's meta.changes counts the triggers' writes too: her id says she moved.
      .returning({ id: ja.id }),
    db
      .update(ja)
      .set({ listed: true })
      .where(and(listable, eq(ja.listed, false), gte(ja.directoryEndsOn, graceFrom)))
      .returning({ id: ja.id }),
  ]);
  return { lapsed: lapsed.length, back: back.length };
}
