/**
 * The association's industries (issue #26, ADR 0034): what an applicant or member chooses as her
 * "Type of Business", stored as the key in `join_applications.business_type`. "Other" comes with
 * her own words in `business_type_detail`. Names in both languages: app/i18n/industries.ts.
 * A key is stored: rename an industry freely, change a key only with a migration of its rows.
 */
export const industries = [
  "agriculture",
  "food_processing",
  "catering",
  "fashion",
  "beauty",
  "crafts",
  "retail",
  "technology",
  "health",
  "education",
  "event_planning",
  "manufacturing",
  "media",
  "other",
] as const;

export type Industry = (typeof industries)[number];

export const OTHER_INDUSTRY = "other" satisfies Industry;

export const isIndustry = (value: string): value is Industry =>
  (industries as readonly string[]).includes(value);

type StoredBusinessType = { businessType: string; businessTypeDetail: string | null };

/** The industry's name; a value no migration has mapped yet reads as it is stored. */
const nameOf = (names: Record<Industry, string>, businessType: string) =>
  isIndustry(businessType) ? names[businessType] : businessType;

/** What a stored business type reads as: its industry's name, or her own words for "Other". */
export function industryName(
  names: Record<Industry, string>,
  { businessType, businessTypeDetail }: StoredBusinessType,
): string {
  // "Other" (or an unmapped value) reads as her own words when she gave them.
  const ownWords = businessType === OTHER_INDUSTRY || !isIndustry(businessType);
  return (ownWords && businessTypeDetail) || nameOf(names, businessType);
}

/** For the admin area: the industry's name, then her own words ("Other: Tailoring"). */
export function industryWithDetail(
  names: Record<Industry, string>,
  { businessType, businessTypeDetail }: StoredBusinessType,
): string {
  const name = nameOf(names, businessType);
  return businessTypeDetail ? `${name}: ${businessTypeDetail}` : name;
}
