/**
 * Races (issue #8): many identical or competing requests at once, through the real actions and a
 * real local D1. The database statements decide who wins (capacity, idempotency key, "still
 * pending"), so the outcome is exact however the requests interleave — and nobody gets a 5xx.
 */
import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { action as applicationsAction } from "../../app/routes/admin+/_index";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { settle, signedInAccount, type SignedIn } from "../integration/support/accounts";
import { createTestDatabase, type TestDatabase } from "../integration/support/d1";
import { request, statusOf } from "../integration/support/http";
import { joinDetails } from "../integration/support/join";
import { securityReport } from "./support/report";
import { routeArgs } from "../support/route-args";

const report = securityReport("concurrency", (counts) => ({
  summary: `${counts.races ?? 0} races run, ${counts.requests ?? 0} parallel requests (${[
    "rsvp",
    "join",
    "decision",
  ]
    .map((race) => `${race} ${counts[`requests:${race}`] ?? 0}`)
    .join(", ")})`,
  checks: counts.requests ?? 0,
}));

/** Fires all the requests at once (none waits for another) and counts the race. */
async function race(name: string, calls: (() => Promise<unknown>)[]): Promise<unknown[]> {
  report.add("races");
  report.add("requests", calls.length);
  report.add(`requests:${name}`, calls.length);
  const answers = await Promise.all(calls.map((call) => settle(call)));
  // Never a server error, whoever lost.
  expect(answers.map(statusOf).filter((status) => status >= 500)).toEqual([]);
  return answers;
}

let t: TestDatabase;
let admins: SignedIn[];
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "concurrency-secret" } as Partial<Env>);
  // Two admins clicking in two browsers.
  admins = [
    await signedInAccount(t, "first-admin@zamwe.test", { admin: true }),
    await signedInAccount(t, "second-admin@zamwe.test", { admin: true }),
  ];
});

const count = async (query: string, ...binds: unknown[]) =>
  (await t.db
    .prepare(query)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const call =
  (
    action: (args: ActionFunctionArgs) => Promise<unknown>,
    path: string,
    fields: Record<string, string>,
    { cookie, params = {} }: { cookie?: string; params?: Record<string, string> } = {},
  ) =>
  () =>
    action(routeArgs({ request: request(path, { fields, cookie }), context: t.context, params }));
const toastOf = (answer: unknown) =>
  (answer as { data?: { toast?: { message: string; description?: string } } }).data?.toast;

describe("races", () => {
  it("50 simultaneous RSVPs for an event with 10 places: exactly 10 confirmed, 40 told it is full", async () => {
    const eventId = crypto.randomUUID();
    await t.db
      .prepare(
        "INSERT INTO events (id, title, description, event_date, location, max_attendees) VALUES (?, 'Small workshop', 'Ten places', ?, 'Gusau', 10)",
      )
      .bind(eventId, Date.now() + 7 * 86_400_000)
      .run();
    const answers = await race(
      "rsvp",
      Array.from({ length: 50 }, (_, i) =>
        call(
          rsvpAction,
          `/events/${eventId}/rsvp`,
          { fullName: `Racer ${i}`, email: `racer${i}@example.com` },
          { params: { id: eventId } },
        ),
      ),
    );
    const confirmed = answers.filter((a) => a instanceof Response && a.status === 302);
    const full = answers.filter((a) => toastOf(a)?.message === "This event is full");
    expect(confirmed).toHaveLength(10);
    expect(full).toHaveLength(40);
    expect(await count("SELECT count(*) AS n FROM event_rsvps WHERE event_id = ?", eventId)).toBe(
      10,
    );
    // The ten rows are ten different people: no one was stored twice.
    expect(
      await count(
        "SELECT count(DISTINCT lower(email)) AS n FROM event_rsvps WHERE event_id = ?",
        eventId,
      ),
    ).toBe(10);
  });

  it("20 identical simultaneous application submits store exactly one application", async () => {
    const key = crypto.randomUUID();
    const fields = { ...joinDetails(key), paymentReference: "ZW-QQQQQ", intent: "submit" };
    const answers = await race(
      "join",
      Array.from({ length: 20 }, () => call(joinAction, "/join", fields)),
    );
    // Every click lands on the same confirmation page.
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("Location")).toBe(`/join/submitted/${key}`);
    }
    expect(
      await count("SELECT count(*) AS n FROM join_applications WHERE idempotency_key = ?", key),
    ).toBe(1);
    expect(
      await count(
        "SELECT count(*) AS n FROM join_applications WHERE payment_reference = 'ZW-QQQQQ'",
      ),
    ).toBe(1);
  });

  it("20 simultaneous approve/reject clicks by two admins on one application: one decision, one audit entry", async () => {
    const id = crypto.randomUUID();
    await t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
           business_name, business_type, why_join, membership_plan, payment_reference, idempotency_key)
         VALUES (?, 'Contested Applicant', '+2348061234699', 'Gusau', 'Kin', 'Contested Ltd', 'Trade',
           'Why not', 'starter', 'ZW-RACEX', ?)`,
      )
      .bind(id, crypto.randomUUID())
      .run();
    const answers = await race(
      "decision",
      Array.from({ length: 20 }, (_, i) =>
        call(
          applicationsAction,
          "/admin?index",
          { intent: i % 2 === 0 ? "approve" : "reject", id },
          { cookie: admins[i % admins.length]!.cookie },
        ),
      ),
    );
    const decided = answers.filter((a) => a instanceof Response && a.status === 302);
    const refused = answers.filter(
      (a) =>
        statusOf(a) === 409 && toastOf(a)?.description === "This application was already reviewed.",
    );
    expect(decided).toHaveLength(1);
    expect(refused).toHaveLength(19);
    const row = await t.db
      .prepare("SELECT status, reviewed_by, reviewed_at FROM join_applications WHERE id = ?")
      .bind(id)
      .first<{ status: string; reviewed_by: string; reviewed_at: number }>();
    expect(["approved", "rejected"]).toContain(row!.status);
    expect(admins.map((a) => a.id)).toContain(row!.reviewed_by);
    expect(row!.reviewed_at).toBeGreaterThan(0);
    const audit = (
      await t.db
        .prepare("SELECT actor_id, action, after FROM audit_log WHERE subject_id = ?")
        .bind(id)
        .all<{ actor_id: string; action: string; after: string }>()
    ).results;
    // The one entry agrees with the stored decision and its author.
    expect(audit).toEqual([
      {
        actor_id: row!.reviewed_by,
        action: row!.status === "approved" ? "application.approve" : "application.reject",
        after: JSON.stringify({ status: row!.status }),
      },
    ]);
  });
});
