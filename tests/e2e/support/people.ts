import { expect, type Page, type TestInfo } from "@playwright/test";
import { accountTexts } from "../../../app/i18n/account";
import type { Language } from "../../../app/i18n/language";
import { hashPassword } from "../../../app/auth/password.server";
import { runSql } from "./database";

/** Every seeded steward's password. */
export const STEWARD_PASSWORD = "Door-Steward-2026";

/**
 * A steward (the door's role, ADR 0041), named for this test: the statements that write her
 * account, to run with the rest of a test's seed.
 */
export async function stewardSeed(testInfo: TestInfo) {
  const name = uniqueName(testInfo, "Steward");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  const userId = crypto.randomUUID();
  const statements = [
    {
      sql: "INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)",
      params: [userId, email, await hashPassword(STEWARD_PASSWORD)],
    },
    { sql: "INSERT INTO profiles (user_id, full_name) VALUES (?, ?)", params: [userId, name] },
    {
      sql: "INSERT INTO user_roles (user_id, role) VALUES (?, 'user'), (?, 'steward')",
      params: [userId, userId],
    },
  ];
  return { steward: { email, name }, statements };
}

/**
 * A steward signs in on the /login page she is on (she is a member's account with a role), in
 * its language.
 */
export async function stewardLogsIn(page: Page, email: string, language: Language = "en") {
  const t = accountTexts[language];
  const main = page.locator("main");
  await main.getByLabel(t.fields.emailOrPhone).fill(email);
  await main.getByLabel(t.fields.password).fill(STEWARD_PASSWORD);
  await main.getByRole("button", { name: t.submit.login }).click();
}

/** The admin created for this run by scripts/e2e.mjs (admin:create). */
export function adminCredentials() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error("Run the e2e suite through scripts/e2e.mjs.");
  return { email, password };
}

/** Signs in at /admin/login and lands on `path` (the dashboard by default). */
export async function signInAsAdmin(page: Page, path = "/admin") {
  const { email, password } = adminCredentials();
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(path);
}

/** A name unique to this test and project: both projects share one database. */
export function uniqueName(testInfo: TestInfo, base: string) {
  const suffix = `${testInfo.project.name === "no-js" ? "Nojs" : "Js"}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return `${base} ${suffix.replace(/[^A-Za-z0-9]/g, "")}`;
}

/**
 * A visitor applies to join through the real form (steps 1 and 2); returns her phone number in
 * E.164. `onPayment` sees step 2 (where the payment reference is) before she sends it. With
 * `payOnline` she sends it with "Pay now with Paystack" and is left on Paystack's checkout.
 */
export async function applyToJoin(
  page: Page,
  fullName: string,
  {
    email,
    onPayment,
    payOnline = false,
  }: { email?: string; onPayment?: (page: Page) => Promise<void>; payOnline?: boolean } = {},
): Promise<string> {
  await page.goto("/join");
  await page.getByLabel("Full Name").fill(fullName);
  if (email) await page.getByLabel("Email").fill(email);
  // A number of her own: the join form is rate-limited per phone number.
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  await page.getByLabel("Phone Number").fill(`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByLabel("Contact Address").fill("Tudun Wada, Gusau");
  await page.getByLabel("Next of Kin").fill("Musa Garba, 0803 000 1111");
  await page.getByLabel("Business Name").fill(`${fullName} Ventures`);
  await page.getByLabel("Type of Business").selectOption({ label: "Other" });
  await page.getByLabel("If Other, describe your business").fill("Tailoring");
  await page.getByLabel("Why do you want to join?").fill("To grow with other women.");
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await onPayment?.(page);
  if (payOnline) {
    await page.getByRole("button", { name: "Pay now with Paystack" }).click();
    return `+234803${digits}`;
  }
  await page.getByRole("button", { name: "I Have Sent the Money" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One More Step!");
  return `+234803${digits}`;
}

/** A visitor writes through the contact form. */
export async function sendContactMessage(page: Page, name: string, message: string) {
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("visitor.e2e@example.com");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Message sent successfully! We'll get back to you soon."),
  ).toBeVisible();
}

/**
 * The path of the newest link of this kind written to `email` (`/confirm-email/…`,
 * `/reset-password/…`), from the message's stored payload: there as soon as the form has
 * answered (a reset link: as soon as the queue's consumer made it, issue #37), before the queue
 * has sent it. (Reading the sent text, as she would: tests/e2e/account-mail.spec.ts.)
 */
export async function linkMailedTo(
  email: string,
  kind: "confirm-address" | "password-reset",
): Promise<string> {
  const newest = async () => {
    const [rows] = await runSql<{ payload: string }>([
      {
        sql: "SELECT payload FROM messages WHERE kind = ? AND lower(recipient) = lower(?) ORDER BY created_at DESC LIMIT 1",
        params: [kind, email],
      },
    ]);
    return rows![0]?.payload ?? null;
  };
  await expect.poll(newest).not.toBeNull();
  const token = (JSON.parse((await newest())!) as { data: { token: string } }).data.token;
  return `/${kind === "confirm-address" ? "confirm-email" : "reset-password"}/${token}`;
}

/**
 * After sign-up (e-mail is on in the suite, so her account is held until she confirms, ADR
 * 0036): she opens the link sent to her address and enters her password; she is signed in on
 * her dashboard, in the page's language.
 */
export async function confirmSignUp(
  page: Page,
  account: { email: string; password: string },
  language: Language = "en",
) {
  const t = accountTexts[language];
  const link = await linkMailedTo(account.email, "confirm-address");
  await page.goto(language === "ha" ? `${link}?lang=ha` : link);
  await page.locator("main").getByLabel(t.fields.password).fill(account.password);
  await page.locator("main").getByRole("button", { name: t.confirm.submit }).click();
  await expect(page).toHaveURL(language === "ha" ? /\/dashboard\?lang=ha$/ : /\/dashboard$/);
}

/**
 * A new member through the real forms: sign-up ends on "Check your e-mail", she opens the
 * confirmation link with her password, and lands on her dashboard.
 */
export async function signUpAndLogIn(
  page: Page,
  account: { fullName: string; email: string; password: string },
) {
  await sendSignUpForm(page, account);
  await expect(page).toHaveURL(/\/check-email\?for=signup$/);
  await confirmSignUp(page, account);
}

/** /login's sign-up tab filled in and sent, as she would (English). */
export async function sendSignUpForm(
  page: Page,
  account: { fullName: string; email: string; password: string },
) {
  const main = page.locator("main");
  await page.goto("/login?tab=signup");
  await main.getByLabel("Full Name").fill(account.fullName);
  await main.getByLabel("Email").fill(account.email);
  await main.getByLabel("Password").fill(account.password);
  await main.getByRole("button", { name: "Sign Up" }).click();
}
