import type { LoaderFunctionArgs } from "react-router";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { logoResponse } from "~/http/logo-response.server";

/** `/builder/{id}/logo`: the logo of the member's own page, draft or not (never shared caches). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { site } = await requireOwnWebsite(request, context, params.id);
  if (!site.logoKey) throw new Response("Not Found", { status: 404 });
  return logoResponse(context.cloudflare.env.UPLOADS, site.logoKey, request, {
    cacheControl: "private, max-age=0, must-revalidate",
  });
}
