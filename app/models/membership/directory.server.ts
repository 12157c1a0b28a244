import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { directoryIndustryCounts, joinApplications as ja } from "../../../db/schema";
import { industries, OTHER_INDUSTRY, type Industry } from "~/config/industries";
import { industryTexts } from "~/i18n/industries";
import type { Db } from "~/models/db.server";
import {
  keysetClauses,
  keysetPage,
  keysetPosition,
  type KeysetLinks,
  type KeysetPosition,
} from "~/models/keyset.server";
import { MEMBERS_PER_PAGE } from "~/models/membership/directory";
import {
  foldForSearch,
  ftsString,
  industryCode,
  isShortSearch,
  SEARCH_MATCHES_SHOWN,
} from "~/models/membership/directory-search";
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

export type DirectoryQuery = {
  q?: string;
  type?: Industry;
  /** The page's number (the first pages may be asked for by number alone). */
  page?: number;
  /** Keyset paging: the page after this member (her id), or before this one. */
  after?: string;
  before?: string;
  perPage?: number;
};

export type DirectoryPage = KeysetLinks & {
  members: DirectoryMember[];
  /** Listed members shown by this view; with `more`, a search found more than it shows. */
  total: number;
  more: boolean;
  pageCount: number;
  /** How many listed members each industry has (those with none are left out). */
  industries: { industry: Industry; count: number }[];
};

/** The last day a member's latest period may end on and she still be listed (grace included). */
export function graceFromOf(terms: MembershipTerms, now: Date) {
  return statusBoundaries(watDayOf(now), terms).graceFrom;
}

/**
 * Approved, not erased (ADR 0020) and not lapsed (ADR 0015): the end of her latest period, kept
 * on her row by triggers (issue #41; '9999-12-31' before her first), is no earlier than the last
 * day grace allows. A comparison on the row, no subquery.
 */
export function listedMember(terms: MembershipTerms, now: Date): SQL {
  return sql`${ja.directoryEndsOn} is not null and ${ja.directoryEndsOn} >= ${graceFromOf(terms, now)}`;
}

/** Each industry (but "other", which reads as her own words) with its names folded, once. */
const foldedIndustryNames = industries
  .filter((industry) => industry !== OTHER_INDUSTRY)
  .map((industry) => ({
    industry,
    names: [industryTexts.en, industryTexts.ha].map((texts) =>
      foldForSearch(texts.names[industry]),
    ),
  }));

/** The industries whose name, in either language, contains `needle`. */
function industriesNamed(needle: string): Industry[] {
  return foldedIndustryNames
    .filter(({ names }) => names.some((name) => name.includes(needle)))
    .map(({ industry }) => industry);
}

/**
 * The FTS5 query: the words anywhere in her name, business name, her words for "other" or her
 * (consented) location; or an industry whose name holds them, in either language.
 */
function searchMatch(needle: string, type: Industry | undefined): string {
  const named = industriesNamed(needle).map(
    (industry) => `industry : ${ftsString(industryCode(industry))}`,
  );
  const words = [`{name business detail place} : ${ftsString(needle)}`, ...named].join(" OR ");
  return type ? `(${words}) AND industry : ${ftsString(industryCode(type))}` : words;
}

/**
 * A search's matches, at most SEARCH_MATCHES_SHOWN + 1 (one more says there are more): read in
 * the index's order, so a search reads no more rows than it can show, then put in name order.
 * Fewer than 3 letters: the names that begin with them, by the name index.
 */
export function directorySearchQuery(
  db: Db,
  needle: string,
  type: Industry | undefined,
  listed: SQL,
) {
  const limit = SEARCH_MATCHES_SHOWN + 1;
  if (isShortSearch(needle)) {
    return db
      .select(publicColumns)
      .from(ja)
      .where(
        and(
          listed,
          sql`lower(${ja.fullName}) >= ${needle} and lower(${ja.fullName}) < ${`${needle}\u{10FFFF}`}`,
          type ? eq(ja.businessType, type) : undefined,
        ),
      )
      .orderBy(sql`lower(${ja.fullName})`, asc(ja.id))
      .limit(limit);
  }
  return db
    .select(publicColumns)
    .from(sql`directory_search`)
    .innerJoin(ja, sql`${ja}.rowid = directory_search.rowid`)
    .where(and(sql`directory_search MATCH ${searchMatch(needle, type)}`, listed))
    .limit(limit);
}

const byName = (a: DirectoryMember, b: DirectoryMember) =>
  a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a.id < b.id ? -1 : 1;

/**
 * One page of the directory plus the industries (with counts) for the filter, in one D1 round
 * trip, reading about as many rows as the page shows (issue #41). Browsing walks the name index
 * (or the industry's), from the member in the URL (keyset), and takes its total from the kept
 * counts; a search reads at most SEARCH_MATCHES_SHOWN + 1 matches from the search index.
 */
export async function listDirectory(
  db: Db,
  query: DirectoryQuery,
  terms: MembershipTerms,
  now = new Date(),
): Promise<DirectoryPage> {
  const perPage = query.perPage ?? MEMBERS_PER_PAGE;
  const needle = foldForSearch(query.q?.trim() ?? "");
  const listed = listedMember(terms, now);
  const countsQuery = db
    .select({ industry: directoryIndustryCounts.industry, count: directoryIndustryCounts.members })
    .from(directoryIndustryCounts)
    .where(sql`${directoryIndustryCounts.members} > 0`);
  if (needle) {
    const [found, counts] = await db.batch([
      directorySearchQuery(db, needle, query.type, listed),
      countsQuery,
    ]);
    const matches = found.slice(0, SEARCH_MATCHES_SHOWN).sort(byName);
    const pageCount = Math.max(1, Math.ceil(matches.length / perPage));
    const page = Math.min(pageCount, Math.max(1, Math.floor(query.page ?? 1)));
    return {
      members: matches.slice((page - 1) * perPage, page * perPage),
      total: matches.length,
      more: found.length > SEARCH_MATCHES_SHOWN,
      page,
      pageCount,
      previous: page > 1 ? { page: page - 1 } : null,
      next: page < pageCount ? { page: page + 1 } : null,
      industries: counts,
    };
  }
  const position = keysetPosition(query);
  const [rows, counts] = await db.batch([
    browseQuery(db, query.type, position, listed, perPage),
    countsQuery,
  ]);
  const total = counts
    .filter((t) => !query.type || t.industry === query.type)
    .reduce((sum, t) => sum + t.count, 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const { rows: members, ...links } = keysetPage(rows, position, perPage);
  return {
    members,
    ...links,
    pageCount,
    total,
    more: false,
    industries: counts,
  };
}

/** One browsing page in (name, id) order, from the member in the URL; one row more says whether there is more. */
function browseQuery(
  db: Db,
  type: Industry | undefined,
  position: KeysetPosition,
  listed: SQL,
  perPage: number,
) {
  const { where, orderBy, limit, offset } = keysetClauses(
    position,
    { table: ja, sort: ja.fullName, id: ja.id },
    perPage,
  );
  return db
    .select(publicColumns)
    .from(ja)
    .where(and(listed, type ? eq(ja.businessType, type) : undefined, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
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
