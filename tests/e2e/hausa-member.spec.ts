// Hausa behind the member's sign-in (issue 20): sign up, log in and out, the sign-in redirect and
// the password reset in Hausa with Hausa messages, and every member page in Hausa with no English
// text of its namespaces and no axe violation — with JavaScript on and off.
import { createHash, randomBytes } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { catalogueOf, type Namespace } from "../../app/i18n/catalogue";
import { format } from "../../app/i18n/language";
import { PASSWORD_MIN_LENGTH } from "../../app/validation/password-rules";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { englishOn } from "./support/no-english";
import { confirmSignUp, uniqueName } from "./support/people";

const ha = catalogueOf("ha");
const PASSWORD = "Gusau-Kasuwa-2026";

const main = (page: Page) => page.locator("main");

async function expectHausa(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ha");
}

function newAccount(testInfo: TestInfo, base: string) {
  const fullName = uniqueName(testInfo, base);
  return { fullName, email: `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com` };
}

async function fillSignUp(
  page: Page,
  account: { fullName: string; email: string },
  password: string,
) {
  const t = ha.account;
  await main(page).getByLabel(t.fields.fullName).fill(account.fullName);
  await main(page).getByLabel(t.fields.email).fill(account.email);
  await main(page).getByLabel(t.fields.password).fill(password);
  await main(page).getByRole("button", { name: t.submit.signup }).click();
}

async function fillLogin(page: Page, email: string, password: string) {
  const t = ha.account;
  await main(page).getByLabel(t.fields.email).fill(email);
  await main(page).getByLabel(t.fields.password, { exact: true }).fill(password);
  await main(page).getByRole("button", { name: t.submit.login }).click();
}

/**
 * She opens the Hausa sign-up tab, signs up, is told in Hausa to check her e-mail, and opens her
 * confirmation link: signed in on her Hausa dashboard.
 */
async function signUpInHausa(page: Page, account: { fullName: string; email: string }) {
  await page.goto("/login?lang=ha&tab=signup");
  await fillSignUp(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/check-email\?for=signup&lang=ha$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.account.checkEmail.title);
  await confirmSignUp(page, { email: account.email, password: PASSWORD }, "ha");
}

