/**
 * Email Service's events (issue #40), inside workerd against a real D1: the Worker's queue
 * handler takes the sending domain's events (the `zamwe-email-events` queue, in Cloudflare's
 * documented shape) for e-mails really sent through Miniflare's Email Service. A hard bounce or
 * a complaint suppresses the address (nothing more goes to it), a soft bounce does not, an event
 * for a message we never sent changes nothing and logs no address; her dashboard says when her
 * address bounced, and she can have it tried again once she fixed it.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../server";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendMessage } from "../../app/messages/send.server";
import { channelTexts } from "../../app/i18n/channels";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import {
  action as messagesAction,
  loader as messagesLoader,
} from "../../app/routes/_member+/dashboard_.messages";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
let t: TestDatabase;

const all = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await t.db
      .prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

beforeAll(async () => {
  t = await createTestDatabase();
});

/** A notice really sent to `email` through Email Service: its row's id and provider id. */
async function sentTo(email: string, userId: string | null = null) {
  const key = `outbox-test:${crypto.randomUUID()}`;
  await sendMessage(t.env, {
    kind: "outbox-test",
    to: { email, language: "en", userId },
    data: { sentBy: "admin@zamwe.test" },
    key,
    origin: ORIGIN,
  });
  const [row] = await all<{ id: string }>("SELECT id FROM messages WHERE idempotency_key = ?", key);
  expect(await deliverMessage(t.env, row!.id)).toBe("sent");
  const [sent] = await all<{ id: string; provider_id: string }>(
    "SELECT id, provider_id FROM messages WHERE id = ?",
    row!.id,
  );
  expect(sent?.provider_id).toBeTruthy();
  return { id: sent!.id, providerId: sent!.provider_id };
}

/** An event as Email Service publishes it (its event subscription's message body). */
const event = (type: string, messageId: string, recipient: string, bounce?: "hard" | "soft") => ({
  type: `cf.email.sending.message.${type}`,
  source: { domain: "zamwe.test" },
  payload: {
    eventId: crypto.randomUUID(),
    messageId,
    sender: "noreply@zamwe.test",
    recipient,
    ...(bounce ? { bounce: { type: bounce, category: "mailbox" } } : {}),
  },
  metadata: { eventTimestamp: new Date().toISOString() },
});

/** The events handed to the Worker's queue handler, as the queue delivers them. */
async function receive(...bodies: unknown[]) {
  const batch = createMessageBatch("zamwe-email-events", [
    ...bodies.map((body, i) => ({ id: `e-${i}`, timestamp: new Date(), attempts: 1, body })),
  ]);
  const ctx = createExecutionContext();
  await worker.queue!(batch as MessageBatch<never>, t.env);
  return getQueueResult(batch, ctx);
}

const stateOf = async (id: string) =>
  (
    await all<{ status: string; last_error: string | null }>(
      "SELECT status, last_error FROM messages WHERE id = ?",
      id,
    )
  )[0];
const suppressionOf = async (email: string) =>
  (
    await all<{ reason: string }>(
      "SELECT reason FROM email_suppressions WHERE email = ?",
      email.toLowerCase(),
    )
  )[0]?.reason ?? null;

