import { aboutTexts } from "~/i18n/about";
import { accountTexts } from "~/i18n/account";
import { builderTexts } from "~/i18n/builder";
import { carouselTexts } from "~/i18n/carousel";
import { dashboardTexts } from "~/i18n/dashboard";
import { errorTexts } from "~/i18n/errors";
import { homeTexts } from "~/i18n/home";
import type { Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { profileTexts } from "~/i18n/profile";
import { recordsTexts } from "~/i18n/records";
import { renewalTexts } from "~/i18n/renewal";
import { memberCardTexts } from "~/i18n/member-card";
import { memberSiteTexts } from "~/i18n/member-site";
import { validationTexts } from "~/i18n/validation";

/**
 * Every namespace of the catalogue (one module each, app/i18n/<namespace>.ts, both languages side
 * by side). Pages import the namespace modules they show, never this one: a module is bundled
 * whole, so a page's JavaScript carries only the namespaces its code reads (ADR 0023). This
 * registry is for tests and tools; a new namespace is added here too.
 */
export const namespaces = {
  layout: layoutTexts,
  carousel: carouselTexts,
  errors: errorTexts,
  home: homeTexts,
  about: aboutTexts,
  validation: validationTexts,
  account: accountTexts,
  dashboard: dashboardTexts,
  memberCard: memberCardTexts,
  profile: profileTexts,
  records: recordsTexts,
  renewal: renewalTexts,
  memberSite: memberSiteTexts,
  builder: builderTexts,
};

export type Namespace = keyof typeof namespaces;
/** The whole catalogue in one language: the English one's shape. */
export type Catalogue = { [N in Namespace]: (typeof namespaces)[N]["en"] };

/** The whole catalogue of a language. */
export function catalogueOf(language: Language): Catalogue {
  return Object.fromEntries(
    Object.entries(namespaces).map(([name, texts]) => [name, texts[language]]),
  ) as Catalogue;
}
