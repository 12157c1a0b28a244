import { inlineScripts } from "~/components/ui/inline-script";
import { isHtml } from "~/http/message-parts.server";

/** A fresh nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of our pages: scripts only from our origin, carrying this
 * response's nonce (React Router's hydration scripts) or being one of our fixed inline enhancements by
 * their hash (no 'unsafe-inline' for scripts); no framing; forms post only to us (and, through
 * an answer's redirect, to `formTargets`: Paystack's checkout while online payment is on).
 * Inline style attributes stay allowed (React style props), images may come from https sources
 * an admin entered (event images, member photos).
 */
export function contentSecurityPolicy(
  nonce: string,
  production: boolean,
  scriptHashes: readonly string[] = [],
  formTargets: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...scriptHashes.map((h) => `'${h}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The admin's "Send reminder" form (issue #18) is answered with a redirect to WhatsApp, and
    // "Pay now with Paystack" with one to Paystack's checkout (issue #28); Chromium applies
    // form-action to a form's redirects, so both are named.
    ["form-action 'self' https://wa.me", ...formTargets].join(" "),
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

async function sha256Source(code: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code)),
  );
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

let inlineScriptHashes: Promise<string[]> | undefined;
/** CSP sources of `inlineScripts`, computed once per isolate. */
export function getInlineScriptHashes(): Promise<string[]> {
  inlineScriptHashes ??= Promise.all(inlineScripts.map(sha256Source));
  return inlineScriptHashes;
}

/** No page may use the camera, microphone, location, payments API or USB… */
export const PERMISSIONS =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
/** …except the door's pages (check-in, the hall), which may use the camera themselves. */
export const CAMERA_PAGE_PERMISSIONS =
  "camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** The `headers` export of a page that scans QR codes with the camera. */
export const cameraPageHeaders = () => ({ "Permissions-Policy": CAMERA_PAGE_PERMISSIONS });

/** Headers for every response; the CSP and frame rules for HTML documents. */
export function withSecurityHeaders(
  response: Response,
  options: {
    nonce: string;
    production: boolean;
    scriptHashes?: readonly string[];
    formTargets?: readonly string[];
  },
): Response {
  // A WebSocket upgrade (101) cannot be re-wrapped; it carries no document anyway.
  if (response.status === 101) return response;
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  // A page may ask for none at all (/verify/{code}: its URL is a secret); nothing looser.
  if (headers.get("Referrer-Policy") !== "no-referrer") {
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  }
  // A page may open the camera to itself (the check-in page's scanner, ADR 0041); nothing looser.
  if (headers.get("Permissions-Policy") !== CAMERA_PAGE_PERMISSIONS) {
    headers.set("Permissions-Policy", PERMISSIONS);
  }
  if (options.production) {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  if (isHtml(secured)) {
    headers.set(
      "Content-Security-Policy",
      contentSecurityPolicy(
        options.nonce,
        options.production,
        options.scriptHashes,
        options.formTargets,
      ),
    );
    headers.set("X-Frame-Options", "DENY");
  }
  return secured;
}
