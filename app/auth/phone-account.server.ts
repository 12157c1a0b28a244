import {
  sendMessage,
  type MailQueueBody,
  type PhoneResetJob,
  type SendEnv,
} from "~/messages/send.server";
import { getDb } from "~/models/db.server";
import {
  issuePhoneCode,
  lastPhoneCodeRequest,
  PHONE_CODE_MINUTES,
  type PhoneCodeRequest,
} from "~/models/phone-codes.server";
import { findAccountByPhone } from "~/models/users.server";
import { smsOn } from "~/models/sms.server";
import type { PhoneCodePurpose } from "../../db/schema";
import { generateToken, hashToken } from "./session.server";

/**
 * Accounts with a phone number alone (issue #40): the browser that asks for a code carries a
 * random value in a cookie, and only that browser can use the code (db/schema.ts, phoneCodes).
 * An hour, Path=/ (the pages' data requests), HttpOnly: no script reads it.
 */
const REQUESTER = "zamwe-phone-request";

export type PhoneRequester = { hash: string; setCookie: string };

/** This browser's requester: the one in its cookie, or a new one (with its cookie to set). */
export function phoneRequesterOf(request: Request): PhoneRequester {
  const token = requesterToken(request) ?? generateToken();
  return {
    hash: hashToken(token),
    setCookie: `${REQUESTER}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`,
  };
}

/** The requester's hash when the browser has one, else null (nothing asked from it). */
export function existingRequesterHash(request: Request): string | null {
  const token = requesterToken(request);
  return token ? hashToken(token) : null;
}

function requesterToken(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(/;\s*/)) {
    if (!part.startsWith(`${REQUESTER}=`)) continue;
    const token = part.slice(REQUESTER.length + 1);
    return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
  }
  return null;
}

/** Whether texts can be sent at all: without SMS nobody can get a code. */
export const phoneAccountsOn = (env: Env) => smsOn(env) && env.MAIL_QUEUE !== undefined;

/**
 * A new code for the request, sent by SMS to its phone; "recent" when the last code, sent under
 * a minute ago to that number, is on its way. The message's key is the code's row: sent once.
 */
export async function sendPhoneCode(
  env: SendEnv,
  request: PhoneCodeRequest,
  { origin, now = new Date() }: { origin: string; now?: Date },
) {
  const issued = await issuePhoneCode(getDb(env), request, now);
  if (issued === "recent") return "recent" as const;
  return sendMessage(env, {
    kind: request.purpose === "sign-up" ? "phone-code" : "reset-code",
    to: { phone: request.phone, language: request.language, userId: request.userId ?? null },
    data: { code: issued.code, minutes: PHONE_CODE_MINUTES },
    key: `phone-code:${issued.id}`,
    origin,
  });
}

/** "Send a new code" on a code page: the same request as this browser's last one, if any. */
export async function resendPhoneCode(
  env: SendEnv,
  input: { requesterHash: string; purpose: PhoneCodePurpose; origin: string },
) {
  const last = await lastPhoneCodeRequest(getDb(env), input);
  if (!last) return "none" as const;
  return sendPhoneCode(env, last, { origin: input.origin });
}

/**
 * "Forgot password?" with a phone number: one queue message carrying the number and the
 * browser, whether the number has an account or not — the same work for either, so the
 * answer's timing tells nothing (as for an address, issue #37).
 */
export async function askForResetCode(env: SendEnv, job: PhoneResetJob["phoneReset"]) {
  await env.MAIL_QUEUE!.send({ phoneReset: job } satisfies MailQueueBody);
}

/** In the queue's consumer: a reset code to the account whose proven phone this is, if any. */
export async function requestResetCode(env: SendEnv, job: PhoneResetJob["phoneReset"]) {
  const account = await findAccountByPhone(getDb(env), job.phone);
  if (!account) return "no-account" as const;
  return sendPhoneCode(
    env,
    {
      purpose: "reset-password",
      phone: job.phone,
      requesterHash: job.requesterHash,
      userId: account.id,
      language: job.language,
    },
    { origin: job.origin },
  );
}
