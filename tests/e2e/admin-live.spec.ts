import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { applyToJoin, sendContactMessage, signInAsAdmin, uniqueName } from "./support/people";

/** Waits until the page's WebSocket to the hub is open (set by useRealtimeRevalidation). */
async function listening(page: Page, channel: "admin" | "events") {
  await expect(page.locator(`html[data-realtime="${channel}"]`)).toHaveCount(1);
}

async function counter(page: Page, label: string) {
  return Number(await page.locator(`[data-counter="${label}"]`).textContent());
}

// Live updates need JavaScript: this file runs in the js project only (playwright.config.ts).
test("admin pages and /events follow changes made in other browsers within 2 s", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext();
  const applications = await admin.newPage();
  await signInAsAdmin(applications);
  const messages = await admin.newPage();
  await messages.goto("/admin/messages");
  const secondTab = await admin.newPage();
  await secondTab.goto("/admin?status=pending");
  await Promise.all([applications, messages, secondTab].map((page) => listening(page, "admin")));

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const applicant = uniqueName(testInfo, "Live Khadija");
  const writer = uniqueName(testInfo, "Live Safiya");
  const totalBefore = await counter(applications, "Total Applications");
  const unreadBefore = await counter(applications, "Unread Messages");

  await applyToJoin(visitorPage, applicant);
  await expect(applications.getByRole("heading", { name: applicant })).toBeVisible({
    timeout: 2000,
  });
  expect(await counter(applications, "Total Applications")).toBeGreaterThan(totalBefore);

  await sendContactMessage(visitorPage, writer, "Live message");
  await expect(messages.locator("li[data-message]", { hasText: writer })).toBeVisible({
    timeout: 2000,
  });
  await expect
    .poll(() => counter(applications, "Unread Messages"), { timeout: 2000 })
    .toBeGreaterThan(unreadBefore);

  // Approving in one tab updates the other (filtered on pending: the card leaves it).
  await expect(secondTab.getByRole("heading", { name: applicant })).toBeVisible({ timeout: 2000 });
  await applications.getByRole("button", { name: `Approve ${applicant}` }).click();
  await expect(applications.getByText("Application marked as approved")).toBeVisible();
  await expect(secondTab.getByRole("heading", { name: applicant })).toHaveCount(0, {
    timeout: 2000,
  });

  // A new event appears on an open /events page.
  await visitorPage.goto("/events");
  await listening(visitorPage, "events");
  const title = uniqueName(testInfo, "Live Market Day");
  const events = await admin.newPage();
  await events.goto("/admin/events");
  await events.getByLabel("Title").fill(title);
  await events.getByLabel("Description").fill("Sell your goods.");
  await events.getByLabel("Date").fill("2031-05-02");
  await events.getByLabel("Time (WAT)").fill("09:00");
  await events.getByLabel("Location").fill("Gusau Central Market");
  await events.getByRole("button", { name: "Create event" }).click();
  await expect(events.getByText("Event created")).toBeVisible();
  await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 2000 });

  await visitor.close();
  await admin.close();
});
