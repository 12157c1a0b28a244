// The account's e-mails (issue #27, ADR 0036), read in "her inbox" — the sent message's text,
// which development keeps — with JavaScript on (in English) and off (in Hausa): "Forgot
// password?" end to end, and the confirmation link that links her approved application.
import { createHash, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/auth/password.server";
import { accountTexts } from "../../app/i18n/account";
import { applicationAddressTexts } from "../../app/i18n/application-address";
import { dashboardTexts } from "../../app/i18n/dashboard";
import type { Language } from "../../app/i18n/language";
import { mailAccountTexts } from "../../app/i18n/mail-account";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { memberOfHerOwn } from "./support/members";
import { uniqueName } from "./support/people";

const main = (page: Page) => page.locator("main");
const languageOf = (jsEnabled: boolean): Language => (jsEnabled ? "en" : "ha");
/** A path in the page's language, as the site writes it. */
const inLanguage = (path: string, language: Language) =>
  language === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}lang=ha`;

/**
 * The newest message of `kind` to `email` once the queue has sent it: its subject, and the
 * path of the link in its text that starts with `path`.
 */
async function mailTo(email: string, kind: string, path: string) {
  const sent = async () => {
    const [rows] = await runSql<{ status: string; subject: string; body_text: string }>([
      {
        sql: "SELECT status, subject, body_text FROM messages WHERE kind = ? AND lower(recipient) = lower(?) ORDER BY created_at DESC LIMIT 1",
        params: [kind, email],
      },
    ]);
    return rows![0];
  };
  await expect.poll(async () => (await sent())?.status, { timeout: 15_000 }).toBe("sent");
  const message = (await sent())!;
  const link = new RegExp(`https?://[^/\\s]+(${path}/[A-Za-z0-9_-]+(?:\\?lang=ha)?)`).exec(
    message.body_text,
  );
  expect(link, message.body_text).not.toBeNull();
  return { subject: message.subject, link: link![1]! };
}

async function fillLogin(page: Page, language: Language, email: string, password: string) {
  const t = accountTexts[language];
  await main(page).getByLabel(t.fields.email).fill(email);
  await main(page).getByLabel(t.fields.password, { exact: true }).fill(password);
  await main(page).getByRole("button", { name: t.submit.login }).click();
}

