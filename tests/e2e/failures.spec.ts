import type { Page } from "@playwright/test";
import { seedId } from "../../db/seed-data.mjs";
import { expect, test } from "./fixtures";
import { startEarlyInALimiterMinute } from "../integration/support/limiter-window";

/** From now on, every write of this page's requests fails in D1 (support/test-faults.ts). */
const breakDatabase = (page: Page) => page.setExtraHTTPHeaders({ "x-test-fault": "d1" });

test.describe("when D1 fails to write, each form says so and keeps what was typed", () => {
  test("contact: 'Failed to send message. Please try again.'", async ({ page, visit }) => {
    await visit("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Ladi");
    await page.getByLabel("Email", { exact: true }).fill("ladi@example.com");
    await page.getByLabel("Message", { exact: true }).fill("Kept despite the failure");
    await breakDatabase(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "Kept despite the failure",
    );
  });

  test("newsletter: 'Subscription failed' / 'Please try again later.'", async ({ page, visit }) => {
    await visit("/newsletter");
    await page.getByLabel("Email", { exact: true }).fill("fails@example.com");
    await breakDatabase(page);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed")).toBeVisible();
    await expect(page.getByText("Please try again later.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "You're all set!" })).toHaveCount(0);
  });

  test("RSVP: 'RSVP Failed' / 'Please try again later.'", async ({ page, visit }) => {
    await visit(`/events/${seedId("event:trade-fair")}/rsvp`);
    await page.getByLabel("Full Name").fill("Funke");
    await page.getByLabel("Email", { exact: true }).fill("funke.fail@example.com");
    await breakDatabase(page);
    await page.getByRole("button", { name: "Confirm RSVP" }).click();
    await expect(page.getByText("RSVP Failed")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Funke");
  });

  test("application: 'Submission failed' / 'Please try again later'", async ({ page, visit }) => {
    await visit("/join");
    await page.getByLabel("Full Name").fill("Esther Fail");
    await page.getByLabel("Phone Number").fill("0803 555 0102");
    await page.getByLabel("Contact Address").fill("Gusau");
    await page.getByLabel("Next of Kin").fill("Kin");
    await page.getByLabel("Business Name").fill("Esther Ltd");
    await page.getByLabel("Type of Business").selectOption({ label: "Retail" });
    await page.getByLabel("Why do you want to join?").fill("Testing a failure");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await breakDatabase(page);
    await page.getByRole("button", { name: "I Have Sent the Money" }).click();
    await expect(page.getByText("Submission failed")).toBeVisible();
    await expect(page.getByText("Please try again later", { exact: true })).toBeVisible();
    // Still on step 2, ready to try again.
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
  });
});

test.describe("a form refused by the server is a page of the site", () => {
  // Remix shows what an action throws without re-running the loaders at or below the boundary:
  // the refusal must keep the root's header, footer and language, after a client-side
  // submission (JavaScript) as after a document post (without). issue #26.
  test("the sixth message a minute about one address: 'Too many requests', in each language", async ({
    page,
    visit,
    request,
    baseURL,
    jsEnabled,
  }) => {
    const pages = [
      { lang: "en", path: "/contact", send: "Send Message", title: "Please slow down" },
      { lang: "ha", path: "/contact?lang=ha", send: "Aika Saƙo", title: "Don Allah a rage sauri" },
    ] as const;
    const message = {
      en: "Too many requests. Please wait a minute and try again.",
      ha: "Buƙatu sun yi yawa. Don Allah a jira minti ɗaya, sannan a sake gwadawa.",
    };
    for (const { lang, path, send, title } of pages) {
      const email = `often-${lang}-${jsEnabled ? "js" : "no-js"}-${Date.now()}@example.com`;
      const form = { name: "Often", email, message: "Once more" };
      // Five a minute about one address (FORM_TARGET_LIMITER): the page's post is the sixth.
      await startEarlyInALimiterMinute(15);
      for (let sent = 0; sent < 5; sent++) {
        await request.post(path, { form, headers: { Origin: baseURL! }, maxRedirects: 0 });
      }
      await visit(path);
      await page.locator("form#contact [name=name]").fill(form.name);
      await page.locator("form#contact [name=email]").fill(email);
      await page.locator("form#contact [name=message]").fill(form.message);
      await page.getByRole("button", { name: send }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText(message[lang])).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("body > header")).toBeVisible();
      await expect(page.locator("body > footer")).toBeVisible();
    }
  });
});
