import { useLocation } from "@remix-run/react";
import { localePath, pageLanguage, type Language } from "~/i18n/language";
import type { Localised } from "~/i18n/texts";

/**
 * The language of the page being shown. Its address says it (`?lang=ha`, ADR 0022), so server,
 * hydrating client and error screens agree without any loader data.
 */
export function useLanguage(): Language {
  return pageLanguage(useLocation().search);
}

/** A namespace's texts in the page's language: `const t = useTexts(homeTexts)`. */
export function useTexts<T>(texts: Localised<T>): T {
  return texts[useLanguage()];
}

/** Internal links in the page's language: `<Link to={href("/about")}>` → "/about?lang=ha". */
export function useLocalePath(): (to: string) => string {
  const language = useLanguage();
  return (to) => localePath(to, language);
}
