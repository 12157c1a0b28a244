import {
  FIRST_RETRY_MAX_MS,
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
} from "../../app/realtime/use-realtime-revalidation";
import type { Browser, Page, TestInfo } from "@playwright/test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { expect, test } from "./fixtures";
import { sendContactMessage, signInAsAdmin, signUpAndLogIn } from "./support/people";

// The shared e2e admin (admin@e2e.test) is never enrolled: every other spec signs in with her
// password alone. Each run of this test (JS on, JS off) signs up a member of its own, whom the
// shared admin makes an admin, and she is the one who enrols.
const PASSWORD = "Gusau-Spices-2024";
const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";

const main = (page: Page) => page.locator("main");

/**
 * Codes as her phone would show them. The server accepts each 30-second step once (and ±1 step
 * around now), so every call gives a step later than the last one used, the earliest still
 * accepted, waiting when the next one is not yet accepted.
 */
function authenticator(secret: string) {
  const key = decodeBase32IgnorePadding(secret);
  const codeAt = (step: number) => generateHOTP(key, BigInt(step), 6);
  let lastStep = -1;
  /** Six digits that are none of the codes the server could accept now. */
  function wrongCode(): string {
    const current = Math.floor(Date.now() / 30_000);
    const near = new Set([-2, -1, 0, 1, 2].map((d) => codeAt(current + d)));
    return ["000000", "111111", "222222", "333333", "444444", "555555"].find(
      (code) => !near.has(code),
    )!;
  }
  async function nextCode(): Promise<string> {
    for (;;) {
      const now = Date.now();
      const current = Math.floor(now / 30_000);
      // The step before is accepted until this one ends: taken while 8 s or more are left, it
      // spares the suite a wait for the clock (three codes at once instead of two).
      const earliest = 30_000 - (now % 30_000) >= 8_000 ? current - 1 : current;
      const step = Math.max(earliest, lastStep + 1);
      if (step <= current + 1) {
        lastStep = step;
        return codeAt(step);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
  return { nextCode, wrongCode };
}

async function signUp(page: Page, testInfo: TestInfo) {
  const nonce = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `twofactor-${testInfo.project.name}-${nonce}@example.com`;
  await signUpAndLogIn(page, { fullName: "Hauwa Twofactor", email, password: PASSWORD });
  return email;
}

/** The shared admin, in a browser of her own, makes `email` an admin at Admin → Team. */
async function grantAdmin(browser: Browser, email: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, "/admin/team");
    await page.getByLabel("Email of an existing account").fill(email);
    await page.getByRole("button", { name: "Add admin" }).click();
    await expect(page.getByText("Admin added")).toBeVisible();
  } finally {
    await context.close();
  }
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

async function adminLogIn(page: Page, email: string) {
  await page.goto("/admin/login");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Login" }).click();
}

/** The message is the code field's own description (and, on the code page, a toast too). */
async function expectRefused(page: Page) {
  await expect(main(page).getByLabel(/Authentication code/)).toHaveAccessibleDescription(
    WRONG_CODE,
  );
}

async function enterCode(page: Page, code: string) {
  await main(page)
    .getByLabel(/Authentication code/)
    .fill(code);
  await main(page).getByRole("button", { name: "Verify" }).click();
}

test("an admin enrols an authenticator; sign-in then asks for its code or a recovery code", async ({
  page,
  browser,
  visit,
  expectAccessible,
}, testInfo) => {
  // Two waits for a fresh 30-second step at most, and several pages checked by axe.
  test.setTimeout(180_000);
  const email = await signUp(page, testInfo);
  await grantAdmin(browser, email);

  // Enrolment: she asks for her key (the page itself stores nothing), then QR code and key, a
  // wrong first code refused, the right one shows recovery codes.
  await visit("/admin/security");
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await main(page).getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const { nextCode, wrongCode } = authenticator(secret);
  await main(page).getByLabel("Authentication code").fill("12345");
  await main(page).getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expect(
    main(page).getByText("Please enter the 6-digit code from your authenticator app."),
  ).toBeVisible();
  await main(page).getByLabel("Authentication code").fill(wrongCode());
  await main(page).getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await expectRefused(page);
  await main(page)
    .getByLabel("Authentication code")
    .fill(await nextCode());
  await main(page).getByRole("button", { name: "Turn on two-factor authentication" }).click();
  const codesBox = page.getByTestId("recovery-codes");
  await expect(codesBox).toBeVisible();
  await expect(codesBox.getByRole("listitem")).toHaveCount(10);
  const recoveryCodes = await codesBox.getByRole("listitem").allInnerTexts();
  if (testInfo.project.name === "js") {
    // A live update arrives (a visitor writes to the association) while the page shows what
    // her form answered: it waits for her next navigation, and the codes, shown only this once,
    // stay on the page (app/realtime/use-realtime-revalidation.ts).
    const visitor = await browser.newContext();
    await sendContactMessage(await visitor.newPage(), "Live Update", "While her codes are shown.");
    await visitor.close();
    // Bounded by the mechanism, not a latency (ADR 0033; tests/e2e/admin-live.spec.ts).
    await expect(page.locator("html[data-realtime-waiting]")).toHaveCount(1, {
      timeout: HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS + FIRST_RETRY_MAX_MS,
    });
    await expect(codesBox.getByRole("listitem")).toHaveText(recoveryCodes);
  }
  await expect(page.getByRole("heading", { name: /^On since / })).toBeVisible();
  await expectAccessible();

  // Password at /admin/login, then the code page; a wrong code is refused, the right one opens.
  await logOut(page);
  await adminLogIn(page, email);
  await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fadmin$/);
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await expectAccessible();
  await page.goto("/admin/team");
  await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fadmin%2Fteam$/);
  await enterCode(page, wrongCode());
  await expectRefused(page);
  await expect(page).toHaveURL(/\/admin\/login\/code/);
  await enterCode(page, await nextCode());
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // Password at /login: the code step too (her dashboard opens no sooner), then on to the
  // dashboard; a recovery code works once.
  await logOut(page);
  await page.goto("/login");
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(PASSWORD);
  await main(page).getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fdashboard$/);
  await page.goto("/dashboard/data.json");
  await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fdashboard%2Fdata\.json$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\/code\?redirectTo=%2Fdashboard$/);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You used a recovery code; it will not work again.")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  await logOut(page);
  await adminLogIn(page, email);
  await enterCode(page, recoveryCodes[0]!);
  await expectRefused(page);
  await enterCode(page, await nextCode());
  await expect(page).toHaveURL(/\/admin$/);

  // Turning it off needs a current code.
  await page.goto("/admin/security");
  await expect(
    main(page).getByText("9 of 10 recovery codes left.", { exact: false }),
  ).toBeVisible();
  await main(page)
    .getByLabel(/Authentication code/)
    .fill(await nextCode());
  await main(page).getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await expect(page.getByText("Two-factor authentication is off")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set up an authenticator app" })).toBeVisible();
  await logOut(page);
  await adminLogIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
});
