import { expect, test } from "./fixtures";
import { applyToJoin, sendContactMessage, signInAsAdmin, uniqueName } from "./support/people";

test.describe("/admin", () => {
  test("Applications: find one, approve it once, record the payment; reject another", async ({
    page,
    browser,
    visit,
  }, testInfo) => {
    test.setTimeout(120_000);
    const visitor = await browser.newContext();
    const first = uniqueName(testInfo, "Zainab");
    const second = uniqueName(testInfo, "Hadiza");
    const visitorPage = await visitor.newPage();
    const phone = await applyToJoin(visitorPage, first);
    await applyToJoin(visitorPage, second);
    await visitor.close();

    await signInAsAdmin(page);
    await visit(`/admin?q=${encodeURIComponent(first)}`);
    for (const counter of ["Total Applications", "Pending", "Total Messages", "Unread Messages"]) {
      await expect(page.locator(`[data-counter="${counter}"]`)).toHaveText(/^\d+$/);
    }
    const card = page.locator("li[data-application]", { hasText: first });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("pending", { exact: true })).toBeVisible();
    await expect(card.getByText(`${first} Ventures · Other: Tailoring`)).toBeVisible();
    await expect(card.getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      `https://wa.me/${phone.slice(1)}`,
    );
    await expect(card.getByText(/Submitted (just now|\d+ minutes? ago)/)).toBeVisible();
    await card.getByRole("button", { name: `Approve ${first}` }).click();
    await expect(page.getByText("Status updated")).toBeVisible();
    await expect(page.getByText("Application marked as approved")).toBeVisible();
    await expect(card.getByText("approved", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: `Approve ${first}` })).toBeDisabled();
    await expect(card.getByRole("button", { name: `Reject ${first}` })).toBeDisabled();

    // A second decision (a stale tab, a replayed form) is refused and changes nothing.
    const id = await card.getAttribute("data-application");
    const replay = await page.request.post("/admin?index", {
      form: { intent: "reject", id: id! },
    });
    expect(replay.status()).toBe(409);
    await page.reload();
    await expect(card.getByText("approved", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: `Payment confirmed for ${first}` }).click();
    await expect(page.getByText("The bank transfer is recorded as received.")).toBeVisible();
    await expect(
      card.getByText("Bank transfer, confirmed by an administrator", { exact: true }),
    ).toBeVisible();

    // The decision is in the audit log, with who made it.
    await visit("/admin/audit");
    await expect(page.locator('tr[data-audit="application.approve"]').first()).toContainText(
      "status: pending",
    );

    // The approved member is now in the public directory.
    await page.goto(`/members?q=${encodeURIComponent(first)}`);
    await expect(page.getByRole("heading", { name: first })).toBeVisible();

    await page.goto(`/admin?status=pending&q=${encodeURIComponent(second)}`);
    const other = page.locator("li[data-application]", { hasText: second });
    await other.getByRole("button", { name: `Reject ${second}` }).click();
    await expect(page.getByText("Application marked as rejected")).toBeVisible();
    // Filtered on pending, the rejected one has left the list.
    await expect(other).toHaveCount(0);
    await page.goto(`/admin?status=rejected&q=${encodeURIComponent(second)}`);
    await expect(other.getByText("rejected", { exact: true })).toBeVisible();
  });

  test("Messages: a new message is marked New until the admin opens it", async ({
    page,
    browser,
    visit,
  }, testInfo) => {
    const name = uniqueName(testInfo, "Maryam");
    const visitor = await browser.newContext();
    await sendContactMessage(await visitor.newPage(), name, `Hello from ${name}.\nSecond line.`);
    await visitor.close();

    await signInAsAdmin(page);
    await visit("/admin/messages");
    const message = page.locator("li[data-message]", { hasText: name });
    await expect(message.getByText("New", { exact: true })).toBeVisible();
    await expect(message.getByText("visitor.e2e@example.com")).toBeVisible();
    await expect(message.getByText(`Hello from ${name}.`)).toBeVisible();
    await message.getByRole("button", { name: `Mark the message from ${name} as read` }).click();
    await expect(page.getByText("Message marked as read")).toBeVisible();
    await expect(message.getByText("New", { exact: true })).toHaveCount(0);
  });

  test("Events: create, RSVPs with places left and CSV, edit, delete after confirmation", async ({
    page,
    browser,
    visit,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = uniqueName(testInfo, "Soap Making Workshop");
    await signInAsAdmin(page);
    await visit("/admin/events");

    // Bad input: a message by the field, nothing created.
    await page.locator("#new-event").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText("Please enter a title.")).toBeVisible();

    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Description", { exact: true })
      .fill("Learn to make and sell liquid soap.");
    await page.getByLabel("Date").fill("2030-03-14");
    await page.getByLabel("Time (WAT)").fill("10:30");
    await page.getByLabel("Location").fill("ZAMWE Hall, Gusau");
    await page.getByLabel(/Max attendees/).fill("2");
    await page.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText("Event created")).toBeVisible();
    await page.getByRole("link", { name: title }).click();
    await page.waitForURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    const eventUrl = page.url();
    const eventId = eventUrl.split("/").pop()!;

    // Two RSVPs from visitors, one with a name that would be a formula in Excel. After the
    // first, the admin's list counts one place left, in the singular (issue #50).
    const visitor = await browser.newContext();
    for (const [fullName, email, placesLeft] of [
      ["Aisha Musa", "aisha.rsvp@example.com", "1 RSVP · 1 place left"],
      ['=HYPERLINK("x","click")', "formula.rsvp@example.com", "2 RSVPs · 0 places left"],
    ]) {
      const response = await visitor.request.post(`/events/${eventId}/rsvp`, {
        form: { fullName: fullName!, email: email! },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(302);
      await visit("/admin/events");
      await expect(
        page.getByRole("listitem").filter({ hasText: title }).getByText(placesLeft!),
      ).toBeVisible();
    }
    const publicEvents = await visitor.newPage();
    await publicEvents.goto("/events");
    await expect(publicEvents.getByRole("heading", { name: title })).toBeVisible();
    await visitor.close();

    await visit(eventUrl);
    await expect(page.getByRole("heading", { name: "RSVPs (2)" })).toBeVisible();
    await expect(page.getByText("0 places left of 2.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Aisha Musa", exact: true })).toBeVisible();
    await expect(page.getByLabel("Time (WAT)")).toHaveValue("10:30");
    await expect(page.getByLabel("Date")).toHaveValue("2030-03-14");

    const csv = await page.request.get(`/admin/events/${eventId}/rsvps.csv`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = (await csv.body()).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Full Name,Email,Phone,RSVP At,Status,Checked In At");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"",""click"")"`);

    await page.getByLabel("Title", { exact: true }).fill(`${title} (moved)`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Event updated")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit: ${title} (moved)` })).toBeVisible();

    await page.getByRole("link", { name: "Delete this event" }).click();
    await expect(page.getByText("2 people have RSVPed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "download the RSVPs as CSV" })).toHaveAttribute(
      "href",
      `/admin/events/${eventId}/rsvps.csv`,
    );
    await page.getByRole("button", { name: "Delete event" }).click();
    await expect(page.getByText("Event deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: `${title} (moved)` })).toHaveCount(0);
    await page.goto("/events");
    await expect(page.getByRole("heading", { name: `${title} (moved)` })).toHaveCount(0);
  });
});
