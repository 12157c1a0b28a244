import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { parseCsv } from "../support/parse-csv";
import { expect, test } from "./fixtures";
import { signInAsAdmin, signUpAndLogIn } from "./support/people";

// Admin → Newsletter and Admin → Content, with JavaScript on and off. Both projects share one
// database and run in parallel: everything a test creates carries a tag unique to the test run
// and project.

function tagFor(testInfo: TestInfo) {
  return `${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}`;
}

async function subscribe(page: Page, email: string, name: string) {
  await page.goto("/newsletter");
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're all set!" })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").getByText(text);

test.describe("Admin → Newsletter", () => {
  test("count, newest first, search, and a CSV of every subscriber", async ({
    page,
    visit,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    const email = `reader-${tag}@example.com`;
    const name = '=HYPERLINK("x")';
    await subscribe(page, email, name);

    await signInAsAdmin(page, "/admin/newsletter");
    await visit("/admin/newsletter");
    await expect(page.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
    await expect(page.getByTestId("subscriber-count")).toHaveText(/^\d+ subscribers$/);
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Email",
      "Name",
      "Subscribed",
      "Actions",
    ]);
    // The seeded subscribers are days old; ours is new, so it comes before them.
    const emails = await table.locator("tbody tr td:first-child").allTextContents();
    expect(emails.indexOf(email)).toBeGreaterThanOrEqual(0);
    expect(emails.indexOf(email)).toBeLessThan(emails.indexOf("news.reader@example.com"));
    await expect(table.getByRole("row", { name: email })).toContainText("just now");

    await page.getByLabel("Search by email or name").fill(tag.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(/^1 subscriber matches/)).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr")).toContainText(email);
    await expect(table.locator("tbody tr")).toContainText(name);

    await page.getByLabel("Search by email or name").fill("Grace Okafor");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr")).toContainText("news.reader@example.com");

    await page.getByLabel("Search by email or name").fill(`nobody-${tag}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(`No subscribers match “nobody-${tag}”.`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^zamwe-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const { bom, rows } = parseCsv(readFileSync(await download.path(), "utf8"));
    expect(bom).toBe(true);
    const [header, ...data] = rows;
    expect(header).toEqual(["Email", "Full Name", "Subscribed At"]);
    const byEmail = new Map(data.map((row) => [row[0], row]));
    expect(byEmail.size).toBe(data.length);
    for (const seeded of [
      "aisha.bello@example.com",
      "zainab.glow@example.com",
      "news.reader@example.com",
    ]) {
      expect(byEmail.has(seeded)).toBe(true);
    }
    // The formula comes out as text, and the time is a real timestamp.
    const ours = byEmail.get(email);
    expect(ours?.[1]).toBe(`'${name}`);
    expect(Date.now() - new Date(ours?.[2] ?? "").getTime()).toBeLessThan(10 * 60 * 1000);
    expect(byEmail.get("news.reader@example.com")?.[1]).toBe("Grace Okafor");
  });

  test("removes a subscriber after a confirm step", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    const email = `leaving-${tag}@example.com`;
    await subscribe(page, email, "Leaving Reader");
    await signInAsAdmin(page, `/admin/newsletter?q=${tag}`);

    await page.getByRole("link", { name: `Remove ${email}` }).click();
    const confirm = page.getByRole("region", {
      name: `Remove ${email} from the newsletter?`,
    });
    await expect(confirm).toBeVisible();
    await expectAccessible();
    // Cancel changes nothing.
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("row", { name: email })).toBeVisible();

    await page.getByRole("link", { name: `Remove ${email}` }).click();
    await confirm.getByRole("button", { name: "Yes, remove" }).click();
    await expect(toast(page, "Subscriber removed")).toBeVisible();
    await expect(toast(page, `${email} no longer receives the newsletter.`)).toBeVisible();
    await page.goto(`/admin/newsletter?q=${tag}`);
    await expect(page.getByText(`No subscribers match “${tag}”.`)).toBeVisible();
  });
});

