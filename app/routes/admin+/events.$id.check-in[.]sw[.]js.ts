import type { LoaderFunctionArgs } from "react-router";
import { requireCheckInStaff } from "~/auth/guards.server";
import { checkInServiceWorker } from "./__check-in-sw";

/** The check-in page's service worker (see ./__check-in-sw.ts): its URL sets its scope. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireCheckInStaff(request, context);
  return new Response(checkInServiceWorker, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // Browsers look for a new version on every visit; never a stale worker after a deploy.
      "Cache-Control": "no-cache",
    },
  });
}
