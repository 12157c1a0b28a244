/**
 * Paystack's API, and the only code that talks to it (ADR 0038): initialise a transaction, verify
 * one, check a webhook's signature, read a webhook's event. Web APIs only (fetch, Web Crypto), so
 * it runs in the Worker. Shapes follow Paystack's documentation: every answer is
 * `{ status, message, data }`, amounts are integer kobo, and a webhook is signed with the secret
 * key (`x-paystack-signature`: HMAC-SHA512 of the raw body, hex). Locally and in the tests the
 * base URL points at the stand-in (scripts/paystack-stand-in.mjs), which follows the same shapes.
 *
 * Nothing here logs: a failure comes back as a reason and Paystack's own message, which never
 * contain the secret key.
 */
import { callJson, serviceBaseUrl } from "./call-json.server";
import { isHmacSha512Of } from "./signatures.server";
import { z } from "zod";

export type PaystackConfig = { secretKey: string; baseUrl: string; testMode: boolean };

const PRODUCTION_BASE_URL = "https://api.paystack.co";
/** A checkout waits on this; past it the member is better served by the bank transfer. */
const TIMEOUT_MS = 8_000;

/**
 * On only when PAYSTACK_SECRET_KEY is set (non-empty); baseUrl from PAYSTACK_BASE_URL, default
 * "https://api.paystack.co" — and always that in production (issue #37): a variable set by
 * mistake or by an intruder must not send the secret key and the payments' verification to
 * another server. testMode = key starts with "sk_test_".
 */
export function paystackConfig(env: Env): PaystackConfig | undefined {
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const baseUrl = serviceBaseUrl(env, env.PAYSTACK_BASE_URL, PRODUCTION_BASE_URL);
  return { secretKey, baseUrl, testMode: secretKey.startsWith("sk_test_") };
}

/** Paystack's documented transaction statuses ("Verify Payments", transaction statuses). */
export type PaystackStatus =
  "success" | "failed" | "abandoned" | "ongoing" | "pending" | "processing" | "queued" | "reversed";

export type PaystackTransaction = {
  /** Paystack's numeric id, as text. */
  id: string;
  reference: string;
  /** A status Paystack adds later arrives as it is: only "success" ever confirms anything. */
  status: PaystackStatus | (string & {});
  amountKobo: number;
  currency: string;
  paidAt: string | null;
};

/** A transaction as Paystack sends it in a verify answer's `data` and in a webhook event's. */
const transactionSchema = z
  .object({
    id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
    reference: z.string().min(1),
    status: z.string().min(1),
    amount: z.number().int().nonnegative(),
    currency: z.string().min(1),
    paid_at: z.string().nullish(),
    paidAt: z.string().nullish(),
  })
  .transform((data): PaystackTransaction => ({
    id: String(data.id),
    reference: data.reference,
    status: data.status,
    amountKobo: data.amount,
    currency: data.currency,
    paidAt: data.paid_at ?? data.paidAt ?? null,
  }));

