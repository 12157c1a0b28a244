// Reaching her where she is (issue #40), with JavaScript on and off: an announcement texted to a
// member who agreed to announcements by SMS — the admin's "Text it too", its preview, the text
// through the run's Termii stand-in, its link to read it and its link to stop such texts (her
// consent withdrawn) — and the dashboard's notice when e-mails to her address bounce.
import type { Page } from "@playwright/test";
import { accountTexts } from "../../app/i18n/account";
import { channelTexts } from "../../app/i18n/channels";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { signInAsAdmin, signUpAndLogIn, uniqueName } from "./support/people";
import { termiiDoor } from "../support/termii-door";

const main = (page: Page) => page.locator("main");

test("an announcement texted to a member who agreed: she reads it by its link and stops such texts", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const t = channelTexts.en;
  const member = await memberOfHerOwn(testInfo, { base: "Announced", endsInDays: 200 });
  const { email } = await signUpAndLink(page, testInfo, "Announced", member);
  await page.goto("/dashboard/messages");
  await main(page).getByLabel(t.smsAnnouncements).check();
  await main(page).getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  const [accounts] = await runSql<{ id: string }>([
    { sql: "SELECT id FROM users WHERE lower(email) = lower(?)", params: [email] },
  ]);
  const account = accounts?.[0];

  // An event of this test's own, which she answered signed in: a segment nobody else sends to.
  const eventId = crypto.randomUUID();
  const title = uniqueName(testInfo, "Texted meeting");
  await runSql([
    {
      sql: "INSERT INTO events (id, title, description, event_date, location) VALUES (?, ?, 'A day', ?, 'Gusau')",
      params: [eventId, title, Date.now() + 210 * 86_400_000],
    },
    {
      sql: "INSERT INTO event_rsvps (id, event_id, full_name, email, user_id) VALUES (?, ?, ?, ?, ?)",
      params: [crypto.randomUUID(), eventId, member.name, email, account!.id],
    },
  ]);
  await page.goto("/dashboard");
  await main(page).getByRole("button", { name: accountTexts.en.logout }).click();

  await signInAsAdmin(page, "/admin/announcements");
  const subject = `Hall change ${uniqueName(testInfo, "x").slice(-6)}`;
  await page.getByLabel("Subject (English)").fill(subject);
  await page.getByLabel("Text (English)").fill("We meet in the new hall on Monday.");
  await page.getByLabel("Who gets it").selectOption("event");
  await page.getByLabel("Event (for its RSVPs)").selectOption(eventId);
  await page.getByLabel(/^Text it too/).check();
  await page.getByRole("button", { name: "Preview" }).click();
  const texts = page.getByTestId("text-preview");
  await expect(texts).toContainText("It will be texted to 1 person");
  await expect(texts).toContainText(`ZAMWE: ${subject}. Read it: `);
  await page.getByRole("button", { name: "Send to 1 person and text 1 person" }).click();
  await expect(page.getByText("Announcement sent")).toBeVisible();

  // The Worker's queue writes the texts after the e-mails and sends them.
  const termii = termiiDoor(process.env.E2E_TERMII_URL!);
  await expect
    .poll(async () => (await termii.sentTo(member.phone)).at(-1)?.sms ?? "", { timeout: 20_000 })
    .toMatch(new RegExp(`^ZAMWE: ${subject}\\. Read it: \\S+/read/\\S+ Stop these texts: \\S+$`));
  const text = (await termii.sentTo(member.phone)).at(-1)!.sms;
  const read = new URL(/Read it: (\S+)/.exec(text)![1]!);
  await visit(`${read.pathname}${read.search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await expect(main(page)).toContainText("We meet in the new hall on Monday.");

  await main(page).getByRole("link", { name: "Stop these texts" }).click();
  await expect(page.getByRole("heading", { name: "Stop these texts?" })).toBeVisible();
  await main(page).getByRole("button", { name: "Stop the texts" }).click();
  await expect(page.getByRole("heading", { name: "No more texts" })).toBeVisible();
  const [consents] = await runSql<{ given: number }>([
    {
      sql: "SELECT given FROM consents WHERE user_id = ? AND purpose = 'sms-announcements' ORDER BY recorded_at",
      params: [account!.id],
    },
  ]);
  expect(consents).toEqual([{ given: 1 }, { given: 0 }]);
});

test("her dashboard says when e-mails to her address bounce, and she has it tried again", async ({
  page,
  visit,
}, testInfo) => {
  const t = channelTexts.en;
  const fullName = uniqueName(testInfo, "Bounced");
  const email = `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await signUpAndLogIn(page, { fullName, email, password: `Gusau-${fullName}` });
  // What Email Service's hard bounce leaves (tests/integration/email-events.test.ts).
  await runSql([
    {
      sql: "INSERT INTO email_suppressions (email, reason) VALUES (?, 'bounced')",
      params: [email.toLowerCase()],
    },
  ]);
  await visit("/dashboard");
  const notice = page.getByTestId("bounced-address");
  await expect(notice.getByRole("heading", { name: t.bounced.title })).toBeVisible();
  await expect(notice).toContainText(email);
  await notice.getByRole("button", { name: t.bounced.retry }).click();
  await expect(page.getByText(t.bounced.retried)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("bounced-address")).toHaveCount(0);
  const [rows] = await runSql([
    { sql: "SELECT email FROM email_suppressions WHERE email = ?", params: [email.toLowerCase()] },
  ]);
  expect(rows).toEqual([]);
});