describe("events applied to the e-mails they name", () => {
  it("delivered: the Outbox says delivered", async () => {
    const sent = await sentTo("delivered@example.com");
    expect(
      (await receive(event("delivered", sent.providerId, "delivered@example.com"))).explicitAcks,
    ).toEqual(["e-0"]);
    expect((await stateOf(sent.id))?.status).toBe("delivered");
  });

  it("a hard bounce: bounced, the address suppressed, and the next message to it not sent", async () => {
    const sent = await sentTo("Nobody@Example.com");
    await receive(event("bounced", sent.providerId, "nobody@example.com", "hard"));
    expect(await stateOf(sent.id)).toEqual({
      status: "bounced",
      last_error: "Bounced: the address does not exist (hard bounce). It gets no more e-mail.",
    });
    expect(await suppressionOf("nobody@example.com")).toBe("bounced");
    expect(
      await sendMessage(t.env, {
        kind: "outbox-test",
        to: { email: "nobody@example.com", language: "en" },
        data: { sentBy: "admin@zamwe.test" },
        key: `outbox-test:${crypto.randomUUID()}`,
        origin: ORIGIN,
      }),
    ).toBe("suppressed");
  });

  it("a soft bounce: bounced, the address not suppressed (the next message tries again)", async () => {
    const sent = await sentTo("full@example.com");
    await receive(event("bounced", sent.providerId, "full@example.com", "soft"));
    expect((await stateOf(sent.id))?.status).toBe("bounced");
    expect(await suppressionOf("full@example.com")).toBeNull();
  });

  it("a complaint: the address suppressed, the message still delivered", async () => {
    const sent = await sentTo("angry@example.com");
    await receive(
      event("delivered", sent.providerId, "angry@example.com"),
      event("complained", sent.providerId, "angry@example.com"),
    );
    expect(await stateOf(sent.id)).toEqual({
      status: "delivered",
      last_error: "She marked it as spam. The address gets no more e-mail.",
    });
    expect(await suppressionOf("angry@example.com")).toBe("complained");
  });

  it("an unsubscribed address that bounces is suppressed for every message from then on", async () => {
    await t.db
      .prepare(
        "INSERT INTO email_suppressions (email, reason) VALUES ('left@example.com', 'unsubscribed')",
      )
      .run();
    const sent = await sentTo("left@example.com");
    await receive(event("bounced", sent.providerId, "left@example.com", "hard"));
    expect(await suppressionOf("left@example.com")).toBe("bounced");
  });

  it("a deferral, an unknown message or a body that is not an event: acknowledged, nothing changed, no address logged", async () => {
    const sent = await sentTo("later@example.com");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await receive(
      event("deferred", sent.providerId, "later@example.com"),
      event("bounced", "<not-ours@zamwe.test>", "stranger@example.com", "hard"),
      { hello: "world" },
      "not json at all",
    );
    expect(result.explicitAcks).toEqual(["e-0", "e-1", "e-2", "e-3"]);
    expect(result.retryMessages).toEqual([]);
    expect((await stateOf(sent.id))?.status).toBe("sent");
    expect(await suppressionOf("stranger@example.com")).toBeNull();
    const logged = JSON.stringify(warn.mock.calls);
    warn.mockRestore();
    expect(logged).toContain("<not-ours@zamwe.test>");
    expect(logged).not.toContain("stranger@example.com");
  });
});

describe("her address bounced", () => {
  let amina: SignedIn;
  beforeAll(async () => {
    amina = await signedInAccount(t, "amina.bounces@example.com");
  });
  const get = (route: (args: LoaderFunctionArgs) => unknown, path: string) =>
    settle(async () =>
      route(
        routeArgs({
          request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: amina.cookie } }),
          context: t.context,
          params: {},
        }),
      ),
    );
  const retry = (path = "/dashboard/messages") =>
    settle(() =>
      messagesAction(
        routeArgs({
          request: new Request(`${ORIGIN}${path}`, {
            method: "POST",
            headers: { Cookie: amina.cookie },
            body: new URLSearchParams({ intent: "retry-address" }),
          }),
          context: t.context,
          params: {},
        }),
      ),
    );

  it("her dashboard and How we reach you say so, in her language, and ask her to fix it", async () => {
    const before = (await get(dashboardLoader, "/dashboard")) as { bouncedNotice: unknown };
    expect(before.bouncedNotice).toBeNull();
    const sent = await sentTo(amina.email, amina.id);
    await receive(event("bounced", sent.providerId, amina.email, "hard"));
    const after = (await get(dashboardLoader, "/dashboard?lang=ha")) as {
      bouncedNotice: { bounced: unknown };
    };
    expect(after.bouncedNotice).toEqual({ bounced: channelTexts.ha.bounced });
    const page = (await get(messagesLoader, "/dashboard/messages")) as { bouncedEmail: string };
    expect(page.bouncedEmail).toBe(amina.email);
  });

  it("'try my address again' lifts the bounce of her own address, once", async () => {
    const lifted = (await retry()) as Response;
    expect(lifted.status).toBe(302);
    expect(await suppressionOf(amina.email)).toBeNull();
    expect(
      ((await get(dashboardLoader, "/dashboard")) as { bouncedNotice: unknown }).bouncedNotice,
    ).toBeNull();
    // Pressed again: nothing to lift.
    expect(((await retry()) as Response).status).toBe(302);
  });

  it("a complaint is hers to keep: the button does not lift it, and the dashboard does not nag", async () => {
    const sent = await sentTo(amina.email, amina.id);
    await receive(event("complained", sent.providerId, amina.email));
    expect(
      ((await get(dashboardLoader, "/dashboard")) as { bouncedNotice: unknown }).bouncedNotice,
    ).toBeNull();
    await retry();
    expect(await suppressionOf(amina.email)).toBe("complained");
  });
});
