import type { Locator, Page } from "@playwright/test";
import { aboutContent } from "../../app/content/about";
import { legalPages } from "../../app/content/legal";
import { membersShowcase } from "../../app/content/members-showcase";
import { servicesPage } from "../../app/content/services";
import { expect, test, STATIC } from "./fixtures";

const about = aboutContent("en");

/** The value/label pairs of a StatGrid (`<dl>` of `<div><dt>label</dt><dd>value</dd></div>`). */
async function expectStats(scope: Locator, stats: { value: string; label: string }[]) {
  const cards = scope.locator("dl > div");
  await expect(cards).toHaveCount(stats.length);
  await expect(cards.locator("dd")).toHaveText(stats.map((s) => s.value));
  await expect(cards.locator("dt")).toHaveText(stats.map((s) => s.label));
}

test.describe("/about", { tag: STATIC }, () => {
  test("tells the story, the mission, vision and values, and the impact", async ({
    page,
    visit,
  }) => {
    await visit("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About ZAMWE");

    const story = page.getByRole("region", { name: "Our Story" });
    await expect(story.getByRole("heading", { level: 2 })).toHaveText("Our Story");
    await expect(story).toContainText("founded in 2020");
    await expect(story).toContainText("over 500 members");
    await expect(story.locator("p")).toHaveText(about.story.paragraphs);

    const pillars = page.getByRole("region", { name: "Mission, vision and values" });
    const cards = pillars.locator(":scope > ul > li");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Mission",
      "Vision",
      "Values",
    ]);
    for (const [i, pillar] of about.pillars.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(pillar.title);
      if ("values" in pillar && pillar.values) {
        await expect(card.getByRole("listitem")).toHaveText(pillar.values);
      } else {
        await expect(card.locator("p")).toHaveText(String(pillar.text));
      }
    }
    const values = cards.filter({ has: page.getByRole("heading", { name: "Values" }) });
    await expect(values.getByRole("listitem")).toHaveText([
      "Empowerment",
      "Community",
      "Excellence",
      "Integrity",
      "Innovation",
    ]);

    const impact = page.getByRole("region", { name: "Our Impact" });
    await expect(impact.getByRole("heading", { level: 2 })).toHaveText("Our Impact");
    await expectStats(impact, [
      { value: "500+", label: "Active Members" },
      { value: "50+", label: "Events Organized" },
      { value: "200+", label: "Businesses Supported" },
      { value: "₦50M+", label: "Funding Facilitated" },
    ]);
  });
});

