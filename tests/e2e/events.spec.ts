import { seedId } from "../../db/seed-data.mjs";
import { eventsTexts } from "../../app/i18n/events";
import { expect, test } from "./fixtures";
import { rsvpLinkMailedTo, rsvpMessagesTo } from "./support/events";

const LINK_SENT = eventsTexts.en.toasts.linkSentDescription;

const tradeFair = seedId("event:trade-fair");
const grants = seedId("event:grants-clinic");

test.describe("/events", () => {
  test("upcoming events, soonest first, with date in WAT, place and capacity", async ({
    page,
    visit,
  }) => {
    await visit("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming Events");
    const seeded = [
      "ZAMWE Trade Fair & Market Day",
      "Bookkeeping for Small Businesses",
      "Selling on WhatsApp and Instagram",
      "Grants and Micro-loans Clinic",
    ];
    await expect(page.locator("main li h2").first()).toHaveText(seeded[0]!);
    // (Other tests may add events later in time; the seeded ones keep their order.)
    const shown = await page.locator("main li h2").allTextContents();
    expect(shown.filter((t) => seeded.includes(t))).toEqual(seeded);
    await expect(page.getByText("International Women's Day Celebration")).toHaveCount(0); // past
    const card = page.locator("main li", {
      has: page.getByRole("heading", { name: "Bookkeeping for Small Businesses" }),
    });
    await expect(card).toContainText(/[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, 2:00 PM WAT/);
    await expect(card).toContainText("ZAMWE Office, Gusau");
    await expect(card).toContainText("Limited to 12 attendees");
    await expect(card).toContainText(/\d+ places? left/);
    await expect(card.getByRole("link", { name: /Add to calendar/ })).toHaveAttribute(
      "href",
      `/events/${seedId("event:bookkeeping")}.ics`,
    );
    await expect(card.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=Bookkeeping/,
    );
  });

  test("RSVP: a dialog with JavaScript, a page without; success message, form cleared", async ({
    page,
    visit,
    jsEnabled,
    expectAccessible,
  }) => {
    await visit("/events");
    const card = page.locator("main li", {
      has: page.getByRole("heading", { name: "Grants and Micro-loans Clinic" }),
    });
    await card.getByRole("link", { name: /RSVP Now/ }).click();
    const email = `rsvp.${jsEnabled ? "js" : "nojs"}@example.com`;
    if (jsEnabled) {
      const dialog = page.getByRole("dialog", { name: "RSVP for Grants and Micro-loans Clinic" });
      // (The dialog element is a zero-size wrapper of fixed layers: check what it shows.)
      await expect(
        dialog.getByRole("heading", { name: "RSVP for Grants and Micro-loans Clinic" }),
      ).toBeVisible();
      await expectAccessible();
      await dialog.getByLabel("Full Name").fill("Blessing Adeyemi");
      await dialog.getByLabel("Email", { exact: true }).fill(email);
      // Hold the request to see the submitting state.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/rsvp.data*", async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole("button", { name: "Confirm RSVP" }).click();
      await expect(dialog.getByRole("button", { name: "Confirming..." })).toBeDisabled();
      release();
      // Issue #37: her private link (her ticket) goes to her address, never onto the page.
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
      await expect(page.getByText(LINK_SENT)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      // Opening it again shows an empty form.
      await visit("/events");
      await card.getByRole("link", { name: /RSVP Now/ }).click();
      await expect(page.getByRole("dialog").getByLabel("Full Name")).toHaveValue("");
    } else {
      await expect(page).toHaveURL(new RegExp(`/events/${grants}/rsvp$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "RSVP for Grants and Micro-loans Clinic",
      );
      await expectAccessible();
      await page.getByLabel("Full Name").fill("Blessing Adeyemi");
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Confirm RSVP" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
      await expect(page.getByText(LINK_SENT)).toBeVisible();
    }
    // Her ticket is behind the link in her e-mail.
    await visit(await rsvpLinkMailedTo(email));
    await expect(page.getByText("Your place is confirmed")).toBeVisible();
  });

  // Issue #37: anyone may type any address, so the place's link goes to the address only, and a
  // repeated answer is answered as the first one was (its link sent again, no second place).
  test("a second RSVP with the same e-mail is answered like the first, its link sent to the address again, without a second place", async ({
    page,
    visit,
    jsEnabled,
  }) => {
    const email = `twice.${jsEnabled ? "js" : "nojs"}@example.com`;
    const answer = async (typed: string) => {
      await visit(`/events/${tradeFair}/rsvp`);
      await page.getByLabel("Full Name").fill("Chioma Nwosu");
      await page.getByLabel("Email", { exact: true }).fill(typed);
      await page.getByRole("button", { name: "Confirm RSVP" }).click();
      await expect(page).toHaveURL(/\/events$/);
      await expect(page.getByText("RSVP Confirmed!")).toBeVisible();
      await expect(page.getByText(LINK_SENT)).toBeVisible();
    };
    await answer(email);
    const link = await rsvpLinkMailedTo(email);
    expect(await rsvpMessagesTo(email)).toBe(1);
    await visit("/events");
    await expect(page.getByText("RSVP Confirmed!")).toHaveCount(0);
    await answer(`  ${email.toUpperCase()}`);
    expect(await rsvpMessagesTo(email)).toBe(2);
    expect(await rsvpLinkMailedTo(email)).toBe(link);
  });

  test("bad input gets messages and keeps what was typed", async ({ page, visit }) => {
    await visit(`/events/${tradeFair}/rsvp`);
    await page.getByLabel("Full Name").fill("Kemi");
    await page.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Confirm RSVP" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Kemi");
  });

  test("unknown and past events get a clear page, never a 500", async ({ page, visit }) => {
    await visit("/events/not-an-event/rsvp", { status: 404 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Event not found");
    await visit(`/events/${seedId("event:womens-day")}/rsvp`);
    await expect(page.getByText("This event has already taken place.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm RSVP" })).toHaveCount(0);
  });

  test("the calendar file downloads", async ({ request }) => {
    const response = await request.get(`/events/${tradeFair}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await response.text()).toContain("SUMMARY:ZAMWE Trade Fair & Market Day");
  });

  test("a full event shows 'Fully booked' and refuses more RSVPs", async ({
    page,
    visit,
    request,
    baseURL,
    jsEnabled,
  }) => {
    const id = seedId("event:bookkeeping"); // 12 places
    const rsvp = (n: number) =>
      request.post(`/events/${id}/rsvp`, {
        form: {
          fullName: `Filler ${n}`,
          email: `filler${n}.${jsEnabled ? "js" : "nojs"}@example.com`,
        },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
    // Fill the remaining places (the other project may already have done so).
    for (let n = 0; n < 12; n++) {
      const response = await rsvp(n);
      if (response.status() === 409) break;
      expect(response.status()).toBe(302);
    }
    const refused = await rsvp(99);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("This event is full");

    await visit("/events");
    const card = page.locator("main li", {
      has: page.getByRole("heading", { name: "Bookkeeping for Small Businesses" }),
    });
    await expect(card.getByText("Fully booked")).toBeVisible();
    await expect(card).toContainText("0 places left");
    await expect(card.getByRole("link", { name: /RSVP Now/ })).toHaveCount(0);
    await visit(`/events/${id}/rsvp`);
    await expect(page.getByText("Fully booked")).toBeVisible();
  });
});
