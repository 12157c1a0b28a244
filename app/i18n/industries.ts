import { industries, OTHER_INDUSTRY, type Industry } from "~/config/industries";
import type { Language } from "~/i18n/language";
import type { Localised } from "~/i18n/localised";

/**
 * The association's industries (app/config/industries.ts) by name, and the texts of the "Type of
 * Business" choice shared by /join and /dashboard/profile; the directory's filter and a member's
 * profile show the names too. The interactive pages get one language from their loaders. English
 * first; the Hausa has its type, so a missing industry fails `tsc`. Migration 0012 mapped the
 * business types typed before the list existed onto these names, in either language.
 */
const en = {
  names: {
    agriculture: "Agriculture",
    food_processing: "Food Processing",
    catering: "Catering",
    fashion: "Fashion & Textiles",
    beauty: "Beauty & Wellness",
    crafts: "Crafts",
    retail: "Retail",
    technology: "Technology",
    health: "Health",
    education: "Education",
    event_planning: "Event Planning",
    manufacturing: "Manufacturing",
    media: "Printing & Media",
    other: "Other",
  } satisfies Record<Industry, string>,
  choose: "Choose your type of business",
  /** Under the choice; it names neither the field nor "Type of Business" (labels stay unique). */
  detail: "If Other, describe your business",
};

const ha: typeof en = {
  names: {
    agriculture: "Noma da kiwo",
    food_processing: "Sarrafa abinci",
    catering: "Dafa abinci",
    fashion: "Kayan sawa da yaduka",
    beauty: "Kwalliya da lafiya",
    crafts: "Sanaʼar hannu",
    retail: "Saye da sayarwa",
    technology: "Fasaha",
    health: "Kiwon lafiya",
    education: "Ilimi",
    event_planning: "Shirya bukukuwa",
    manufacturing: "Ƙere-ƙere",
    media: "Ɗabʼi da yaɗa labarai",
    other: "Wani daban",
  },
  choose: "Zaɓi irin sanaʼarku",
  detail: "Idan Wani daban ne, ku bayyana sanaʼarku",
};

export const industryTexts: Localised<typeof en> = { en, ha };

export type IndustryOption = { value: Industry; label: string };

/** What the "Type of Business" choice of /join and /dashboard/profile shows, in one language. */
export function industryChoice(language: Language) {
  const { choose, detail } = industryTexts[language];
  return { options: industryOptions(language), choose, detail };
}
export type IndustryChoice = ReturnType<typeof industryChoice>;

/** The industries to choose from in `language`: by name, "Other" last. */
export function industryOptions(language: Language): IndustryOption[] {
  const { names } = industryTexts[language];
  const listed = industries
    .filter((value) => value !== OTHER_INDUSTRY)
    .map((value) => ({ value, label: names[value] }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...listed, { value: OTHER_INDUSTRY, label: names[OTHER_INDUSTRY] }];
}
