import type { LoaderFunctionArgs } from "react-router";
import { SLUG_MAX } from "~/config/website";
import { getDb, readOr } from "~/models/db.server";
import { logoResponse } from "~/http/logo-response.server";
import { logoVersion } from "~/models/website-storage.server";
import { publishedLogoKey } from "~/models/websites.server";

/**
 * `/sites/{slug}/logo?v=…`: a published site's logo (its og:image), streamed from R2. Every
 * upload gets a new key, and so a new `v`: the current version is cached for a year, an old or
 * missing `v` for five minutes. Drafts and unpublished sites have none.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const slug = params.slug ?? "";
  const logoKey =
    slug.length <= SLUG_MAX
      ? await readOr("site logo", null, () => publishedLogoKey(getDb(env), slug))
      : null;
  if (!logoKey) throw new Response("Not Found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === logoVersion(logoKey);
  return logoResponse(env.UPLOADS, logoKey, request, {
    cacheControl: current ? "public, max-age=31536000, immutable" : "public, max-age=300",
  });
}