test.describe("signing in, in Hausa", () => {
  test("sign up (a too-short password first), a held login, her confirmation link, the Hausa dashboard, log out", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = ha.account;
    const account = newAccount(testInfo, "Hausa Signup");

    await page.goto("/login?lang=ha&tab=signup");
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.headings.signup);
    expect(englishOn(await page.content(), ["account", "layout"])).toEqual([]);
    await expectAccessible();

    await fillSignUp(page, account, "short");
    await expect(
      page.getByText(format(ha.validation.password.tooShort, { min: PASSWORD_MIN_LENGTH })),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]lang=ha/);
    await expectHausa(page);
    await expectAccessible();
    await main(page).getByLabel(t.fields.password).fill(PASSWORD);
    await main(page).getByRole("button", { name: t.submit.signup }).click();
    await expect(page).toHaveURL(/\/check-email\?for=signup&lang=ha$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkEmail.title);
    await expect(page.getByText(t.checkEmail.signup)).toBeVisible();
    expect(englishOn(await page.content(), ["account", "layout"])).toEqual([]);

    // Held until she opens her link: her own password fails like a wrong one (ADR 0036).
    await page.goto("/login?lang=ha");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.headings.login);
    await fillLogin(page, account.email, PASSWORD);
    await expect(main(page).getByText(t.toasts.invalid).first()).toBeVisible();
    await expectHausa(page);
    expect(englishOn(await page.content(), ["account", "layout"])).toEqual([]);

    await confirmSignUp(page, { email: account.email, password: PASSWORD }, "ha");
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.dashboard.heading);
    await expect(page.getByText(t.confirm.confirmed, { exact: true })).toBeVisible();
    expect(englishOn(await page.content(), ["dashboard", "layout"])).toEqual([]);

    // The dashboard's link form posts to its own page, which answers a miss in Hausa.
    const link = ha.dashboard.link;
    await main(page).getByLabel(link.phoneNumber).fill("0803 000 0001");
    await main(page).getByLabel(link.paymentReference).fill("ZW-AAAAA");
    await main(page).getByRole("button", { name: link.submit }).click();
    await expect(page).toHaveURL(/\/dashboard\/link\?lang=ha$/);
    await expect(main(page).getByText(ha.dashboard.toasts.noApplication)).toBeVisible();
    expect(englishOn(await page.content(), ["dashboard", "layout"])).toEqual([]);
    await main(page).getByRole("link", { name: link.back }).click();
    await expect(page).toHaveURL(/\/dashboard\?lang=ha$/);

    await main(page).getByRole("button", { name: t.logout }).click();
    await expect(page).toHaveURL(/\/\?lang=ha$/);
    await expectHausa(page);
    await expect(page.getByText(t.toasts.loggedOut)).toBeVisible();
  });

  test("a Hausa member page sends an anonymous visitor to the Hausa login, and back after it", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(90_000);
    const account = newAccount(testInfo, "Hausa Return");
    await signUpInHausa(page, account);
    await context.clearCookies();

    await page.goto("/dashboard/receipts?lang=ha");
    await expect(page).toHaveURL(
      `/login?lang=ha&redirectTo=${encodeURIComponent("/dashboard/receipts?lang=ha")}`,
    );
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.account.headings.login);
    await fillLogin(page, account.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/receipts\?lang=ha$/);
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.records.receipts.title);
  });

  test("a password reset link in Hausa: the form, a Hausa message, then the Hausa login", async ({
    page,
    context,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = ha.account.reset;
    const account = newAccount(testInfo, "Hausa Reset");
    await signUpInHausa(page, account);
    await context.clearCookies();

    // The link an admin would make (/admin/team), written as the app writes it.
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("hex");
    await runSql([
      {
        sql: `INSERT INTO password_reset_tokens (id, user_id, created_by, created_at, expires_at)
          SELECT ?, id, NULL, ?, ? FROM users WHERE email = ?`,
        params: [tokenHash, Date.now(), Date.now() + 60 * 60_000, account.email],
      },
    ]);

    await page.goto(`/reset-password/${token}?lang=ha`);
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    await expect(page.getByText(format(t.lead, { email: account.email }))).toBeVisible();
    expect(englishOn(await page.content(), ["account", "layout"])).toEqual([]);
    await expectAccessible();

    await main(page)
      .getByLabel(new RegExp(`^${t.newPassword}`))
      .fill("New-Kasuwa-2026");
    await main(page).getByLabel(t.confirmPassword).fill("Other-Kasuwa-2026");
    await main(page).getByRole("button", { name: t.submit }).click();
    await expect(page.getByText(ha.validation.password.mismatch)).toBeVisible();
    await main(page)
      .getByLabel(new RegExp(`^${t.newPassword}`))
      .fill("New-Kasuwa-2026");
    await main(page).getByLabel(t.confirmPassword).fill("New-Kasuwa-2026");
    await main(page).getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/login\?lang=ha$/);
    await expect(page.getByText(t.updated)).toBeVisible();

    // Used once: the link now says so, in Hausa.
    const again = await page.goto(`/reset-password/${token}?lang=ha`);
    expect(again?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.expired);
    expect(englishOn(await page.content(), ["account", "layout"])).toEqual([]);
  });
});

/**
 * Every member page in Hausa: its heading, no English of its namespaces, and axe. `foreign`:
 * English on the page that is not this task's to translate, named so that it stays visible —
 * the bank account's name (the bank's record, kept as the bank writes it) and the label of the
 * shared BankTransfer component of /join.
 */
const memberPages: {
  path: string;
  heading: string;
  namespaces: Namespace[];
  foreign?: string[];
}[] = [
  { path: "/dashboard", heading: ha.dashboard.heading, namespaces: ["dashboard", "memberCard"] },
  { path: "/dashboard/profile", heading: ha.profile.meta.title, namespaces: ["profile"] },
  { path: "/dashboard/card", heading: ha.memberCard.page.title, namespaces: ["memberCard"] },
  { path: "/dashboard/receipts", heading: ha.records.receipts.title, namespaces: ["records"] },
  { path: "/dashboard/data", heading: ha.records.data.title, namespaces: ["records"] },
  { path: "/dashboard/delete", heading: ha.records.delete.title, namespaces: ["records"] },
  { path: "/dashboard/link", heading: ha.dashboard.link.meta.title, namespaces: ["dashboard"] },
  {
    path: "/dashboard/renew",
    heading: ha.renewal.meta.title,
    namespaces: ["renewal"],
    foreign: ["Payment reference", "Zamfara Women Entrepreneurs Association"],
  },
  { path: "/templates", heading: ha.builder.templates.title, namespaces: ["builder"] },
  { path: "/builder", heading: ha.builder.create.heading, namespaces: ["builder"] },
];

