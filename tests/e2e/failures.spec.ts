import type { Page } from "@playwright/test";
import { seedId } from "../../db/seed-data.mjs";
import { expect, test } from "./fixtures";

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
