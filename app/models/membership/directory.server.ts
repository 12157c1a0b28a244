import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { joinApplications as ja, membershipPeriods } from "../../../db/schema";
import { industries, OTHER_INDUSTRY, type Industry } from "~/config/industries";
import { industryTexts } from "~/i18n/industries";
import type { Db } from "~/models/db.server";
import { MEMBERS_PER_PAGE } from "~/models/membership/directory";
import { statusBoundaries, watDayOf, type MembershipTerms } from "~/models/membership/period-rules";

/**
 * Only the public columns of an approved application. Contact details leave the database only for
 * members who consented to the directory; next of kin and everything else private never does.
 */
const publicColumns = {
  id: ja.id,
  fullName: ja.fullName,
  businessName: ja.businessName,
  businessType: ja.businessType,
  businessTypeDetail: ja.businessTypeDetail,
  plan: ja.membershipPlan,
  photoUrl: ja.photoUrl,
  email: sql<string | null>`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.email} END`.as("email"),
  phone: sql<string | null>`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.phoneNumber} END`.as(
    "phone",
  ),
  address: sql<
    string | null
  >`CASE WHEN ${ja.directoryConsent} = 1 THEN ${ja.contactAddress} END`.as("address"),
};

export type DirectoryMember = {
  id: string;
  fullName: string;
  businessName: string;
  businessType: Industry;
  businessTypeDetail: string | null;
  plan: "starter" | "pro";
  photoUrl: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
};

export type DirectoryQuery = { q?: string; type?: Industry; page?: number; perPage?: number };

export type DirectoryPage = {
  members: DirectoryMember[];
  total: number;
  page: number;
  pageCount: number;
  /** How many listed members each industry has (those with none are left out). */
  industries: { industry: Industry; count: number }[];
};

/**
 * Approved, not erased (ADR 0020) and not lapsed (ADR 0015): her latest period ends no earlier than the last day of
 * grace allows, or she has no period yet (approved, payment not yet confirmed). One index seek
 * per member on membership_periods (application_id, ends_on).
 */
export function listedMember(terms: MembershipTerms, now: Date): SQL {
  const earliestEnd = statusBoundaries(watDayOf(now), terms).graceFrom;
  return sql`${ja.status} = 'approved' and ${ja.erasedAt} is null and coalesce((select max(${membershipPeriods.endsOn}) from ${membershipPeriods} where ${membershipPeriods.applicationId} = ${ja.id}), '9999-12-31') >= ${earliestEnd}`;
}

/** The industries (but "other", which reads as her own words) whose name contains `needle`. */
function industriesNamed(needle: string): Industry[] {
  return industries.filter(
    (industry) =>
      industry !== OTHER_INDUSTRY &&
      [industryTexts.en, industryTexts.ha].some((texts) =>
        texts.names[industry].toLowerCase().includes(needle),
      ),
  );
}

function directoryFilter(
  { q, type }: DirectoryQuery,
  terms: MembershipTerms,
  now: Date,
): SQL | undefined {
  const needle = q?.trim().toLowerCase();
  const conditions: (SQL | undefined)[] = [listedMember(terms, now)];
  if (needle) {
    // instr() instead of LIKE: the visitor's % and _ are plain characters, no escaping needed.
    // The business type is searched as it reads: an industry's name (in either language), or
    // her own words for "other".
    const named = industriesNamed(needle);
    conditions.push(
      sql`(instr(lower(${ja.fullName}), ${needle}) > 0 OR instr(lower(${ja.businessName}), ${needle}) > 0 OR instr(lower(coalesce(${ja.businessTypeDetail}, '')), ${needle}) > 0${named.length > 0 ? sql` OR ${inArray(ja.businessType, named)}` : sql``})`,
    );
  }
  if (type) conditions.push(eq(ja.businessType, type));
  return and(...conditions);
}

/**
 * One page of the directory plus the industries (with counts) for the filter: two statements
 * in one D1 round trip. Without a search the total comes from the type counts, so the page query
 * walks the (status, name) index for just one page; a search has to look at every approved row
 * anyway, so it counts its matches in the same pass with a window function.
 */
export async function listDirectory(
  db: Db,
  query: DirectoryQuery,
  terms: MembershipTerms,
  now = new Date(),
): Promise<DirectoryPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const perPage = query.perPage ?? MEMBERS_PER_PAGE;
  const searching = Boolean(query.q?.trim());
  const pageQuery = db
    // Aliased: D1 returns rows as objects, and a column named "0" would be reordered first.
    .select({
      ...publicColumns,
      total: (searching ? sql<number>`count(*) OVER ()` : sql<number>`0`).as("total"),
    })
    .from(ja)
    .where(directoryFilter(query, terms, now))
    .orderBy(asc(ja.fullName), asc(ja.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const typesQuery = db
    .select({ industry: ja.businessType, count: sql<number>`count(*)`.as("count") })
    .from(ja)
    .where(listedMember(terms, now))
    .groupBy(ja.businessType);
  const [rows, counts] = await db.batch([pageQuery, typesQuery]);

  const total = searching
    ? (rows[0]?.total ?? 0)
    : counts
        .filter((t) => !query.type || t.industry === query.type)
        .reduce((sum, t) => sum + t.count, 0);
  return {
    members: rows.map(({ total: _total, ...member }) => member),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    industries: counts,
  };
}

export type MemberProfile = DirectoryMember & { whyJoin: string; memberSince: Date };

/**
 * One listed member's public profile; undefined for unknown, pending, rejected or lapsed ids
 * (the same 404 for each).
 */
export async function getMemberProfile(
  db: Db,
  id: string,
  terms: MembershipTerms,
  now = new Date(),
): Promise<MemberProfile | undefined> {
  const [row] = await db
    .select({
      ...publicColumns,
      whyJoin: ja.whyJoin,
      // Membership starts at approval; older rows without a review time fall back to submission.
      memberSince: sql<number>`coalesce(${ja.reviewedAt}, ${ja.submittedAt})`.as("member_since"),
    })
    .from(ja)
    .where(and(eq(ja.id, id), listedMember(terms, now)))
    .limit(1);
  return row ? { ...row, memberSince: new Date(row.memberSince) } : undefined;
}
