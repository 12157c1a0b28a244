import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { seedId } from "../../db/seed-data.mjs";
import { expect, test } from "./fixtures";
import { runSql } from "./support/database";
import { memberOfHerOwn } from "./support/members";
import { signUpAndLogIn, uniqueName } from "./support/people";

// Issue 19, her data rights, with JavaScript on and off: a receipt that prints on its own, a
// download that holds her RSVP, and a deletion that takes her off every public page and signs
// her out on every device. Each test has a member of her own (one database for both projects).

/** A member whose application is linked to her new account; she is on her dashboard. */
async function linkedMember(page: Page, testInfo: TestInfo, base: string) {
  const member = await memberOfHerOwn(testInfo, { base, endsInDays: 200 });
  const email = `${member.name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  const password = `Gusau-${member.name}`;
  await signUpAndLogIn(page, { fullName: member.name, email, password });
  await page.getByLabel("Phone Number").fill(member.phone);
  await page.getByLabel("Payment Reference").fill(member.paymentReference);
  await page.getByRole("button", { name: "Link my application" }).click();
  await expect(page.getByTestId("membership-year")).toContainText("Status: Active");
  return { ...member, email, password };
}

test("a receipt prints on its own page; her data download holds her RSVP", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await linkedMember(page, testInfo, "Receipt");

  // An RSVP sent while signed in is hers.
  await visit(`/events/${seedId("event:grants-clinic")}/rsvp`);
  await page.getByLabel("Full Name").fill(member.name);
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByRole("button", { name: "Confirm RSVP" }).click();
  await expect(page.getByText("RSVP Confirmed!")).toBeVisible();

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "My receipts" }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts$/);
  await visit("/dashboard/receipts");
  await page.getByRole("link", { name: `R-${member.paymentReference}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/receipts\/[\w-]+$/);
  const url = new URL(page.url()).pathname;
  await visit(url);
  const receipt = page.getByRole("article", { name: "Membership payment receipt" });
  await expect(receipt).toContainText("Zamfara Women Entrepreneurs Association");
  await expect(receipt).toContainText(member.name);
  await expect(receipt).toContainText("₦2,900");
  await expect(receipt).toContainText(member.paymentReference);
  await expect(receipt).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4} – \d{1,2} [A-Z][a-z]+ \d{4}/);
  // The member's receipt ships no script bundle: it prints as the server made it.
  await expect(page.locator("script[src]")).toHaveCount(0);

  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to receipts" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();

  await visit("/dashboard/data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all my data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^zamwe-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.account.email).toBe(member.email);
  expect(data.rsvps).toEqual([
    expect.objectContaining({ eventTitle: "Grants and Micro-loans Clinic", email: member.email }),
  ]);
  expect(data.membershipPeriods[0].paymentReference).toBe(member.paymentReference);
});

test("deleting her account takes her off every public page and signs her out everywhere", async ({
  page,
  visit,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await linkedMember(page, testInfo, "Leaving");
  const slug = uniqueName(testInfo, "leaving")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  const content = JSON.stringify({ businessName: `${member.name} Weaving`, products: [] });
  await runSql([
    {
      sql: `INSERT INTO member_sites (id, user_id, slug, design, status, content, published_at)
        SELECT ?, id, ?, 'market-stall', 'published', ?, ? FROM users WHERE email = ?`,
      params: [crypto.randomUUID(), slug, content, Date.now(), member.email],
    },
  ]);

  // Signed in on a second device too.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await otherPage.locator("main").getByLabel("Email").fill(member.email);
  await otherPage.locator("main").getByLabel("Password").fill(member.password);
  await otherPage.locator("main").getByRole("button", { name: "Login" }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  // Public before.
  await page.goto(`/members?q=${encodeURIComponent(member.name)}`);
  await expect(page.locator("main")).toContainText(member.name);
  await visit(`/members/${member.id}`);
  await visit(`/sites/${slug}`);

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/delete$/);
  await visit("/dashboard/delete");
  await page.getByLabel("Password").fill("not her password");
  await page.getByLabel("I understand that my account is deleted for good.").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That password is not correct. Nothing was deleted.")).toBeVisible();

  await page.getByLabel("Password").fill(member.password);
  await page.getByLabel("I understand that my account is deleted for good.").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account deleted")).toBeVisible();

  // Gone from every public page.
  await page.goto(`/members?q=${encodeURIComponent(member.name)}`);
  await expect(page.locator("main")).not.toContainText(member.name);
  expect((await page.goto(`/members/${member.id}`))!.status()).toBe(404);
  expect((await page.goto(`/sites/${slug}`))!.status()).toBe(404);

  // Signed out here and on the other device.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await other.close();
});
