import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Browser, type Page, type Response } from "@playwright/test";
import "./support/idle-connections";

export { expect };

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function analyze(page: Page) {
  return new AxeBuilder({ page }).withTags(wcagTags).analyze();
}

/**
 * Runs `inside` on the page as a visitor without JavaScript has it. A context with JavaScript
 * disabled cannot run anything inside the page (Playwright's evaluate never returns there), so
 * the same URL is loaded in a scripting context whose document carries
 * `Content-Security-Policy: script-src 'none'`: the page's own scripts stay off exactly as for
 * her, while what the test injects through the browser's devtools protocol still runs.
 */
export async function inScriptlessCopy<T>(
  page: Page,
  browser: Browser,
  inside: (copy: Page) => Promise<T>,
): Promise<T> {
  // Tests inherit the project's context options: turn scripting back on explicitly. The
  // cookies come along, so a signed-in page (the admin area) is seen as its user sees it.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
    storageState: await page.context().storageState(),
  });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      await route.fulfill({
        response,
        headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
      });
    });
    await copy.goto(page.url());
    return await inside(copy);
  } finally {
    await context.close();
  }
}

/** Fails the test on any axe violation of WCAG 2.1 A/AA on the page (with or without JS). */
async function checkAccessible(page: Page, browser: Browser, jsEnabled: boolean) {
  const results = jsEnabled ? await analyze(page) : await inScriptlessCopy(page, browser, analyze);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Tests of a page that ships no script bundle, about what is on it (not about an inline
 * enhancement): its HTML is the same with JavaScript on and off, so they run in the no-JS
 * projects only (playwright.config.ts).
 */
export const STATIC = "@static";

const checkedPages = new Set<string>();
/**
 * Claims the accessibility check of a page for this test: true the first time in the whole run
 * (every worker and project), so each server-rendered page is checked once — with JavaScript in
 * one project or without in the other, the same HTML either way. scripts/e2e.mjs gives the run a
 * fresh E2E_AXE_DIR; mkdir is atomic across processes. Without it, once per worker process.
 */
function claimPageCheck(key: string): boolean {
  const dir = process.env.E2E_AXE_DIR;
  if (!dir) {
    if (checkedPages.has(key)) return false;
    checkedPages.add(key);
    return true;
  }
  try {
    mkdirSync(join(dir, encodeURIComponent(key)), { recursive: false });
    return true;
  } catch {
    return false;
  }
}

/**
 * The page an address is an instance of: ids, codes and tokens in its path become ":id", so the
 * same template (one member's profile, one event's page) is checked once per run, not once per
 * member a test made up. A check costs about a second of axe in the browser (measured on one
 * whole run: 290 checks, about 40% of all the tests' time). States reached by interaction are
 * still checked by expectAccessible() itself.
 */
export function pageTemplate(path: string): string {
  const [pathname, query = ""] = path.split("?", 2);
  const template = pathname!
    .split("/")
    .map((segment) =>
      (/\d/.test(segment) && segment.length >= 8) || segment.length >= 20 ? ":id" : segment,
    )
    .join("/");
  return query ? `${template}?${query}` : template;
}

type Fixtures = {
  /** Whether this project runs with JavaScript enabled. */
  jsEnabled: boolean;
  /** Run the axe WCAG 2.1 AA check on the page as it is now. */
  expectAccessible: () => Promise<void>;
  /** Navigate, check the status, and run the accessibility check on the page. */
  visit: (path: string, options?: { status?: number }) => Promise<Response>;
};

let clients = 0;

export const test = base.extend<Fixtures>({
  // Each test is its own client address (Miniflare keeps a CF-Connecting-IP sent by the client), as
  // visitors are in production: the per-client rate limits count one person's posts, not the
  // whole suite's. Tests of those limits set the header themselves.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clients += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(clients / 250) % 250}.${clients % 250}`;
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": address });
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled);
  },
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(() => checkAccessible(page, browser, javaScriptEnabled));
  },
  visit: async ({ page, expectAccessible, viewport }, use) => {
    await use(async (path, { status = 200 } = {}) => {
      const response = await page.goto(path);
      if (!response) throw new Error(`no response for ${path}`);
      expect(response.status(), `status of ${path}`).toBe(status);
      // Every page template is checked once per run at each viewport (see claimPageCheck). States
      // reached by interaction (an open dialog, the next step of a form) are checked with
      // expectAccessible() in each project.
      // The status is part of the key: a profile and an id's "not found" are two pages.
      if (claimPageCheck(`${pageTemplate(path)} ${status} @${viewport?.width ?? 0}`)) {
        await expectAccessible();
      }
      return response;
    });
  },
});

/** The content pages of the foundation: server-rendered, no script bundle. */
export const contentPages = [
  { path: "/", heading: "Empowering Women Entrepreneurs in Zamfara State" },
  { path: "/about", heading: "About ZAMWE" },
  { path: "/services", heading: "Our Services" },
  { path: "/gallery", heading: "Gallery" },
  { path: "/members-old", heading: "Our Members" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Use" },
  { path: "/cookies", heading: "Cookie Policy" },
];
