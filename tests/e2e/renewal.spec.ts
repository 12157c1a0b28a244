import { seedReference } from "../../db/seed-data.mjs";
import { expect, test } from "./fixtures";
import { signUpAndLogIn, uniqueName } from "./support/people";

// Issue 18: a member whose year has ended links her membership and renews from her phone, with
// JavaScript on and off. Each project takes its own seeded member (one database for both):
// Khadija Musa is in grace, Saadatu Aliyu has lapsed.
const members = {
  js: {
    name: "Khadija Musa",
    phone: "0803 123 4702",
    reference: seedReference("C", 2),
    status: "Expired",
  },
  "no-js": {
    name: "Saadatu Aliyu",
    phone: "0803 123 4703",
    reference: seedReference("C", 3),
    status: "Lapsed",
  },
} as const;

test("a member in grace or lapsed renews with a receipt, and her dashboard says it waits for confirmation", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = members[testInfo.project.name === "no-js" ? "no-js" : "js"];
  const fullName = uniqueName(testInfo, "Renewing");
  const email = `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  await signUpAndLogIn(page, { fullName, email, password: `Gusau-${fullName}` });
  await page.getByLabel("Phone Number").fill(member.phone);
  await page.getByLabel("Payment Reference").fill(member.reference);
  await page.getByRole("button", { name: "Link my application" }).click();

  const year = page.getByTestId("membership-year");
  await expect(year).toContainText(`Status: ${member.status}`);
  await expect(year).toContainText(/Valid until \d{1,2} [A-Z][a-z]+ \d{4} \(ended \d+ days ago\)/);
  await year.getByRole("link", { name: "Renew membership" }).click();
  await expect(page).toHaveURL(/\/dashboard\/renew$/);
  await visit("/dashboard/renew");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renew membership");
  const reference = (await page.locator('input[name="paymentReference"]').inputValue()).trim();
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
});