test.describe("Admin → Content: resources", () => {
  test("add, edit and delete a resource; /resources follows", async ({
    page,
    visit,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000); // a dozen page loads and three accessibility checks
    const tag = tagFor(testInfo);
    const title = `Export Guide ${tag}`;
    const renamed = `Export Guide (revised) ${tag}`;
    await signInAsAdmin(page, "/admin/content");
    await visit("/admin/content");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Resources", level: 2 })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Testimonials", level: 2 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Member websites" })).toHaveAttribute(
      "href",
      "/admin/sites",
    );

    const add = page.getByRole("form", { name: "Add a resource" });
    await add.getByLabel("Title", { exact: true }).fill(title);
    await add.getByLabel("Category").fill("Trade");
    await add.getByLabel("Description (optional)").fill("Paperwork for selling abroad.");
    await add.getByLabel("File URL").fill("/downloads/export-guide.pdf");
    await add.getByRole("button", { name: "Add resource" }).click();
    await expect(toast(page, "Resource added")).toBeVisible();
    const row = page.getByRole("row", { name: title });
    await expect(row).toContainText("Trade");
    await expect(row).toContainText("just now");
    // The form is empty again for the next one.
    await expect(add.getByLabel("Title", { exact: true })).toHaveValue("");

    await page.goto("/resources");
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toContainText("Paperwork for selling abroad.");
    await expect(
      card.getByRole("link", { name: `Download ${title} (opens in a new tab)` }),
    ).toHaveAttribute("href", "/downloads/export-guide.pdf");

    await page.goto("/admin/content");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("form", { name: `Edit resource: ${title}` });
    await expect(edit.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel("Category")).toHaveValue("trade");
    await expect(edit.getByLabel("File URL")).toHaveValue("/downloads/export-guide.pdf");
    await expectAccessible();
    await edit.getByLabel("Title", { exact: true }).fill(renamed);
    await edit.getByLabel("File URL").fill("https://example.org/export-guide-2026.pdf");
    await edit.getByRole("button", { name: "Save resource" }).click();
    await expect(toast(page, "Resource updated")).toBeVisible();
    await expect(page.getByRole("row", { name: renamed })).toBeVisible();
    // (The old title is not a part of the new one.)
    await expect(page.getByRole("row", { name: title })).toHaveCount(0);

    await page.goto("/resources");
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

    await page.goto("/admin/content");
    await page.getByRole("link", { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole("region", { name: `Delete the resource “${renamed}”?` });
    await expect(confirm).toBeVisible();
    await expectAccessible();
    await confirm.getByRole("button", { name: "Yes, delete resource" }).click();
    await expect(toast(page, "Resource deleted")).toBeVisible();
    await expect(page.getByRole("row", { name: renamed })).toHaveCount(0);

    await page.goto("/resources");
    await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: renamed })).toHaveCount(0);
  });

  test("invalid input: messages, input kept, nothing saved", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const tag = tagFor(testInfo);
    const title = `Not Saved ${tag}`;
    await signInAsAdmin(page, "/admin/content");
    const add = page.getByRole("form", { name: "Add a resource" });
    await add.getByLabel("Title", { exact: true }).fill(title);
    await add.getByLabel("File URL").fill("javascript:alert(1)");
    await add.getByRole("button", { name: "Add resource" }).click();
    await expect(add.getByText("Please enter a category.")).toBeVisible();
    await expect(
      add.getByText("Please enter a link starting with https:// or / (e.g. /downloads/guide.pdf)."),
    ).toBeVisible();
    await expect(add.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
    await expect(add.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(add.getByLabel("File URL")).toHaveValue("javascript:alert(1)");
    await expectAccessible();

    await page.goto("/resources");
    await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  });
});

test.describe("Admin → Content: testimonials", () => {
  test("a featured testimonial shows on /success-stories until it is un-featured", async ({
    page,
    expectAccessible,
  }, testInfo) => {
    test.setTimeout(120_000); // a dozen page loads and an accessibility check
    const tag = tagFor(testInfo);
    const member = `Safiya ${tag}`;
    const quote = `The packaging training changed everything (${tag}).`;
    await signInAsAdmin(page, "/admin/content");

    const add = page.getByRole("form", { name: "Add a testimonial" });
    // A first try without the quote: refused, the rest kept.
    await add.getByLabel("Member Name").fill(member);
    await add.getByLabel("Business Name").fill("Safiya Shea Butter");
    await add.getByLabel("Featured on Success Stories").check();
    await add.getByRole("button", { name: "Add testimonial" }).click();
    await expect(add.getByText("Please enter the quote.")).toBeVisible();
    await expect(add.getByLabel("Member Name")).toHaveValue(member);
    await expect(add.getByLabel("Featured on Success Stories")).toBeChecked();
    await expectAccessible();

    await add.getByLabel("Quote").fill(quote);
    await add.getByRole("button", { name: "Add testimonial" }).click();
    await expect(toast(page, "Testimonial added")).toBeVisible();
    const toggle = page.getByRole("button", { name: `Featured: ${member}` });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.goto("/success-stories");
    const story = page.getByRole("listitem").filter({ hasText: member });
    await expect(story).toContainText(quote);
    await expect(story).toContainText("Safiya Shea Butter");

    await page.goto("/admin/content");
    await page.getByRole("button", { name: `Featured: ${member}` }).click();
    await expect(toast(page, "Testimonial hidden")).toBeVisible();
    await expect(page.getByRole("button", { name: `Featured: ${member}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await page.goto("/success-stories");
    await expect(page.getByRole("heading", { name: "Success Stories", level: 1 })).toBeVisible();
    await expect(page.getByText(member)).toHaveCount(0);

    // Edit it, then delete it after the confirm step.
    await page.goto("/admin/content");
    await page.getByRole("link", { name: `Edit testimonial of ${member}` }).click();
    const edit = page.getByRole("form", { name: `Edit testimonial: ${member}` });
    await expect(edit.getByLabel("Quote")).toHaveValue(quote);
    await expect(edit.getByLabel("Featured on Success Stories")).not.toBeChecked();
    await edit.getByLabel("Business Name").fill("Safiya Shea Butter & Soap");
    await edit.getByRole("button", { name: "Save testimonial" }).click();
    await expect(toast(page, "Testimonial updated")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: member })).toContainText(
      "Safiya Shea Butter & Soap",
    );

    await page.getByRole("link", { name: `Delete testimonial of ${member}` }).click();
    const confirm = page.getByRole("region", { name: `Delete the testimonial of ${member}?` });
    await confirm.getByRole("button", { name: "Yes, delete testimonial" }).click();
    await expect(toast(page, "Testimonial deleted")).toBeVisible();
    await expect(page.getByRole("button", { name: `Featured: ${member}` })).toHaveCount(0);
  });
});

test("a member opening /admin/content is sent to / with 'Unauthorized'", async ({
  page,
}, testInfo) => {
  const tag = tagFor(testInfo);
  await signUpAndLogIn(page, {
    fullName: "Member Not Admin",
    email: `member-${tag}@example.com`,
    password: `Gusau-market-${tag}`,
  });

  for (const path of ["/admin/content", "/admin/newsletter"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Unauthorized")).toBeVisible();
    await expect(toast(page, "Admin access required")).toBeVisible();
  }
  const csv = await page.request.get("/admin/newsletter.csv", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
  expect(csv.headers()["location"]).toBe("/");
});
