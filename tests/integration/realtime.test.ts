// The live-update path against the real RealtimeHub Durable Object (workerd, in this test's own
// storage): the Worker's upgrade decides who may listen; an action's publish() reaches the sockets
// of its channels, and only those.
import { beforeAll, describe, expect, it } from "vitest";
import { announce, publish } from "../../app/realtime/publish.server";
import { handleRealtimeRequest } from "../../app/realtime/upgrade.server";
import { signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { getLoadContext } from "../../load-context";

let t: TestDatabase;
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "realtime-test-secret" } as Partial<Env>);
  admin = await signedInAccount(t, "realtime-admin@zamwe.test", { admin: true });
  member = await signedInAccount(t, "realtime-member@zamwe.test");
});

const ctx = { waitUntil: () => {} };

function upgrade(channel: string, cookie?: string) {
  const headers = new Headers({ Upgrade: "websocket" });
  if (cookie) headers.set("Cookie", cookie);
  return handleRealtimeRequest(
    new Request(`http://zamwe.test/realtime/${channel}`, { headers }),
    t.env,
    ctx,
  );
}

/** Opens the socket of an accepted upgrade and collects what the hub sends it. */
function listen(response: Response) {
  const socket = response.webSocket;
  if (!socket) throw new Error(`no WebSocket (status ${response.status})`);
  socket.accept();
  const received: unknown[] = [];
  const waiting: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    received.push(JSON.parse(String(event.data)));
    waiting.splice(0).forEach((wake) => wake());
  });
  return {
    received,
    /** Resolves once `count` messages have arrived. */
    until: async (count: number) => {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
    },
    close: () => socket.close(1000),
  };
}

describe("the realtime hub (a real Durable Object)", () => {
  it("refuses the admin channel to a member and to a visitor, and unknown channels", async () => {
    expect((await upgrade("admin", member.cookie)).status).toBe(401);
    expect((await upgrade("admin")).status).toBe(401);
    expect((await upgrade("everything", admin.cookie)).status).toBe(404);
  });

  it("delivers a published change to the sockets of its channels only", async () => {
    const adminSocket = listen(await upgrade("admin", admin.cookie));
    const eventsSocket = listen(await upgrade("events"));

    await publish(t.env, ["admin"], { type: "application", id: "app-1" });
    await publish(t.env, ["admin", "events"], { type: "rsvp", id: "event-1" });
    await adminSocket.until(2);
    await eventsSocket.until(1);

    expect(adminSocket.received).toEqual([
      { type: "application", id: "app-1" },
      { type: "rsvp", id: "event-1" },
    ]);
    expect(eventsSocket.received).toEqual([{ type: "rsvp", id: "event-1" }]);
    adminSocket.close();
    eventsSocket.close();
  });

  it("names the posting tab as the message's origin, and drops a header that is no tab id", async () => {
    const adminSocket = listen(await upgrade("admin", admin.cookie));
    const pending: Promise<unknown>[] = [];
    const context = getLoadContext({
      env: t.env,
      ctx: { waitUntil: (promise) => void pending.push(promise), passThroughOnException: () => {} },
    });
    const post = (tab: string) =>
      new Request("http://zamwe.test/admin", {
        method: "POST",
        headers: { "X-Realtime-Tab": tab },
      });

    announce(context, ["admin"], { type: "message", id: "m-1" }, post("0b6f3c1e-tab-1"));
    announce(context, ["admin"], { type: "message", id: "m-2" }, post("<script>"));
    announce(context, ["admin"], { type: "message", id: "m-3" });
    await Promise.all(pending);
    await adminSocket.until(3);

    // The three publishes run side by side (waitUntil): compare them in id order.
    const byId = (a: unknown, b: unknown) =>
      String((a as { id: string }).id).localeCompare(String((b as { id: string }).id));
    expect([...adminSocket.received].sort(byId)).toEqual([
      { type: "message", id: "m-1", origin: "0b6f3c1e-tab-1" },
      { type: "message", id: "m-2" },
      { type: "message", id: "m-3" },
    ]);
    adminSocket.close();
  });
});
