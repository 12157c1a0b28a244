import * as en from "~/i18n/en";
import * as ha from "~/i18n/ha";
import type { Language } from "~/i18n/language";

/** The whole catalogue's shape: the English one's (app/i18n/en.ts). */
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

/** Both catalogues, whole: for tests and tools. Pages use the per-namespace exports below. */
export const catalogues: Record<Language, Catalogue> = { en, ha };

/** A namespace's texts in each language; a component picks one with `useTexts()`. */
export type Localised<T> = Record<Language, T>;

// One export per namespace: a page's bundle holds only the namespaces its code imports.
export const layoutTexts: Localised<Catalogue["layout"]> = { en: en.layout, ha: ha.layout };
export const carouselTexts: Localised<Catalogue["carousel"]> = { en: en.carousel, ha: ha.carousel };
export const errorTexts: Localised<Catalogue["errors"]> = { en: en.errors, ha: ha.errors };
export const homeTexts: Localised<Catalogue["home"]> = { en: en.home, ha: ha.home };
export const aboutTexts: Localised<Catalogue["about"]> = { en: en.about, ha: ha.about };
