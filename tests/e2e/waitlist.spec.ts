import { expect, test } from "./fixtures";
import { eventsTexts } from "../../app/i18n/events";
import { createEventAsAdmin, rsvpLinkMailedTo } from "./support/events";
import { uniqueName } from "./support/people";

// Issue #29 in a browser, JavaScript on and off: the rules (races, expiry, limits, reminders)
// are tested in workerd (tests/integration/event-waitlist.test.ts); here, what she sees and does.
test.describe("the waitlist and her private link", () => {
  test("join the waitlist of a full event, be offered the place another cancels from her link, confirm it; her ticket", async ({
    page,
    visit,
    request,
    baseURL,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(90_000);
    const mode = jsEnabled ? "js" : "nojs";
    // An event of this test's own with one place.
    const eventId = await createEventAsAdmin(page, {
      title: uniqueName(testInfo, "Waitlist workshop"),
      description: "One place",
      date: "2032-03-03",
      location: "Gusau Hall",
      places: 1,
    });
    await page.context().clearCookies();

    // Ada takes the one place; her private link is in her e-mail (issue #37).
    const adaEmail = `ada.${mode}@example.com`;
    const ada = await request.post(`/events/${eventId}/rsvp`, {
      form: { fullName: "Ada Bello", email: adaEmail },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(ada.status()).toBe(302);
    expect(ada.headers()["location"]).toBe("/events");
    const adaLink = await rsvpLinkMailedTo(adaEmail);

    // The event is full: the form offers the waitlist; her link shows her place in line.
    await visit(`/events/${eventId}/rsvp`);
    await expect(page.getByText("Fully booked")).toBeVisible();
    const zainabEmail = `zainab.${mode}@example.com`;
    await page.getByLabel("Full Name").fill("Zainab Musa");
    await page.getByLabel("Email", { exact: true }).fill(zainabEmail);
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByText("You are on the waitlist")).toBeVisible();
    await expect(page.getByText(eventsTexts.en.toasts.linkSentDescription)).toBeVisible();
    const herLink = await rsvpLinkMailedTo(zainabEmail);
    await visit(herLink);
    await expect(page.getByRole("heading", { name: "You are on the waitlist" })).toBeVisible();
    await expect(page.getByText("You are number 1 in line.")).toBeVisible();
    // She has no place yet: she can leave the line, not "cancel my place" (issue #38).
    await expect(page.getByRole("link", { name: "Leave the waitlist" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cancel my place" })).toHaveCount(0);

    // Ada cancels from her link: the place is offered to Zainab at once.
    // Her own place: asked once more (issue #38), on the page, without JavaScript too.
    await visit(adaLink);
    await page.getByRole("link", { name: "Cancel my place" }).click();
    await expect(
      page.getByText("Cancel your place? It goes to the next person on the waitlist"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Keep my place" }).click();
    await expect(page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();
    await page.getByRole("link", { name: "Cancel my place" }).click();
    await page.getByRole("button", { name: "Yes, cancel my place" }).click();
    await expect(page.getByRole("heading", { name: "Your place is cancelled" })).toBeVisible();

    // Her page (loaded afresh: the axe check, and no script at all) offers it; she confirms.
    await visit(herLink);
    expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
    await expect(page.getByRole("heading", { name: "A place is free for you" })).toBeVisible();
    await expect(
      page.getByText(/Confirm it by .+ WAT, or it goes to the next person/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Confirm my place" }).click();
    await expect(page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of your ticket code" })).toBeVisible();
    await expect(page.getByText("Zainab Musa")).toBeVisible();
    await expect(page.getByText("Gusau Hall")).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `${herLink}/calendar.ics`,
    );
    // A guessed code is a page of the site saying so.
    await visit(`/rsvp/${"0".repeat(32)}`, { status: 404 });
    await expect(page.getByRole("heading", { name: "RSVP not found" })).toBeVisible();
    // The ticket, loaded afresh once more, passes axe too (a confirmed ticket is another page).
    await visit(`${herLink}?lang=ha`);
    await expect(page.getByRole("heading", { name: "An tabbatar da gurbinku" })).toBeVisible();
  });
});
