const forbidden = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not allowed | ZAMWE</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>This form was sent from another website</h1><p>For your safety we only accept forms sent from our own pages. Please open the page on our site and try again.</p><p><a href="/" style="color:#0b6440">Return to Home</a></p></body></html>`;

/**
 * Cross-site request forgery guard, before Remix runs: a state-changing request (anything but
 * GET/HEAD/OPTIONS) whose Origin is not ours — or, without an Origin, whose Sec-Fetch-Site says
 * another site sent it — is refused with 403. Browsers send one of the two on every form post,
 * with or without JavaScript, so our own forms always pass; non-browser clients send neither and
 * cannot ride a visitor's cookies anyway.
 */
export function refuseCrossOrigin(request: Request): Response | null {
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
  return new Response(forbidden, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
