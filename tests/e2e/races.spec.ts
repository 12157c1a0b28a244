import { expect, test } from "./fixtures";
import { createEventAsAdmin } from "./support/events";
import { signInAsAdmin, uniqueName } from "./support/people";

// What was stored is read back through the admin area of the served worker, never by opening its
// SQLite file from a second process: that one would meet the server's writes as SQLITE_BUSY.

test.describe("races against the served worker", () => {
  test("30 simultaneous RSVPs for the last 10 places: exactly 10 confirmed", async ({
    page,
    request,
    baseURL,
    jsEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    // An event of this test's own, far in the future (it sorts after the seeded ones).
    const eventId = await createEventAsAdmin(page, {
      title: uniqueName(testInfo, "Race test"),
      description: "Ten places",
      date: "2031-06-01",
      location: "Gusau",
      places: 10,
    });

    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request.post(`/events/${eventId}/rsvp`, {
          form: {
            fullName: `Racer ${i}`,
            email: `race${i}.${jsEnabled ? "js" : "nojs"}@example.com`,
          },
          // Thirty different people (the forms are rate-limited per client address).
          headers: { Origin: baseURL!, "CF-Connecting-IP": `203.0.113.${i + 1}` },
          maxRedirects: 0,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status());
    expect(statuses.filter((s) => s === 302)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    // The admin's CSV of the event: a header and exactly ten people.
    const csv = await page.request.get(`/admin/events/${eventId}/rsvps.csv`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.body()).toString("utf8").slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(11);
  });

  test("a double-clicked or resubmitted application is stored once", async ({
    page,
    visit,
    request,
    baseURL,
  }, testInfo) => {
    await visit("/join");
    const fullName = uniqueName(testInfo, "Double Click");
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const fields = {
      fullName,
      phoneNumber: `0803 ${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      contactAddress: "Gusau",
      nextOfKin: "Kin",
      businessName: "Twice Ltd",
      businessType: "retail",
      whyJoin: "Testing",
      membershipPlan: "starter",
      idempotencyKey: key,
      // A fresh reference per run (a retry must not reuse one already stored).
      paymentReference: `ZW-${Array.from({ length: 5 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[Math.floor(Math.random() * 32)]).join("")}`,
      intent: "submit",
    };
    // Twenty identical submissions at once (a double click, a refresh, a flaky network).
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request.post("/join", { form: fields, headers: { Origin: baseURL! }, maxRedirects: 0 }),
      ),
    );
    // Each answer is the confirmation — or, past the rate limit for one phone number, a 429.
    const confirmed = responses.filter((response) => response.status() === 302);
    expect(confirmed.length).toBeGreaterThan(0);
    for (const response of confirmed) {
      expect(response.headers()["location"]).toBe(`/join/submitted/${key}`);
    }
    expect(
      responses.every((response) => response.status() === 302 || response.status() === 429),
    ).toBe(true);
    // The admin finds one application under her name.
    await signInAsAdmin(page, `/admin?q=${encodeURIComponent(fullName)}`);
    await expect(page.locator("li[data-application]", { hasText: fullName })).toHaveCount(1);
  });
});
