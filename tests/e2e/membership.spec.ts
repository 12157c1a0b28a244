import { expect, test } from "./fixtures";
import {
  adminCredentials,
  applyToJoin,
  signInAsAdmin,
  signUpAndLogIn,
  uniqueName,
} from "./support/people";

// Issue 14: the admin sees the applicant's own e-mail and who reviewed her; an account with her
// e-mail sees nothing of her membership until it proves it is hers (phone and payment reference;
// since issue #27 also her confirmation link, tests/e2e/account-mail.spec.ts).
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

  // Someone signs up with her e-mail (read in the directory, say): without her mailbox the
  // account is held (ADR 0036): its password signs nobody in, so nothing of hers is shown.
  const stranger = await browser.newContext();
  const impostor = await stranger.newPage();
  await impostor.goto("/login?tab=signup");
  await impostor.locator("main").getByLabel("Full Name").fill("Not Her");
  await impostor.locator("main").getByLabel("Email").fill(email);
  await impostor.locator("main").getByLabel("Password").fill(`Gusau-${fullName}`);
  await impostor.locator("main").getByRole("button", { name: "Sign Up" }).click();
  await expect(impostor).toHaveURL(/\/check-email\?for=signup$/);
  await impostor.goto("/login");
  await impostor.locator("main").getByLabel("Email").fill(email);
  await impostor.locator("main").getByLabel("Password").fill(`Gusau-${fullName}`);
  await impostor.locator("main").getByRole("button", { name: "Login" }).click();
  await expect(impostor.getByText("Invalid email or password").first()).toBeVisible();
  await stranger.close();

  // The admin lists the account as a possible match, to link only after checking.
  await page.goto("/admin/links");
  await expect(page.getByRole("button", { name: `Link ${reference} to ${email}` })).toBeVisible();

  // She signed up with another address: an e-mail proves nothing there, her phone and payment
  // reference do.
  const claimant = await browser.newContext();
  const member = await claimant.newPage();
  const otherEmail = `other.${email}`;
  await signUpAndLogIn(member, { fullName, email: otherEmail, password: `Gusau-${fullName}` });
  await expect(member.getByText("Membership: not yet approved.")).toBeVisible();
  await expect(member.getByRole("link", { name: "My directory profile" })).toHaveCount(0);

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
