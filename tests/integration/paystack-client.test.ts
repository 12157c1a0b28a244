/**
 * The Paystack client (app/services/paystack.server.ts) inside workerd, against the run's
 * stand-in (scripts/paystack-stand-in.mjs): the real fetch, the real Web Crypto, the documented
 * shapes (ADR 0038). No database: the client keeps no state.
 */
import { describe, expect, it } from "vitest";
import {
  initializeTransaction,
  isSignedByPaystack,
  paystackConfig,
  parsePaystackEvent,
  verifyTransaction,
  type InitializeInput,
} from "../../app/services/paystack.server";
import {
  deliveries,
  makeUnreachable,
  settle,
  standIn,
  standInConfig,
  standInTransaction,
  unreachableConfig,
  type StandInDelivery,
} from "./support/paystack";

const config = standInConfig();
/** The site that initialises: its webhook, beside the callback, has nobody listening here. */
const SITE = unreachableConfig().baseUrl;

let serial = 0;
/** A fresh reference per test, in our format (Paystack allows letters, digits, - . =). */
const newReference = () => `ZW-T${Date.now().toString(36).toUpperCase()}${++serial}`;

function input(reference: string, overrides: Partial<InitializeInput> = {}): InitializeInput {
  return {
    email: "amina@example.com",
    amountKobo: 500_000,
    reference,
    callbackUrl: `${SITE}/payments/paystack/callback`,
    cancelUrl: `${SITE}/dashboard/renew`,
    metadata: { purpose: "renewal", renewalId: "r-1" },
    ...overrides,
  };
}

async function initialized(overrides: Partial<InitializeInput> = {}) {
  const reference = newReference();
  const result = await initializeTransaction(config, input(reference, overrides));
  if (!result.ok) throw new Error(`initialize refused: ${result.detail}`);
  return { reference, ...result };
}

describe("paystackConfig", () => {
  const env = (vars: Record<string, string>) => vars as unknown as Env;

  it("is off without a secret key, and on with one (test mode for sk_test_ keys)", () => {
    expect(paystackConfig(env({ PAYSTACK_BASE_URL: standIn.url }))).toBeUndefined();
    expect(paystackConfig(env({ PAYSTACK_SECRET_KEY: "  " }))).toBeUndefined();
    expect(paystackConfig(env({ PAYSTACK_SECRET_KEY: "sk_test_abc" }))).toEqual({
      secretKey: "sk_test_abc",
      baseUrl: "https://api.paystack.co",
      testMode: true,
    });
    expect(
      paystackConfig(
        env({ PAYSTACK_SECRET_KEY: "sk_live_abc", PAYSTACK_BASE_URL: `${standIn.url}/` }),
      ),
    ).toEqual({ secretKey: "sk_live_abc", baseUrl: standIn.url, testMode: false });
  });

  it("talks to Paystack's own API in production, whatever PAYSTACK_BASE_URL says (issue #37)", () => {
    const production = env({
      ENVIRONMENT: "production",
      PAYSTACK_SECRET_KEY: "sk_live_abc",
      PAYSTACK_BASE_URL: "https://evil.example",
    });
    expect(paystackConfig(production)?.baseUrl).toBe("https://api.paystack.co");
    // Anywhere else (development, the tests) the stand-in can stand in.
    const elsewhere = env({
      ENVIRONMENT: "test",
      PAYSTACK_SECRET_KEY: "sk_test_abc",
      PAYSTACK_BASE_URL: standIn.url,
    });
    expect(paystackConfig(elsewhere)?.baseUrl).toBe(standIn.url);
  });
});

describe("initializeTransaction", () => {
  it("answers the checkout URL and access code, and sends what Paystack documents", async () => {
    const { reference, authorizationUrl, accessCode } = await initialized();
    expect(authorizationUrl).toBe(`${standIn.url}/checkout/${accessCode}`);
    const held = await standInTransaction(reference);
    expect(held).toMatchObject({
      reference,
      amount: 500_000,
      currency: "NGN",
      status: "abandoned",
      customer: { email: "amina@example.com" },
      callback_url: `${SITE}/payments/paystack/callback`,
      // The cancelled checkout's way back: Paystack's documented metadata key.
      metadata: { purpose: "renewal", renewalId: "r-1", cancel_action: `${SITE}/dashboard/renew` },
    });
  });

  it("reports a reference already used as a duplicate", async () => {
    const { reference } = await initialized();
    const again = await initializeTransaction(config, input(reference));
    expect(again).toEqual({
      ok: false,
      reason: "duplicate-reference",
      detail: "Duplicate Transaction Reference",
    });
  });

  it("is refused with Paystack's message under a wrong key", async () => {
    const wrongKey = standInConfig({ secretKey: "sk_test_not_ours" });
    const result = await initializeTransaction(wrongKey, input(newReference()));
    expect(result).toEqual({ ok: false, reason: "refused", detail: "Invalid key" });
  });

  it("is refused with Paystack's message for input Paystack does not take", async () => {
    const result = await initializeTransaction(config, input(newReference(), { amountKobo: 0 }));
    expect(result).toEqual({
      ok: false,
      reason: "refused",
      detail: "You must specify a valid amount",
    });
  });

  it("reports Paystack unreachable when nothing answers, or the connection drops", async () => {
    const down = await initializeTransaction(unreachableConfig(), input(newReference()));
    expect(down).toMatchObject({ ok: false, reason: "unreachable" });

    await makeUnreachable({ email: "dropped@example.com" });
    const dropped = await initializeTransaction(
      config,
      input(newReference(), { email: "dropped@example.com" }),
    );
    expect(dropped).toMatchObject({ ok: false, reason: "unreachable" });
  });
});

