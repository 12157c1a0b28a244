import { useLocation, useRouteLoaderData } from "react-router";
import { defaultAssociation, type Association } from "~/config/association";
import type { Localised, ShellTexts } from "~/i18n/localised";

/**
 * The site's two languages and how a page's address carries its language (ADR 0023): English
 * pages have no marker, Hausa pages end in `?lang=ha`. Shared by server and client; one module, so a hydrating page loads it as one small chunk (ADR 0023).
 */
export const languages = ["en", "ha"] as const;
export type Language = (typeof languages)[number];

/** The query parameter that marks a page's language. */
export const LANGUAGE_PARAM = "lang";
/** The cookie that remembers the language she chose with the header's link. */
export const LANGUAGE_COOKIE = "zamwe-lang";

/** Each language's name in its own language: the header's switch shows the other one. */
export const languageNames: Record<Language, string> = { en: "English", ha: "Hausa" };
/** Open Graph's `og:locale` of each language. */
export const ogLocales: Record<Language, string> = { en: "en_NG", ha: "ha_NG" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/** The language the address asks for explicitly (`?lang=ha` / `?lang=en`), else null. */
export function requestedLanguage(search: string | URLSearchParams): Language | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(LANGUAGE_PARAM);
  return isLanguage(value) ? value : null;
}

/**
 * The language a page is rendered in: its address says it. An unmarked address is English (a
 * visitor who prefers Hausa never sees one: the Worker sends her to the `?lang=ha` address).
 */
export function pageLanguage(search: string | URLSearchParams): Language {
  return requestedLanguage(search) ?? "en";
}

/**
 * `to` in `language`: English addresses carry no marker (an explicit `lang=en` is dropped), a
 * Hausa one gets `lang=ha` in its query, before any `#fragment`. External links and mailto: etc.
 * come back unchanged.
 */
export function localePath(to: string, language: Language): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const hashAt = to.indexOf("#");
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : beforeHash.slice(queryAt + 1));
  params.delete(LANGUAGE_PARAM);
  if (language !== "en") params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/**
 * The header's switch: the same page with an explicit `?lang=` (English too — the explicit
 * address is what sets her cookie, which an unmarked one would not).
 */
export function switchLanguagePath(pathAndSearch: string, to: Language): string {
  const url = new URL(pathAndSearch, "http://x");
  url.searchParams.set(LANGUAGE_PARAM, to);
  return `${url.pathname}${url.search}`;
}

/**
 * Fills `{name}` placeholders of a catalogue text: `format("{number} of {total}", { number: 1,
 * total: 5 })` → "1 of 5". A placeholder without a value stays as it is (a test would see it).
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** The facts of the association that read differently in another language. */
const localisedFacts = ["fullName", "motto", "address", "officeHours"] as const;
type LocalisedFacts = Pick<Association, (typeof localisedFacts)[number]>;

/**
 * The association's facts as a page in `language` shows them: in English the deployment's own
 * (app/config/association.ts, overridable per deployment); in another language its name, motto,
 * address and office hours come from that language's catalogue (`layout.fullName` …) — except
 * a fact the deployment set itself (SITE_FULL_NAME …), which is shown as it was written.
 */
export function associationIn<T extends LocalisedFacts>(
  site: T,
  language: Language,
  layout: LocalisedFacts,
): T {
  if (language === "en") return site;
  const facts = localisedFacts.map((fact) => [
    fact,
    site[fact] === defaultAssociation[fact] ? layout[fact] : site[fact],
  ]);
  return { ...site, ...Object.fromEntries(facts) };
}

/**
 * The language of the page being shown. Its address says it (`?lang=ha`, ADR 0023), so server,
 * hydrating client and error screens agree without any loader data.
 */
export function useLanguage(): Language {
  return pageLanguage(useLocation().search);
}

/** A namespace's texts in the page's language: `const t = useTexts(homeTexts)`. */
export function useTexts<T>(texts: Localised<T>): T {
  return texts[useLanguage()];
}

/**
 * The shell's texts (header, footer, error screens) in the page's language, from the root
 * loader. Only the root's Layout renders without them (its loader failed), and then it renders
 * none of the components that ask (app/root.tsx).
 */
export function useShellTexts(): ShellTexts {
  const root = useRouteLoaderData("root") as { texts?: ShellTexts } | undefined;
  if (!root?.texts) throw new Error("The shell's texts come from the root loader");
  return root.texts;
}

/** Internal links in the page's language: `<Link to={href("/about")}>` → "/about?lang=ha". */
export function useLocalePath(): (to: string) => string {
  const language = useLanguage();
  return (to) => localePath(to, language);
}
