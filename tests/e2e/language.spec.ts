// Hausa and English (issue 20, ADR 0023): how a visitor's language is chosen and remembered, with
// JavaScript on and off, and the "no English on a Hausa page" check of every translated page.
import type { Page } from "@playwright/test";
import { catalogueOf, type Namespace } from "../../app/i18n/catalogue";
import { expect, test, STATIC } from "./fixtures";
import { englishOn, readableText } from "./support/no-english";

const hausaHeadline = catalogueOf("ha").home.hero.headline;

async function expectLanguage(page: Page, language: "en" | "ha") {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

test.describe("a browser that prefers Hausa", () => {
  test.use({ locale: "ha-NG" });

  test("is sent from an unmarked page to its ?lang=ha address, in Hausa", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const redirect = await response!.request().redirectedFrom()!.response();
    expect(redirect?.status()).toBe(302);
    expect(redirect?.headers()["cache-control"]).toBe("private, no-store");
    expect(redirect?.headers()["vary"]).toBe("Cookie, Accept-Language");
    await expect(page).toHaveURL(/\/\?lang=ha$/);
    await expectLanguage(page, "ha");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausaHeadline);
  });

  test("switches to English and back with the header's link, remembered by a cookie", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page).toHaveURL(/\/about\?lang=ha$/);
    const english = page.getByRole("link", { name: "English", exact: true });
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    await english.click();
    await expect(page).toHaveURL(/\/about\?lang=en$/);
    await expectLanguage(page, "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About ZAMWE");

    // The cookie now outranks the browser: an unmarked page stays English.
    await page.goto("/services");
    await expect(page).toHaveURL(/\/services$/);
    await expectLanguage(page, "en");

    const hausa = page.getByRole("link", { name: "Hausa", exact: true });
    await expect(hausa).toHaveAttribute("hreflang", "ha");
    await expect(hausa).toHaveAttribute("lang", "ha");
    await hausa.click();
    await expect(page).toHaveURL(/\/services\?lang=ha$/);
    await expectLanguage(page, "ha");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "zamwe-lang")?.value).toBe("ha");

    // And a new unmarked page goes to Hausa again.
    await page.goto("/");
    await expect(page).toHaveURL(/\/\?lang=ha$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausaHeadline);
  });
});

test(
  "the admin area, English only, offers no language switch",
  { tag: STATIC },
  async ({ page }) => {
    await page.goto("/admin/login");
    await expectLanguage(page, "en");
    await expect(page.getByRole("link", { name: "Hausa", exact: true })).toHaveCount(0);
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Hausa", exact: true })).toHaveCount(1);
  },
);

test.describe("a Hausa page", () => {
  test("keeps its language in the header's, the page's and the footer's links", async ({
    page,
  }) => {
    await page.goto("/?lang=ha");
    const nav = page.getByRole("navigation", { name: catalogueOf("ha").layout.mainNavigation });
    await expect(nav.getByRole("link", { name: "Game da Mu" }).first()).toHaveAttribute(
      "href",
      "/about?lang=ha",
    );
    await expect(nav.getByRole("link", { name: "Shiga", exact: true }).first()).toHaveAttribute(
      "href",
      "/login?lang=ha",
    );
    await expect(page.getByRole("link", { name: "Duba Taruka" })).toHaveAttribute(
      "href",
      "/events?lang=ha",
    );
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Manufar sirri" }),
    ).toHaveAttribute("href", "/privacy?lang=ha");
    await nav.getByRole("link", { name: "Game da Mu" }).first().click();
    await expect(page).toHaveURL(/\/about\?lang=ha$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Game da ZAMWE");
  });

  test("lists its alternates and carries its language in Open Graph", async ({ page }) => {
    await page.goto("/about?lang=ha");
    const origin = new URL(page.url()).origin;
    const link = (selector: string) => page.locator(selector).first().getAttribute("href");
    expect(await link('link[rel="canonical"]')).toBe(`${origin}/about?lang=ha`);
    expect(await link('link[rel="alternate"][hreflang="en"]')).toBe(`${origin}/about`);
    expect(await link('link[rel="alternate"][hreflang="ha"]')).toBe(`${origin}/about?lang=ha`);
    expect(await link('link[rel="alternate"][hreflang="x-default"]')).toBe(`${origin}/about`);
    const meta = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute("content");
    expect(await meta("og:locale")).toBe("ha_NG");
    expect(await meta("og:locale:alternate")).toBe("en_NG");
    expect(await meta("og:url")).toBe(`${origin}/about?lang=ha`);
    await expect(page).toHaveTitle("Game da Mu | ZAMWE");

    // (Explicitly: the Hausa page just set her cookie, so /about would lead to Hausa.)
    await page.goto("/about?lang=en");
    await expectLanguage(page, "en");
    expect(await link('link[rel="canonical"]')).toBe(`${origin}/about`);
    expect(await link('link[rel="alternate"][hreflang="ha"]')).toBe(`${origin}/about?lang=ha`);
    expect(await meta("og:locale")).toBe("en_NG");
  });

  test("home, about and the 404 page pass axe in Hausa", async ({ page, expectAccessible }) => {
    for (const [path, status] of [
      ["/?lang=ha", 200],
      ["/about?lang=ha", 200],
      ["/no-such-page?lang=ha", 404],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      await expectLanguage(page, "ha");
      await expectAccessible();
    }
  });

  test(
    "home at 360 px: a screenshot to check the hooked letters (ɓ ɗ ƙ ƴ)",
    {
      tag: STATIC,
    },
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/?lang=ha");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hausaHeadline);
      // Hooked letters and ʼ are on the page as text (the screenshot shows how they render).
      await expect(page.locator("body")).toContainText("Ƙarfafa");
      await expect(page.locator("body")).toContainText("ʼYan Kasuwa");
      const path = testInfo.outputPath("home-ha-360.png");
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach("home in Hausa at 360 px", { path, contentType: "image/png" });
    },
  );
});

// ── No English on a Hausa page ──────────────────────────────────────────────────────────────
// Every translated page, with the catalogue namespaces it shows: none of their English texts
// may appear in its Hausa HTML (text, and the alt/aria/title/meta attributes people and
// previews read). Part 2 adds its pages to this table.
const translatedPages: { path: string; status?: number; namespaces: Namespace[] }[] = [
  { path: "/", namespaces: ["layout", "carousel", "home"] },
  { path: "/about", namespaces: ["layout", "about"] },
  { path: "/no-such-page", status: 404, namespaces: ["layout", "errors"] },
];

test.describe("no English on a Hausa page", { tag: STATIC }, () => {
  for (const { path, status = 200, namespaces } of translatedPages) {
    test(`${path} in Hausa shows none of the English texts of ${namespaces.join(", ")}`, async ({
      request,
    }) => {
      const address = `${path}${path.includes("?") ? "&" : "?"}lang=ha`;
      const response = await request.get(address);
      expect(response.status(), address).toBe(status);
      const html = await response.text();
      expect(html).toMatch(/<html lang="ha"/);
      expect(englishOn(html, namespaces), `English on ${address}`).toEqual([]);
      // The check reads the page: the Hausa texts of the same namespaces are there.
      const hausa = catalogueOf("ha");
      expect(readableText(html)).toContain(hausa.layout.footer.quickLinks);
    });
  }
});
