import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "~/components/ui/inline-script";
import {
  CAMERA_PAGE_PERMISSIONS,
  contentSecurityPolicy,
  createNonce,
  getInlineScriptHashes,
  PERMISSIONS,
  withSecurityHeaders,
} from "./security-headers.server";

describe("security headers", () => {
  it("makes a new 128-bit nonce each time", () => {
    const a = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });

  it("allows scripts only from us or with the nonce, and no framing", () => {
    const csp = contentSecurityPolicy("abc", false);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc", true)).toContain("upgrade-insecure-requests");
  });

  it("allows our fixed inline scripts by their SHA-256 hash, and nothing else inline", async () => {
    const hashes = await getInlineScriptHashes();
    expect(hashes).toEqual(
      inlineScripts.map((code) => `sha256-${createHash("sha256").update(code).digest("base64")}`),
    );
    const scriptSrc = contentSecurityPolicy("abc", false, hashes)
      .split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(
      `script-src 'self' 'nonce-abc' ${hashes.map((h) => `'${h}'`).join(" ")}`,
    );
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("keeps a page's camera for itself (the check-in page), and nothing looser or other", () => {
    const page = (policy: string) =>
      withSecurityHeaders(
        new Response("<h1>x</h1>", {
          headers: { "Content-Type": "text/html", "Permissions-Policy": policy },
        }),
        { nonce: "n", production: true },
      ).headers.get("Permissions-Policy");
    expect(page(CAMERA_PAGE_PERMISSIONS)).toBe(CAMERA_PAGE_PERMISSIONS);
    for (const looser of ["camera=*", "camera=(self), microphone=(self)", "geolocation=(self)"]) {
      expect(page(looser)).toBe(PERMISSIONS);
    }
  });

  it("sets the document headers on HTML, the general ones on everything, HSTS in production", () => {
    const html = withSecurityHeaders(
      new Response("<h1>x</h1>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      { nonce: "n1", production: true },
    );
    expect(html.headers.get("Content-Security-Policy")).toContain("'nonce-n1'");
    expect(html.headers.get("X-Frame-Options")).toBe("DENY");
    expect(html.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(html.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(html.headers.get("Permissions-Policy")).toContain("camera=()");
    expect(html.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/);

    const csv = withSecurityHeaders(
      new Response("a,b", { headers: { "Content-Type": "text/csv" } }),
      { nonce: "n2", production: false },
    );
    expect(csv.headers.get("Content-Security-Policy")).toBeNull();
    expect(csv.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(csv.headers.get("Strict-Transport-Security")).toBeNull();
  });

  it("lets forms be answered with a redirect to WhatsApp, and to the checkout origins it is given", () => {
    const formAction = (csp: string) => csp.split("; ").find((d) => d.startsWith("form-action"));
    expect(formAction(contentSecurityPolicy("abc", true))).toBe("form-action 'self' https://wa.me");
    const html = withSecurityHeaders(
      new Response("<p>x</p>", { headers: { "Content-Type": "text/html" } }),
      { nonce: "n4", production: true, formTargets: ["https://checkout.paystack.com"] },
    );
    expect(formAction(html.headers.get("Content-Security-Policy")!)).toBe(
      "form-action 'self' https://wa.me https://checkout.paystack.com",
    );
  });

  it("keeps a page's own `no-referrer` (/verify/{code}), and nothing looser", () => {
    const page = (policy: string) =>
      withSecurityHeaders(
        new Response("<p>x</p>", {
          headers: { "Content-Type": "text/html", "Referrer-Policy": policy },
        }),
        { nonce: "n3", production: false },
      ).headers.get("Referrer-Policy");
    expect(page("no-referrer")).toBe("no-referrer");
    expect(page("unsafe-url")).toBe("strict-origin-when-cross-origin");
  });
});
