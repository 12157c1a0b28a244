import { beforeAll, describe, expect, it, vi } from "vitest";
import { action as newsletterAction } from "../../app/routes/_public+/newsletter";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { unavailable } from "../security/support/faults";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

/** A D1 binding that fails every query, as D1 does when it is unavailable. */
let t: TestDatabase;
let broken: TestDatabase["context"];
beforeAll(async () => {
  t = await createTestDatabase();
  const failing = unavailable(t.db);
  broken = {
    ...t.context,
    cloudflare: { ...t.context.cloudflare, env: { ...t.env, DB: failing } },
  };
});

const post = (path: string, fields: Record<string, string>) => ({
  request: new Request(`http://zamwe.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  }),
  context: broken,
  params: { id: "any-event" },
});
type WithToast = {
  data: { toast?: { message: string; description?: string } };
  init?: { status: number };
};

describe("a write that fails gets the spec's failure message, never a 500", () => {
  it.each([
    [
      "newsletter",
      () => newsletterAction(routeArgs(post("/newsletter", { email: "a@example.com" }))),
      { message: "Subscription failed", description: "Please try again later." },
    ],
    [
      "RSVP",
      () =>
        rsvpAction(
          routeArgs(post("/events/any-event/rsvp", { fullName: "A", email: "a@example.com" })),
        ),
      { message: "RSVP Failed", description: "Please try again later." },
    ],
    [
      "application",
      () =>
        joinAction(
          routeArgs(
            post("/join", {
              fullName: "A",
              phoneNumber: "08031234567",
              contactAddress: "Gusau",
              nextOfKin: "K",
              businessName: "B",
              businessType: "retail",
              whyJoin: "W",
              membershipPlan: "starter",
              idempotencyKey: crypto.randomUUID(),
              paymentReference: "ZW-ABCDE",
              intent: "submit",
            }),
          ),
        ),
      { message: "Submission failed", description: "Please try again later" },
    ],
  ])("%s", async (_form, submit, expected) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = (await submit()) as unknown as WithToast;
    expect(result.init?.status).toBe(503);
    expect(result.data.toast).toMatchObject(expected);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
