import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyToJoin, sendContactMessage, signInAsAdmin, uniqueName } from "./support/people";

/**
 * The XSS canary (issue #8): script payloads stored through the real forms, then every page that
 * shows them opened in Chromium with JavaScript on. A payload that ran would set
 * `window.__xss`; an escaped one is shown as the text that was typed, and no element it
 * describes (an <img onerror>, an <svg onload>, a javascript: link) exists in the page. Each
 * test stores its own payloads, tagged, since the e2e database is shared by parallel tests.
 * JavaScript-only (playwright.config.ts): without it nothing could run, so nothing is shown.
 */

const payloads = (tag: string) => ({
  img: `<img src=x onerror="window.__xss=1"> ${tag}`,
  script: `<script>window.__xss=1</script> ${tag}`,
  svg: `"><svg onload=window.__xss=1> ${tag}`,
});
const JAVASCRIPT_URL = "javascript:window.__xss=1";

const tagOf = (testInfo: TestInfo) => uniqueName(testInfo, "xss").replace(" ", "-");

/** Opens the page and checks that nothing ran and each text is shown as typed. */
async function expectInert(page: Page, path: string, texts: string[]) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBeLessThan(400);
  await page.waitForLoadState("load");
  // onerror/onload fire as soon as the element exists; give a late one a moment.
  await page.waitForTimeout(100);
  expect(
    await page.evaluate(() => (window as { __xss?: unknown }).__xss),
    `window.__xss on ${path}`,
  ).toBeUndefined();
  await expect(
    page.locator('img[src="x"], svg[onload], [onerror], [onload]'),
    `payload elements on ${path}`,
  ).toHaveCount(0);
  await expect(
    page.locator('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]'),
    `javascript: URLs on ${path}`,
  ).toHaveCount(0);
  for (const text of texts) {
    await expect(
      page.getByText(text, { exact: false }).first(),
      `“${text}” on ${path}`,
    ).toBeVisible();
  }
}

test.describe("stored payloads are shown as text and never run", () => {
  test("contact message → /admin/messages", async ({ page }, testInfo) => {
    const p = payloads(tagOf(testInfo));
    await sendContactMessage(page, p.img, `${p.script} ${p.svg}`);
    await signInAsAdmin(page);
    await expectInert(page, "/admin/messages", [p.img, p.script, p.svg]);
  });

  test("join application → /admin applications", async ({ page }, testInfo) => {
    const p = payloads(tagOf(testInfo));
    await applyToJoin(page, p.svg);
    await signInAsAdmin(page);
    await expectInert(page, `/admin?q=${encodeURIComponent(p.svg.split(" ").pop()!)}`, [
      p.svg,
      `${p.svg} Ventures`,
    ]);
  });

  test("newsletter name → /admin/newsletter", async ({ page }, testInfo) => {
    const tag = tagOf(testInfo);
    const p = payloads(tag);
    await page.goto("/newsletter");
    await page.getByLabel("Name (optional)").fill(p.script);
    await page.getByLabel("Email", { exact: true }).fill(`${tag.toLowerCase()}@example.com`);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await signInAsAdmin(page);
    await expectInert(page, `/admin/newsletter?q=${encodeURIComponent(tag.toLowerCase())}`, [
      p.script,
    ]);
  });

  test("event by an admin, RSVP names → /events, the RSVP page, the admin's event", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const tag = tagOf(testInfo);
    const p = payloads(tag);
    await signInAsAdmin(page, "/admin/events");
    await page.getByLabel("Title", { exact: true }).fill(p.img);
    await page.getByLabel("Description", { exact: true }).fill(p.script);
    await page.getByLabel("Date").fill("2031-05-20");
    await page.getByLabel("Time (WAT)").fill("09:00");
    await page.getByLabel("Location").fill(p.svg);
    // A javascript: image URL is refused; the event is saved without one.
    await page.getByLabel("Image URL").fill(JAVASCRIPT_URL);
    await page.locator("#new-event").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText("Event created")).toHaveCount(0);
    await page.getByLabel("Image URL").fill("");
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText("Event created")).toBeVisible();
    await page.getByRole("link", { name: p.img }).click();
    await page.waitForURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    const eventId = page.url().split("/").pop()!;

    // A visitor RSVPs through the form with a payload for a name.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/events/${eventId}/rsvp`);
    await visitor.getByLabel("Full Name").fill(p.svg);
    await visitor.getByLabel("Email", { exact: true }).fill(`${tag.toLowerCase()}@example.com`);
    await visitor.getByRole("button", { name: "Confirm RSVP" }).click();
    await expect(visitor.getByText("RSVP Confirmed!")).toBeVisible();
    await expectInert(visitor, "/events", [p.img, p.script, p.svg]);
    await expectInert(visitor, `/events/${eventId}/rsvp`, [p.img]);
    await visitor.context().close();

    await expectInert(page, "/admin/events", [p.img]);
    await expectInert(page, `/admin/events/${eventId}`, [p.svg]);
  });

  test("resource and testimonial by an admin → /resources, /success-stories, /admin/content", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const p = payloads(tagOf(testInfo));
    await signInAsAdmin(page, "/admin/content");
    const resource = page.getByRole("form", { name: "Add a resource" });
    await resource.getByLabel("Title", { exact: true }).fill(p.img);
    await resource.getByLabel("Category").fill("Security");
    await resource.getByLabel("Description (optional)").fill(p.script);
    // A javascript: link is refused with a message, and nothing is stored.
    await resource.getByLabel("File URL").fill(JAVASCRIPT_URL);
    // Leaving the field has the browser check it once the form's schema has arrived (it loads on
    // the first focus): then the submit below is refused in the page. Clicking before it arrived
    // sent the form to the server, whose late answer could reset the corrected link typed next.
    await resource.getByLabel("File URL").blur();
    await expect(resource.getByLabel("File URL")).toHaveAttribute("aria-invalid", "true");
    await resource.getByRole("button", { name: "Add resource" }).click();
    await expect(
      resource.getByText(
        "Please enter a link starting with https:// or / (e.g. /downloads/guide.pdf).",
      ),
    ).toBeVisible();
    await resource.getByLabel("File URL").fill("/downloads/xss-guide.pdf");
    await resource.getByRole("button", { name: "Add resource" }).click();
    await expect(page.getByText("Resource added")).toBeVisible();

    const story = page.getByRole("form", { name: "Add a testimonial" });
    await story.getByLabel("Member Name").fill(p.svg);
    await story.getByLabel("Business Name").fill(p.img);
    await story.getByLabel("Quote").fill(p.script);
    await story.getByLabel("Featured on Success Stories").check();
    await story.getByRole("button", { name: "Add testimonial" }).click();
    await expect(page.getByText("Testimonial added")).toBeVisible();

    await expectInert(page, "/resources", [p.img, p.script]);
    await expectInert(page, "/success-stories", [p.svg, p.script]);
    await expectInert(page, "/admin/content", [p.img, p.svg]);
  });
});
