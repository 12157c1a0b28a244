import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { signInAsAdmin } from "./support/people";
import { termiiDoor } from "../support/termii-door";

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

// Issue #37: a message held back (its unproven address had had enough) as the Outbox shows it, in
// the list of held messages and on its own page. (A late message is taken by the next delivery
// of the suite's live queue before a page could show it: tests/integration/messages.test.ts.)
test("the Outbox shows a held message, why it was held, and no Retry", async ({
  page,
  visit,
  jsEnabled,
}) => {
  const held = `held-${jsEnabled ? "js" : "nojs"}-${Date.now().toString(36)}@example.com`;
  await runSql([
    {
      sql: `INSERT INTO messages (id, idempotency_key, kind, recipient, language, status, payload, recipient_unproven)
            VALUES (?, ?, 'event-rsvp', ?, 'en', 'held', NULL, 1)`,
      params: [crypto.randomUUID(), `held:${held}`, held],
    },
  ]);
  await signInAsAdmin(page);

  await visit("/admin/outbox?status=held");
  const row = page.locator("tr").filter({ hasText: held });
  await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "held");
  await expect(row).toContainText("Held back");
  await expect(page.getByTestId("held-explanation")).toContainText(
    "Not sent: its address had had its messages",
  );
  await expect(row.getByRole("button", { name: /Retry/ })).toHaveCount(0);
  await row.getByRole("link", { name: held }).click();
  await expect(page.getByTestId("held-explanation")).toBeVisible();
  await expect(page.locator('[data-fact="Status"]')).toHaveText("Held back");
  await expect(page.getByText("A message held back has no text")).toBeVisible();
  await visit(page.url().replace(/^https?:\/\/[^/]+/, ""));
});

// Issue #40: SMS through the run's Termii stand-in. An admin types a number in the local format,
// the Worker's queue sends the text, Termii's signed delivery report reaches the site's webhook,
// and the Outbox (filtered to SMS) follows it from sent to delivered.
test("an admin sends a test SMS; the Outbox follows it to delivered", async ({
  page,
  visit,
  jsEnabled,
  baseURL,
}) => {
  const termii = termiiDoor(process.env.E2E_TERMII_URL!);
  const subscriber = `${jsEnabled ? 1 : 2}${String(Date.now()).slice(-6)}`;
  const local = `0807${subscriber}`;
  const e164 = `+234807${subscriber}`;
  await signInAsAdmin(page);
  await visit("/admin/outbox");
  await expect(page.getByTestId("sms-status")).toContainText("SMS is on. Texts are sent as ZAMWE.");

  // A number that is not a Nigerian mobile is refused under its field, the typing kept.
  const phone = page.getByLabel("Phone for a test SMS");
  await phone.fill("+44 7911 123456");
  await page.getByRole("button", { name: "Send a test SMS" }).click();
  await expect(
    page.getByText("Please enter a Nigerian mobile number, e.g. 0803 123 4567."),
  ).toBeVisible();
  await expect(phone).toHaveValue("+44 7911 123456");

  await phone.fill(local);
  await page.getByRole("button", { name: "Send a test SMS" }).click();
  await expect(page.getByText("Test SMS queued")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/outbox\?channel=sms$/);

  const row = page.locator('tr[data-message="outbox-test"]').filter({ hasText: e164 });
  await expect(async () => {
    await page.reload();
    await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "sent");
  }).toPass();
  const [sent] = await termii.sentTo(e164);
  expect(sent).toMatchObject({
    channel: "dnd",
    sms: "ZAMWE: a test text from the Outbox. It reached you, so this site can send SMS.",
  });

  // Termii tells the site it was delivered: the stand-in posts its signed report to the webhook.
  const report = await termii.postReport(
    sent!.message_id,
    "DELIVERED",
    `${baseURL}/sms/termii/webhook`,
  );
  expect(report).toEqual({ status: 200 });
  await page.reload();
  await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "delivered");
  await expect(row).toContainText("Delivered");
  await expect(row).toContainText("SMS · 1 page");
  await expect(page.getByTestId("sms-month")).toContainText(
    /This month: \d+ SMS, \d+ pages? · about ₦/,
  );

  await row.getByRole("link", { name: e164 }).click();
  await expect(page.locator('[data-fact="Channel"]')).toHaveText("SMS");
  // 80 plain characters: one page, at the default estimate of ₦5 a page.
  await expect(page.locator('[data-fact="SMS pages"]')).toHaveText("1 page · about ₦5");
  await expect(page.locator("[data-message-text]")).toContainText("a test text from the Outbox");
  await visit(page.url().replace(/^https?:\/\/[^/]+/, ""));
});
