/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of our pages: scripts only from our origin or carrying this
 * response's nonce (no 'unsafe-inline' for scripts); no framing; forms post only to us.
 * Inline style attributes stay allowed (React style props), images may come from https sources
 * an admin entered (event images, member photos).
 */
export function contentSecurityPolicy(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers for every response; the CSP and frame rules for HTML documents. */
export function withSecurityHeaders(
  response: Response,
  options: { nonce: string; production: boolean },
): Response {
  // A WebSocket upgrade (101) cannot be re-wrapped; it carries no document anyway.
  if (response.status === 101) return response;
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (options.production) {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  if (headers.get("Content-Type")?.startsWith("text/html")) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(options.nonce, options.production),
    );
    headers.set("X-Frame-Options", "DENY");
  }
  return secured;
}
