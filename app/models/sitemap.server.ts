import { asc, eq, sql } from "drizzle-orm";
import { joinApplications as ja, memberSites } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { listedMember } from "~/models/membership/directory.server";
import type { MembershipTerms } from "~/models/membership/period-rules";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Every listed member's public profile (/members/{id}), last changed when approved. */
export async function listMemberProfilePaths(
  db: Db,
  terms: MembershipTerms,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: ja.id,
      changed: sql<number>`coalesce(${ja.reviewedAt}, ${ja.submittedAt})`.as("changed"),
    })
    .from(ja)
    .where(listedMember(terms, now))
    .orderBy(asc(ja.id));
  return rows.map((row) => ({
    path: `/members/${encodeURIComponent(row.id)}`,
    lastModified: new Date(row.changed),
  }));
}

/** Every published member website (/sites/{slug}), with when it last changed. */
export async function listPublishedSitePaths(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      slug: memberSites.slug,
      changed: sql<number | null>`coalesce(${memberSites.updatedAt}, ${memberSites.publishedAt})`,
    })
    .from(memberSites)
    .where(eq(memberSites.status, "published"))
    .orderBy(memberSites.slug);
  return rows.map((row) => ({
    path: `/sites/${encodeURIComponent(row.slug)}`,
    lastModified: row.changed ? new Date(row.changed) : undefined,
  }));
}
