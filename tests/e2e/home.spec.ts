import { homeContent } from "../../app/content/home";
import type { Page } from "@playwright/test";
import { expect, test, STATIC } from "./fixtures";

const { hallOfWomen, homeCarousel, supportSection } = homeContent("en");

test.describe("home page", { tag: STATIC }, () => {
  test("hero: headline, Est. 2020 badge, calls to action and the numbers", async ({
    page,
    visit,
  }) => {
    await visit("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Empowering Women Entrepreneurs in Zamfara State",
    );
    await expect(page.getByText("Est. 2020", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join ZAMWE Today" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByRole("link", { name: "Explore Events" })).toHaveAttribute(
      "href",
      "/events",
    );
    for (const [value, label] of [
      ["500+", "Active Members"],
      ["50+", "Events Hosted"],
      ["200+", "Ventures Supported"],
      ["2020", "Established"],
    ] as const) {
      const stat = page.locator("dl div", { has: page.locator("dt", { hasText: label }) });
      await expect(stat.locator("dd")).toHaveText(value);
    }
  });

  test("'Join ZAMWE Today' leads to /register, which redirects to /join", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/register")),
      page.getByRole("link", { name: "Join ZAMWE Today" }).click(),
    ]);
    expect(response.status()).toBe(302);
    await expect(page).toHaveURL(/\/join$/);
  });

  test("How We Support You: six cards with icon, title and description", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { level: 2, name: "How We Support You" }),
    });
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      supportSection.cards.map((c) => c.title),
    );
    for (const card of supportSection.cards) {
      await expect(section.getByText(card.description)).toBeVisible();
    }
    await expect(cards.locator("svg")).toHaveCount(6);
  });

  test("Hall of Women: six entries with era, achievement and impact, and a closing quote", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Hall of Women" }),
    });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Ada Lovelace",
      "Funmilayo Ransome-Kuti",
      "Amina of Zazzau",
      "Oprah Winfrey",
      "Malala Yousafzai",
      "Ngozi Okonjo-Iweala",
    ]);
    for (const woman of hallOfWomen.entries) {
      const entry = section.getByRole("listitem").filter({ hasText: woman.name });
      await expect(entry).toContainText(woman.era);
      await expect(entry).toContainText(woman.achievement);
      await expect(entry).toContainText(woman.impact);
    }
    await expect(section.locator("blockquote")).toContainText(hallOfWomen.closingQuote.text);
  });
});

test.describe("home carousel", () => {
  const track = "#home-carousel [data-track]";
  /** Index of the slide in view, from the strip's scroll position (works with JS on and off). */
  const slideInView = (page: Page) =>
    page.locator(track).evaluate((el) => Math.round(el.scrollLeft / el.clientWidth));

  test("has five slides with alt text, arrows and dot indicators", async ({ page, visit }) => {
    await visit("/");
    const carousel = page.locator("#home-carousel");
    await expect(carousel).toHaveAttribute("data-interval", "5000");
    const images = carousel.locator("[data-track] img");
    await expect(images).toHaveCount(5);
    for (let i = 0; i < 5; i++) {
      await expect(images.nth(i)).toHaveAttribute("alt", homeCarousel.slides[i]!.alt);
    }
    // Only the first slide loads eagerly; the rest wait until they are needed.
    await expect(images.first()).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
    await expect(carousel.getByRole("link", { name: /Show slide/ })).toHaveCount(5);
    await expect(carousel.locator("[data-prev]")).toHaveCount(5);
    await expect(carousel.locator("[data-next]")).toHaveCount(5);
  });

  test("the arrows move forward and back and wrap around", async ({ page, visit }) => {
    await visit("/");
    const carousel = page.locator("#home-carousel");
    expect(await slideInView(page)).toBe(0);
    // Previous from the first slide wraps to the last.
    await carousel.locator("#home-carousel-slide-1 [data-prev]").click();
    await expect.poll(() => slideInView(page)).toBe(4);
    // Next from the last slide wraps to the first.
    await carousel.locator("#home-carousel-slide-5 [data-next]").click();
    await expect.poll(() => slideInView(page)).toBe(0);
    await carousel.locator("#home-carousel-slide-1 [data-next]").click();
    await expect.poll(() => slideInView(page)).toBe(1);
  });

  test("the dots jump to a slide", async ({ page, visit, jsEnabled }) => {
    await visit("/");
    const dot = page.locator("#home-carousel").getByRole("link", { name: "Show slide 4" });
    await dot.click();
    await expect.poll(() => slideInView(page)).toBe(3);
    if (jsEnabled) {
      // The script marks the current dot.
      await expect(dot).toHaveAttribute("aria-current", "true");
    } else {
      // Without JavaScript the dot is a plain anchor to the slide.
      await expect(dot).toHaveAttribute("href", "#home-carousel-slide-4");
    }
  });

  test("advances by itself every 5 s with JavaScript, and stays put without it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/");
    if (jsEnabled) {
      await expect.poll(() => slideInView(page), { timeout: 8_000, intervals: [100] }).toBe(1);
      // Milliseconds since the page started loading, when the second slide came into view.
      const elapsed = await page.evaluate(() => performance.now());
      expect(elapsed).toBeGreaterThan(4_800);
      expect(elapsed).toBeLessThan(7_000);
    } else {
      await page.waitForTimeout(6_000);
      expect(await slideInView(page)).toBe(0);
    }
  });

  test("wraps from the last slide to the first when advancing by itself", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/");
    await page.locator("#home-carousel").getByRole("link", { name: "Show slide 5" }).click();
    await expect.poll(() => slideInView(page)).toBe(4);
    await page.mouse.move(0, 0); // the carousel pauses while hovered
    if (jsEnabled) {
      await expect.poll(() => slideInView(page), { timeout: 8_000, intervals: [250] }).toBe(0);
    } else {
      await page.waitForTimeout(6_000);
      expect(await slideInView(page)).toBe(4);
    }
  });
});

test.describe("home page weight", { tag: STATIC }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("first load transfers under 150 KB (HTML + CSS + images above the fold)", async ({
    page,
    visit,
  }) => {
    const transfers: { url: string; type: string; bytes: number }[] = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes();
      transfers.push({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      });
    });
    await visit("/");
    await page.waitForLoadState("networkidle");
    const total = transfers.reduce((sum, t) => sum + t.bytes, 0);
    const byType = transfers.reduce<Record<string, number>>((acc, t) => {
      acc[t.type] = (acc[t.type] ?? 0) + t.bytes;
      return acc;
    }, {});
    console.log(`home first load at 360 px: ${total} B total`, JSON.stringify(byType));
    expect(transfers.some((t) => t.type === "script")).toBe(false);
    expect(total).toBeLessThan(150 * 1024);
  });
});
