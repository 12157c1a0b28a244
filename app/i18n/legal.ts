import type { Localised } from "~/i18n/localised";

/**
 * The legal pages' frame (/privacy, /terms, /cookies): the documents themselves are in
 * app/content/legal.ts (English, which prevails) and app/content/legal-ha.ts (Hausa).
 * English first, the source of truth; the Hausa has its type, so a missing or extra key fails
 * `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC). `{name}` is filled by `format()`.
 */

const en = {
  lastUpdated: "Last updated: {date}",
  otherPolicies: "Other policies",
  policies: {
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    cookies: "Cookie Policy",
  },
  /** Shown on the Hausa version only, above the text. */
  translation: {
    notice:
      "This is a translation. If it differs from the English text, the English text prevails.",
    englishLink: "Read the English version",
  },
};

const ha: typeof en = {
  lastUpdated: "An sabunta a ranar: {date}",
  otherPolicies: "Sauran manufofi",
  policies: {
    privacy: "Manufar Sirri",
    terms: "Sharuɗɗan Amfani",
    cookies: "Manufar Kukis",
  },
  translation: {
    notice:
      "Wannan fassara ce ta Hausa. Idan ta saɓa da rubutun Turanci, rubutun Turanci ne abin dogaro.",
    englishLink: "Karanta na Turanci",
  },
};

export const legalTexts: Localised<typeof en> = { en, ha };
