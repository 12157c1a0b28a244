import type { LoaderFunctionArgs } from "react-router";
import { disallowedForCrawlers } from "~/config/pages";
import { getAssociation } from "~/config/association";

/** /robots.txt: crawlers may read the public site, not the accounts or the admin area. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const base = getAssociation(context.cloudflare.env).publicUrl || new URL(request.url).origin;
  const lines = [
    "User-agent: *",
    ...disallowedForCrawlers.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