describe("verifyTransaction", () => {
  it("finds a checkout nobody paid abandoned", async () => {
    const { reference } = await initialized();
    const result = await verifyTransaction(config, reference);
    expect(result).toMatchObject({
      ok: true,
      transaction: {
        reference,
        status: "abandoned",
        amountKobo: 500_000,
        currency: "NGN",
        paidAt: null,
      },
    });
  });

  it("finds a paid one a success, with Paystack's id as text and when it was paid", async () => {
    const { reference } = await initialized();
    await settle(reference);
    const result = await verifyTransaction(config, reference);
    if (!result.ok) throw new Error(result.detail);
    expect(result.transaction).toMatchObject({
      reference,
      status: "success",
      amountKobo: 500_000,
      currency: "NGN",
    });
    expect(result.transaction.id).toMatch(/^\d+$/);
    expect(Date.parse(result.transaction.paidAt ?? "")).not.toBeNaN();
  });

  it("reports what was really paid: another amount, another currency", async () => {
    const { reference } = await initialized();
    await settle(reference, { amount: 250_000, currency: "USD" });
    const result = await verifyTransaction(config, reference);
    expect(result).toMatchObject({
      ok: true,
      transaction: { status: "success", amountKobo: 250_000, currency: "USD" },
    });
  });

  it("reports an unknown reference not found, a wrong key refused, a dead host unreachable", async () => {
    expect(await verifyTransaction(config, "ZW-NEVER1")).toEqual({
      ok: false,
      reason: "not-found",
      detail: "Transaction reference not found",
    });
    const { reference } = await initialized();
    expect(await verifyTransaction(standInConfig({ secretKey: "sk_test_x" }), reference)).toEqual({
      ok: false,
      reason: "refused",
      detail: "Invalid key",
    });
    expect(await verifyTransaction(unreachableConfig(), reference)).toMatchObject({
      ok: false,
      reason: "unreachable",
    });
  });
});

/** Pays at the stand-in's checkout, as the member's Pay button does; its first webhook attempt. */
async function payAtCheckout(): Promise<{ reference: string; delivery: StandInDelivery }> {
  const { reference, authorizationUrl } = await initialized();
  const paid = await fetch(`${authorizationUrl}/pay`, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(302);
  expect(paid.headers.get("Location")).toBe(
    `${SITE}/payments/paystack/callback?trxref=${reference}&reference=${reference}`,
  );
  // The webhook leaves after the redirect: wait for its first attempt (no sleeping).
  for (;;) {
    const [first] = await deliveries(reference);
    if (first) return { reference, delivery: first };
    await scheduler.wait(20);
  }
}

describe("isSignedByPaystack", () => {
  it("accepts the stand-in's own webhook, to the webhook URL beside the callback", async () => {
    const { reference, delivery } = await payAtCheckout();
    expect(delivery).toMatchObject({ event: "charge.success", reference, copy: 1 });
    expect(delivery.url).toBe(`${SITE}/payments/paystack/webhook`);
    expect(await isSignedByPaystack(config, delivery.body, delivery.signature)).toBe(true);
  });

  it("agrees with a published HMAC-SHA-512 vector (RFC 4231, test case 2)", async () => {
    const vector =
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737";
    const jefe = standInConfig({ secretKey: "Jefe" });
    expect(await isSignedByPaystack(jefe, "what do ya want for nothing?", vector)).toBe(true);
  });

  it("refuses a changed body, another key, a missing, short or non-hex signature", async () => {
    const { delivery } = await payAtCheckout();
    const { body, signature } = delivery;
    const otherKey = standInConfig({ secretKey: "sk_test_someone_else" });
    expect(await isSignedByPaystack(config, `${body} `, signature)).toBe(false);
    expect(await isSignedByPaystack(config, body.replace("success", "failed"), signature)).toBe(
      false,
    );
    expect(await isSignedByPaystack(otherKey, body, signature)).toBe(false);
    expect(await isSignedByPaystack(config, body, null)).toBe(false);
    expect(await isSignedByPaystack(config, body, "")).toBe(false);
    expect(await isSignedByPaystack(config, body, signature.slice(0, 64))).toBe(false);
    expect(await isSignedByPaystack(config, body, `${signature.slice(0, 126)}zz`)).toBe(false);
  });
});

describe("parsePaystackEvent", () => {
  it("reads the stand-in's charge.success event", async () => {
    const { reference, delivery } = await payAtCheckout();
    const event = parsePaystackEvent(delivery.body);
    expect(event).toMatchObject({
      event: "charge.success",
      data: { reference, status: "success", amountKobo: 500_000, currency: "NGN" },
    });
    expect(event?.data?.id).toMatch(/^\d+$/);
  });

  it("answers undefined for malformed JSON or a body not shaped like an event", () => {
    const transaction = { id: 1, reference: "ZW-A", status: "success", amount: 1, currency: "NGN" };
    for (const body of ["", "{", "not json", "null", "[]", JSON.stringify({ data: transaction })]) {
      expect(parsePaystackEvent(body), body).toBeUndefined();
    }
  });

  it("names an event whose data is not a transaction, without its data (acknowledged, ignored)", () => {
    const transaction = { id: 1, reference: "ZW-A", status: "success", amount: 1, currency: "NGN" };
    for (const body of [
      JSON.stringify({ event: "charge.success" }),
      JSON.stringify({ event: "charge.success", data: { ...transaction, amount: "1" } }),
      JSON.stringify({ event: "charge.success", data: { ...transaction, reference: undefined } }),
      JSON.stringify({ event: "refund.processed", data: { refund_reference: "x" } }),
    ]) {
      const event = parsePaystackEvent(body);
      expect(event, body).toEqual({ event: JSON.parse(body).event, data: undefined });
    }
  });
});
