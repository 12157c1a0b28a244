// HTTP caching through the built worker served by Miniflare (ADR 0019) (its rules in detail, and the Cache API
// of production: tests/integration/caching.test.ts); sitemap.xml and robots.txt as served.
import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/people";

const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";

test.describe("HTTP caching", () => {
  test("hashed assets are immutable for a year; other static files are not", async ({
    request,
  }) => {
    const html = await (await request.get("/events")).text();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
    expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    // Files without a hash in their name must stay revalidated, or a deploy would not show.
    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["cache-control"] ?? "").not.toContain("immutable");
    // The rules file itself is not served.
    expect((await request.get("/_headers")).status()).toBe(404);
  });

  test("an anonymous content page is cacheable at the edge, with an ETag answered by 304", async ({
    request,
  }) => {
    // A first visit's page (the stylesheet inline, ADR 0042) is as public as any: its one cookie
    // names the stylesheet sent, the same for everyone, and the edge keeps the page without it.
    const first = await request.get("/resources");
    expect(first.headers()["cache-control"]).toBe(PUBLIC);
    expect(first.headers()["set-cookie"]).toMatch(/^zamwe-css=1; Path=\/;/);
    expect(first.headers()["set-cookie"]).not.toContain("\n");
    // Later pages (the cookie sent back) carry no cookie at all.
    for (const path of ["/", "/about", "/privacy"]) {
      const later = await request.get(path);
      expect(later.status(), path).toBe(200);
      const headers = later.headers();
      expect(headers["cache-control"], path).toBe(PUBLIC);
      expect(headers["vary"], path).toContain("Cookie");
      expect(headers["set-cookie"], `${path} sets no cookie`).toBeUndefined();
      const etag = headers["etag"]!;
      expect(etag, path).toMatch(/^W\/"[0-9a-f]{32}"$/);

      const again = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length).toBe(0);
      expect(again.headers()["etag"]).toBe(etag);

      const stale = await request.get(path, { headers: { "If-None-Match": 'W/"stale"' } });
      expect(stale.status(), path).toBe(200);
      expect((await stale.text()).length).toBeGreaterThan(1000);
    }
  });

  test("interactive pages are not shared-cacheable", async ({ request }) => {
    for (const path of ["/events", "/members", "/contact", "/join"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"] ?? "", path).not.toContain("public");
    }
  });

  test("a signed-in visitor's pages are private, no-store", async ({ page }) => {
    await signInAsAdmin(page);
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === "zamwe-session")).toBe(true);
    for (const path of ["/about", "/events", "/admin", "/"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });
});

test.describe("sitemap.xml and robots.txt", () => {
  test("robots.txt keeps crawlers out of accounts and admin, and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    for (const path of [
      "/admin",
      "/dashboard",
      "/login",
      "/builder",
      "/templates",
      "/reset-password",
    ]) {
      expect(text).toContain(`\nDisallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages and the approved members, each of which opens", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/about`);
    expect(locs).toContain(`${baseURL}/events`);
    expect(locs.some((l) => /\/(login|dashboard|admin)/.test(l))).toBe(false);
    const members = locs.filter((l) => l.includes("/members/"));
    expect(members.length).toBeGreaterThan(5);
    for (const loc of [...locs.filter((l) => !l.includes("/members/")), ...members.slice(0, 3)]) {
      const page = await request.get(loc);
      expect(page.status(), loc).toBe(200);
    }
  });
});
