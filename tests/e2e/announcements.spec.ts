import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { signInAsAdmin, uniqueName } from "./support/people";

type Row = { recipient: string; status: string; body_text: string | null };

/** The messages of the announcement with this subject, as the Worker's queue leaves them. */
async function messagesOf(subject: string): Promise<Row[]> {
  const [rows] = await runSql<Row>([
    {
      sql: `SELECT m.recipient, m.status, m.body_text FROM messages m
        JOIN announcements a ON a.id = m.announcement_id WHERE a.subject_en = ? ORDER BY m.recipient`,
      params: [subject],
    },
  ]);
  return rows!;
}

/** An event of this test's own, with two RSVPs: a segment nobody else's test sends to. */
async function eventWithTwoRsvps(title: string, emails: [string, string]) {
  const id = crypto.randomUUID();
  await runSql([
    {
      sql: "INSERT INTO events (id, title, description, event_date, location) VALUES (?, ?, 'A day', ?, 'Gusau')",
      // After every seeded event: tests/e2e/events.spec.ts expects the seeded ones first.
      params: [id, title, Date.now() + 200 * 86_400_000],
    },
    ...emails.map((email, i) => ({
      sql: "INSERT INTO event_rsvps (id, event_id, full_name, email) VALUES (?, ?, ?, ?)",
      params: [crypto.randomUUID(), id, `Guest ${i + 1}`, email],
    })),
  ]);
  return id;
}

/** Writes, previews (the count) and sends an announcement to the event's RSVPs. */
async function announce(
  page: Page,
  subject: string,
  eventId: string,
  onPreview?: () => Promise<void>,
) {
  await page.goto("/admin/announcements");
  await page.getByLabel("Subject (English)").fill(subject);
  await page.getByLabel("Text (English)").fill("The market opens at nine.\nSee you there!");
  await page.getByLabel("Who gets it").selectOption("event");
  await page.getByLabel("Event (for its RSVPs)").selectOption(eventId);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("recipient-count")).toHaveText("It will go to 2 people.");
  const preview = page.getByRole("article", { name: "The e-mail in English" });
  await expect(preview).toContainText(subject);
  await expect(preview).toContainText("See you there!");
  await onPreview?.();
  await page.getByRole("button", { name: "Send to 2 people" }).click();
  await expect(page.getByText("Announcement sent")).toBeVisible();
}

test("an announcement reaches an event's RSVPs, and an unsubscribe removes one of them", async ({
  page,
  visit,
  expectAccessible,
}, testInfo) => {
  const tag = uniqueName(testInfo, "Market").replace(/\s/g, "").toLowerCase();
  const emails: [string, string] = [`${tag}-a@example.com`, `${tag}-b@example.com`];
  const eventId = await eventWithTwoRsvps(`Market day ${tag}`, emails);
  await signInAsAdmin(page, "/admin/announcements");
  await visit("/admin/announcements");

  const first = `Market news ${tag}`;
  await announce(page, first, eventId, expectAccessible);
  // The Worker's own queue consumer sends them about a second later.
  await expect
    .poll(async () => (await messagesOf(first)).map((m) => `${m.recipient} ${m.status}`))
    .toEqual(emails.map((email) => `${email} sent`));

  // Her inbox: the link at the foot of her message. Opening it changes nothing; the button does.
  const [mine] = await messagesOf(first);
  const link = /\/unsubscribe\/\S+/.exec(mine!.body_text ?? "")?.[0];
  expect(link).toBeTruthy();
  await visit(link!);
  await expect(page.getByRole("heading", { name: "Stop these e-mails?" })).toBeVisible();
  // She reads Hausa: the same page in Hausa, and its button.
  await page.goto(`${link}?lang=ha`);
  await expect(
    page.getByRole("heading", { name: "Ku daina karɓar waɗannan saƙonnin imel?" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Daina karɓa" }).click();
  await expect(page.getByRole("heading", { name: "An daina aiko muku" })).toBeVisible();
  await expectAccessible();

  const second = `More market news ${tag}`;
  await announce(page, second, eventId);
  await expect
    .poll(async () => (await messagesOf(second)).map((m) => `${m.recipient} ${m.status}`))
    .toEqual([`${emails[0]} suppressed`, `${emails[1]} sent`]);
  // The list counts what became of them: Recipients, Queued, Sent, Failed, Suppressed.
  await page.reload();
  const cells = page.locator("tr[data-announcement]", { hasText: second }).locator("td");
  await expect(cells.nth(3)).toHaveText("2");
  await expect(cells.nth(5)).toHaveText("1");
  await expect(cells.nth(7)).toHaveText("1");
});

test("a link that is not ours says so @static", async ({ visit, page }) => {
  await visit("/unsubscribe/not-a-real-link", { status: 404 });
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
});
