import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmSignUp } from "./support/people";

// Both projects (JavaScript on and off) run these in parallel against one database: every
// account is new and unique to its test and project. The e2e admin (scripts/e2e.mjs) is shared:
// it is never removed, never given a wrong password, and its password never changes.
const PASSWORD = "Gusau-Spices-2024";

function uniqueEmail(testInfo: TestInfo, label: string) {
  const nonce = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return `${label}-${testInfo.project.name}-${nonce}@example.com`;
}

function adminCredentials() {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error("run through scripts/e2e.mjs (E2E_ADMIN_EMAIL)");
  return { email, password };
}

const main = (page: Page) => page.locator("main");

async function fillSignUp(page: Page, account: { name: string; email: string; password: string }) {
  await main(page).getByLabel("Full Name").fill(account.name);
  await main(page).getByLabel("Email").fill(account.email);
  await main(page).getByLabel("Password").fill(account.password);
  await main(page).getByRole("button", { name: "Sign Up" }).click();
}

async function fillLogin(page: Page, email: string, password: string) {
  await main(page).getByLabel("Email").fill(email);
  await main(page).getByLabel("Password").fill(password);
  await main(page).getByRole("button", { name: "Login" }).click();
}

/** The answer to every valid sign-up, new e-mail or taken (ADR 0012, ADR 0036). */
const SIGNED_UP = {
  url: /\/check-email\?for=signup$/,
  heading: "Check your e-mail",
  text: "We have sent a message to the address you gave. If it had no account, the message has a link to finish creating yours: open it within seven days and enter the password you chose. If it already had one, the message says how to sign in.",
};

/** A new member, signed up through the form, then her confirmation link: she ends on her dashboard. */
async function signUp(page: Page, testInfo: TestInfo, label: string) {
  const account = {
    name: `${label} Abubakar`,
    email: uniqueEmail(testInfo, label),
    password: PASSWORD,
  };
  await page.goto("/login?tab=signup");
  await fillSignUp(page, account);
  await expect(page).toHaveURL(SIGNED_UP.url);
  await confirmSignUp(page, account);
  await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  return account;
}

