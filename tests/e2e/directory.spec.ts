import type { Page } from "@playwright/test";
import { seedId } from "../../db/seed-data.mjs";
import { SEARCH_AS_YOU_TYPE_DELAY_MS } from "../../app/components/forms/use-search-as-you-type";
import { expect, test, STATIC } from "./fixtures";

const cards = "main ul > li";

/** "N members · showing 1–10": N. */
async function approvedTotal(page: Page): Promise<number> {
  const summary = page.getByText(/^\d+ members · showing 1–10$/);
  await expect(summary).toBeVisible();
  return Number((await summary.textContent())!.split(" ")[0]);
}

test.describe("/members directory", () => {
  test("lists approved members by name with plan, business, and consent-respecting contacts", async ({
    page,
    visit,
  }) => {
    await visit("/members");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Member Directory");
    // The 18 seeded approved members, plus any the admin specs approve meanwhile (one database).
    expect(await approvedTotal(page)).toBeGreaterThanOrEqual(18);
    const names = await page.locator(`${cards} h2`).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain("Asma'u Bashir"); // pending
    expect(names).not.toContain("Saratu Yakubu"); // rejected

    // Consented: e-mail as mailto:, phone as a WhatsApp link with the E.164 digits.
    const hauwa = page.locator(cards).filter({ hasText: "Hauwa Abubakar" });
    await expect(hauwa.getByText("Pro", { exact: true })).toBeVisible();
    await expect(hauwa).toContainText("Hauwa Fabrics");
    await expect(hauwa).toContainText("Fashion & Textiles");
    await expect(hauwa.getByRole("link", { name: "hauwa@example.com" })).toHaveAttribute(
      "href",
      "mailto:hauwa@example.com",
    );
    await expect(hauwa.getByRole("link", { name: "+2348061234502" })).toHaveAttribute(
      "href",
      "https://wa.me/2348061234502",
    );
    await expect(hauwa).toContainText("Sabon Gari, Gusau");
    await expect(hauwa.getByRole("link", { name: /View Profile/ })).toHaveAttribute(
      "href",
      `/members/${seedId("application:Hauwa Abubakar")}`,
    );

    // Not consented: no contact details, a way to reach her through the association.
    const fatima = page.locator(cards).filter({ hasText: "Fatima Sani" });
    await expect(fatima.getByRole("link", { name: "Contact via the association" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(fatima).not.toContainText("+234");
    await expect(fatima.getByText("Starter", { exact: true })).toBeVisible();
    expect(await page.content()).not.toMatch(/next of kin/i);
  });

  test("search is answered by the server, and follows typing with JavaScript", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/members");
    const search = page.getByPlaceholder("Search by name, business, or industry...");
    await search.fill("textiles");
    if (jsEnabled) {
      // No button press: the list and the URL follow the search box.
      await expect(page).toHaveURL(/[?&]q=textiles/);
    } else {
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]q=textiles/);
    }
    await expect(page.locator(`${cards} h2`)).toHaveText(["Hauwa Abubakar", "Maryam Ibrahim"]);
    await expect(page.getByText("2 members")).toBeVisible();

    await search.fill("ZZZ-nobody");
    if (!jsEnabled) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No members found matching your search.")).toBeVisible();
  });

  test("shows 'Loading members...' while a search is in flight (JavaScript) — the form still works without", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    await visit("/members");
    if (jsEnabled) {
      // Hold the data request so the in-flight state can be seen.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/members.data*", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByPlaceholder("Search by name, business, or industry...").fill("bakery");
      await expect(page.getByText("Loading members...")).toBeVisible();
      release();
      await expect(page.locator(`${cards} h2`)).toHaveText(["Nafisa Umar"]);
      await expect(page.getByText("Loading members...")).toBeHidden();
    } else {
      await page.goto("/members?q=bakery");
      await expect(page.locator(`${cards} h2`)).toHaveText(["Nafisa Umar"]);
      await expect(page.getByText("Loading members...")).toHaveCount(0);
    }
  });

  test("a search sent, or a profile opened, while the search box waits is not overtaken by it", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const search = page.getByPlaceholder("Search by name, business, or industry...");
    const hauwa = `/members/${seedId("application:Hauwa Abubakar")}`;
    const viewHauwa = page
      .getByRole("link", { name: /View Profile/ })
      .and(page.locator(`a[href="${hauwa}"]`));
    if (!jsEnabled) {
      await visit("/members");
      await search.fill("Hauwa");
      await viewHauwa.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hauwa Abubakar");
      return;
    }
    // The page's timers on a clock the test moves: the search box's wait runs out exactly when
    // the test says, whatever the machine's load. Time flows while the page loads; it stops a
    // minute on (further than any load takes), before the visitor types.
    const start = Date.now();
    await page.clock.install({ time: start });
    await visit("/members");
    await page.clock.pauseAt(start + 60_000);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/members.data") searches.push(request.url());
    });
    const pastTheWait = SEARCH_AS_YOU_TYPE_DELAY_MS * 2;

    // Sent with Enter before the wait is over: searched once, not again when the wait runs out.
    await search.fill("textiles");
    await search.press("Enter");
    await expect(page).toHaveURL(/[?&]q=textiles/);
    await expect(page.locator(`${cards} h2`)).toHaveText(["Hauwa Abubakar", "Maryam Ibrahim"]);
    await page.clock.runFor(pastTheWait);

    // A name typed, then her profile tapped at once. Its data is held, so the list is still on
    // screen when the search box's wait runs out: the stale search used to take her back there.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested: () => void = () => {};
    const profileRequested = new Promise<void>((resolve) => (requested = resolve));
    await page.route(`**${hauwa}.data*`, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    await search.fill("Hauwa");
    await viewHauwa.click();
    await profileRequested;
    await page.clock.runFor(pastTheWait);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hauwa Abubakar");
    await expect(page).toHaveURL(new RegExp(`${hauwa}$`));
    // The requests of the page reach the test in order: the profile's came after any search.
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatch(/[?&]q=textiles/);
  });

  test("pages through the directory (10 a page in the test run)", async ({ page, visit }) => {
    await visit("/members");
    const total = await approvedTotal(page);
    expect(total).toBeGreaterThanOrEqual(18);
    const pages = Math.ceil(total / 10);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    const all = await page.locator(`${cards} h2`).allTextContents();
    expect(all).toHaveLength(10);
    for (let n = 2; n <= pages; n++) {
      await page.getByRole("link", { name: "Next" }).click();
      // Keyset pages (issue #41): the address names the member the page follows.
      await expect(page).toHaveURL(new RegExp(`/members\\?page=${n}&after=[\\w-]+$`));
      await expect(
        page.getByText(`${total} members · showing ${(n - 1) * 10 + 1}–${Math.min(n * 10, total)}`),
      ).toBeVisible();
      all.push(...(await page.locator(`${cards} h2`).allTextContents()));
    }
    // Together, in order, with nothing twice.
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    expect(new Set(all).size).toBe(total);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible();
    // Back to the first page is its plain address; to a later one, before its first member.
    await expect(page).toHaveURL(pages === 2 ? /\/members$/ : new RegExp(`[?&]before=[\\w-]+$`));
    const back = await page.locator(`${cards} h2`).allTextContents();
    expect(back).toEqual(all.slice((pages - 2) * 10, (pages - 1) * 10));
  });

  test("filters by business type", async ({ page, visit }) => {
    await visit("/members?type=agriculture");
    await expect(page.locator(`${cards} h2`)).toHaveText(["Fatima Sani", "Rakiya Usman"]);
    await expect(page.getByLabel("Business type")).toHaveValue("agriculture");
  });
});

