import type { Language } from "~/i18n/language";
import { mailSettings } from "~/messages/mail-settings.server";
import {
  sendMessage,
  type MailQueueBody,
  type SendEnv,
  type SendOutcome,
} from "~/messages/send.server";
import { getDb, type Db } from "~/models/db.server";
import { createConfirmationToken } from "~/models/email-confirmations.server";
import { createSelfServiceResetToken } from "~/models/password-resets.server";
import { findAccountByEmail } from "~/models/users.server";
import { generateToken, hashToken } from "./session.server";

/**
 * The account's e-mails (issue #27, ADR 0036): what is stored and sent when she asks for a reset
 * link, signs up, or signs up with an address that has an account. Each answers nothing about
 * the address to the page: the caller's answer is the same whatever happened here.
 */

type AccountOf = { id: string; email: string; language: Language };
/**
 * `language`: the page's she asked on, when she asked (issue #38) — written in it, not in the
 * one her account was opened in.
 */
type MailRequest = { origin: string; now?: Date; language?: Language };

type LinkAsked = { email: string; origin: string; language: Language };

/**
 * A link the page asks for by address — "Forgot password?" (issue #37) or "send the link again"
 * (issue #38): one queue message carrying the address, and nothing else, whether the address has
 * an account or not — the same work, in the same time, for either, so the answer's timing tells
 * nothing. The queue's consumer then does what differs (requestPasswordReset,
 * resendAddressConfirmation). Without e-mail nothing is queued, for any address.
 */
async function askForLink(
  env: SendEnv,
  kind: "passwordReset" | "confirmationLink",
  { email, origin, language }: LinkAsked,
): Promise<"asked" | "off"> {
  if (!mailSettings(env).on) return "off";
  const asked = { email: email.trim(), origin, language };
  await env.MAIL_QUEUE!.send(
    (kind === "passwordReset"
      ? { passwordReset: asked }
      : { confirmationLink: asked }) satisfies MailQueueBody,
  );
  return "asked";
}

export const askForPasswordReset = (env: SendEnv, asked: LinkAsked) =>
  askForLink(env, "passwordReset", asked);

/** The consumer sends a new link only to an account still waiting for its address. */
export const askForConfirmationLink = (env: SendEnv, asked: LinkAsked) =>
  askForLink(env, "confirmationLink", asked);

/** In the queue's consumer: a new confirmation link, if the address's account still waits. */
export async function resendAddressConfirmation(
  env: SendEnv,
  { email, origin, now = new Date(), language }: MailRequest & { email: string },
): Promise<SendOutcome | "no-account" | "recent"> {
  if (!mailSettings(env).on) return "off";
  const account = await findAccountByEmail(getDb(env), email.trim());
  if (!account?.signInHeld) return "no-account";
  return sendAddressConfirmation(env, account, { origin, now, language });
}

/**
 * "Forgot password?", in the queue's consumer: a one-hour, one-use reset link to the account
 * with this address, if there is one, unless a link sent in the last 15 minutes is still unused
 * (she has it; no pile of links, and no mail-bomb). Written in the language of the page she
 * asked on (a job queued before issue #38 names none: her account's).
 */
export async function requestPasswordReset(
  env: SendEnv,
  { email, origin, now = new Date(), language }: MailRequest & { email: string },
): Promise<SendOutcome | "no-account" | "recent"> {
  // Without e-mail no link is made: it could reach nobody, and would hold back the next one.
  if (!mailSettings(env).on) return "off";
  const account = await findAccountByEmail(getDb(env), email.trim());
  if (!account) return "no-account";
  return sendLink(env, account, "password-reset", createSelfServiceResetToken, {
    origin,
    now,
    language,
  });
}

/** The seven-day link that confirms her address, unless one sent in the last 15 minutes is unused. */
export async function sendAddressConfirmation(
  env: SendEnv,
  account: AccountOf,
  { origin, now = new Date(), language }: MailRequest,
): Promise<SendOutcome | "recent"> {
  if (!mailSettings(env).on) return "off";
  return sendLink(env, account, "confirm-address", createConfirmationToken, {
    origin,
    now,
    language,
  });
}

/** A link with a new token: its hash stored by `store` (unless "recent"), the token sent. */
async function sendLink(
  env: SendEnv,
  account: AccountOf,
  kind: "password-reset" | "confirm-address",
  store: (
    db: Db,
    row: { tokenHash: string; userId: string; now: Date },
  ) => Promise<"created" | "recent">,
  { origin, now, language }: MailRequest & { now: Date },
): Promise<SendOutcome | "recent"> {
  const token = generateToken();
  const tokenHash = hashToken(token);
  if ((await store(getDb(env), { tokenHash, userId: account.id, now })) === "recent") {
    return "recent";
  }
  return sendMessage(env, {
    kind,
    to: recipientOf(account, language),
    data: { token },
    key: `${kind}:${tokenHash}`,
    origin,
  });
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Someone signed up with an address that has an account: its owner hears of it, at most once an
 * hour however often it is tried (the message's key names the hour).
 */
export async function tellOwnerOfSignUp(
  env: SendEnv,
  { email, origin, now = new Date(), language }: MailRequest & { email: string },
): Promise<SendOutcome | "no-account"> {
  const account = await findAccountByEmail(getDb(env), email.trim());
  if (!account) return "no-account";
  return sendMessage(env, {
    kind: "account-exists",
    to: recipientOf(account, language),
    data: {},
    key: `account-exists:${account.id}:${Math.floor(now.getTime() / HOUR_MS)}`,
    origin,
  });
}

const recipientOf = (account: AccountOf, language = account.language) => ({
  email: account.email,
  language,
  userId: account.id,
});