/** A second browser (same project settings), for another person or a replayed cookie. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function adminLogIn(page: Page) {
  const admin = adminCredentials();
  await page.goto("/admin/login");
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

test.describe("/login: sign up and log in", () => {
  test("sign up: the tabs are links, 'Check your e-mail', and the dashboard after her confirmation link", async ({
    page,
    visit,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(90_000); // three pages checked by axe
    await visit("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    const tabs = page.getByRole("navigation", { name: "Login or sign up" });
    await expect(tabs.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "/login?tab=signup",
    );
    await tabs.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
    await visit("/login?tab=signup");
    await expect(tabs.getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const name = `Maryam ${jsEnabled ? "Js" : "NoJs"} Sani`;
    const email = uniqueEmail(testInfo, "signup");
    await fillSignUp(page, { name, email, password: PASSWORD });
    await expect(page).toHaveURL(SIGNED_UP.url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SIGNED_UP.heading);
    await expect(page.getByText(SIGNED_UP.text)).toBeVisible();
    // Held until she opens her link: her password alone does not sign her in (ADR 0036).
    await page.goto("/login");
    await fillLogin(page, email, PASSWORD);
    await expect(main(page).getByText("Invalid email or password").first()).toBeVisible();
    await confirmSignUp(page, { email, password: PASSWORD });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Dashboard");
    const card = page.getByRole("region", { name: "Member ID Card" });
    await expect(card.getByText(name)).toBeVisible();
    await expect(card.getByText(/^Joined \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(card.getByText("Membership: not yet approved")).toBeVisible();
    await expect(card.getByRole("link", { name: "Apply to join" })).toHaveAttribute(
      "href",
      "/join",
    );
    await expect(page.getByText("Templates Limit: 5 (Free Member)")).toBeVisible();
    await expect(main(page).getByText(email)).toBeVisible();
    const tiles = page.getByRole("navigation", { name: "Dashboard" });
    for (const [title, href] of [
      ["My Templates", "/templates"],
      ["Events", "/events"],
      ["Messages", "/contact"],
      ["Builder", "/builder"],
    ] as const) {
      await expect(tiles.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(main(page).getByRole("button", { name: "Logout" })).toBeVisible();
    await visit("/dashboard");
    // Signed in, /login goes on to the dashboard.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a taken e-mail (any case) gets the answer a new one gets, and her account stays hers", async ({
    page,
    browser,
  }, testInfo) => {
    const account = await signUp(page, testInfo, "duplicate");
    const other = await otherBrowser(browser);
    try {
      await other.page.goto("/login?tab=signup");
      await fillSignUp(other.page, {
        name: "Someone Else",
        email: account.email.toUpperCase(),
        password: "Another-Pass-2025",
      });
      await expect(other.page).toHaveURL(SIGNED_UP.url);
      await expect(other.page.getByText(SIGNED_UP.text)).toBeVisible();
      await expect(other.page.getByText(/already exists/)).toHaveCount(0);
      await other.page.goto("/login");
      await fillLogin(other.page, account.email, "Another-Pass-2025");
      await expect(other.page.getByText("Invalid email or password").first()).toBeVisible();
    } finally {
      await other.context.close();
    }
  });

  test("signing up with an approved member's e-mail (from the directory) opens nothing without her mailbox", async ({
    page,
    jsEnabled,
  }) => {
    // Approved, consenting demo members whose e-mail the directory shows; one per project.
    const [memberName, email, business] = jsEnabled
      ? ["Hauwa Abubakar", "hauwa@example.com", "Hauwa Fabrics"]
      : ["Khadija Aliyu", "khadija@example.com", "Khadija Tech Hub"];
    await page.goto(`/members?q=${encodeURIComponent(memberName)}`);
    await expect(page.getByRole("link", { name: email })).toBeVisible();
    await page.goto("/login?tab=signup");
    await fillSignUp(page, { name: memberName, email, password: PASSWORD });
    await expect(page).toHaveURL(SIGNED_UP.url);
    // Her address has an account (the seed's) or gets a held one: either way the password
    // chosen here signs nobody in, and nothing of hers is shown.
    await page.goto("/login");
    await fillLogin(page, email, PASSWORD);
    await expect(main(page).getByText("Invalid email or password").first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await expect(main(page).getByText(business)).toHaveCount(0);
  });

  test("a common password is refused with a clear message", async ({ page }, testInfo) => {
    await page.goto("/login?tab=signup");
    await fillSignUp(page, {
      name: "Weak Password",
      email: uniqueEmail(testInfo, "weak"),
      password: "password123",
    });
    await expect(
      page.getByText(
        "This password is one of the most common ones and easy to guess. Please choose another.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?tab=signup$/);
  });

  test("log in: 'Welcome back!'", async ({ page, context }, testInfo) => {
    const account = await signUp(page, testInfo, "login");
    await context.clearCookies();
    await page.goto("/login");
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByText("You have successfully logged in.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeVisible();
  });

  test("a wrong password: 'Login failed' / 'Invalid email or password'", async ({
    page,
    context,
  }, testInfo) => {
    const account = await signUp(page, testInfo, "wrong");
    await context.clearCookies();
    await page.goto("/login");
    await fillLogin(page, account.email, "not-the-password");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(main(page).getByLabel("Email")).toHaveValue(account.email);
    // An unknown e-mail reads the same.
    await fillLogin(page, uniqueEmail(testInfo, "nobody"), "not-the-password");
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test("redirectTo: back where she came from, never to another site", async ({
    page,
    context,
  }, testInfo) => {
    const account = await signUp(page, testInfo, "redirect");
    await context.clearCookies();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await context.clearCookies();
    await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2Fsteal");
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);

    // A tampered form field is refused by the server too.
    await context.clearCookies();
    await page.goto("/login");
    await page
      .locator('input[name="redirectTo"]')
      .evaluate((input: HTMLInputElement) => (input.value = "//evil.example/steal"));
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test("too many failures: 'Too many attempts' after 10, even with the right password", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await signUp(page, testInfo, "throttle");
    await context.clearCookies();
    await page.goto("/login");
    for (let i = 1; i <= 10; i++) {
      await fillLogin(page, account.email, `wrong-password-${i}`);
      await expect(page.getByText("Invalid email or password").first()).toBeVisible();
      if (i < 10) await page.goto("/login");
    }
    await page.goto("/login");
    await fillLogin(page, account.email, account.password);
    await expect(page.getByText("Too many attempts. Try again in").first()).toBeVisible();
    await expect(
      page.getByText(/Too many attempts\. Try again in \d+ minutes?\./).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });
});

test.describe("logout", () => {
  test("'Logged out successfully', and the old cookie no longer works", async ({
    page,
    context,
    browser,
  }, testInfo) => {
    await signUp(page, testInfo, "logout");
    const saved = await context.cookies();
    expect(saved.map((cookie) => cookie.name)).toContain("zamwe-session");
    await main(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

    // Replay: the cookie saved before logging out, in a fresh browser.
    const replay = await otherBrowser(browser);
    try {
      await replay.context.addCookies(saved);
      await replay.page.goto("/dashboard");
      await expect(replay.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
      await expect(replay.page.getByRole("heading", { name: "My Dashboard" })).toHaveCount(0);
    } finally {
      await replay.context.close();
    }
  });
});

test.describe("/admin/login and the admin area", () => {
  test("an admin: 'Admin access granted' and the Admin Dashboard", async ({ page, visit }) => {
    await visit("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    await expect(page.getByText("ZAMWE Administration Portal")).toBeVisible();
    const admin = adminCredentials();
    await fillLogin(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Admin access granted")).toBeVisible();
    await expect(page.getByText("Welcome to the admin dashboard.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Dashboard");
  });

  test("a member: 'Unauthorized: Admin access required', and no session remains", async ({
    page,
  }, testInfo) => {
    const account = await signUp(page, testInfo, "not-admin");
    await page.goto("/admin/login");
    await fillLogin(page, account.email, account.password);
    await expect(page.getByText("Unauthorized: Admin access required").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
  });

  test("an unknown e-mail: 'Login failed' / 'Invalid credentials', no account made", async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "stranger");
    await page.goto("/admin/login");
    await fillLogin(page, email, "Some-long-password-1");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByText("Invalid credentials").first()).toBeVisible();
    // Had an account been created, this password would now work on /login.
    await page.goto("/login");
    await fillLogin(page, email, "Some-long-password-1");
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });

  test("a member opening /admin goes home with 'Unauthorized'; nobody signed in goes to /admin/login", async ({
    page,
    context,
  }, testInfo) => {
    await signUp(page, testInfo, "curious");
    await page.goto("/admin");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText("Unauthorized", { exact: true })).toBeVisible();
    await expect(page.getByText("Admin access required")).toBeVisible();
    await page.goto("/admin/team");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    await context.clearCookies();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
  });

  test("Team: add an admin by e-mail, then remove her", async ({
    page,
    visit,
    browser,
  }, testInfo) => {
    const other = await otherBrowser(browser);
    let helper: { email: string; password: string };
    try {
      helper = await signUp(other.page, testInfo, "helper");
      await adminLogIn(page);
      await visit("/admin/team");
      await expect(page.getByRole("heading", { name: "Admins" })).toBeVisible();
      await expect(main(page).getByText(adminCredentials().email).first()).toBeVisible();

      await page.getByLabel("Email of an existing account").fill(helper.email);
      await page.getByRole("button", { name: "Add admin" }).click();
      await expect(page.getByText("Admin added")).toBeVisible();
      const remove = page.getByRole("button", { name: `Remove ${helper.email} as admin` });
      await expect(remove).toBeVisible();
      // She can open the admin area now, with the session she already had.
      await other.page.goto("/admin");
      await expect(other.page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

      await remove.click();
      await expect(page.getByText("Admin removed")).toBeVisible();
      await expect(remove).toHaveCount(0);
      await expect(main(page).getByText(adminCredentials().email).first()).toBeVisible();
      await other.page.goto("/admin");
      await expect(other.page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await expect(other.page.getByText("Admin access required")).toBeVisible();
    } finally {
      await other.context.close();
    }
  });

  test("a reset link works once: new password, old sessions gone, then 'Link expired'", async ({
    page,
    visit,
    expectAccessible,
    browser,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    const memberBrowser = await otherBrowser(browser);
    try {
      const account = await signUp(memberBrowser.page, testInfo, "forgetful");

      await adminLogIn(page);
      await page.goto("/admin/team");
      await page.getByLabel("Member's email").fill(account.email);
      await page.getByRole("button", { name: "Create reset link" }).click();
      const linkBox = page.getByTestId("reset-link");
      await expect(linkBox.getByText(account.email)).toBeVisible();
      const url = await linkBox.getByRole("textbox", { name: "Reset link" }).inputValue();
      expect(url).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
      const whatsapp = await linkBox
        .getByRole("link", { name: "Send by WhatsApp" })
        .getAttribute("href");
      expect(decodeURIComponent(whatsapp!)).toContain(url);
      const path = new URL(url).pathname;

      // The member opens the link (here in the admin's browser, signed out first).
      await context.clearCookies();
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set a new password");
      await expect(page.getByText(`for ${account.email}`)).toBeVisible();
      await page.getByLabel(/^New Password/).fill("New-Password-2025");
      await page.getByLabel("Confirm New Password").fill("New-Password-2025");
      await page.getByRole("button", { name: "Set new password" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Password updated")).toBeVisible();

      // Her old session ended with the reset.
      await memberBrowser.page.goto("/dashboard");
      await expect(memberBrowser.page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

      await fillLogin(page, account.email, account.password);
      await expect(page.getByText("Invalid email or password").first()).toBeVisible();
      await page.goto("/login");
      await fillLogin(page, account.email, "New-Password-2025");
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText("Welcome back!")).toBeVisible();

      // A second use.
      await visit(path, { status: 410 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link expired");
      await expect(
        page.getByText(
          "This reset link has expired or was already used. You can ask for a new one by e-mail.",
        ),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
      await expect(page.getByLabel("New Password")).toHaveCount(0);
      await expectAccessible();
    } finally {
      await memberBrowser.context.close();
    }
  });
});
