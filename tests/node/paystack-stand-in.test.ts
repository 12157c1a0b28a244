/**
 * The Paystack stand-in's HTTP contract (scripts/paystack-stand-in.mjs, ADR 0038), in Node,
 * where a test can receive its webhooks: the checkout page, Pay and Cancel, the signed webhook
 * delivered twice and retried after a failure, and Paystack's documented refusals. The client's
 * side of the same contract runs in workerd (tests/integration/paystack-client.test.ts).
 */
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaystackStandIn, DEFAULT_SECRET } from "../../scripts/paystack-stand-in.mjs";

type Received = { path: string; signature: string | undefined; body: string };

/** The site's side: records each webhook, and answers 500 to the first one (to be retried). */
const received: Received[] = [];
let failNext = 1;
const site = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({
      path: request.url ?? "",
      signature: request.headers["x-paystack-signature"] as string | undefined,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    response.writeHead(failNext-- > 0 ? 500 : 200).end();
  });
});
const standIn = createPaystackStandIn();
let api = "";
let siteUrl = "";

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
beforeAll(async () => {
  [api, siteUrl] = await Promise.all([listen(standIn.server), listen(site)]);
});
afterAll(() => {
  standIn.server.closeAllConnections();
  standIn.server.close();
  site.close();
});

const auth = { Authorization: `Bearer ${DEFAULT_SECRET}`, "Content-Type": "application/json" };

async function initialize(body: Record<string, unknown>, headers: Record<string, string> = auth) {
  const response = await fetch(`${api}/transaction/initialize`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

let serial = 0;
async function checkout(metadata?: Record<string, string>) {
  const reference = `ZW-NODE${++serial}`;
  const { json } = await initialize({
    email: "amina@example.com",
    amount: 500_000,
    reference,
    callback_url: `${siteUrl}/payments/paystack/callback?lang=ha`,
    metadata,
  });
  const data = json.data as { authorization_url: string };
  return { reference, checkoutUrl: data.authorization_url };
}

describe("the checkout page", () => {
  it("shows the amount in naira and two labelled buttons that post without JavaScript", async () => {
    const { checkoutUrl } = await checkout();
    const response = await fetch(checkoutUrl);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Pay ₦5,000 · /);
    expect(html).toContain("<h1>Pay ₦5,000</h1>");
    const path = new URL(checkoutUrl).pathname;
    expect(html).toContain(
      `<form method="post" action="${path}/pay"><button type="submit">Pay</button>`,
    );
    expect(html).toMatch(new RegExp(`action="${path}/cancel"><button type="submit"[^>]*>Cancel<`));
    expect(html).not.toContain("<script");
  });

  it("Pay: back to the callback with the reference, then charge.success twice, signed, retried", async () => {
    const { reference, checkoutUrl } = await checkout();
    const paid = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toBe(
      `${siteUrl}/payments/paystack/callback?lang=ha&trxref=${reference}&reference=${reference}`,
    );
    // A failed first attempt and its retry, then the duplicate copy.
    while (received.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const webhook of received) {
      expect(webhook.path).toBe("/payments/paystack/webhook");
      expect(webhook.signature).toBe(
        createHmac("sha512", DEFAULT_SECRET).update(webhook.body).digest("hex"),
      );
      expect(JSON.parse(webhook.body)).toMatchObject({
        event: "charge.success",
        data: { reference, status: "success", amount: 500_000, currency: "NGN" },
      });
    }
    expect(new Set(received.map((webhook) => webhook.body)).size).toBe(1);
    const listed = await fetch(`${api}/__stand-in/deliveries?reference=${reference}`);
    const { deliveries } = (await listed.json()) as {
      deliveries: { copy: number; attempt: number; status: number }[];
    };
    expect(deliveries.map(({ copy, attempt, status }) => [copy, attempt, status])).toEqual([
      [1, 1, 500],
      [1, 2, 200],
      [2, 1, 200],
    ]);
  });

  it("Cancel: to metadata.cancel_action, else to the callback; the transaction stays unpaid", async () => {
    const withCancel = await checkout({ cancel_action: `${siteUrl}/join` });
    const cancelled = await fetch(`${withCancel.checkoutUrl}/cancel`, {
      method: "POST",
      redirect: "manual",
    });
    expect(cancelled.headers.get("location")).toBe(`${siteUrl}/join`);
    const plain = await checkout();
    const back = await fetch(`${plain.checkoutUrl}/cancel`, { method: "POST", redirect: "manual" });
    expect(back.headers.get("location")).toContain(`reference=${plain.reference}`);
    const state = await fetch(`${api}/__stand-in/transactions/${withCancel.reference}`);
    expect(await state.json()).toMatchObject({ status: "abandoned", paid_at: null });
  });
});

describe("Paystack's documented refusals", () => {
  it.each([
    [{ amount: 100 }, "Email is not allowed to be empty"],
    [{ email: "amina", amount: 100 }, "Invalid Email Address Passed"],
    [{ email: "a@b.ng" }, "You must specify a valid amount"],
    [{ email: "a@b.ng", amount: 100.5 }, "Amount must be an integer"],
    [{ email: "a@b.ng", amount: 100, currency: "EUR" }, "Currency not supported by merchant"],
    [
      { email: "a@b.ng", amount: 100, reference: "ZW/1" },
      "Invalid character in transaction reference",
    ],
  ])("initialize %j → 400 %s", async (body, message) => {
    expect(await initialize(body)).toEqual({ status: 400, json: { status: false, message } });
  });

  it("a reference used once, a wrong key, no key", async () => {
    const { reference } = await checkout();
    expect((await initialize({ email: "a@b.ng", amount: 100, reference })).json).toEqual({
      status: false,
      message: "Duplicate Transaction Reference",
    });
    const wrongKey = { ...auth, Authorization: "Bearer sk_test_other" };
    expect(await initialize({ email: "a@b.ng", amount: 100 }, wrongKey)).toEqual({
      status: 401,
      json: { status: false, message: "Invalid key" },
    });
    const noKey = { "Content-Type": "application/json" };
    expect((await initialize({ email: "a@b.ng", amount: 100 }, noKey)).status).toBe(401);
  });

  it("generates a reference when none is sent, as Paystack does", async () => {
    const { status, json } = await initialize({ email: "a@b.ng", amount: "20000" });
    expect(status).toBe(200);
    expect((json.data as { reference: string }).reference).toMatch(/^[a-z0-9]{10}$/);
  });
});
