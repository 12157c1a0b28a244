import { asc, eq, sql } from "drizzle-orm";
import { joinApplications as ja } from "../../db/schema";
import type { Db } from "~/db.server";

export type SitemapEntry = { path: string; lastModified?: Date };

/** Every approved member's public profile (/members/{id}), last changed when approved. */
export async function listMemberProfilePaths(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: ja.id,
      changed: sql<number>`coalesce(${ja.reviewedAt}, ${ja.submittedAt})`.as("changed"),
    })
    .from(ja)
    .where(eq(ja.status, "approved"))
    .orderBy(asc(ja.id));
  return rows.map((row) => ({
    path: `/members/${encodeURIComponent(row.id)}`,
    lastModified: new Date(row.changed),
  }));
}

function isMissingTable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (/no such table/i.test(e.message)) return true;
  }
  return false;
}

/**
 * Every published member website (/sites/{slug}). The member_sites table comes with the website
 * builder, which is being built on another branch: until its migration is applied this database
 * has no such table, and there are simply no sites to list. (Raw SQL because db/schema.ts does
 * not know the table yet; once it does, this can use the builder's typed model.)
 */
export async function listPublishedSitePaths(db: Db): Promise<SitemapEntry[]> {
  try {
    const rows = await db.all<{ slug: string; changed: number | null }>(
      sql`SELECT slug, coalesce(updated_at, published_at) AS changed FROM member_sites WHERE status = 'published' ORDER BY slug`,
    );
    return rows.map((row) => ({
      path: `/sites/${encodeURIComponent(row.slug)}`,
      lastModified: row.changed ? new Date(row.changed) : undefined,
    }));
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}
