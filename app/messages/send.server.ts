import type { Language } from "~/i18n/language";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import {
  findSuppressions,
  insertMessages,
  isSiteCapReached,
  type MessageLimit,
  type NewMessage,
} from "~/models/messages.server";
import { provenAddresses } from "~/models/proven-addresses.server";
import { listAdmins } from "~/models/users.server";
import { smsOn, type SmsEnv } from "~/models/sms.server";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";
import { toWat } from "~/utils/dates";
import { isDeliverableAddress, mailSettings, type MailEnv } from "~/messages/mail-settings.server";
import { goesBySms } from "~/messages/sms.server";
import {
  askedOn,
  templates,
  visitorKinds,
  type MessageKind,
  type PayloadOf,
} from "~/messages/templates.server";

export type SendEnv = MailEnv & SmsEnv & Pick<Env, "DB" | "MAIL_UNPROVEN_PER_DAY">;

/**
 * What the messages a visitor asks for (askedOn: sign-up, "Forgot password?", /join, an RSVP)
 * may add up to (issue #37), whoever asks and from however many clients. Over a limit the
 * message is written "held" — the Outbox shows it, nothing is sent — and the page answers as
 * if it went. The association's own messages (an admin's, the daily job's) are not limited.
 */
export const MAIL_LIMITS = {
  /**
   * Messages of one kind an hour to an address its owner has not proven. Four, as D1 already
   * allows her links ("Forgot password?", the confirmation: one per 15 minutes), so that a
   * link she asks for herself is never held while the request made it replace her last one.
   */
  unprovenPerKindPerHour: 4,
  /** The same to a proven address: more than anyone asks for, far fewer than a flood. */
  provenPerKindPerHour: 30,
  /**
   * Messages to unproven addresses, the whole site, in any 24 hours (a rolling day: no midnight
   * to send twice the cap around); MAIL_UNPROVEN_PER_DAY sets another number.
   */
  unprovenPerDay: 200,
};

/** The day's cap on messages to unproven addresses: MAIL_UNPROVEN_PER_DAY, else the default. */
export function unprovenPerDay(env: Pick<SendEnv, "MAIL_UNPROVEN_PER_DAY">): number {
  const configured = Number(env.MAIL_UNPROVEN_PER_DAY);
  return Number.isInteger(configured) && configured >= 0 ? configured : MAIL_LIMITS.unprovenPerDay;
}

/** The limit a message of this kind to this address is written under (none: not limited). */
function limitOf(env: SendEnv, kind: MessageKind, unproven: boolean): MessageLimit | undefined {
  if (askedOn[kind] === null) return undefined;
  if (!unproven) return { perKindPerHour: MAIL_LIMITS.provenPerKindPerHour };
  return {
    perKindPerHour: MAIL_LIMITS.unprovenPerKindPerHour,
    sitewide: { perDay: unprovenPerDay(env), kinds: visitorKinds },
  };
}

/**
 * Who a message is for, and by which channel: her address (e-mail) or her phone (SMS, issue #40),
 * the language she reads, her account when she has one.
 */
export type Recipient = EmailRecipient | PhoneRecipient;
export type EmailRecipient = { email: string; language: Language; userId?: string | null };
export type PhoneRecipient = { phone: string; language: Language; userId?: string | null };

const bySms = (to: Recipient): to is PhoneRecipient => "phone" in to;

export type OutgoingMessage<K extends MessageKind> = {
  kind: K;
  to: Recipient;
  data: PayloadOf<K>;
  /**
   * Unique per message meant: asking twice with one key sends once (e.g. `reset:<token hash>`,
   * `renewal-reminder:<period id>:30-days`).
   */
  key: string;
  /** The site's origin for the message's links: the request's, or the daily job's. */
  origin: string;
  announcementId?: string;
};

/** What became of a message asked for. "held": over a limit (MAIL_LIMITS), written, not sent. */
export type SendOutcome = "queued" | "held" | "suppressed" | "duplicate" | "invalid" | "off";

/**
 * Whether a page tells her that her message is on its way: a held message is answered exactly
 * as a queued one, so that nobody learns from the page that an address, or the site, reached a
 * limit.
 */
export const answeredAsSent = (outcome: SendOutcome | string) =>
  outcome === "queued" || outcome === "held";