test("Forgot password?: her link by e-mail, a new password, signed in; then her address to confirm", async ({
  page,
  visit,
  jsEnabled,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(90_000);
  const language = languageOf(jsEnabled);
  const t = accountTexts[language];
  const name = uniqueName(testInfo, "Forgetful");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  // An account as it was before e-mail: her password works, her address is not confirmed.
  const id = crypto.randomUUID();
  await runSql([
    {
      sql: "INSERT INTO users (id, email, password_hash, language) VALUES (?, ?, ?, ?)",
      params: [id, email, await hashPassword("Old-Password-2024"), language],
    },
    { sql: "INSERT INTO profiles (user_id, full_name) VALUES (?, ?)", params: [id, name] },
    { sql: "INSERT INTO user_roles (user_id, role) VALUES (?, 'user')", params: [id] },
  ]);

  await page.goto(inLanguage("/login", language));
  const forgot = main(page).getByRole("link", { name: t.forgot.link });
  await expect(forgot).toHaveAttribute("href", inLanguage("/forgot-password", language));
  await visit(inLanguage("/forgot-password", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.title);
  await main(page).getByLabel(t.fields.email).fill(email.toUpperCase());
  await main(page).getByRole("button", { name: t.forgot.submit }).click();
  await expect(page).toHaveURL(inLanguage("/check-email?for=reset", language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkEmail.title);
  await expect(page.getByText(t.checkEmail.reset)).toBeVisible();
  await expectAccessible();

  const mail = await mailTo(email, "password-reset", "/reset-password");
  expect(mail.subject).toBe(mailAccountTexts[language].passwordReset.subject);
  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.title);
  await main(page)
    .getByLabel(new RegExp(`^${t.reset.newPassword}`))
    .fill("New-Password-2026");
  await main(page).getByLabel(t.reset.confirmPassword).fill("New-Password-2026");
  await main(page).getByRole("button", { name: t.reset.submit }).click();
  await expect(page).toHaveURL(inLanguage("/login", language));
  await expect(page.getByText(t.reset.updated)).toBeVisible();
  await fillLogin(page, language, email, "New-Password-2026");
  await expect(page).toHaveURL(inLanguage("/dashboard", language));

  // Her dashboard asks her to confirm her address; the link is sent again on request.
  const notice = page.getByRole("region", { name: t.confirmNotice.title });
  await expect(notice).toBeVisible();
  await expectAccessible();
  await notice.getByRole("button", { name: t.confirmNotice.resend }).click();
  await expect(page.getByText(t.confirmNotice.sent, { exact: true })).toBeVisible();
  // The reset link works once.
  await page.goto(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.expired);
});

test("signing up with the proven address of her approved application: the confirmation link links it", async ({
  page,
  visit,
  jsEnabled,
}, testInfo) => {
  test.setTimeout(90_000);
  const language = languageOf(jsEnabled);
  const t = accountTexts[language];
  const member = await memberOfHerOwn(testInfo, { base: "Confirmed", endsInDays: 200 });
  const email = `${member.name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  // Her application's address, proven by the link its "application received" message carried
  // (issue #37; the link itself: the next test).
  await runSql([
    {
      sql: "UPDATE join_applications SET email = ?, email_proven_at = ? WHERE id = ?",
      params: [email, Date.now(), member.id],
    },
  ]);

  await page.goto(inLanguage("/login?tab=signup", language));
  await main(page).getByLabel(t.fields.fullName).fill(member.name);
  await main(page).getByLabel(t.fields.email).fill(email);
  await main(page).getByLabel(t.fields.password).fill("Her-Password-2026");
  await main(page).getByRole("button", { name: t.submit.signup }).click();
  await expect(page).toHaveURL(inLanguage("/check-email?for=signup", language));
  await expect(page.getByText(t.checkEmail.signup)).toBeVisible();

  const mail = await mailTo(email, "confirm-address", "/confirm-email");
  expect(mail.subject).toBe(mailAccountTexts[language].confirmAddress.subject);
  await visit(mail.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirm.title);
  await main(page).getByLabel(t.fields.password).fill("Her-Password-2026");
  await main(page).getByRole("button", { name: t.confirm.submit }).click();
  await expect(page).toHaveURL(inLanguage("/dashboard", language));
  await expect(page.getByText(t.confirm.linkedDescription)).toBeVisible();
  await expect(page.getByRole("region", { name: t.confirmNotice.title })).toHaveCount(0);
  // Her membership is hers at once: her card's links are on her dashboard.
  await expect(
    page.getByRole("link", { name: dashboardTexts[language].cardLinks.directoryProfile }),
  ).toBeVisible();
});

test("the link in 'application received' asks, and its button proves her application's address", async ({
  page,
  visit,
  jsEnabled,
}, testInfo) => {
  const language = languageOf(jsEnabled);
  const t = applicationAddressTexts[language];
  const member = await memberOfHerOwn(testInfo, { base: "Proving", endsInDays: 200 });
  const email = `${member.name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  // The link as the message carries it: a token whose SHA-256 the application holds.
  const token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(token).digest("hex");
  await runSql([
    {
      sql: "UPDATE join_applications SET email = ?, email_proof_hash = ?, submitted_at = ? WHERE id = ?",
      params: [email, tokenHash, Date.now(), member.id],
    },
  ]);
  const proven = async () =>
    (
      await runSql<{ proven: number }>([
        {
          sql: "SELECT email_proven_at IS NOT NULL AS proven FROM join_applications WHERE id = ?",
          params: [member.id],
        },
      ])
    )[0]![0]!.proven;

  await visit(inLanguage(`/join/confirm-address/${token}`, language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.heading);
  await expect(main(page).getByText(email)).toBeVisible();
  // Opening it proved nothing: a mail scanner opens every link.
  expect(await proven()).toBe(0);
  await main(page).getByRole("button", { name: t.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.done.heading);
  expect(await proven()).toBe(1);
  // Opened again, it says the address is confirmed; a link that is not ours is "not valid".
  await page.goto(inLanguage(`/join/confirm-address/${token}`, language));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.done.heading);
  await visit(inLanguage("/join/confirm-address/not-a-real-link", language), { status: 404 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.invalid.title);
});

test("signing in before confirming: the failure says so once, offers the link again, and 'Check your e-mail' repeats her address", async ({
  page,
  jsEnabled,
}, testInfo) => {
  const language = languageOf(jsEnabled);
  const t = accountTexts[language];
  const email = `${uniqueName(testInfo, "Waiting").replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await page.goto(inLanguage("/login?tab=signup", language));
  await main(page).getByLabel(t.fields.fullName).fill("Waiting Applicant");
  await main(page).getByLabel(t.fields.email).fill(email);
  await main(page).getByLabel(t.fields.password).fill("Her-Password-2026");
  await main(page).getByRole("button", { name: t.submit.signup }).click();
  await expect(page).toHaveURL(inLanguage("/check-email?for=signup", language));
  await expect(page.getByTestId("typed-address")).toHaveText(
    t.checkEmail.sentTo.replace("{email}", email),
  );

  // Her right password, before she has opened the link.
  await page.goto(inLanguage("/login", language));
  await fillLogin(page, language, email, "Her-Password-2026");
  await expect(page.getByText(t.toasts.invalid)).toHaveCount(1);
  const again = page.getByTestId("send-link-again");
  await expect(again).toContainText(t.toasts.justSignedUp);
  await again.getByRole("button", { name: t.toasts.sendLinkAgain }).click();
  await expect(page).toHaveURL(inLanguage("/check-email?for=resend", language));
  await expect(page.getByText(t.checkEmail.resend)).toBeVisible();
  await expect(page.getByTestId("typed-address")).toContainText(email);
});
