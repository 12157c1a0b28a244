import { refusalOf, type Refusal } from "./plain-page.server";

/**
 * Posts that other servers send, authorised by what they carry and not by a visitor's cookies, so
 * a post from another site can do nothing there that the sender could not anyway:
 * - RFC 8058 one-click unsubscribe (ADR 0037): a mail provider posts `List-Unsubscribe=One-Click`
 *   to the address in an announcement's List-Unsubscribe header; a signed token is in the path.
 * - Paystack's webhook (ADR 0039): its body is signed (HMAC-SHA512, `x-paystack-signature`), and
 *   the route verifies the payment with Paystack before it believes anything.
 * - Termii's delivery reports (issue #40): signed the same way (`x-termii-signature`); a report
 *   can only say what became of an SMS we sent.
 * These are the only exemptions.
 */
const SERVER_POSTS = [
  /^\/unsubscribe\/[^/]+$/,
  /^\/payments\/paystack\/webhook$/,
  /^\/sms\/termii\/webhook$/,
];

const isServerPost = (request: Request, url: URL) =>
  request.method.toUpperCase() === "POST" && SERVER_POSTS.some((path) => path.test(url.pathname));

/**
 * A server's post as React Router may take it: React Router aborts a form post whose Origin is
 * not its Host (a 500), so these paths' posts go on without another site's Origin. Every other
 * request is returned as it is.
 */
export function acceptServerPost(request: Request): Request {
  const url = new URL(request.url);
  const origin = request.headers.get("Origin");
  if (origin === null || origin === url.origin || !isServerPost(request, url)) {
    return request;
  }
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request, { headers });
}

/**
 * Cross-site request forgery guard, before React Router runs: a state-changing request (anything but
 * GET/HEAD/OPTIONS) whose Origin is not ours — or, without an Origin, whose Sec-Fetch-Site says
 * another site sent it — is refused with 403. Browsers send one of the two on every form post,
 * with or without JavaScript, so our own forms always pass; non-browser clients send neither and
 * cannot ride a visitor's cookies anyway. Exempt: the servers' posts above, and nothing else.
 */
export function refuseCrossOrigin(request: Request): Refusal | null {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  const url = new URL(request.url);
  if (isServerPost(request, url)) return null;
  const own = url.origin;
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
