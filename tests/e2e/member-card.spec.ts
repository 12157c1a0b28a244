import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";

// Issue 19: the Member ID card and its public verification link, with JavaScript on and off.
// Each test has a member of her own (one database for both projects), at a point of her year
// that differs by project, so the four standings are all seen across the two.

/** A member at this point of her year signs up, links her application and opens her dashboard. */
async function linkedMember(page: Page, testInfo: TestInfo, endsInDays: number) {
  const member = await memberOfHerOwn(testInfo, { base: "Carded", endsInDays });
  const { email } = await signUpAndLink(page, testInfo, "Card Holder", member);
  await expect(page.getByTestId("member-card")).toBeVisible();
  return { ...member, email };
}

const verificationLink = async (page: Page) =>
  (await page
    .getByRole("region", { name: "Member ID Card" })
    .getByRole("link", { name: "Verification link" })
    .getAttribute("href"))!;

/** What the verify page must never carry: her phone, e-mail, next of kin, business. */
function expectNothingPrivate(
  html: string,
  member: { phone: string; email: string; name: string },
) {
  for (const secret of [
    member.phone,
    member.phone.slice(4),
    member.email,
    "Musa, 0803 000 1111",
    `${member.name} Weaving`,
    "Weaving",
  ]) {
    expect(html, `the page carries ${secret}`).not.toContain(secret);
  }
}

const standings = {
  js: {
    main: { endsInDays: 200, status: "Active" },
    other: { endsInDays: -10, status: "Grace period" },
  },
  "no-js": {
    main: { endsInDays: 12, status: "Expiring" },
    other: { endsInDays: -45, status: "Lapsed" },
  },
} as const;
const standingsOf = (testInfo: TestInfo) =>
  standings[testInfo.project.name === "no-js" ? "no-js" : "js"];

test("her card shows her number, plan, status and QR; the link verifies her and shows nothing private; a new code kills the old one; the card prints", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const { main: standing } = standingsOf(testInfo);
  const member = await linkedMember(page, testInfo, standing.endsInDays);

  // The dashboard's card.
  const card = page.getByRole("region", { name: "Member ID Card" });
  await expect(card.getByText(member.name, { exact: true })).toBeVisible();
  await expect(card.getByTestId("membership-number")).toHaveText(/^ZW-\d{4}-\d{5}$/);
  const number = (await card.getByTestId("membership-number").textContent())!;
  await expect(card.getByText("Starter Member")).toBeVisible();
  // Her account's facts do not contradict her card (issue #38): her plan, and the date her
  // account was opened, not "Member since" beside a number of an earlier year.
  const account = page.getByRole("region", { name: "Account Information" });
  await expect(account).toContainText("Starter Member · Templates Limit: 5");
  await expect(account).not.toContainText("Free Member");
  await expect(account).toContainText("Account opened");
  await expect(card.getByTestId("membership-year")).toContainText(`Status: `);
  await expect(card.getByTestId("membership-year")).toContainText(
    /Valid until \d{1,2} [A-Z][a-z]+ \d{4}/,
  );
  await expect(card.getByRole("img", { name: /QR code of the verification link/ })).toBeVisible();
  const link = await verificationLink(page);
  expect(link).toMatch(/^http:\/\/[^/]+\/verify\/[a-z2-7]{26}$/);

  // The verification page: her name, plan, status and date; nothing private; no script at all.
  const verified = await visit(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membership check");
  const result = page.getByRole("region", { name: "Membership" });
  await expect(result).toContainText(member.name);
  await expect(result).toContainText(standing.status);
  await expect(result).toContainText("Starter Member");
  await expect(result).toContainText(/Valid until\s*\d{1,2} [A-Z][a-z]+ \d{4}/);
  const html = await verified.text();
  expectNothingPrivate(html, member);
  expect(html).not.toContain(number);
  expect(html).not.toMatch(/<script/i);
  expect(verified.headers()["cache-control"]).toBe("private, no-store");
  expect(verified.headers()["x-robots-tag"]).toContain("noindex");
  expect(verified.headers()["referrer-policy"]).toBe("no-referrer");

  // The card page: the card alone, printable; the image download.
  await visit("/dashboard/card");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Member Card");
  const printable = page.getByRole("region", { name: "Member ID Card" });
  await expect(printable.getByTestId("membership-number")).toHaveText(number);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > header")).toBeHidden();
  await expect(page.locator("body > footer")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  await expect(page.getByRole("button", { name: "New verification code" })).toBeHidden();
  await expect(printable).toBeVisible();
  const box = (await printable.boundingBox())!;
  // ID-1: 85.6 mm × 54 mm at 96 px to the inch.
  expect(box.width).toBeCloseTo((85.6 / 25.4) * 96, 0);
  expect(box.height).toBeCloseTo((54 / 25.4) * 96, 0);
  await page.emulateMedia({ media: "screen" });

  const image = await page.request.get("/dashboard/card.svg");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(image.headers()["content-disposition"]).toBe(
    `attachment; filename="zamwe-card-${number}.svg"`,
  );
  expect(await image.text()).toContain(number);

  // A new code: the old link is a 404 at once, the new one verifies.
  await page.getByRole("button", { name: "New verification code" }).click();
  await expect(page.getByRole("status")).toContainText("Your old card and link no longer verify");
  const renewedLink = await verificationLink(page);
  expect(renewedLink).not.toBe(link);
  const old = await page.goto(new URL(link).pathname);
  expect(old!.status()).toBe(404);
  await expect(page.getByText("This membership card could not be verified.")).toBeVisible();
  await visit(new URL(renewedLink).pathname);
  await expect(page.getByRole("region", { name: "Membership" })).toContainText(member.name);
});

test("a member in grace or lapsed verifies as such", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { other: standing } = standingsOf(testInfo);
  const member = await linkedMember(page, testInfo, standing.endsInDays);
  const link = await verificationLink(page);
  // A stranger scans it: no session needed.
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: testInfo.project.name !== "no-js",
    });
  const stranger = await context.newPage();
  const response = await stranger.goto(link);
  expect(response!.status()).toBe(200);
  await expect(stranger.getByRole("region", { name: "Membership" })).toContainText(standing.status);
  expectNothingPrivate(await response!.text(), member);
  await context.close();
});