/**
 * The queue message: a message's row id only (what is sent stays in D1), one page of an
 * announcement's fan-out (app/messages/announcements.server.ts): the recipients after `cursor`,
 * or a "Forgot password?" as it was typed (app/auth/account-mail.server.ts): looked up here, so
 * that the page does the same work whether the address has an account or not.
 */
export type MailQueueBody =
  { messageId: string } | AnnouncementJob | PasswordResetJob | ConfirmationLinkJob | PhoneResetJob;

/** "Forgot password?" with a phone number (issue #40): the consumer looks the account up. */
export type PhoneResetJob = {
  phoneReset: { phone: string; requesterHash: string; origin: string; language: Language };
};

/** A "Forgot password?" request: the address typed, and the links' origin. */
/** "Send the link again" from /login (issue #38): the consumer looks the account up. */
export type ConfirmationLinkJob = {
  confirmationLink: { email: string; origin: string; language: Language };
};

export type PasswordResetJob = {
  /** `language`: the page's she asked on (issue #38); absent in a job queued before. */
  passwordReset: { email: string; origin: string; language?: Language };
};

/**
 * An announcement's recipients after `cursor` (null: from the first), with the links' origin:
 * its e-mails, or (`channel` "sms", issue #40) its texts, which follow the e-mails.
 */
export type AnnouncementJob = {
  announcementId: string;
  cursor: string | null;
  origin: string;
  channel?: "sms";
};

/**
 * An SMS's row (issue #40): to a Nigerian mobile, of a kind that has an SMS text, while SMS is on.
 * Nobody proves a phone yet, so every SMS is written as to an unproven recipient: a kind a
 * visitor can ask for is held by the same limits as an e-mail to an unproven address.
 */
function smsRow<K extends MessageKind>(
  env: SendEnv,
  message: OutgoingMessage<K>,
  to: PhoneRecipient,
  textsOn: boolean,
): { outcome: SendOutcome; row?: NewMessage } {
  if (!textsOn) return { outcome: "off" };
  const phone = nigerianMobileOf(to.phone);
  if (!phone || !goesBySms(message.kind)) return { outcome: "invalid" };
  return {
    outcome: "queued",
    row: {
      idempotencyKey: message.key,
      kind: message.kind,
      channel: "sms",
      recipient: phone,
      language: to.language,
      userId: to.userId ?? null,
      announcementId: message.announcementId ?? null,
      payload: JSON.stringify({ origin: message.origin, data: message.data }),
      status: "queued",
      recipientUnproven: true,
      limit: limitOf(env, message.kind, true),
    },
  };
}

/**
 * The one way to send (ADR 0035): writes the message's row and queues it, so no page waits on
 * delivery. Never throws at the page: a queue that refuses leaves the row queued, for the daily
 * job to queue again. The recipient says the channel: an address (e-mail) or a phone (SMS).
 */
export async function sendMessage<K extends MessageKind>(
  env: SendEnv,
  message: OutgoingMessage<K>,
): Promise<SendOutcome> {
  const [outcome] = await sendMessages(env, [message]);
  return outcome!;
}

