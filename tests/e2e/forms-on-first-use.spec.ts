// A form's script (conform, the fields, the form) comes when she first uses the form, not with
// the page (issue 30, ADR 0043). Until it is there the server's form works as it does without
// JavaScript. A JavaScript feature: the no-JS project skips this file (playwright.config.ts).
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The page's requests for a form's script: the form's own chunk and conform's. */
function formScripts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(forms|__contact-form)-[\w-]+\.js$/.test(request.url())) seen.push(request);
  });
  return seen;
}

/** Holds the contact form's chunk until `release()`: her first use happens before it arrives. */
async function holdContactForm(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/__contact-form-[\w-]+\.js$/, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** A page, loaded and quiet: every script the page itself wants has arrived. */
async function openQuietly(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

const openContact = (page: Page) => openQuietly(page, "/contact");

test("the contact form's script waits for her first use, and what she typed meanwhile stays", async ({
  page,
}) => {
  const scripts = formScripts(page);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  const held = await holdContactForm(page);
  await openContact(page);
  expect(scripts.map((r) => r.url())).toEqual([]);

  // Her first focus asks for it; she types and leaves a field before it arrives.
  await page.getByLabel("Name", { exact: true }).fill("Amina Bello");
  await expect.poll(held.asked).toBe(true);
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Message", { exact: true }).focus();
  held.release();

  // The form hydrates as it is: her typing kept, the field she left checked in the browser.
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Amina Bello");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("not-an-email");
  expect(posts).toEqual([]);
  expect(scripts.some((r) => /\/forms-/.test(r.url()))).toBe(true);
});

test("sent before its script arrives, the form posts as it does without JavaScript", async ({
  page,
}) => {
  // The script never comes (a lost connection, say): the server's form is all she has.
  await page.route(/\/assets\/__contact-form-[\w-]+\.js$/, (route) => route.abort());
  await openContact(page);
  await page.getByLabel("Name", { exact: true }).fill("Rukayya Sani");
  await page.getByLabel("Email", { exact: true }).fill("rukayya.first-use@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Sent before the form's script came.");
  const sent = page.waitForRequest((r) => r.method() === "POST" && r.isNavigationRequest());
  await page.getByRole("button", { name: "Send Message" }).click();
  await sent;
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
});

test("a page change is not held up by a form waiting for its first use", async ({ page }) => {
  await openContact(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming Events");
});

test("a form reached by a link in the page checks her input at once", async ({ page }) => {
  await page.goto("/events");
  await page.waitForLoadState("networkidle");
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) documents.push(r.url());
  });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Contact" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await page.getByLabel("Email", { exact: true }).fill("still-not-an-email");
  await page.getByLabel("Email", { exact: true }).blur();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  // A client-side navigation: the page was not loaded again.
  expect(documents).toEqual([]);
});

test("a '#' link before her first use (Skip to content) leaves her a form to send", async ({
  page,
}) => {
  await openContact(page);
  // The page's first Tab stop; React throws the waiting server form away on the change of
  // address (ADR 0043), so the form's script must come with it.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact#main$/);
  await page.getByLabel("Name", { exact: true }).fill("Zainab Yusuf");
  await page.getByLabel("Email", { exact: true }).fill("zainab.skip-link@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Sent after skipping to the content.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
});
