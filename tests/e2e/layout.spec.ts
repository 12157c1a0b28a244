import type { Page } from "@playwright/test";
import { contentPages, expect, test, STATIC } from "./fixtures";
import { signInAsAdmin, signUpAndLogIn } from "./support/people";

const navLinks = [
  ["Home", "/"],
  ["About", "/about"],
  ["Services", "/services"],
  ["Events", "/events"],
  ["Members", "/members"],
  ["Resources", "/resources"],
  ["Gallery", "/gallery"],
  ["Contact", "/contact"],
] as const;

test.describe("shared navigation", () => {
  test("has the spec's links in order, plus Login and Join Now", async ({ page, visit }) => {
    await visit("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const desktopLinks = nav.locator("ul").first().getByRole("link");
    await expect(desktopLinks).toHaveText(navLinks.map(([label]) => label));
    for (const [label, href] of navLinks) {
      await expect(nav.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(nav.getByRole("link", { name: "Login" }).first()).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(nav.getByRole("link", { name: "Join Now" }).first()).toHaveAttribute(
      "href",
      "/join",
    );
  });

  test("highlights the active link by exact path match", async ({ page, visit }) => {
    for (const { path } of contentPages.filter((p) =>
      ["/", "/about", "/services", "/gallery"].includes(p.path),
    )) {
      await visit(path);
      const current = page
        .getByRole("navigation", { name: "Main" })
        .locator("ul")
        .first()
        .locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute("href", path);
    }
    // A page outside the navigation marks nothing, and "/" is not active on "/about".
    await visit("/privacy");
    await expect(page.locator('nav[aria-label="Main"] [aria-current="page"]')).toHaveCount(0);
  });

  test("is sticky at the top of the page", async ({ page, visit }) => {
    await visit("/services");
    await page.mouse.wheel(0, 2000);
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeInViewport();
  });
});

test.describe("header once signed in", () => {
  const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
  const header = (page: Page) => page.locator("header");

  test("a member sees Dashboard and Log out on every page; anonymous pages stay shared-cacheable", async ({
    page,
    visit,
  }, testInfo) => {
    // Anonymous: Login and Join Now, and a page shared caches may keep.
    const anonymous = await visit("/about");
    expect(anonymous.headers()["cache-control"]).toBe(PUBLIC);
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "Log out" })).toHaveCount(0);

    await signUpAndLogIn(page, {
      fullName: "Header Member",
      email: `header-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@example.com`,
      password: "Gusau-Spices-2024",
    });

    // Content pages, the join form, the directory: her way back and Log out, never Login.
    for (const path of ["/about", "/", "/join", "/members"]) {
      const response = await page.goto(path);
      expect(response?.headers()["cache-control"], path).toBe("private, no-store");
      await expect(header(page).getByRole("link", { name: "Dashboard" }), path).toHaveAttribute(
        "href",
        "/dashboard",
      );
      await expect(header(page).getByRole("button", { name: "Log out" }), path).toBeVisible();
      await expect(header(page).getByRole("link", { name: "Login" }), path).toHaveCount(0);
      await expect(header(page).getByRole("link", { name: "Join Now" }), path).toHaveCount(0);
    }

    await header(page).getByRole("button", { name: "Log out" }).click();
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    // Signed out, the same page is the shared one again.
    const after = await page.goto("/about");
    expect(after?.headers()["cache-control"]).toBe(PUBLIC);
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("an admin sees Admin as her way back", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/events");
    await expect(header(page).getByRole("link", { name: "Admin", exact: true })).toHaveAttribute(
      "href",
      "/admin",
    );
    await expect(header(page).getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(header(page).getByRole("button", { name: "Log out" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("opens, and closes when a link is chosen", async ({ page, visit, expectAccessible }) => {
    await visit("/");
    const toggle = page.locator("summary", { hasText: "Menu" });
    await expect(toggle).toBeVisible();
    // The desktop list is hidden below the lg breakpoint.
    await expect(page.locator('nav[aria-label="Main"] > ul')).toBeHidden();
    const menuLink = (name: string) =>
      page.locator("details[data-menu]").getByRole("link", { name, exact: true });
    await expect(menuLink("Services")).toBeHidden();

    await toggle.click();
    await expect(menuLink("Services")).toBeVisible();
    await expect(menuLink("Join Now")).toBeVisible();
    await expectAccessible();

    await menuLink("Services").click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Services" })).toBeVisible();
    await expect(page.locator("details[data-menu]")).not.toHaveAttribute("open", "");
    await expect(menuLink("About")).toBeHidden();
    await expect(
      page.locator("details[data-menu]").locator('[aria-current="page"]'),
    ).toHaveAttribute("href", "/services");
  });
});

test.describe("footer", { tag: STATIC }, () => {
  test("has the columns, social links, contact details and copyright line", async ({
    page,
    visit,
  }) => {
    await visit("/");
    const footer = page.locator("footer");
    const hrefs = async (column: string) =>
      footer
        .locator("div", { has: page.getByRole("heading", { name: column }) })
        .last()
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(await hrefs("Quick Links")).toEqual([
      "/about",
      "/services",
      "/events",
      "/members",
      "/gallery",
    ]);
    expect(await hrefs("Resources")).toEqual([
      "/builder",
      "/templates",
      "/dashboard",
      "/privacy",
      "/terms",
      "/cookies",
    ]);
    await expect(footer.getByRole("link", { name: "Website Builder" })).toHaveAttribute(
      "href",
      "/builder",
    );

    await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      "https://facebook.com/ZAMWE",
    );
    await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
      "href",
      "https://www.instagram.com/zamwehub",
    );
    await expect(footer.getByRole("link", { name: /TikTok/ })).toHaveAttribute(
      "href",
      "https://www.tiktok.com/@zamfara.women.ent",
    );

    await expect(footer).toContainText("Gusau, Zamfara State, Nigeria");
    await expect(footer.getByRole("link", { name: "+234 912 754 5291" })).toHaveAttribute(
      "href",
      "tel:+2349127545291",
    );
    await expect(footer.getByRole("link", { name: "info@zamwe.org" })).toHaveAttribute(
      "href",
      "mailto:info@zamwe.org",
    );
    await expect(footer).toContainText(
      "© 2023 Zamfara Women Entrepreneurs Association. Empowering Women, Building Futures.",
    );
  });
});

test.describe("every content page", { tag: STATIC }, () => {
  for (const { path, heading } of contentPages) {
    test(`${path} is complete HTML with no script bundle, good meta tags, and is accessible`, async ({
      page,
      request,
      visit,
    }) => {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");

      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<script[^>]+src=/i);
      expect(html).not.toMatch(/modulepreload/i);

      await expect(page).toHaveTitle(/ZAMWE/);
      const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
      expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(40);
      expect(await meta('meta[property="og:title"]')).toMatch(/ZAMWE/);
      expect(await meta('meta[property="og:description"]')).toBe(
        await meta('meta[name="description"]'),
      );
      expect(await meta('meta[property="og:image"]')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/og-image\.jpg$/,
      );
      expect(await meta('meta[property="og:url"]')).toMatch(
        new RegExp(`${path === "/" ? "/" : path}$`),
      );
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/site.webmanifest",
      );
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    });
  }

  test("the manifest, icons and preview image are served", async ({ request }) => {
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBe("Zamfara Women Entrepreneurs Association");
    expect(manifest.short_name).toBe("ZAMWE");
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
    const og = await request.get("/og-image.jpg");
    expect(og.headers()["content-type"]).toContain("image/jpeg");
  });
});

test.describe("unknown paths and redirects", { tag: STATIC }, () => {
  test("an unknown path answers 404 with the spec's page", async ({ page, visit }) => {
    await visit("/this-page-does-not-exist", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Empowering Women Entrepreneurs in Zamfara State",
    );
  });

  test("a nested unknown path also answers 404", async ({ request }) => {
    const response = await request.get("/members-old/x/y");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  test("/register redirects to /join", async ({ request }) => {
    const response = await request.get("/register", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/join");
  });
});

test.describe("unexpected errors", () => {
  test("show the generic error screen with no stack trace or internal message", async ({
    page,
    expectAccessible,
  }) => {
    // The admin area's guard reads her session from D1, with nothing to fall back on: with D1
    // down (test runs only, tests/e2e/support/test-faults.ts) it throws an Error whose message
    // carries an internal detail. (Visitors' pages show what they can without D1.)
    await signInAsAdmin(page);
    await page.setExtraHTTPHeaders({ "x-test-fault": "d1-down" });
    const response = await page.goto("/admin");
    if (!response) throw new Error("no response for /admin");
    expect(response.status()).toBe(500);
    // Checked here rather than by visit(): the error screen is not /admin's page.
    await expectAccessible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unexpected Application Error!",
    );
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const html = await response.text();
    expect(html).not.toContain("secret-internal-detail");
    expect(html).not.toMatch(/at .+\.js:\d+/);
    expect(html).not.toContain("<pre");
  });
});
