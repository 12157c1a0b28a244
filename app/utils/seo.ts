import type { MetaDescriptor } from "@remix-run/cloudflare";
import { defaultAssociation, type Association } from "~/config/association";

type Match = { id: string; data: unknown };

/** The site's absolute origin: the configured public URL, else the request's own. */
export function siteOrigin(site: Pick<Association, "publicUrl">, request: Request): string {
  return site.publicUrl || new URL(request.url).origin;
}
type RootData = { site: Association; origin: string };

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
 * shows a proper preview card.
 */
export function pageMeta(matches: Match[], page: PageMeta): MetaDescriptor[] {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const site = root?.site ?? defaultAssociation;
  const origin = root?.origin ?? "";
  const url = `${origin}${page.path}`;
  const title =
    page.path === "/"
      ? `${site.shortName} — ${site.fullName}`
      : `${page.title} | ${site.shortName}`;
  const image = `${origin}${page.image ?? "/og-image.jpg"}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.fullName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: page.imageAlt ?? `${site.shortName} — ${site.motto}` },
    { property: "og:locale", content: "en_NG" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
