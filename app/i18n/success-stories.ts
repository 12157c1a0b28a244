import type { Localised } from "~/i18n/localised";

/**
 * The success stories page (/success-stories): its own texts. The stories themselves come from
 * the database as stored (their Hausa, where an admin gave one, from the model).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 */

const en = {
  meta: {
    title: "Success Stories",
    description:
      "In their own words: how ZAMWE members grew their businesses with mentorship, training, funding and community.",
  },
  headline: "Success Stories",
  lead: "Our members, in their own words, on what changed for their businesses.",
  empty: "No success stories available yet. Check back soon!",
  featured: "Featured Story",
};

const ha: typeof en = {
  meta: {
    title: "Labaran Nasara",
    description:
      "Da bakinsu: yadda membobin ZAMWE suka bunƙasa sanaʼoʼinsu ta hanyar jagoranci, horarwa, samun jari da goyon bayan jamaʼa.",
  },
  headline: "Labaran Nasara",
  lead: "Membobinmu, da bakinsu, kan abin da ya canza a sanaʼoʼinsu.",
  empty: "Babu labaran nasara tukuna. Ku sake dubawa nan ba da jimawa ba!",
  featured: "Labari na Musamman",
};

export const successStoriesTexts: Localised<typeof en> = { en, ha };
