import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInAsAdmin, uniqueName } from "./support/people";

// Issue #20: the Hausa title and description of an event, entered by an admin, shown on the Hausa
// events page (`?lang=ha`), with the English text where there is no Hausa; issue #38: that English
// is marked lang="en", the admin's list shows which events lack Hausa, her form asks for it and
// her confirmation says what is missing (a warning: the event is saved). With JavaScript on and
// off. Both projects share one database: names are unique per test and project.

async function createEvent(page: Page, fields: Record<string, string>, confirmation?: string) {
  await page.goto("/admin/events");
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel("Date", { exact: true }).fill("2031-07-15");
  await page.getByLabel("Time (WAT)").fill("10:00");
  await page.getByLabel("Location").fill("ZAMWE Office, Gusau");
  await expect(page.getByRole("note")).toContainText("Please write the Hausa too");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Event created")).toBeVisible();
  if (confirmation) await expect(page.getByText(confirmation)).toBeVisible();
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
      "Title in Hausa": titleHa,
      "Description in Hausa": descriptionHa,
    });
    await createEvent(
      page,
      { Title: plainTitle, Description: plainDescription },
      "No Hausa yet for its title and description: Hausa pages show the English until you add it.",
    );

    // The list says which event lacks Hausa.
    const listed = (name: string) => page.locator("main li", { hasText: name });
    await expect(listed(plainTitle).getByText("No Hausa: title, description")).toBeVisible();
    await expect(listed(title).getByText(/No Hausa/)).toHaveCount(0);

    // The edit form keeps both languages, and asks no more once both are there.
    await page.getByRole("link", { name: title }).click();
    await expect(page.getByLabel("Title in Hausa")).toHaveValue(titleHa);
    await expect(page.getByLabel("Description in Hausa")).toHaveValue(descriptionHa);
    await expect(page.getByRole("note")).toHaveCount(0);
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
    // Without Hausa texts the event shows its English ones, marked English for screen readers;
    // the Hausa ones are the page's language.
    await expect(card(page, plainTitle)).toContainText(plainDescription);
    await expect(page.getByRole("heading", { name: plainTitle, exact: true })).toHaveAttribute(
      "lang",
      "en",
    );
    await expect(card(page, plainTitle).getByText(plainDescription)).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: titleHa, exact: true })).not.toHaveAttribute(
      "lang",
      /.*/,
    );
    await expectAccessible();

    // Its RSVP page (with JavaScript, the dialog) in Hausa: the English title inside the Hausa
    // heading is marked too.
    await card(page, plainTitle).locator('a[href*="/rsvp"]').click();
    await expect(
      page.locator("h1 [lang=en], h2 [lang=en]").filter({ hasText: plainTitle }),
    ).toBeVisible();
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
