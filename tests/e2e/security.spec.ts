import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const sha256 = (code: string) => `sha256-${createHash("sha256").update(code).digest("base64")}`;

test.describe("security headers and the origin check", () => {
  test("pages carry a per-response CSP nonce; every inline script has it or is allowed by hash; nothing is blocked", async ({
    page,
    request,
    jsEnabled,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    for (const path of ["/", "/gallery", "/events", "/contact", "/login"]) {
      const response = await page.goto(path);
      const csp = response!.headers()["content-security-policy"]!;
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).not.toContain("unsafe-inline' 'nonce");
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
      expect(scriptSrc).toMatch(
        new RegExp(`^script-src 'self' 'nonce-${escapeRegExp(nonce!)}'( 'sha256-[^']+')*$`),
      );
      expect(response!.headers()["x-frame-options"]).toBe("DENY");
      expect(response!.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response!.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      const html = await response!.text();
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      for (const [, attributes, code] of inline) {
        const allowed =
          attributes!.includes(`nonce="${nonce}"`) || scriptSrc.includes(`'${sha256(code!)}'`);
        expect(
          allowed,
          `${path}: an inline script neither with the nonce nor allowed by hash`,
        ).toBe(true);
      }
    }
    if (jsEnabled) {
      // The home carousel's inline script ran under the CSP.
      await page.goto("/");
      await expect(page.locator("[data-carousel][data-index]").first()).toHaveCount(1);
    }
    expect(violations).toEqual([]);
    const again = await request.get("/");
    const first = await request.get("/");
    expect(again.headers()["content-security-policy"]).not.toBe(
      first.headers()["content-security-policy"],
    );
  });

  test("a form posted from another website is refused with 403 and stores nothing", async ({
    request,
    baseURL,
  }) => {
    const form = { name: "Forged", email: "forged@example.com", message: "forged" };
    const forged = await request.post("/contact", {
      form,
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await forged.text()).toContain("This form was sent from another website");
    const crossSite = await request.post("/newsletter", {
      form: { email: "forged@example.com" },
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    const own = await request.post("/contact", {
      form: { ...form, name: "Own origin" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });
});