/** Every answer of Paystack's API; `status` is true only for a request that was honoured. */
const envelopeSchema = z.object({
  status: z.unknown(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const initializeDataSchema = z.object({
  // The checkout the member is sent to: a web page, never another scheme.
  authorization_url: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//i.test(url)),
  access_code: z.string().min(1),
});

type Failure<Reason extends string> = { ok: false; reason: Reason; detail: string };
type Answer<Named extends string> =
  { ok: true; data: unknown } | Failure<"unreachable" | "refused" | Named>;

/**
 * One call of Paystack's API: its `data` when `status` is true, else why not. A refusal whose
 * message matches `named.message` comes back under `named.reason` (e.g. a duplicate reference).
 */
async function callPaystack<Named extends string = never>(
  config: PaystackConfig,
  path: string,
  init: { method: "GET" } | { method: "POST"; body: unknown },
  named?: { reason: Named; message: RegExp },
): Promise<Answer<Named>> {
  const call = await callJson(
    `${config.baseUrl}${path}`,
    {
      method: init.method,
      headers: {
        Authorization: `Bearer ${config.secretKey}`,
        Accept: "application/json",
        ...(init.method === "POST" ? { "Content-Type": "application/json" } : {}),
      },
      body: init.method === "POST" ? JSON.stringify(init.body) : undefined,
    },
    TIMEOUT_MS,
  );
  if (!call.ok) return call;
  const { status, body } = call;
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    return {
      ok: false,
      reason: "refused",
      detail: `HTTP ${status}, not Paystack's shape`,
    };
  }
  if (envelope.data.status !== true) {
    const detail = envelope.data.message || `HTTP ${status}`;
    const reason = named?.message.test(detail) ? named.reason : "refused";
    return { ok: false, reason, detail };
  }
  return { ok: true, data: envelope.data.data };
}

export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};

/** Paystack's message for a reference already used on this integration. */
const DUPLICATE_REFERENCE = /duplicate (transaction reference|charge request for reference)/i;

/**
 * `POST /transaction/initialize`: our reference becomes Paystack's, the amount is in kobo, and a
 * cancelled checkout goes to `cancelUrl` (`metadata.cancel_action`, Paystack's documented key).
 */
export async function initializeTransaction(
  config: PaystackConfig,
  input: InitializeInput,
): Promise<
  | { ok: true; authorizationUrl: string; accessCode: string }
  | Failure<"unreachable" | "duplicate-reference" | "refused">
> {
  const answer = await callPaystack(
    config,
    "/transaction/initialize",
    {
      method: "POST",
      body: {
        email: input.email,
        amount: input.amountKobo,
        currency: "NGN",
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: { ...input.metadata, cancel_action: input.cancelUrl },
      },
    },
    { reason: "duplicate-reference", message: DUPLICATE_REFERENCE },
  );
  if (!answer.ok) return answer;
  const data = initializeDataSchema.safeParse(answer.data);
  if (!data.success) {
    return { ok: false, reason: "refused", detail: "initialize answered without a checkout URL" };
  }
  return {
    ok: true,
    authorizationUrl: data.data.authorization_url,
    accessCode: data.data.access_code,
  };
}

/** Paystack's messages for a reference it does not know (its error catalogue has both). */
const NOT_FOUND = /^transaction (reference )?not found/i;

/** `GET /transaction/verify/:reference`: the transaction as Paystack has it now. */
export async function verifyTransaction(
  config: PaystackConfig,
  reference: string,
): Promise<
  { ok: true; transaction: PaystackTransaction } | Failure<"unreachable" | "not-found" | "refused">
> {
  const answer = await callPaystack(
    config,
    `/transaction/verify/${encodeURIComponent(reference)}`,
    { method: "GET" },
    { reason: "not-found", message: NOT_FOUND },
  );
  if (!answer.ok) return answer;
  const transaction = transactionSchema.safeParse(answer.data);
  if (!transaction.success) {
    return { ok: false, reason: "refused", detail: "verify answered without a transaction" };
  }
  // An answer about another transaction confirms nothing about this one.
  if (transaction.data.reference !== reference) {
    return { ok: false, reason: "refused", detail: "verify answered for another reference" };
  }
  return { ok: true, transaction: transaction.data };
}

/**
 * HMAC-SHA512 of the raw body keyed with the secret, hex, from `x-paystack-signature`,
 * compared in constant time.
 */
export async function isSignedByPaystack(
  config: PaystackConfig,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  return isHmacSha512Of(config.secretKey, rawBody, signature);
}

export type PaystackEvent = { event: string; data: PaystackTransaction };

const eventSchema = z.object({ event: z.string().min(1), data: transactionSchema });
const anyEventSchema = z.object({ event: z.string().min(1) });

/**
 * A signed webhook body: `undefined` when it is not JSON or not an event (→ the route answers
 * 400); `{ event, data: undefined }` for an event whose data is not a transaction (refunds,
 * disputes: acknowledged and ignored, or Paystack would send them again and again).
 */
export function parsePaystackEvent(
  rawBody: string,
): PaystackEvent | { event: string; data: undefined } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const event = eventSchema.safeParse(body);
  if (event.success) return event.data;
  const other = anyEventSchema.safeParse(body);
  return other.success ? { event: other.data.event, data: undefined } : undefined;
}

/** Where Paystack's own API sends members to pay (its answers' `authorization_url`). */
const PAYSTACK_CHECKOUT_ORIGIN = "https://checkout.paystack.com";

/**
 * The origins a "Pay now" form's answer redirects to, for the pages' CSP `form-action` (Chromium
 * applies it to a form's redirects): Paystack's checkout, or a stand-in's own origin (`npm start`,
 * the tests), whose checkout pages are beside its API. None while online payment is off.
 */
export function paystackCheckoutOrigins(env: Env): string[] {
  const paystack = paystackConfig(env);
  if (!paystack) return [];
  try {
    const origin = new URL(paystack.baseUrl).origin;
    return [origin === "https://api.paystack.co" ? PAYSTACK_CHECKOUT_ORIGIN : origin];
  } catch {
    return [PAYSTACK_CHECKOUT_ORIGIN];
  }
}
