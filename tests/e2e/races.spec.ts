import { query } from "../../scripts/lib/local-db.mjs";
import { expect, test } from "./fixtures";

/** Reads or writes the e2e database the served worker uses (wrangler's local D1 on disk). */
const queryE2eDb = <T>(sql: string) =>
  query(sql, process.env.E2E_PERSIST_TO ?? ".wrangler/e2e-state") as T[];

const countOf = (sql: string) => queryE2eDb<{ n: number }>(sql)[0]!.n;

test.describe("races against the served worker", () => {
  test("30 simultaneous RSVPs for the last 10 places: exactly 10 confirmed", async ({
    request,
    baseURL,
    jsEnabled,
  }) => {
    // An event of this test's own, far in the future (it sorts after the seeded ones).
    const eventId = `race-${jsEnabled ? "js" : "nojs"}-${Date.now()}`;
    queryE2eDb(
      `INSERT INTO events (id, title, description, event_date, location, max_attendees) VALUES ('${eventId}', 'Race test', 'Ten places', ${Date.now() + 400 * 86_400_000}, 'Gusau', 10)`,
    );
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
    expect(countOf(`SELECT count(*) AS n FROM event_rsvps WHERE event_id = '${eventId}'`)).toBe(10);
  });

  test("a double-clicked or resubmitted application is stored once", async ({
    page,
    visit,
    request,
    baseURL,
  }) => {
    await visit("/join");
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    const fields = {
      fullName: "Double Click",
      phoneNumber: `0803 ${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
      contactAddress: "Gusau",
      nextOfKin: "Kin",
      businessName: "Twice Ltd",
      businessType: "Retail",
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
    expect(
      countOf(`SELECT count(*) AS n FROM join_applications WHERE idempotency_key = '${key}'`),
    ).toBe(1);
  });
});
