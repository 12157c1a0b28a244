import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { contentPages, interactivePages } from "../../app/config/pages";
import { loader as robotsLoader } from "../../app/routes/_public+/robots[.]txt";
import { loader as sitemapLoader } from "../../app/routes/_public+/sitemap[.]xml";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const args = (url: string, context = t.context) => ({
  request: new Request(url),
  context,
  params: {},
});
const rows = async <T>(sql: string) => (await t.db.prepare(sql).all<T>()).results;

async function sitemap(context = t.context) {
  const response = await sitemapLoader(routeArgs(args("http://zamwe.test/sitemap.xml", context)));
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  const entries = [
    ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
  ];
  const locs = entries.map((m) => m[1]!);
  return {
    xml,
    locs,
    /** The English addresses (unmarked); each page's Hausa one adds `?lang=ha` (ADR 0023). */
    english: locs.filter((loc) => !loc.includes("?lang=")),
    lastmod: new Map(entries.map((m) => [m[1]!, m[2]])),
  };
}

describe("/robots.txt", () => {
  it("keeps crawlers out of accounts, admin and tools, and points at the sitemap", async () => {
    const response = robotsLoader(routeArgs(args("http://zamwe.test/robots.txt")));
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /dashboard",
        "Disallow: /login",
        "Disallow: /builder",
        "Disallow: /templates",
        "Disallow: /reset-password",
        "Disallow: /forgot-password",
        "Disallow: /check-email",
        "Disallow: /confirm-email",
        "",
        "Sitemap: http://zamwe.test/sitemap.xml",
        "",
      ].join("\n"),
    );
  });

  it("uses the site's public address when one is set", async () => {
    const other = await createTestDatabase({
      SITE_PUBLIC_URL: "https://zamwe.org/",
    } as Partial<Env>);
    const text = await robotsLoader(
      routeArgs(args("http://127.0.0.1:8787/robots.txt", other.context)),
    ).text();
    expect(text).toContain("Sitemap: https://zamwe.org/sitemap.xml\n");
    const { locs } = await sitemap(other.context);
    expect(locs[0]).toBe("https://zamwe.org/");
    expect(locs.every((loc) => loc.startsWith("https://zamwe.org/"))).toBe(true);
  });
});

describe("/sitemap.xml", () => {
  it("is a sitemaps.org urlset of absolute URLs", async () => {
    const { xml, locs } = await sitemap();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(xml.match(/<url>/g)?.length).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/zamwe\.test\//);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists the public pages, and none of the pages behind a sign-in", async () => {
    const { english } = await sitemap();
    const paths = english.map((loc) => new URL(loc).pathname);
    for (const path of [
      "/",
      "/about",
      "/services",
      "/gallery",
      "/members-old",
      "/resources",
      "/success-stories",
      "/privacy",
      "/terms",
      "/cookies",
      "/events",
      "/members",
      "/contact",
      "/newsletter",
      "/join",
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(admin|dashboard|login|builder|templates|reset-password)/);
      expect(path).not.toContain(":");
    }
    const listed = [...contentPages, ...interactivePages].filter((p) => p.sitemap);
    expect(paths.filter((p) => !p.startsWith("/members/"))).toEqual(listed.map((p) => p.path));
  });

  it("lists each page and profile in English and in Hausa, member websites once", async () => {
    const { locs, english, lastmod } = await sitemap();
    const hausa = locs.filter((loc) => loc.endsWith("?lang=ha"));
    const bilingual = english.filter((loc) => !loc.includes("/sites/"));
    expect(hausa.sort()).toEqual(bilingual.map((loc) => `${loc}?lang=ha`).sort());
    expect(locs).toContain("http://zamwe.test/?lang=ha");
    expect(locs).toContain("http://zamwe.test/about?lang=ha");
    for (const loc of bilingual) expect(lastmod.get(`${loc}?lang=ha`)).toBe(lastmod.get(loc));
    expect(locs.length).toBe(english.length + hausa.length);
  });

  it("lists every listed member's profile with the date of approval, and no one else", async () => {
    const { english: locs, lastmod } = await sitemap();
    // Saadatu Aliyu is the seeded member whose membership lapsed (issue #18).
    const approved = await rows<{ id: string; changed: number }>(
      "SELECT id, coalesce(reviewed_at, submitted_at) AS changed FROM join_applications WHERE status = 'approved' AND full_name <> 'Saadatu Aliyu'",
    );
    const others = await rows<{ id: string }>(
      "SELECT id FROM join_applications WHERE status <> 'approved' OR full_name = 'Saadatu Aliyu'",
    );
    expect(approved.length).toBeGreaterThan(5);
    expect(others.length).toBeGreaterThan(0);
    const profiles = locs.filter((loc) => loc.includes("/members/"));
    expect(profiles.sort()).toEqual(
      approved.map((a) => `http://zamwe.test/members/${a.id}`).sort(),
    );
    for (const a of approved) {
      expect(lastmod.get(`http://zamwe.test/members/${a.id}`)).toBe(
        new Date(a.changed).toISOString().slice(0, 10),
      );
    }
    for (const o of others) expect(locs).not.toContain(`http://zamwe.test/members/${o.id}`);
  });

  it("lists published member websites only, escaped, with when they last changed", async () => {
    expect((await sitemap()).locs.some((loc) => loc.includes("/sites/"))).toBe(false);
    await t.db.batch([
      t.db.prepare(
        "INSERT INTO users (id, email, password_hash) VALUES ('site-owner', 'owner@sitemap.test', 'x')",
      ),
      t.db.prepare(
        `INSERT INTO member_sites (id, user_id, slug, design, status, content, updated_at, published_at) VALUES
          ('1', 'site-owner', 'amina-fabrics', 'boutique', 'published', '{}', 1763700000000, 1763600000000),
          ('2', 'site-owner', 'draft-site', 'boutique', 'draft', '{}', 1763700000000, NULL),
          ('3', 'site-owner', 'zara&co', 'boutique', 'published', '{}', 1763600000000, 1763600000000)`,
      ),
    ]);
    try {
      const { xml, locs, lastmod } = await sitemap();
      const sites = locs.filter((loc) => loc.includes("/sites/"));
      expect(sites).toEqual([
        "http://zamwe.test/sites/amina-fabrics",
        "http://zamwe.test/sites/zara%26co",
      ]);
      expect(lastmod.get("http://zamwe.test/sites/amina-fabrics")).toBe("2025-11-21");
      expect(xml).not.toContain("draft-site");
    } finally {
      await t.db.batch([
        t.db.prepare("DELETE FROM member_sites WHERE user_id = 'site-owner'"),
        t.db.prepare("DELETE FROM users WHERE id = 'site-owner'"),
      ]);
    }
  });

  it("still answers with the public pages when the members cannot be read", async () => {
    const broken = await createTestDatabase();
    await broken.db.prepare("DROP TABLE join_applications").run();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { locs } = await sitemap(broken.context);
      expect(locs).toContain("http://zamwe.test/about");
      expect(locs.some((loc) => loc.includes("/members/"))).toBe(false);
      expect(logged).toHaveBeenCalledWith("[load failure] sitemap members:", expect.anything());
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("escapes what XML needs escaped", async () => {
    const other = await createTestDatabase({
      SITE_PUBLIC_URL: "https://zamwe.org/a&b",
    } as Partial<Env>);
    const response = await sitemapLoader(routeArgs(args("http://x/sitemap.xml", other.context)));
    const xml = await response.text();
    expect(xml).toContain("<loc>https://zamwe.org/a&amp;b/about</loc>");
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
