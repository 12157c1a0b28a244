import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueName } from "./support/people";

// Issue #20: the optional Hausa title and description of an event, entered by an admin, shown on
// the Hausa events page (`?lang=ha`), with the English text where there is no Hausa; with
// JavaScript on and off. Both projects share one database: names are unique per test and project.

async function createEvent(page: Page, fields: Record<string, string>) {
  await page.goto("/admin/events");
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Date", { exact: true }).fill("2031-07-15");
  await page.getByLabel("Time (WAT)").fill("10:00");
  await page.getByLabel("Location").fill("ZAMWE Office, Gusau");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();
}

const card = (page: Page, title: string) =>
  page.locator("main li", { has: page.getByRole("heading", { name: title, exact: true }) });

test.describe("Admin → Events in Hausa", () => {
  test("an event's Hausa title and description show on /events?lang=ha, the English on /events", async ({
    page,
    visit,
    expectAccessible,
  }, testInfo) => {
    const title = uniqueName(testInfo, "Savings Group Day");
    const description = "How a savings group works, and how to start one.";
    const titleHa = uniqueName(testInfo, "Ranar Ƙungiyar Tara Kuɗi");
    const descriptionHa = "Yadda ƙungiyar tara kuɗi ke aiki, da yadda za ku fara ɗaya.";
    const plainTitle = uniqueName(testInfo, "English Only Clinic");
    const plainDescription = "Bring your questions about loans.";

    await signInAsAdmin(page, "/admin/events");
    await visit("/admin/events");
    await createEvent(page, {
      Title: title,
      Description: description,
      "Title in Hausa (optional)": titleHa,
      "Description in Hausa (optional)": descriptionHa,
    });
    await createEvent(page, { Title: plainTitle, Description: plainDescription });

    // The edit form keeps both languages.
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByLabel("Title in Hausa (optional)")).toHaveValue(titleHa);
    await expect(page.getByLabel("Description in Hausa (optional)")).toHaveValue(descriptionHa);
    await expectAccessible();

    // The English page first: visiting the Hausa one remembers Hausa for unmarked addresses.
    await page.goto("/events");
    await expect(card(page, title)).toContainText(description);
    await expect(page.getByText(titleHa)).toHaveCount(0);
    await expect(card(page, plainTitle)).toContainText(plainDescription);

    await page.goto("/events?lang=ha");
    await expect(page.locator("html")).toHaveAttribute("lang", "ha");
    await expect(card(page, titleHa)).toContainText(descriptionHa);
    await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByText(description)).toHaveCount(0);
    // Without Hausa texts the event shows its English ones.
    await expect(card(page, plainTitle)).toContainText(plainDescription);
    await expectAccessible();
  });
});

test("from a Hausa page, the header's Admin link leads to the admin area with its footer in English", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/events?lang=ha");
  await expect(page.locator("#site-footer")).toContainText("Hanyoyi masu sauri");
  await page.getByRole("banner").getByRole("link", { name: "Gudanarwa" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.locator("#site-footer")).toContainText("Quick Links");
});
