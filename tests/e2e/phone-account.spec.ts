// An account with a phone number alone (issue #40), with JavaScript on (in English) and off (in
// Hausa): she signs up with her mobile, proves it with the code texted to it — read from the
// Outbox's text of the SMS, which development keeps — and her approved application with that
// number is linked; she signs in with the phone typed another way; "Forgot password?" texts a
// code to the phone, and the new password works. The texts go through the run's Termii stand-in.
import type { Page } from "@playwright/test";
import { accountTexts } from "../../app/i18n/account";
import { channelTexts } from "../../app/i18n/channels";
import { dashboardTexts } from "../../app/i18n/dashboard";
import { format } from "../../app/i18n/language";
import type { Language } from "../../app/i18n/language";
import { expect, test } from "./fixtures";
import { runSql, runTask } from "./support/database";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { termiiDoor } from "../support/termii-door";

const main = (page: Page) => page.locator("main");
const languageOf = (jsEnabled: boolean): Language => (jsEnabled ? "en" : "ha");
const inLanguage = (path: string, language: Language) =>
  language === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lang=ha`;

/** The code in the newest SMS of `kind` to `phone`, once the queue has sent it. */
async function codeTexted(phone: string, kind: "phone-code" | "reset-code") {
  const newest = async () => {
    const [rows] = await runSql<{ status: string; body_text: string | null }>([
      {
        sql: "SELECT status, body_text FROM messages WHERE kind = ? AND recipient = ? AND channel = 'sms' ORDER BY created_at DESC LIMIT 1",
        params: [kind, phone],
      },
    ]);
    return rows![0];
  };
  await expect.poll(async () => (await newest())?.status, { timeout: 15_000 }).toBe("sent");
  const text = (await newest())!.body_text ?? "";
  const code = /\b(\d{6})\b/.exec(text);
  expect(code, text).not.toBeNull();
  return code![1]!;
}

test("she opens an account with her phone alone, proves it by SMS, signs in with it and resets its password", async ({
  page,
  visit,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(120_000);
  const language = languageOf(jsEnabled);
  const t = accountTexts[language];
  const member = await memberOfHerOwn(testInfo, { base: "Phone", endsInDays: 200 });
  // Her approved application's number, as she types it: 0803 … .
  const local = `0${member.phone.slice(4)}`;

  await visit(inLanguage("/login?tab=signup", language));
  await main(page).getByRole("link", { name: t.phone.signupLink }).click();
  await expect(page).toHaveURL(inLanguage("/signup/phone", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.phone.signupTitle);
  await visit(inLanguage("/signup/phone", language));

  // A number no SMS reaches is refused under its field, and what she typed stays.
  await main(page).getByLabel(t.fields.fullName).fill(member.name);
  await main(page).getByLabel(t.phone.field).fill("+44 7911 123456");
  await main(page).getByLabel(t.fields.password).fill("Phone-Password-2026");
  await main(page).getByRole("button", { name: t.phone.sendCode }).click();
  await expect(main(page).locator("#phone-signup-phone-error")).toBeVisible();
  await expect(main(page).getByLabel(t.phone.field)).toHaveValue("+44 7911 123456");
  await expect(main(page).getByLabel(t.fields.fullName)).toHaveValue(member.name);

  await main(page).getByLabel(t.phone.field).fill(local);
  await main(page).getByLabel(t.fields.password).fill("Phone-Password-2026");
  await main(page).getByRole("button", { name: t.phone.sendCode }).click();
  await expect(page).toHaveURL(inLanguage("/signup/phone/code", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.phone.codeTitle);
  await expect(main(page)).toContainText(member.phone);
  await visit(inLanguage("/signup/phone/code", language));

  const code = await codeTexted(member.phone, "phone-code");
  const termii = termiiDoor(process.env.E2E_TERMII_URL!);
  expect((await termii.sentTo(member.phone)).at(-1)!.sms).toContain(code);

  // A wrong code is refused and opens nothing.
  const wrong = code === "000000" ? "111111" : "000000";
  await main(page).getByLabel(t.phone.codeField).fill(wrong);
  await main(page).getByRole("button", { name: t.phone.confirm }).click();
  await expect(main(page).getByText(t.phone.wrongCode)).toBeVisible();

  await main(page).getByLabel(t.phone.codeField).fill(code);
  await main(page).getByRole("button", { name: t.phone.confirm }).click();
  await expect(page).toHaveURL(inLanguage("/dashboard", language));
  await expect(page.getByText(t.phone.linkedDescription)).toBeVisible();
  // Her Member ID card: an approved membership linked to this account (its QR code names her).
  await expect(main(page).getByRole("img", { name: new RegExp(member.name) })).toBeVisible();
  await expect(main(page)).toContainText(
    `${dashboardTexts[language].account.phone}${member.phone}`,
  );
  await visit(inLanguage("/dashboard", language));

  // Signed out, she signs in with the number written another way.
  await main(page).getByRole("button", { name: t.logout }).click();
  await page.goto(inLanguage("/login", language));
  await main(page)
    .getByLabel(t.fields.emailOrPhone)
    .fill(`+234 ${local.slice(1, 4)} ${local.slice(4)}`);
  await main(page).getByLabel(t.fields.password, { exact: true }).fill("Phone-Password-2026");
  await main(page).getByRole("button", { name: t.submit.login }).click();
  await expect(page).toHaveURL(inLanguage("/dashboard", language));
  await main(page).getByRole("button", { name: t.logout }).click();

  // "Forgot password?" with her phone: a code by SMS, typed with the new password.
  await page.goto(inLanguage("/forgot-password", language));
  await expect(main(page)).toContainText(t.forgot.leadOrPhone);
  await main(page).getByLabel(t.fields.emailOrPhone).fill(local);
  await main(page).getByRole("button", { name: t.forgot.submit }).click();
  await expect(page).toHaveURL(inLanguage("/reset-password/code", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.phone.resetTitle);
  await visit(inLanguage("/reset-password/code", language));
  const resetCode = await codeTexted(member.phone, "reset-code");
  await main(page).getByLabel(t.phone.codeField).fill(resetCode);
  await main(page)
    .getByLabel(new RegExp(`^${t.reset.newPassword}`))
    .fill("Phone-Password-2027");
  await main(page).getByLabel(t.reset.confirmPassword).fill("Phone-Password-2027");
  await main(page).getByRole("button", { name: t.reset.submit }).click();
  await expect(page).toHaveURL(inLanguage("/login", language));
  await expect(page.getByText(t.reset.updated)).toBeVisible();
  await main(page).getByLabel(t.fields.emailOrPhone).fill(local);
  await main(page).getByLabel(t.fields.password, { exact: true }).fill("Phone-Password-2027");
  await main(page).getByRole("button", { name: t.submit.login }).click();
  await expect(page).toHaveURL(inLanguage("/dashboard", language));
});

test("a member chooses SMS on “How we reach you”: her renewal reminder and her ticket come by SMS; she withdraws it as easily", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const t = channelTexts.en;
  // Her year ends in 7 days: the daily job's second reminder is due today.
  const member = await memberOfHerOwn(testInfo, { base: "Texted", endsInDays: 7 });
  const { email } = await signUpAndLink(page, testInfo, "Texted", member);

  await page.goto("/dashboard");
  await main(page).getByRole("link", { name: dashboardTexts.en.records.channels }).click();
  await expect(page).toHaveURL("/dashboard/messages");
  await visit("/dashboard/messages");
  const notices = main(page).getByLabel(format(t.smsNotices, { phone: member.phone }));
  await expect(notices).not.toBeChecked();
  await notices.check();
  await main(page).getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(main(page).getByLabel(format(t.smsNotices, { phone: member.phone }))).toBeChecked();
  await expect(page.getByTestId("consent-history")).toContainText(`${t.given}: “`);

  // The daily job's renewal reminders (run now, as the Cron Trigger would): hers by SMS.
  const termii = termiiDoor(process.env.E2E_TERMII_URL!);
  expect((await runTask("renewal reminders")).queued).toBeGreaterThanOrEqual(1);
  await expect
    .poll(async () => (await termii.sentTo(member.phone)).at(-1)?.sms ?? "", { timeout: 15_000 })
    .toMatch(
      /^ZAMWE: your membership ends on \d+ \w+ \d{4}\. Renew it for another year: \S+\/dashboard\/renew$/,
    );
  const [reminders] = await runSql<{ channel: string }>([
    {
      sql: "SELECT m.channel FROM messages m JOIN users u ON u.id = m.user_id WHERE m.kind = 'renewal-reminder' AND lower(u.email) = lower(?)",
      params: [email],
    },
  ]);
  expect(reminders).toEqual([{ channel: "sms" }]);

  // Her RSVP's ticket goes to her phone, not her address.
  const eventId = crypto.randomUUID();
  await runSql([
    {
      sql: "INSERT INTO events (id, title, description, event_date, location, max_attendees) VALUES (?, ?, 'A day of pricing.', ?, 'Gusau Hall', 40)",
      params: [eventId, `Texted workshop ${testInfo.project.name}`, Date.now() + 30 * 86_400_000],
    },
  ]);
  await page.goto(`/events/${eventId}/rsvp`);
  await page.getByLabel("Full Name").fill(member.name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Confirm RSVP" }).click();
  await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
  await expect
    .poll(async () => (await termii.sentTo(member.phone)).at(-1)?.sms ?? "", { timeout: 15_000 })
    .toMatch(
      /^ZAMWE: your place at Texted workshop .+ is booked\. Your ticket: \S+\/rsvp\/[0-9a-f]{32}$/,
    );

  // Withdrawn in the same one step: untick, save.
  await page.goto("/dashboard/messages");
  await main(page)
    .getByLabel(format(t.smsNotices, { phone: member.phone }))
    .uncheck();
  await main(page).getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByTestId("consent-history")).toContainText(`${t.withdrawn}: “`);
});
