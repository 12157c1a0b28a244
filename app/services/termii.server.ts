/**
 * Termii's SMS API, and the only code that talks to it (issue #40): send one text, check a
 * delivery report's signature, read a report. Web APIs only (fetch, Web Crypto), so it runs in
 * the Worker. Shapes follow Termii's documentation ("Messaging", "Events and reports"): a send is
 * `POST /api/sms/send` with `{ api_key, to, from, sms, type: "plain", channel }` and answers
 * `{ message_id, message, balance, user }`; a delivery report is signed `X-Termii-Signature`, an
 * HMAC-SHA512 of the body under the account's secret key. Locally and in the tests the base URL
 * points at the stand-in (scripts/termii-stand-in.mjs), which follows the same shapes.
 *
 * Always the `dnd` channel: the generic route does not reach numbers on the Do-Not-Disturb
 * register (most Nigerian lines) and is closed at night, when a reset code may be needed.
 *
 * Nothing here logs, and no failure carries the number, the text or the key.
 */
import { isNigerianMobile } from "~/utils/nigerian-mobile";
import { callJson, serviceBaseUrl, type CallFailure } from "./call-json.server";
import { isHmacSha512Of } from "./signatures.server";
import { z } from "zod";

export type TermiiConfig = {
  apiKey: string;
  /** The registered sender ID (3 to 11 letters or digits), e.g. "ZAMWE". */
  senderId: string;
  /** Signs the delivery reports; without it no report is believed. */
  secretKey: string | undefined;
  baseUrl: string;
};

/** What Termii's settings are read from: the Worker's env. */
export type TermiiEnv = Pick<
  Env,
  "ENVIRONMENT" | "TERMII_API_KEY" | "TERMII_SENDER_ID" | "TERMII_SECRET_KEY" | "TERMII_BASE_URL"
>;

const PRODUCTION_BASE_URL = "https://api.ng.termii.com";
/** A queue consumer waits on this; past it the message is retried later. */
const TIMEOUT_MS = 10_000;
const SENDER_ID = /^[A-Za-z0-9]{3,11}$/;

/**
 * On only when TERMII_API_KEY and a valid TERMII_SENDER_ID are set. The base URL comes from
 * TERMII_BASE_URL outside production, and is always Termii's own in production (serviceBaseUrl).
 */
export function termiiConfig(env: TermiiEnv): TermiiConfig | undefined {
  const apiKey = env.TERMII_API_KEY?.trim();
  const senderId = env.TERMII_SENDER_ID?.trim() ?? "";
  if (!apiKey || !SENDER_ID.test(senderId)) return undefined;
  const baseUrl = serviceBaseUrl(env, env.TERMII_BASE_URL, PRODUCTION_BASE_URL);
  return { apiKey, senderId, secretKey: env.TERMII_SECRET_KEY?.trim() || undefined, baseUrl };
}

const sendAnswerSchema = z.object({
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  message: z.string().optional(),
  balance: z.union([z.number(), z.string()]).optional(),
});

/**
 * Sends one text to one number (one recipient per call, so one bad number fails only its own
 * message). `to` is E.164; a number that is not a Nigerian mobile is refused before any call.
 */
export async function sendSms(
  config: TermiiConfig,
  message: { to: string; text: string },
): Promise<{ ok: true; messageId: string; balance: number | undefined } | CallFailure> {
  if (!isNigerianMobile(message.to)) {
    return { ok: false, reason: "refused", detail: "not a Nigerian mobile number" };
  }
  // As Termii takes a number: its digits, no "+".
  const to = message.to.slice(1);
  const call = await callJson(
    `${config.baseUrl}/api/sms/send`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        api_key: config.apiKey,
        to,
        from: config.senderId,
        sms: message.text,
        type: "plain",
        channel: "dnd",
      }),
    },
    TIMEOUT_MS,
  );
  if (!call.ok) return call;
  const answer = sendAnswerSchema.safeParse(call.body);
  if (call.status !== 200 || !answer.success) {
    // Termii's message says why (an unknown sender ID, no balance); it never holds the key.
    const said = (call.body as { message?: unknown } | null)?.message;
    const detail = typeof said === "string" && said ? said.slice(0, 200) : "no message id";
    return { ok: false, reason: "refused", detail: `HTTP ${call.status}: ${detail}` };
  }
  const balance = Number(answer.data.balance);
  return {
    ok: true,
    messageId: answer.data.message_id,
    balance: Number.isFinite(balance) ? balance : undefined,
  };
}

/** `X-Termii-Signature`: HMAC-SHA512 (hex) of the raw body under the secret key. */
export async function isSignedByTermii(
  config: TermiiConfig,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  return config.secretKey ? isHmacSha512Of(config.secretKey, rawBody, signature) : false;
}

/** What became of a text, from Termii's statuses ("Events and reports"). */
export type SmsDelivery = "delivered" | "sent" | "failed" | "rejected" | "expired";

const deliveryOf: Record<string, SmsDelivery> = {
  delivered: "delivered",
  "message delivered to handset": "delivered",
  received: "delivered",
  "message sent": "sent",
  "message failed": "failed",
  // Both mean the number is on the Do-Not-Disturb register and the route did not pass it.
  rejected: "rejected",
  "dnd active on phone number": "rejected",
  expired: "expired",
};

const reportSchema = z.object({
  message_id: z.union([z.string().min(1), z.number()]).transform(String),
  status: z.string().min(1),
});

/**
 * A signed report's message and what became of it; undefined for a body that is not a report
 * (another event, or a status Termii adds later: acknowledged and ignored by the route).
 */
export function parseDeliveryReport(
  rawBody: string,
): { messageId: string; delivery: SmsDelivery } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  const report = reportSchema.safeParse(body);
  if (!report.success) return undefined;
  const delivery = deliveryOf[report.data.status.trim().toLowerCase()];
  return delivery ? { messageId: report.data.message_id, delivery } : undefined;
}
