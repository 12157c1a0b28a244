import { refusalOf, type Refusal } from "./plain-page.server";

/**
 * Cross-site request forgery guard, before Remix runs: a state-changing request (anything but
 * GET/HEAD/OPTIONS) whose Origin is not ours — or, without an Origin, whose Sec-Fetch-Site says
 * another site sent it — is refused with 403. Browsers send one of the two on every form post,
 * with or without JavaScript, so our own forms always pass; non-browser clients send neither and
 * cannot ride a visitor's cookies anyway.
 */
export function refuseCrossOrigin(request: Request): Refusal | null {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  let allowed: boolean;
  if (origin !== null) {
    allowed = origin === own;
  } else {
    const site = request.headers.get("Sec-Fetch-Site");
    allowed = site === null || site === "same-origin" || site === "none";
  }
  if (allowed) return null;
  return refusalOf(request, 403, (t) => ({
    title: t.crossOrigin.title,
    heading: t.crossOrigin.heading,
    message: t.crossOrigin.message,
  }));
}
