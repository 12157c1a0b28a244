import type { MetaDescriptor } from "react-router";
import { defaultAssociation, type Association } from "~/config/association";
import { associationIn, isLanguage, type Language, localePath, ogLocales } from "~/i18n/language";
import type { ShellTexts } from "~/i18n/localised";

type Match = { id: string; data: unknown };

/** The site's absolute origin: the configured public URL, else the request's own. */
export function siteOrigin(site: Pick<Association, "publicUrl">, request: Request): string {
  return site.publicUrl || new URL(request.url).origin;
}
type RootData = { site: Association; origin: string; language?: Language; texts?: ShellTexts };

/** The shell's texts in the page's language, in a meta function (root loader data). */
export function shellTextsOf(matches: Match[]): ShellTexts | undefined {
  return (matches.find((m) => m.id === "root")?.data as RootData | undefined)?.texts;
}

/** The page's language in a meta function (the root loader reads it from the address). */
export function metaLanguage(matches: Match[]): Language {
  const language = (matches.find((m) => m.id === "root")?.data as RootData | undefined)?.language;
  return isLanguage(language) ? language : "en";
}

export type PageMeta = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  /** Absolute path of a JPEG/PNG preview (WhatsApp and Facebook do not read AVIF/WebP). */
  image?: string;
  imageAlt?: string;
};

/**
 * Title, description, canonical link and Open Graph / Twitter tags, so a link shared on WhatsApp
 * shows a proper preview card; and the page's address in each language (`hreflang` alternates,
 * ADR 0023): the canonical URL is the page's own language's.
 */
export function pageMeta(matches: Match[], page: PageMeta): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const language = metaLanguage(matches);
  const texts = shellTextsOf(matches);
  const base = root?.site ?? defaultAssociation;
  const site = texts ? associationIn(base, language, texts.layout) : base;
  const origin = root?.origin ?? "";
  const addressIn = (lang: Language) => `${origin}${localePath(page.path, lang)}`;
  const url = addressIn(language);
  const title =
    page.path === "/"
      ? `${site.shortName} — ${site.fullName}`
      : `${page.title} | ${site.shortName}`;
  const image = `${origin}${page.image ?? "/og-image.jpg"}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(["en", "ha"] as const).map((lang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lang,
      href: addressIn(lang),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: addressIn("en") },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.fullName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: page.imageAlt ?? `${site.shortName} — ${site.motto}` },
    { property: "og:locale", content: ogLocales[language] },
    { property: "og:locale:alternate", content: ogLocales[language === "en" ? "ha" : "en"] },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
