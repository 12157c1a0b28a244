import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { joinApplications as ja } from "../../db/schema";
import type { Db } from "~/db.server";
import { MEMBERS_PER_PAGE } from "~/models/members";

/**
 * Only the public columns of an approved application. Contact details leave the database only for
 * members who consented to the directory; next of kin and everything else private never does.
 */
const publicColumns = {
  id: ja.id,
  fullName: ja.fullName,
  businessName: ja.businessName,
  businessType: ja.businessType,
  plan: ja.membershipPlan,
  photoUrl: ja.photoUrl,
  email: sql<string | null>`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.email} END`,
  phone: sql<string | null>`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.phoneNumber} END`,
  address: sql<string | null>`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.contactAddress} END`,
};

export type DirectoryMember = {
  id: string;
  fullName: string;
  businessName: string;
  businessType: string;
  plan: "starter" | "pro";
  photoUrl: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type DirectoryQuery = { q?: string; type?: string; page?: number };

export type DirectoryPage = {
  members: DirectoryMember[];
  total: number;
  page: number;
  pageCount: number;
  businessTypes: { name: string; count: number }[];
};

function directoryFilter({ q, type }: DirectoryQuery): SQL | undefined {
  const needle = q?.trim().toLowerCase();
  const conditions: (SQL | undefined)[] = [eq(ja.status, "approved")];
  if (needle) {
    // instr() instead of LIKE: the visitor's % and _ are plain characters, no escaping needed.
    conditions.push(
      sql`(instr(lower(${ja.fullName}), ${needle}) > 0 OR instr(lower(${ja.businessName}), ${needle}) > 0 OR instr(lower(${ja.businessType}), ${needle}) > 0)`,
    );
  }
  if (type) conditions.push(eq(ja.businessType, type));
  return and(...conditions);
}

/** One page of the directory plus the business types for the filter: one D1 round trip. */
export async function listDirectory(db: Db, query: DirectoryQuery): Promise<DirectoryPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, types] = await db.batch([
    db
      .select({ ...publicColumns, total: sql<number>`count(*) OVER ()` })
      .from(ja)
      .where(directoryFilter(query))
      .orderBy(asc(ja.fullName), asc(ja.id))
      .limit(MEMBERS_PER_PAGE)
      .offset((page - 1) * MEMBERS_PER_PAGE),
    db
      .select({ name: ja.businessType, count: sql<number>`count(*)` })
      .from(ja)
      .where(eq(ja.status, "approved"))
      .groupBy(ja.businessType)
      .orderBy(asc(ja.businessType)),
  ]);
  const total = rows[0]?.total ?? 0;
  return {
    members: rows.map(({ total: _total, ...member }) => member),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / MEMBERS_PER_PAGE)),
    businessTypes: types,
  };
}

export type MemberProfile = DirectoryMember & { whyJoin: string; memberSince: Date };

/** One approved member's public profile; undefined for unknown, pending or rejected ids. */
export async function getMemberProfile(db: Db, id: string): Promise<MemberProfile | undefined> {
  const [row] = await db
    .select({
      ...publicColumns,
      whyJoin: ja.whyJoin,
      // Membership starts at approval; older rows without a review time fall back to submission.
      memberSince: sql<number>`coalesce(${ja.reviewedAt}, ${ja.submittedAt})`,
    })
    .from(ja)
    .where(and(eq(ja.id, id), eq(ja.status, "approved")))
    .limit(1);
  return row ? { ...row, memberSince: new Date(row.memberSince) } : undefined;
}