test.describe("/services", { tag: STATIC }, () => {
  test("lists the eight services with four features each, and the call to action", async ({
    page,
    visit,
  }) => {
    await visit("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");

    const cards = page.getByRole("region", { name: "Services" }).locator(":scope > ul > li");
    await expect(cards).toHaveCount(8);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Business Mentorship",
      "Training & Workshops",
      "Funding & Grants",
      "Networking Opportunities",
      "Digital Branding Support",
      "Business Development",
      "Community Support",
      "Recognition Programs",
    ]);
    expect(servicesPage.services).toHaveLength(8);
    for (const [i, service] of servicesPage.services.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(service.title);
      await expect(card).toContainText(service.description);
      expect(service.features, service.title).toHaveLength(4);
      await expect(card.getByRole("listitem")).toHaveText(service.features);
    }

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Become a Member" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("/members-old", () => {
  const { slides } = membersShowcase.carousel;

  test(
    "shows the carousel, the numbers and the member benefits",
    { tag: STATIC },
    async ({ page, visit }) => {
      await visit("/members-old");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Members");

      const carousel = page.locator("[data-carousel]");
      await expect(carousel).toHaveCount(1);
      await expect(carousel).toHaveAttribute("data-interval", "3000");
      await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
      const figures = carousel.locator("[data-track] > figure");
      expect(slides).toHaveLength(6);
      await expect(figures).toHaveCount(6);
      await expect(figures.locator("figcaption")).toHaveText(slides.map((s) => s.caption));
      for (const [i, slide] of slides.entries()) {
        await expect(figures.nth(i).getByRole("img")).toHaveAttribute("alt", slide.alt);
      }
      // The first slide is shown; its arrows point at its neighbours (with wrap-around).
      await expect(figures.first().getByRole("img")).toBeVisible();
      await expect(figures.first().getByRole("link", { name: "Next slide" })).toHaveAttribute(
        "href",
        "#members-carousel-slide-2",
      );
      await expect(figures.first().getByRole("link", { name: "Previous slide" })).toHaveAttribute(
        "href",
        "#members-carousel-slide-6",
      );

      await expectStats(page.getByRole("region", { name: "Members in numbers" }), [
        { value: "500+", label: "Active Members" },
        { value: "50+", label: "Business Sectors" },
        { value: "100+", label: "Success Stories" },
      ]);

      const benefits = page.getByRole("region", { name: "Member Benefits" });
      await expect(benefits.getByRole("heading", { level: 2 })).toHaveText("Member Benefits");
      await expect(benefits.getByRole("listitem")).toHaveText(membersShowcase.benefits.items);
      await expect(benefits.getByRole("listitem")).toHaveCount(6);
    },
  );

  test("auto-advances every 3 s with JavaScript until used; without, only its links move it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const interval = membersShowcase.carousel.intervalMs;
    if (jsEnabled) {
      // The script's timers run on a clock the test moves (Playwright's), stopped from the start:
      // the interval is checked to the millisecond, and a busy machine only makes the test slower.
      // Loaded with goto, not visit(): axe's own timers would wait on the stopped clock (the
      // page's HTML is the same without JavaScript, checked there).
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      expect((await page.goto("/members-old"))?.status()).toBe(200);
    } else {
      await visit("/members-old");
    }
    const root = page.locator("[data-carousel]");
    const track = root.locator("[data-track]");
    const figures = track.locator(":scope > figure");
    const scrollLeft = () => track.evaluate((el) => el.scrollLeft);
    const width = await track.evaluate((el) => el.clientWidth);
    expect(width).toBeGreaterThan(100);

    if (jsEnabled) {
      // The script has marked slide 1, and the interval it reads is the content's.
      await expect(root).toHaveAttribute("data-index", "0");
      await expect(root).toHaveAttribute("data-interval", String(interval));
      // Untouched, it stays on slide 1 for one interval, then moves to slide 2.
      await page.clock.runFor(interval - 1);
      await expect(root).toHaveAttribute("data-index", "0");
      expect(await scrollLeft()).toBe(0);
      await page.clock.runFor(1);
      await expect(root).toHaveAttribute("data-index", "1");
      await expect
        .poll(scrollLeft, { message: "the strip scrolls to slide 2" })
        .toBeCloseTo(width, -1);

      // The visitor uses the current slide's arrow: it moves on once, then stops for good.
      await figures.nth(1).getByRole("link", { name: "Next slide" }).click();
      await expect(root).toHaveAttribute("data-index", "2");
      await expect.poll(scrollLeft).toBeCloseTo(2 * width, -1);
      await expect(root.locator("[data-dot]").nth(2)).toHaveAttribute("aria-current", "true");
      // Neither hovered nor focused any more (which only pause it): it must stay stopped.
      await page.getByRole("heading", { level: 1 }).click();
      await page.mouse.move(0, 0);
      await expect(root.locator(":focus")).toHaveCount(0);
      const settled = await scrollLeft();
      await page.clock.runFor(interval * 3);
      await expect(root).toHaveAttribute("data-index", "2");
      expect(await scrollLeft()).toBe(settled);
    } else {
      // Nothing runs: slide 1 is shown, and the script never marked the carousel.
      expect(await scrollLeft()).toBe(0);
      expect(await root.getAttribute("data-index")).toBeNull();
      await expect(figures.first()).toBeInViewport();
      await expect(figures.nth(1)).not.toBeInViewport();

      // The anchor link of slide 1 scrolls the strip to slide 2…
      await figures.first().getByRole("link", { name: "Next slide" }).click();
      await expect(page).toHaveURL(/#members-carousel-slide-2$/);
      // The strip scrolls smoothly: wait until it has come to rest (two reads 100 ms apart
      // agree) before reading where it stopped; read mid-scroll, it is a few pixels short.
      const atRest = async () => {
        const before = await scrollLeft();
        await page.waitForTimeout(100);
        const after = await scrollLeft();
        return before === after ? after : Number.NaN;
      };
      await expect.poll(atRest, { timeout: 3000 }).toBeCloseTo(width, -1);
      const settled = await scrollLeft();
      expect(Math.abs(settled - width)).toBeLessThanOrEqual(1);
      await expect(figures.nth(1).locator("figcaption")).toBeInViewport();
      await expect(figures.nth(1).locator("figcaption")).toHaveText(slides[1]!.caption);
      // …and nothing advances it afterwards.
      await page.waitForTimeout(4000);
      expect(await scrollLeft()).toBe(settled);
      expect(await root.getAttribute("data-index")).toBeNull();
    }
  });
});

