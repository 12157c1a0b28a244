import type { LoaderFunctionArgs } from "react-router";
import { logoResponse } from "~/http/logo-response.server";
import { getDb } from "~/models/db.server";
import { listedProfilePhoto } from "~/models/profile.server";
import { membershipTerms } from "~/models/membership/period-rules";

/** A versioned URL's bytes never change (a new photo gets a new `?v=`): a day in any cache. */
const PROFILE_PHOTO_CACHE_CONTROL = "public, max-age=86400, immutable";

/**
 * `/members/{id}/photo?v=…`: the profile photo a member chose on /dashboard/profile, streamed
 * from the private bucket only while she is listed in the directory (approved, not lapsed);
 * anyone else, or a member without one, gets 404. Her application's passport photo is never
 * served here (admins see it under /admin/uploads). ADR 0022.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const id = params.id ?? "";
  const photo =
    id.length <= 64 ? await listedProfilePhoto(getDb(env), id, membershipTerms(env)) : null;
  if (!photo) throw new Response("Not Found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === photo.version;
  return logoResponse(env.UPLOADS, photo.key, request, {
    cacheControl: current ? PROFILE_PHOTO_CACHE_CONTROL : "public, max-age=0, must-revalidate",
  });
}
