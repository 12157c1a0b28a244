import type { Localised } from "~/i18n/localised";

/**
 * The resources page (/resources): its own texts. Titles and descriptions come from the
 * database as stored (their Hausa, where an admin gave one, from the model). Categories are free
 * text an admin types; the ones the association uses have a label here, others show as typed.
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`.
 */

const en = {
  meta: {
    title: "Resources",
    description:
      "Free guides, templates and tools for women entrepreneurs: business plans, bookkeeping, marketing, funding.",
  },
  headline: "Resources",
  lead: "Guides, templates and tools to help you run and grow your business.",
  filterLabel: "Filter by category",
  all: "All",
  categories: {
    templates: "Templates",
    finance: "Finance",
    legal: "Legal",
    marketing: "Marketing",
    funding: "Funding",
  },
  empty: "No resources available yet.",
  added: "Added {time}",
  download: "Download",
  downloadLabel: "Download {title} (opens in a new tab)",
};

const ha: typeof en = {
  meta: {
    title: "Kayan Aiki",
    description:
      "Jagorori, samfura da kayan aiki kyauta ga mata ʼyan kasuwa: shirin sanaʼa, ajiye lissafi, tallace-tallace, samun jari.",
  },
  headline: "Kayan Aiki",
  lead: "Jagorori, samfura da kayan aiki da za su taimaka muku gudanar da sanaʼarku da bunƙasa ta.",
  filterLabel: "Zaɓi rukuni",
  all: "Duka",
  categories: {
    templates: "Samfura",
    finance: "Kuɗi",
    legal: "Shariʼa",
    marketing: "Tallace-tallace",
    funding: "Samun Jari",
  },
  empty: "Babu kayan aiki tukuna.",
  added: "An ƙara {time}",
  download: "Sauke",
  downloadLabel: "Sauke {title} (zai buɗe a sabon shafi)",
};

export const resourcesTexts: Localised<typeof en> = { en, ha };
