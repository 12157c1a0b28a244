import type { LoaderFunctionArgs } from "react-router";
import { contentPages, interactivePages } from "~/config/pages";
import { getAssociation } from "~/config/association";
import { localePath } from "~/i18n/language";
import { getDb, readOr } from "~/models/db.server";
import {
  listMemberProfilePaths,
  listPublishedSitePaths,
  type SitemapEntry,
} from "~/models/sitemap.server";
import { membershipTerms } from "~/models/membership/period-rules";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`,
  );

/** The entry at its English (unmarked) and its Hausa address (ADR 0023). */
const inBothLanguages = (entry: SitemapEntry): SitemapEntry[] => [
  entry,
  { ...entry, path: localePath(entry.path, "ha") },
];

/**
 * /sitemap.xml: the public pages (app/config/pages.ts) and every listed member's profile, each in
 * English and in Hausa, and every published member website (her own words, in one language), as
 * absolute URLs on the site's public address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const base = getAssociation(env).publicUrl || new URL(request.url).origin;
  const db = getDb(env);
  // A failed read leaves those pages out for this once (spec §8: never a 500).
  const [members, sites] = await Promise.all([
    readOr("sitemap members", [], () => listMemberProfilePaths(db, membershipTerms(env))),
    readOr("sitemap sites", [], () => listPublishedSitePaths(db)),
  ]);
  const pages: SitemapEntry[] = [...contentPages, ...interactivePages]
    .filter((page) => page.sitemap)
    .map((page) => ({ path: page.path }));
  const urls = [...[...pages, ...members].flatMap(inBothLanguages), ...sites].map(
    ({ path, lastModified }) =>
      `<url><loc>${escapeXml(base + path)}</loc>${
        lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ""
      }</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
