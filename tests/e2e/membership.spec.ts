import { expect, test } from "./fixtures";
import {
  adminCredentials,
  applyToJoin,
  signInAsAdmin,
  signUpAndLogIn,
  uniqueName,
} from "./support/people";

// Issue 14: the admin sees the applicant's own e-mail and who reviewed her; an account with her
// e-mail sees nothing of her membership until it proves it is hers (phone and payment reference).
test("an e-mail alone claims no membership; her phone and payment reference do", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const fullName = uniqueName(testInfo, "Rabi");
  const email = `${fullName.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  let reference = "";
  const visitor = await browser.newContext();
  const phone = await applyToJoin(await visitor.newPage(), fullName, {
    email,
    onPayment: async (step) => {
      reference = await step.locator('input[name="paymentReference"]').inputValue();
    },
  });
  await visitor.close();
  expect(reference).toMatch(/^ZW-[A-Z0-9]{5}$/);

  // The admin: the applicant's address to write to, then her decision and who made it.
  await signInAsAdmin(page, `/admin?q=${encodeURIComponent(fullName)}`);
  const card = page.locator("li[data-application]", { hasText: fullName });
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await card.getByRole("button", { name: `Approve ${fullName}` }).click();
  await expect(page.getByText("Application marked as approved")).toBeVisible();
  await expect(card).toContainText(`reviewed by ${adminCredentials().email}`);
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  // Someone signs up with her e-mail (read in the directory, say): no card, no profile.
  const claimant = await browser.newContext();
  const member = await claimant.newPage();
  await signUpAndLogIn(member, { fullName: "Not Her", email, password: `Gusau-${fullName}` });
  await expect(member.getByText("Membership: not yet approved.")).toBeVisible();
  await expect(member.getByRole("link", { name: "My directory profile" })).toHaveCount(0);
  await expect(member.getByText(fullName)).toHaveCount(0);

  // The admin lists the account as a possible match, to link only after checking.
  await page.goto("/admin/links");
  await expect(page.getByRole("button", { name: `Link ${reference} to ${email}` })).toBeVisible();

  // A wrong reference links nothing; hers links her application.
  await member.getByLabel("Phone Number").fill(phone);
  await member.getByLabel("Payment Reference").fill("ZW-AAAAA");
  await member.getByRole("button", { name: "Link my application" }).click();
  // The form's own page answers (the dashboard's copy posts there); a success goes back.
  await expect(member).toHaveURL(/\/dashboard\/link$/);
  await expect(
    member.getByText("We found no application with this phone number and payment reference."),
  ).toBeVisible();
  await expect(member.getByRole("link", { name: "My directory profile" })).toHaveCount(0);
  await member.getByLabel("Phone Number").fill(phone);
  await member.getByLabel("Payment Reference").fill(reference);
  await member.getByRole("button", { name: "Link my application" }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await expect(member.getByRole("link", { name: "My directory profile" })).toBeVisible();
  await claimant.close();
});
