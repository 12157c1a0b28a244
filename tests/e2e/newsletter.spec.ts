import { expect, test } from "./fixtures";
import { formHydrated } from "./support/forms";

test.describe("/newsletter", () => {
  test("three sections above the signup card", async ({ page, visit }) => {
    await visit("/newsletter");
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
      "Events and Workshops",
      "Funding Opportunities",
      "Member Stories",
      "Subscribe to our newsletter",
    ]);
    await expect(page.getByLabel("Name (optional)")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
  });

  test("subscribes: success message and the 'You're all set!' card", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/newsletter");
    const email = `reader.${jsEnabled ? "js" : "nojs"}@example.com`;
    await page.getByLabel("Name (optional)").fill("Ngozi");
    await page.getByLabel("Email", { exact: true }).fill(email);
    if (jsEnabled) {
      // The fields' focus fetched the form's script; until it has taken the form, a press is
      // sent by the browser (ADR 0043), which shows no submitting state (seen once in CI).
      await formHydrated(page, "#newsletter");
      // Hold the request to see the submitting state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/newsletter.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Subscribe" }).click();
      const pending = page.getByRole("button", { name: "Subscribing..." });
      await expect(pending).toBeVisible();
      await expect(pending).toBeDisabled();
      release();
    } else {
      await page.getByRole("button", { name: "Subscribe" }).click();
    }
    await expect(page.getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await expect(page.getByText("Thank you for subscribing to our newsletter.")).toBeVisible();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(page.getByText("You'll receive our latest updates and news.")).toBeVisible();
    // Without JavaScript the message sits in the page's flow, above the heading, and scrolls
    // away with it (issue #38: it stayed fixed over the heading); with it, it floats and goes.
    const message = page.locator("[data-toast]");
    const position = await message.evaluate(
      (toast) => getComputedStyle(toast.parentElement!).position,
    );
    if (jsEnabled) {
      expect(position).toBe("fixed");
      await expect(message).toHaveCount(0, { timeout: 8_000 });
    } else {
      expect(position).toBe("static");
      const toastBox = (await message.boundingBox())!;
      const headingBox = (await page.locator("main h1").first().boundingBox())!;
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(headingBox.y);
    }
  });

  test("a listed address gets the same success as a new one (nobody learns who is listed)", async ({
    page,
    visit,
  }) => {
    await visit("/newsletter");
    // Seeded subscriber, typed in another case with spaces.
    await page.getByLabel("Email", { exact: true }).fill("  News.Reader@Example.com ");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("heading", { name: "You're all set!" })).toBeVisible();
    await expect(page.getByText("Successfully subscribed!")).toBeVisible();
    await expect(page.getByText("You'll receive our latest updates and news.")).toBeVisible();
  });
});