/** Many at once (an announcement's recipients): one write per chunk, one queue call per 100. */
export async function sendMessages<K extends MessageKind>(
  env: SendEnv,
  batch: OutgoingMessage<K>[],
  now = new Date(),
): Promise<SendOutcome[]> {
  const mailOn = mailSettings(env).on;
  const textsOn = smsOn(env);
  if (!mailOn && !textsOn) return batch.map(() => "off");
  const db = getDb(env);
  const addresses = batch.flatMap(({ to }) => (bySms(to) || !mailOn ? [] : [to.email.trim()]));
  let suppressed: Awaited<ReturnType<typeof findSuppressions>>;
  let proven: Set<string>;
  try {
    [suppressed, proven] = await Promise.all([
      findSuppressions(db, addresses),
      provenAddresses(db, addresses),
    ]);
  } catch (error) {
    console.error("[mail] could not read the recipients' addresses:", loggableError(error));
    return batch.map(() => "off");
  }

  const outcomes: SendOutcome[] = [];
  const rows: NewMessage[] = [];
  const rowIndex: number[] = [];
  batch.forEach((message, index) => {
    const to = message.to;
    if (bySms(to)) {
      const sms = smsRow(env, message, to, textsOn);
      outcomes[index] = sms.outcome;
      if (sms.row) {
        rowIndex.push(index);
        rows.push(sms.row);
      }
      return;
    }
    if (!mailOn) {
      outcomes[index] = "off";
      return;
    }
    const email = to.email.trim();
    if (!isDeliverableAddress(email)) {
      outcomes[index] = "invalid";
      return;
    }
    const reason = suppressed.get(email.toLowerCase());
    const blocked =
      reason !== undefined &&
      (reason !== "unsubscribed" || templates[message.kind].category === "bulk");
    outcomes[index] = blocked ? "suppressed" : "queued";
    const unproven = !proven.has(email.toLowerCase());
    rowIndex.push(index);
    rows.push({
      idempotencyKey: message.key,
      kind: message.kind,
      channel: "email",
      recipient: email,
      language: message.to.language,
      userId: message.to.userId ?? null,
      announcementId: message.announcementId ?? null,
      payload: blocked ? "null" : JSON.stringify({ origin: message.origin, data: message.data }),
      status: blocked ? "suppressed" : "queued",
      recipientUnproven: unproven,
      limit: limitOf(env, message.kind, unproven),
    });
  });

  let written: Awaited<ReturnType<typeof insertMessages>>;
  try {
    written = await insertMessages(db, rows, now);
  } catch (error) {
    console.error("[mail] could not record messages:", loggableError(error));
    return batch.map(() => "off");
  }
  // A key already present was not written again: that message was asked for before.
  // A key asked for twice in one batch is written once: the first ask has it.
  const unclaimed = new Map(written.map((row) => [row.key, row.status]));
  rows.forEach((row, i) => {
    const status = unclaimed.get(row.idempotencyKey);
    unclaimed.delete(row.idempotencyKey);
    if (status === undefined) outcomes[rowIndex[i]!] = "duplicate";
    else if (status === "held") outcomes[rowIndex[i]!] = "held";
  });

  const toQueue = written.filter((row) => row.status === "queued").map((row) => row.id);
  await enqueue(env, toQueue);
  if (written.some((row) => "heldBy" in row && row.heldBy === "site")) {
    await tellAdminsOfSendingLimit(env, batch[0]!.origin, now);
  }
  return outcomes;
}

/** The site's daily cap on messages to unproven addresses (issue #37), as a model takes it. */
const siteCap = (env: SendEnv) => ({ perDay: unprovenPerDay(env), kinds: visitorKinds });

/**
 * Whether the site's daily cap on messages to unproven addresses holds messages back now (issue
 * #50): a page that sent one says so in the same words for everyone, whatever her address. False
 * when e-mail is off or D1 cannot tell.
 */
export async function sendingLimitReached(env: SendEnv, now = new Date()): Promise<boolean> {
  if (!mailSettings(env).on) return false;
  try {
    return await isSiteCapReached(getDb(env), siteCap(env), now);
  } catch (error) {
    console.error("[mail] could not read the sending limit:", loggableError(error));
    return false;
  }
}

/**
 * Tells every admin with a proven address, once a day (Nigeria's day: one key a day each), that
 * the site's daily cap has started holding messages back. Never throws at the page.
 */
async function tellAdminsOfSendingLimit(env: SendEnv, origin: string, now: Date) {
  try {
    const db = getDb(env);
    const admins = await listAdmins(db);
    const proven = await provenAddresses(
      db,
      admins.map((admin) => admin.email),
    );
    const day = toWat(now).date;
    await sendMessages(
      env,
      admins
        .filter((admin) => proven.has(admin.email.toLowerCase()))
        .map((admin) => ({
          kind: "sending-limit-reached" as const,
          to: { email: admin.email, language: "en" as const, userId: admin.userId },
          data: { perDay: unprovenPerDay(env) },
          key: `sending-limit-reached:${day}:${admin.userId}`,
          origin,
        })),
      now,
    );
  } catch (error) {
    console.error("[mail] could not tell the admins of the sending limit:", loggableError(error));
  }
}

/** Queues written messages by id, 100 per call (the queue's batch limit). Never throws. */
export async function enqueue(env: SendEnv, ids: string[]) {
  for (let i = 0; i < ids.length; i += 100) {
    try {
      await env.MAIL_QUEUE!.sendBatch(
        ids.slice(i, i + 100).map((messageId) => ({ body: { messageId } satisfies MailQueueBody })),
      );
    } catch (error) {
      // The rows stay queued; the next delivery or the daily job queues them again, once late
      // (requeueLateMessages).
      console.error("[mail] the queue refused messages:", loggableError(error));
    }
  }
}
