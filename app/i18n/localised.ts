import type { errorTexts } from "~/i18n/errors";
import type { Language } from "~/i18n/language";
import type { layoutTexts } from "~/i18n/layout";

/** A namespace's texts in each language; a component picks one with `useTexts()`. */
export type Localised<T> = Record<Language, T>;

/** The shell's texts in the page's language (root loader → `useShellTexts()`). */
export type ShellTexts = {
  layout: (typeof layoutTexts)["en"];
  errors: (typeof errorTexts)["en"];
};
