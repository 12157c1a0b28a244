import { errorTexts } from "~/i18n/errors";
import type { Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import type { ShellTexts } from "~/i18n/localised";

/**
 * The texts of the shell every page shows (header, footer, error screens) in one language, for
 * the root loader: they reach a hydrating page as loader data, one language only, instead of
 * both languages in every page's JavaScript (ADR 0023: that cost ~2 KB gz of a 110 KB budget).
 */
export function shellTexts(language: Language): ShellTexts {
  return { layout: layoutTexts[language], errors: errorTexts[language] };
}
