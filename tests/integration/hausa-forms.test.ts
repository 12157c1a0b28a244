// The public forms' own messages in the page's language (issue 20, task 20-B): an action posted
// from a Hausa page (`?lang=ha`, forms post to their own address) answers in Hausa and redirects
// to Hausa pages; loaders send their texts in one language; the .ics adds its texts in Hausa.
import { beforeAll, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { joinTexts } from "../../app/i18n/join";
import { eventsTexts } from "../../app/i18n/events";
import { newsletterTexts } from "../../app/i18n/newsletter";
import { directoryTexts } from "../../app/i18n/directory";
import { validationTexts } from "../../app/i18n/validation";
import { action as contactAction } from "../../app/routes/_public+/contact";
import { action as newsletterAction } from "../../app/routes/_public+/newsletter";
import { action as joinAction, loader as joinLoader } from "../../app/routes/_public+/join._index";
import { loader as eventsLoader } from "../../app/routes/_public+/events._index";
import {
  action as rsvpAction,
  loader as rsvpLoader,
} from "../../app/routes/_public+/events.$id.rsvp";
import { loader as calendarLoader } from "../../app/routes/_public+/events.$eventFile";
import { loader as membersLoader } from "../../app/routes/_public+/members._index";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { flashOf } from "./support/realtime";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://zamwe.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
const get = (path: string) => new Request(`http://zamwe.test${path}`);
type Answer = { data?: { toast?: { message: string; description?: string } } };
const toastOf = (result: unknown) => (result as Answer).data?.toast;

describe("actions posted from a Hausa page", () => {
  it("contact: the success redirect stays Hausa; a validation message is Hausa", async () => {
    const sent = (await contactAction(
      routeArgs({
        request: post("/contact?lang=ha", {
          name: "Amina Lawal",
          email: "amina.ha@example.com",
          message: "Sannu",
        }),
        context: t.context,
        params: {},
      }),
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe("/contact?lang=ha");

    const invalid = (await contactAction(
      routeArgs({
        request: post("/contact?lang=ha", { name: "Amina", email: "x", message: "Sannu" }),
        context: t.context,
        params: {},
      }),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(invalid.data.result.error.email).toEqual([validationTexts.ha.email.invalid]);
  });

  it("newsletter: the success page in Hausa, for a new and a listed address alike", async () => {
    const fields = { email: "reader.ha@example.com" };
    for (const attempt of ["new", "listed"]) {
      const answer = (await newsletterAction(
        routeArgs({
          request: post("/newsletter?lang=ha", fields),
          context: t.context,
          params: {},
        }),
      )) as Response;
      expect(answer.headers.get("Location"), attempt).toBe("/newsletter?subscribed=1&lang=ha");
      expect(await flashOf(t, answer), attempt).toEqual({
        type: "success",
        message: newsletterTexts.ha.toasts.subscribed,
        description: newsletterTexts.ha.toasts.subscribedDescription,
      });
    }
  });

  it("join: the plan's message in Hausa; the English page keeps the spec's text", async () => {
    const details = {
      intent: "continue",
      fullName: "Rabi Sani",
      phoneNumber: "0803 555 1212",
      contactAddress: "Gusau",
      nextOfKin: "Musa",
      businessName: "Rabi Spices",
      businessType: "food_processing",
      whyJoin: "To grow",
      membershipPlan: "gold",
      idempotencyKey: crypto.randomUUID(),
    };
    const hausa = await joinAction(
      routeArgs({
        request: post("/join?index&lang=ha", details),
        context: t.context,
        params: {},
      }),
    );
    expect(toastOf(hausa)?.message).toBe(validationTexts.ha.join.plan);
    const english = await joinAction(
      routeArgs({
        request: post("/join?index", details),
        context: t.context,
        params: {},
      }),
    );
    expect(toastOf(english)?.message).toBe("Please select a membership plan");
  });

  // Issue #29: the confirmation is her private page (her ticket), in Hausa.
  it("RSVP: a refusal in Hausa (409), and the confirmation redirects to the Hausa list (her link is in her e-mail)", async () => {
    const past = seedId("event:womens-day");
    const refused = (await rsvpAction(
      routeArgs({
        request: post(`/events/${past}/rsvp?lang=ha`, { fullName: "A", email: "a@example.com" }),
        context: t.context,
        params: { id: past },
      }),
    )) as Answer & { init?: { status?: number } };
    expect(toastOf(refused)?.message).toBe(eventsTexts.ha.toasts.past);
    expect(refused.init?.status).toBe(409);

    const open = seedId("event:trade-fair");
    const confirmed = (await rsvpAction(
      routeArgs({
        request: post(`/events/${open}/rsvp?lang=ha`, {
          fullName: "Ngozi",
          email: "ngozi.ha@example.com",
        }),
        context: t.context,
        params: { id: open },
      }),
    )) as Response;
    expect(confirmed.headers.get("Location")).toBe("/events?lang=ha");
  });
});

describe("loaders of a Hausa page", () => {
  it("send their texts in Hausa only, and Hausa dates", async () => {
    const join = joinLoader(
      routeArgs({ request: get("/join?lang=ha"), context: t.context, params: {} }),
    );
    expect(join.texts).toEqual(joinTexts.ha);
    const events = await eventsLoader(
      routeArgs({
        request: get("/events?lang=ha"),
        context: t.context,
        params: {},
      }),
    );
    expect(events.texts).toEqual(eventsTexts.ha);
    expect(events.events[0]!.when).toMatch(
      /^(Lahadi|Litinin|Talata|Laraba|Alhamis|Jummaʼa|Asabar), \d{1,2} \p{L}+ \d{4}, \d{2}:\d{2} WAT$/u,
    );
    expect(events.events[0]!.shareText).toContain("Tabbatar da zuwa: http://zamwe.test/events/");
    const members = await membersLoader(
      routeArgs({
        request: get("/members?lang=ha&q=textiles"),
        context: t.context,
        params: {},
      }),
    );
    expect(members.texts).toEqual(directoryTexts.ha);
  });

  it("an unknown event's 404 carries its Hausa texts for the error screen", async () => {
    const thrown = await rsvpLoader(
      routeArgs({
        request: get("/events/nope/rsvp?lang=ha"),
        context: t.context,
        params: { id: "nope" },
      }),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).json()).toEqual({ notFound: eventsTexts.ha.notFound });
  });

  it("the .ics from a Hausa page: its RSVP line and URL in Hausa", async () => {
    const id = seedId("event:bookkeeping");
    const response = await calendarLoader(
      routeArgs({
        request: get(`/events/${id}.ics?lang=ha`),
        context: t.context,
        params: { eventFile: `${id}.ics` },
      }),
    );
    const text = (await response.text()).replace(/\r\n /g, "");
    expect(text).toContain(
      `\\n\\nTabbatar da zuwa: http://zamwe.test/events/${id}/rsvp?lang=ha\r\n`,
    );
    expect(text).toContain(`URL:http://zamwe.test/events/${id}/rsvp?lang=ha\r\n`);
  });
});