test("every member page in Hausa: no English of its texts, and no axe violation", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(240_000);
  const member = await memberOfHerOwn(testInfo, { base: "Hausa Pages", endsInDays: 20 });
  await signUpAndLink(page, testInfo, "Hausa Pages", member);

  for (const { path, heading, namespaces, foreign = [] } of memberPages) {
    const response = await page.goto(`${path}?lang=ha`);
    expect(response?.status(), path).toBe(200);
    await expectHausa(page);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    const english = englishOn(await page.content(), [...namespaces, "layout"]);
    expect(
      english.filter((text) => !foreign.includes(text)),
      path,
    ).toEqual([]);
    await expectAccessible();
  }

  // Her receipt, from the list.
  await page.goto("/dashboard/receipts?lang=ha");
  await main(page).getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\/[^?]+\?lang=ha$/);
  await expectHausa(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ha.records.receipt.heading);
  expect(englishOn(await page.content(), ["records", "layout"])).toEqual([]);
  await expectAccessible();
});

test("her website in Hausa: made, edited and published in the Hausa builder, shown with a Hausa frame", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = ha.builder;
  const account = newAccount(testInfo, "Kayan Amina");
  await signUpInHausa(page, account);

  await page.goto("/builder?lang=ha");
  const business = uniqueName(testInfo, "Kayan Amina");
  await main(page).getByLabel(t.create.businessName).fill(business);
  await main(page).getByRole("button", { name: t.create.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}\?lang=ha$/);
  await expectHausa(page);
  await expect(page.getByText(t.toasts.draftCreated)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    format(t.editor.title, { name: business }),
  );
  expect(englishOn(await page.content(), ["builder", "memberSite", "layout"])).toEqual([]);
  await expectAccessible();

  await main(page).getByLabel(t.editor.phone, { exact: true }).fill("0803 123 4567");
  await main(page).getByLabel(t.editor.whatsapp).fill("0806 555 0101");
  // Its label carries its hint.
  await main(page)
    .getByLabel(new RegExp(`^${t.editor.location}`))
    .fill("Gusau");
  await main(page)
    .getByRole("group", { name: format(t.editor.product, { number: 1 }) })
    .getByLabel(t.editor.productName, { exact: true })
    .fill("Atamfa");
  await main(page)
    .getByRole("group", { name: format(t.editor.product, { number: 1 }) })
    .getByLabel(t.editor.price)
    .fill("2,500");
  await main(page).getByRole("button", { name: t.templates.publish, exact: true }).click();
  await expect(page.getByText(t.toasts.published)).toBeVisible();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]{36}\?lang=ha$/);
  const live = main(page).getByRole("link", { name: t.editor.viewLive });
  const href = await live.getAttribute("href");
  expect(href).toMatch(/^\/sites\/[a-z0-9-]+\?lang=ha$/);

  await page.goto(href!);
  await expectHausa(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business);
  await expect(page.getByRole("link", { name: ha.memberSite.chatOnWhatsApp })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(format(ha.memberSite.greeting, { name: business })).slice(0, 30)),
  );
  await expect(
    page.getByRole("link", { name: format(ha.memberSite.call, { phone: "0803 123 4567" }) }),
  ).toBeVisible();
  expect(englishOn(await page.content(), ["memberSite", "layout"])).toEqual([]);
  await expectAccessible();

  await page.goto("/templates?lang=ha");
  await expect(main(page).getByText(t.status.published, { exact: true })).toBeVisible();
  expect(englishOn(await page.content(), ["builder", "layout"])).toEqual([]);
});
