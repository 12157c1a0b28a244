import type { LoaderFunctionArgs } from "react-router";
import { getAssociation } from "~/config/association";

export function loader({ context }: LoaderFunctionArgs) {
  const site = getAssociation(context.cloudflare.env);
  const manifest = {
    name: site.fullName,
    short_name: site.shortName,
    description: site.motto,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0a5135",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