test.describe("/members/{id} profile", { tag: STATIC }, () => {
  test("shows an approved member's profile", async ({ page, visit }) => {
    await visit(`/members/${seedId("application:Hauwa Abubakar")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hauwa Abubakar");
    await expect(page.getByText("Pro Member", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Member since \d+ (month|months|year|years) ago$/)).toBeVisible();
    const business = page.locator("section", {
      has: page.getByRole("heading", { name: "Business Information" }),
    });
    await expect(business).toContainText("Hauwa Fabrics");
    await expect(business).toContainText("Industry");
    await expect(business).toContainText("Fashion & Textiles");
    const contact = page.locator("section", {
      has: page.getByRole("heading", { name: "Contact Information" }),
    });
    await expect(contact).toContainText("hauwa@example.com");
    await expect(page.getByRole("heading", { name: "Why I Joined" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/2348061234502\?text=/,
    );
    await expect(page.getByRole("link", { name: "Email", exact: true })).toHaveAttribute(
      "href",
      "mailto:hauwa@example.com",
    );
    await page.getByRole("link", { name: "Back to Directory" }).click();
    await expect(page).toHaveURL(/\/members$/);
  });

  test("without consent: no contact buttons, a way through the association", async ({
    page,
    visit,
  }) => {
    await visit(`/members/${seedId("application:Fatima Sani")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fatima Sani");
    await expect(page.getByRole("link", { name: "Contact via the association" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Email", exact: true })).toHaveCount(0);
  });

  for (const [kind, id] of [
    ["pending", seedId("application:Asma'u Bashir")],
    ["rejected", seedId("application:Saratu Yakubu")],
    ["unknown", "does-not-exist"],
  ]) {
    test(`a ${kind} id answers 404 "Member not found"`, async ({ page, visit }) => {
      await visit(`/members/${id}`, { status: 404 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Member not found");
      await expect(page.getByRole("link", { name: "Back to Directory" })).toHaveAttribute(
        "href",
        "/members",
      );
    });
  }

  test("the profile page ships no script bundle", async ({ request }) => {
    const html = await (
      await request.get(`/members/${seedId("application:Hauwa Abubakar")}`)
    ).text();
    expect(html).not.toMatch(/<script[^>]+src=/i);
  });
});

test.describe("/resources", { tag: STATIC }, () => {
  test("newest first, category filter links, download opens in a new tab", async ({
    page,
    visit,
  }) => {
    await visit("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
    const filters = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link");
    await expect(filters).toHaveText([
      "All",
      "Finance",
      "Funding",
      "Legal",
      "Marketing",
      "Templates",
    ]);
    await expect(filters.first()).toHaveAttribute("aria-current", "page");
    const resourceCards = page.locator("main li:has(h2)");
    const titles = resourceCards.locator("h2");
    await expect(titles.first()).toHaveText("Business Plan Template");
    await expect(titles).toHaveCount(7);
    const first = resourceCards.first();
    await expect(first.getByText("Templates", { exact: true })).toBeVisible();
    await expect(first.getByText(/^Added \d+ days? ago$/)).toBeVisible();
    const download = first.getByRole("link", { name: /Download/ });
    await expect(download).toHaveAttribute("target", "_blank");
    await expect(download).toHaveAttribute("rel", "noopener");
    await expect(download).toHaveAttribute("href", "/downloads/business-plan-template.pdf");

    await filters.filter({ hasText: "Finance" }).click();
    await expect(page).toHaveURL(/\?category=finance$/);
    await expect(titles).toHaveText(["Simple Cash Book", "Pricing Your Products"]);
    await expect(page.getByRole("link", { name: "Finance" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the downloads exist", async ({ request }) => {
    const response = await request.get("/downloads/simple-cash-book.pdf");
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("an empty category shows the empty state", async ({ page, visit }) => {
    await visit("/resources?category=nothing-here");
    await expect(page.getByText("No resources available yet.")).toBeVisible();
  });
});

test.describe("/success-stories", { tag: STATIC }, () => {
  test("featured stories only, newest first, with the badge and the first letter", async ({
    page,
    visit,
  }) => {
    await visit("/success-stories");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Success Stories");
    const stories = page.locator("main ul > li");
    await expect(stories).toHaveCount(4);
    await expect(stories.locator("figcaption span.font-semibold")).toHaveText([
      "Hauwa Abubakar",
      "Rakiya Usman",
      "Khadija Aliyu",
      "Nafisa Umar",
    ]);
    await expect(stories.getByText("Featured Story")).toHaveCount(4);
    await expect(stories.first()).toContainText("Hauwa Fabrics");
    await expect(stories.first().locator('[aria-hidden="true"]')).toHaveText("H");
    await expect(page.getByText("Good trainings and good people.")).toHaveCount(0); // not featured
  });
});