test.describe("legal pages", { tag: STATIC }, () => {
  const section = (page: Page, name: string) =>
    page
      .getByRole("article")
      .locator("section", { has: page.getByRole("heading", { name, exact: true }) });

  const pages = [
    {
      path: "/privacy",
      slug: "privacy",
      heading: "Privacy Policy",
      // The NDPA, how to reach us, and how to have data deleted.
      specifics: async (page: Page) => {
        await expect(page.getByRole("main")).toContainText("Nigeria Data Protection Act 2023");
        await expect(page.getByRole("article")).toContainText("info@zamwe.org");
        await expect(section(page, "Your rights").getByRole("listitem")).toContainText([
          "have your data deleted;",
        ]);
        await expect(section(page, "How to ask")).toContainText(
          "Email info@zamwe.org or send a WhatsApp message to +234 912 754 5291.",
        );
        await expect(section(page, "Children")).toContainText("tell us and we will delete it.");
      },
    },
    {
      path: "/terms",
      slug: "terms",
      heading: "Terms of Use",
      specifics: async (page: Page) => {
        await expect(section(page, "Governing law")).toContainText(
          "These terms are governed by the laws of the Federal Republic of Nigeria.",
        );
        await expect(section(page, "Contact")).toContainText("info@zamwe.org");
      },
    },
    {
      path: "/cookies",
      slug: "cookies",
      heading: "Cookie Policy",
      // No analytics or advertising cookies.
      specifics: async (page: Page) => {
        await expect(page.getByRole("main").locator("header")).toContainText(
          "We do not use cookies for analytics, advertising or tracking you across other websites.",
        );
        await expect(section(page, "What we do not use").getByRole("listitem")).toHaveText([
          "No analytics cookies (such as Google Analytics).",
          "No advertising or social media tracking cookies or pixels.",
          "No third-party cookies.",
        ]);
        // Every cookie the site sets is named: the language cookie too (zamwe-lang, issue 20),
        // and the stylesheet cookie (zamwe-css, issue 30).
        await expect(section(page, "The cookies we use").getByRole("listitem")).toHaveCount(5);
        await expect(section(page, "The cookies we use")).toContainText("Language cookie:");
        await expect(section(page, "The cookies we use")).toContainText("Stylesheet cookie:");
        await expect(section(page, "The cookies we use")).toContainText("Typed address cookie:");
      },
    },
  ] as const;

  for (const { path, slug, heading, specifics } of pages) {
    test(`${path} has its title, date, every section, its key facts, and links to the other policies`, async ({
      page,
      visit,
    }) => {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const article = page.getByRole("article");
      const content = legalPages[slug];
      // The cookie policy gained the language cookie (issue 20) and the stylesheet cookie (issue 30) later.
      const updated = slug === "cookies" ? "1 December 2026" : "21 November 2026";
      await expect(article.getByText(`Last updated: ${updated}`)).toBeVisible();
      expect(content.lastUpdated).toBe(updated);
      await expect(page.getByRole("main").locator("header p")).toHaveText(content.intro);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(
        content.sections.map((s) => s.heading),
      );
      await specifics(page);

      const others = page.getByRole("navigation", { name: "Other policies" }).getByRole("link");
      const expected = pages.filter((p) => p.path !== path);
      await expect(others).toHaveText(expected.map((p) => p.heading));
      for (const [i, other] of expected.entries()) {
        await expect(others.nth(i)).toHaveAttribute("href", other.path);
      }
      // Follow the first link: the other policy opens.
      await others.first().click();
      await expect(page).toHaveURL(new RegExp(`${expected[0]!.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0]!.heading);
    });
  }
});
