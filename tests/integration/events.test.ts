import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { loader as eventsLoader } from "../../app/routes/_public+/events._index";
import {
  action as rsvpAction,
  loader as rsvpLoader,
} from "../../app/routes/_public+/events.$id.rsvp";
import { loader as calendarLoader } from "../../app/routes/_public+/events.$eventFile";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const rsvp = (eventId: string, fields: Record<string, string>) =>
  rsvpAction(
    routeArgs({
      request: new Request(`http://zamwe.test/events/${eventId}/rsvp`, {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: t.context,
      params: { id: eventId },
    }),
  ) as Promise<unknown>;
const count = async (eventId: string) =>
  (
    await t.db
      .prepare("SELECT count(*) AS n FROM event_rsvps WHERE event_id = ?")
      .bind(eventId)
      .first<{ n: number }>()
  )?.n;
const toastOf = (result: unknown) =>
  (result as { data?: { toast?: { message: string } } }).data?.toast?.message;

describe("/events", () => {
  it("lists upcoming events only, soonest first, with places left", async () => {
    const { events } = await eventsLoader(
      routeArgs({
        request: new Request("http://zamwe.test/events"),
        context: t.context,
        params: {},
      }),
    );
    expect(events.map((e) => e.title)).toEqual([
      "ZAMWE Trade Fair & Market Day",
      "Bookkeeping for Small Businesses",
      "Selling on WhatsApp and Instagram",
      "Grants and Micro-loans Clinic",
    ]);
    const bookkeeping = events[1]!;
    expect(bookkeeping.maxAttendees).toBe(12);
    expect(bookkeeping.placesLeft).toBe(12 - 9);
    expect(bookkeeping.when).toMatch(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, 2:00 PM WAT$/);
    expect(events[0]!.placesLeft).toBeNull();
  });
});

// 50 simultaneous RSVPs for 10 places: tests/security/concurrency.test.ts.
describe("RSVP", () => {
  const open = seedId("event:trade-fair");

  // Issue #29: every RSVP has a private link, /rsvp/{code}. Anyone may type any address, so with
  // e-mail on (here) the link goes to the address only (issue #37), for a new answer and a
  // repeat alike; without e-mail only a new address's first answer is shown it
  // (tests/integration/event-waitlist.test.ts).
  it("confirms onto the list with her link in her e-mail, then confirms the same e-mail in another case again (no second row)", async () => {
    const response = (await rsvp(open, {
      fullName: "Ngozi Eze",
      email: "ngozi@example.com",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events");
    const again = (await rsvp(open, {
      fullName: "Ngozi Eze",
      email: " NGOZI@example.com",
    })) as Response;
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/events");
    expect(await count(open)).toBe(1);
  });

  it("refuses bad input with field messages and stores nothing", async () => {
    const result = (await rsvp(open, { fullName: "", email: "x" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.data.result.error).toMatchObject({
      fullName: ["Please enter your full name."],
      email: ["Please enter a valid email address."],
    });
    expect(await count(open)).toBe(1);
  });

  it("refuses past and unknown events with a clear message", async () => {
    const past = seedId("event:womens-day");
    expect(toastOf(await rsvp(past, { fullName: "A", email: "a@example.com" }))).toBe(
      "This event has already taken place",
    );
    expect(toastOf(await rsvp("no-such-event", { fullName: "A", email: "a@example.com" }))).toBe(
      "This event no longer exists",
    );
    await expect(
      rsvpLoader(
        routeArgs({ request: new Request("http://x"), context: t.context, params: { id: "nope" } }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("Add to calendar", () => {
  it("serves a valid iCalendar file with the UTC time", async () => {
    const id = seedId("event:bookkeeping");
    const response = await calendarLoader(
      routeArgs({
        request: new Request(`http://zamwe.test/events/${id}.ics`),
        context: t.context,
        params: { eventFile: `${id}.ics` },
      }),
    );
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toMatch(/\r\nDTSTART:\d{8}T130000Z\r\n/); // 2:00 PM WAT = 13:00 UTC
    expect(text).toContain("SUMMARY:Bookkeeping for Small Businesses");
    expect(text).toContain("DESCRIPTION:A hands-on workshop on simple record keeping\\, pricing");
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    // RFC 5545 counts octets (app/utils/icalendar.test.ts folds Hausa and emoji).
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it("answers 404 for anything else", async () => {
    await expect(
      calendarLoader(
        routeArgs({
          request: new Request("http://x"),
          context: t.context,
          params: { eventFile: "nope.ics" },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      calendarLoader(
        routeArgs({
          request: new Request("http://x"),
          context: t.context,
          params: { eventFile: "x" },
        }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
