import { expect, test } from "./fixtures";
import { signInAsAdmin } from "./support/people";

// Issue 27: the Outbox shows every message with its status; in development (the e2e server runs
// with the local settings) a sent message's whole text, which is how these tests read an inbox.
// The queue's consumer is the Worker itself, as in production.
test("an admin sends herself a test message and reads it in the Outbox", async ({
  page,
  visit,
}) => {
  await signInAsAdmin(page);
  await visit("/admin/outbox");
  await expect(page.getByTestId("mail-status")).toContainText("E-mail is on");
  await page.getByRole("button", { name: /Send a test message to/ }).click();
  await expect(page.getByText("Test message queued")).toBeVisible();

  const admin = process.env.E2E_ADMIN_EMAIL!;
  const row = page.locator('tr[data-message="outbox-test"]').filter({ hasText: admin }).first();
  // Sent by the queue's consumer a moment later: the page is reloaded until it says so.
  await expect(async () => {
    await page.reload();
    await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "sent");
  }).toPass();

  await row.getByRole("link", { name: admin }).click();
  await expect(page.getByRole("heading", { name: "A test message from ZAMWE" })).toBeVisible();
  await expect(page.locator("[data-message-text]")).toContainText(
    `${admin} sent this test message from the Outbox: e-mail works.`,
  );
  await expect(page.locator("[data-message-text]")).toContainText("Zamfara Women Entrepreneurs");
  await visit(page.url().replace(/^https?:\/\/[^/]+/, ""));
});
