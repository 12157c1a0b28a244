import { expect, test } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { signInAsAdmin } from "./support/people";

// Issue 18: a member whose year has ended links her membership and renews from her phone, with
// JavaScript on and off; an admin confirms. Each test has a member of her own (one database for
// both projects, and the seeded members' states are what other specs read): in grace with
// JavaScript, lapsed without.
const states = {
  js: { endsInDays: -10, status: "Expired" },
  "no-js": { endsInDays: -45, status: "Lapsed" },
} as const;

test("a member in grace or lapsed renews with a receipt; an admin confirms; her dashboard shows the new date", async ({
  page,
  visit,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const state = states[testInfo.project.name === "no-js" ? "no-js" : "js"];
  const member = await memberOfHerOwn(testInfo, { base: "Renewing", endsInDays: state.endsInDays });
  await signUpAndLink(page, testInfo, "Renewing", member);

  const year = page.getByTestId("membership-year");
  await expect(year).toContainText(`Status: ${state.status}`);
  await expect(year).toContainText(/Valid until \d{1,2} [A-Z][a-z]+ \d{4} \(ended \d+ days ago\)/);
  await year.getByRole("link", { name: "Renew membership" }).click();
  await expect(page).toHaveURL(/\/dashboard\/renew$/);
  await visit("/dashboard/renew");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renew membership");
  const reference = (await page.locator('input[name="paymentReference"]').inputValue()).trim();
  const nextYear = (await page.getByText(/^Your next year: /).textContent())!;
  const until = /to (\d{1,2} [A-Z][a-z]+ \d{4})\.$/.exec(nextYear)![1]!;
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  // A file that is not a receipt: a clear message, her choice of plan kept.
  await page.getByText("Pro", { exact: true }).click();
  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("not really a pdf"),
  });
  await page.getByRole("button", { name: "Send renewal" }).click();
  await expect(
    page.getByText("Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB."),
  ).toBeVisible();
  await expect(page.locator('input[name="membershipPlan"][value="pro"]')).toBeChecked();

  await page.getByLabel(/Payment receipt/).setInputFiles({
    name: "receipt.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 a real receipt"),
  });
  await page.getByRole("button", { name: "Send renewal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("One More Step!");
  await visit("/dashboard/renew/sent");
  const whatsapp = page.getByRole("link", { name: "Send on WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.hostname).toBe("wa.me");
  expect(href.searchParams.get("text")).toContain(`payment reference ${reference}`);
  expect(href.searchParams.get("text")).toContain("₦5,900");

  await page.goto("/dashboard");
  await expect(year).toContainText(
    `Your renewal (payment reference ${reference}) is waiting for confirmation.`,
  );
  await expect(year.getByRole("link", { name: "Renew membership" })).toHaveCount(0);
  // The renew page now says it waits, and offers no second form.
  await page.goto("/dashboard/renew");
  await expect(
    page.getByRole("heading", { name: "Your renewal is waiting for confirmation" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send renewal" })).toHaveCount(0);

  // An admin confirms her payment from the queue; her dashboard shows the new year.
  const office = await browser.newContext();
  const admin = await office.newPage();
  await signInAsAdmin(admin, "/admin/members");
  const request = admin.locator("li[data-renewal]", { hasText: member.name });
  await request.getByRole("button", { name: `Confirm payment of ${member.name}` }).click();
  await expect(admin.getByText("Her membership is extended by one period.")).toBeVisible();
  await office.close();
  await page.goto("/dashboard");
  await expect(year).toContainText("Status: Active");
  await expect(year).toContainText(`Valid until ${until}`);
  await expect(year).toContainText(/\(\d+ days left\)/);
});
