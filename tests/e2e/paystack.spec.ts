import { expect, test } from "./fixtures";
import { memberOfHerOwn, signUpAndLink } from "./support/members";
import { paystackUrl } from "./support/paystack";
import { applyToJoin, signInAsAdmin, uniqueName } from "./support/people";

// Issue 28: paying online through the run's Paystack stand-in (its checkout page has **Pay** and
// **Cancel**), with JavaScript on and off. A form post and redirects all the way: nothing here
// needs a script. Each test has people of its own (one database for both projects).

test("a member cancels at Paystack (nothing changes), then renews online and her dashboard shows the new date at once", async ({
  page,
  expectAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = await memberOfHerOwn(testInfo, { base: "Online", endsInDays: 12 });
  await signUpAndLink(page, testInfo, "Online", member);
  const year = page.getByTestId("membership-year");
  await expect(year).toContainText("Status: Expiring");
  const validUntil = /Valid until \d{1,2} [A-Z][a-z]+ \d{4}/.exec((await year.textContent())!)![0];

  await page.goto("/dashboard/renew");
  const nextYear = (await page.getByText(/^Your next year: /).textContent())!;
  const until = /to (\d{1,2} [A-Z][a-z]+ \d{4})\.$/.exec(nextYear)![1]!;
  await page.getByRole("button", { name: "Pay now with Paystack" }).click();
  await expect(page).toHaveURL(new RegExp(`^${paystackUrl}/checkout/`));
  await expect(page.getByText("₦2,900").first()).toBeVisible();

  // She changes her mind at Paystack: back on the site, nothing paid, her year as it was.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/renew\?checkout=cancelled$/);
  // Said plainly, with both ways to pay (issue #38).
  await expect(page.getByTestId("payment-not-completed")).toContainText(
    "Payment not completed — nothing was taken",
  );
  await expect(page.getByRole("button", { name: "Pay now with Paystack" })).toBeVisible();
  await expect(page.getByText("Account Number")).toBeVisible();
  await page.goto("/dashboard");
  await expect(year).toContainText("Status: Expiring");
  await expect(year).toContainText(validUntil);
  await page.goto("/dashboard/receipts");
  await expect(page.locator("tbody tr")).toHaveCount(1);

  // She pays: Paystack sends her back, the site asks Paystack, and her year is extended at once.
  await page.goto("/dashboard/renew");
  await page.getByRole("button", { name: "Pay now with Paystack" }).click();
  await expect(page).toHaveURL(new RegExp(`^${paystackUrl}/checkout/`));
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/payments\/paystack\/callback\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  await expect(page.getByText(`Your membership is now valid until ${until}.`)).toBeVisible();
  await expectAccessible();
  await page.getByRole("link", { name: "See your receipt" }).click();
  await expect(page.getByText("Paid online (Paystack)")).toBeVisible();
  await page.goto("/dashboard");
  await expect(year).toContainText("Status: Active");
  await expect(year).toContainText(`Valid until ${until}`);
});

test("an applicant pays online; the admin sees her payment as paid online, and her application still waits", async ({
  page,
  browser,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = uniqueName(testInfo, "Paying Applicant");
  await applyToJoin(page, name, { payOnline: true });
  await expect(page).toHaveURL(new RegExp(`^${paystackUrl}/checkout/`));
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment received");
  // What was paid, how, the reference, what happens next (issue #38).
  const received = page.getByTestId("payment-received");
  await expect(received).toContainText(/Amount paid\s*₦[\d,]+/);
  await expect(received).toContainText(/Paid with\s*Paystack \(online\)/);
  await expect(received).toContainText(/Payment reference\s*ZW-[A-Z0-9]{5}/);
  await expect(received).toContainText(
    "Your application now waits for an administrator's approval.",
  );
  await expect(page.getByText("One More Step!")).toHaveCount(0);

  const office = await browser.newContext();
  const admin = await office.newPage();
  await signInAsAdmin(admin, `/admin?q=${encodeURIComponent(name)}`);
  const card = admin.locator("[data-application]", { hasText: name });
  await expect(card.getByText("Paid online (Paystack)").first()).toBeVisible();
  await expect(card.getByText("pending", { exact: true })).toBeVisible();
  await admin.goto("/admin/payments");
  await expect(admin.locator("[data-online-payment]", { hasText: name })).toBeVisible();
  await expect(admin.getByText("Test mode").first()).toBeVisible();
  await office.close();
  // The admin's Payments page, checked by axe as the admin sees it.
  await signInAsAdmin(page, "/admin");
  await visit("/admin/payments");
});

test("an applicant cancels at Paystack: nothing was taken, said first, with Pay now again and the bank details", async ({
  page,
  expectAccessible,
}, testInfo) => {
  await applyToJoin(page, uniqueName(testInfo, "Cancelling Applicant"), { payOnline: true });
  await expect(page).toHaveURL(new RegExp(`^${paystackUrl}/checkout/`));
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/join\/submitted\/[0-9a-f-]{36}\?checkout=cancelled$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Payment not completed — nothing was taken",
  );
  await expect(page.getByText("One More Step!")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay now with Paystack" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
  await expect(page.getByText("Account Number")).toBeVisible();
  await expectAccessible();
});
