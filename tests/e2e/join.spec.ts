import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { formHydrated } from "./support/forms";

async function fillDetails(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  // A number of her own: the join form is rate-limited per phone number (5 a minute), and both
  // projects run these tests at once.
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  await page.getByLabel("Phone Number").fill(`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await page.getByLabel("Email (optional)").fill("rabi.e2e@example.com");
  await page.getByLabel("Contact Address").fill("Tudun Wada, Gusau");
  await page.getByLabel("Next of Kin").fill("Musa Garba, 0803 000 1111");
  await page.getByLabel("Business Name").fill("Rabi Spices");
  await page.getByLabel("Type of Business").selectOption({ label: "Food Processing" });
  await page.getByLabel("Why do you want to join?").fill("To reach more customers.");
}

test.describe("/join", () => {
  test("the three steps, Back keeping every value, and the confirmation", async ({
    page,
    visit,
    jsEnabled,
    expectAccessible,
  }) => {
    test.setTimeout(90_000); // three steps and three accessibility checks
    await visit("/join");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join ZAMWE");
    for (const legend of ["Personal Information", "Business Information", "Choose Your Plan"]) {
      await expect(page.locator("legend", { hasText: legend })).toBeVisible();
    }
    await expect(page.getByText("₦2,900")).toBeVisible();
    await expect(page.getByText("₦5,900")).toBeVisible();
    await expect(page.getByText("RECOMMENDED")).toBeVisible();
    await expect(page.locator('input[name="membershipPlan"][value="starter"]')).toBeChecked();
    const consent = page.getByLabel(
      "Show my phone, e-mail and address in the public member directory",
    );
    await expect(consent).not.toBeChecked();

    const name = `Rabi ${jsEnabled ? "Js" : "NoJs"} Abdullahi`;
    await fillDetails(page, name);
    await page.locator("label", { has: page.locator('input[value="pro"]') }).click();
    await consent.check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // Step 2
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();
    await expect(page.getByText("Zenith Bank")).toBeVisible();
    await expect(page.getByText("1229986982")).toBeVisible();
    await expect(page.locator("main").getByText("₦5,900")).toBeVisible();
    await expect(page.getByText("Exclusive networking events")).toBeVisible();
    const reference = (await page.getByText(/^ZW-[A-Z2-9]{5}$/).textContent())!.trim();
    await expectAccessible();

    // Back keeps every value, then forward again.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Type of Business")).toHaveValue("food_processing");
    await expect(page.getByLabel("Why do you want to join?")).toHaveValue(
      "To reach more customers.",
    );
    await expect(page.locator('input[name="membershipPlan"][value="pro"]')).toBeChecked();
    await expect(consent).toBeChecked();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();

    if (jsEnabled) {
      // The submitting state is the script's: it must have taken the form (ADR 0043).
      await formHydrated(page, '[data-form-on-first-use="join"] form');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/join.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "I Have Sent the Money" }).click();
      await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
      release();
    } else {
      await page.getByRole("button", { name: "I Have Sent the Money" }).click();
    }

    // Step 3
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One More Step!");
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
    await expect(
      page.getByText("Please send your payment proof to complete the process."),
    ).toBeVisible();
    await expect(page.getByText(/may be rejected if it is incomplete/)).toBeVisible();
    const newReference = (await page.locator("strong.tracking-wider").textContent())!.trim();
    // The reference shown first survives Back and Continue.
    expect(newReference).toBe(reference);
    const whatsapp = await page
      .getByRole("link", { name: "Send on WhatsApp" })
      .getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/2349127545291\?text=/);
    const text = decodeURIComponent(whatsapp!.split("text=")[1]!);
    expect(text).toContain(name);
    expect(text).toContain(newReference);
    await expectAccessible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("bad input gets a message by each field and keeps the rest", async ({ page, visit }) => {
    await visit("/join");
    await fillDetails(page, "Amina Test");
    await page.getByLabel("Phone Number").fill("12");
    await page.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByLabel("Next of Kin").fill("");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(
      page.getByText("Please enter a valid phone number, e.g. 0803 123 4567."),
    ).toBeVisible();
    await expect(page.getByText("Please enter your next of kin.")).toBeVisible();
    await expect(page.getByLabel("Business Name")).toHaveValue("Rabi Spices");
    await expect(page.getByRole("heading", { name: "Payment Information" })).toHaveCount(0);
  });

  test("a bad upload is refused with a message; a good one goes through", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/join");
    await fillDetails(page, `Upload ${jsEnabled ? "Js" : "NoJs"} Tester`);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();

    await page.getByLabel(/Payment receipt/).setInputFiles({
      name: "receipt.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html>not really a picture</html>"),
    });
    await page.getByRole("button", { name: "I Have Sent the Money" }).click();
    await expect(page.locator("#upload-receipt-error")).toHaveText(
      "Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB.",
    );
    await expect(page.getByRole("heading", { name: "Payment Information" })).toBeVisible();

    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    await page
      .getByLabel(/Passport photo/)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "I Have Sent the Money" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One More Step!");
  });

  test("no plan chosen: 'Please select a membership plan'", async ({ page, visit }) => {
    await visit("/join");
    await fillDetails(page, "No Plan");
    // Starter is chosen by default; a tampered form can still arrive without a plan.
    await page.locator("form").evaluate((form) => {
      form.setAttribute("novalidate", "");
      for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="membershipPlan"]')) {
        radio.checked = false;
      }
    });
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Please select a membership plan").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Payment Information" })).toHaveCount(0);
    await expect(page.getByLabel("Business Name")).toHaveValue("Rabi Spices");
  });
});
