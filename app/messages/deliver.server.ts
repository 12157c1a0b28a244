import { requestPasswordReset, resendAddressConfirmation } from "~/auth/account-mail.server";
import { requestResetCode } from "~/auth/phone-account.server";
import { getAssociation } from "~/config/association";
import { associationIn } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import {
  claimMessage,
  findSuppressions,
  holdForBudget,
  smsSentSince,
  markAttemptFailed,
  markDeadLettered,
  markSent,
  markSuppressed,
  MAX_SEND_ATTEMPTS,
  requeueLateMessages,
} from "~/models/messages.server";
import { expandAnnouncementPage } from "~/messages/announcements.server";
import { renderMail, siteUrl, type RenderedMail } from "~/messages/content.server";
import { keepsMessageText, mailSettings } from "~/messages/mail-settings.server";
import { enqueue, type MailQueueBody, type SendEnv } from "~/messages/send.server";
import { smsPagePriceKobo, smsTextOf } from "~/messages/sms.server";
import { smsBudgetKobo } from "~/models/site-settings.server";
import { agreesToSmsAnnouncements } from "~/models/sms-choices.server";
import { startOfWatMonth } from "~/utils/dates";
import { smsSize } from "~/messages/sms-pages";
import { askedOn, isMessageKind, templates } from "~/messages/templates.server";
import { sendSmsText, smsSettings } from "~/models/sms.server";
import { readPath, unsubscribePath } from "~/messages/unsubscribe.server";

type DeliverEnv = SendEnv &
  Pick<Env, "MEMBERSHIP_PERIOD_MONTHS" | "MEMBERSHIP_GRACE_DAYS" | "SMS_PAGE_PRICE_KOBO"> & {
    SESSION_SECRET?: string;
  };

/** Seconds before the next attempt after a failed one: 1 min, then 5 min. */
export const retryDelaySeconds = (attempt: number) => (attempt <= 1 ? 60 : 300);

/**
 * To an address nobody has proven, a message says only the association's words (issue #50):
 * whoever typed the address typed the name too, and a name can be made to read as a message
 * ("URGENT: pay fee at …"). Her name is the only visitor text a payload carries; without it the
 * templates greet "Hello," and leave it out everywhere else.
 */
function withoutVisitorWords<T>(data: T): T {
  return data && typeof data === "object" && "fullName" in data ? { ...data, fullName: "" } : data;
}

/** What a message is rendered from: its row's kind, language and payload. */
type StoredMessage = {
  id: string;
  kind: string;
  language: "en" | "ha";
  payload: string | null;
  /** Written to an unproven address (issue #37): who asked is said, on the day written. */
  recipientUnproven?: boolean;
  createdAt?: Date;
};

/** One message's row, rendered: what the binding is handed (and what development keeps). */
export function renderStoredMessage(
  env: DeliverEnv,
  row: StoredMessage,
): (RenderedMail & { headers: Record<string, string> }) | null {
  if (!isMessageKind(row.kind) || !row.payload) return null;
  const { origin, data } = JSON.parse(row.payload) as { origin: string; data: never };
  const template = templates[row.kind];
  const language = row.language;
  const association = associationIn(getAssociation(env), language, layoutTexts[language]);
  const context = { language, association, origin };
  const unsubscribeUrl =
    template.category === "bulk" ? `${origin}${unsubscribePath(env, row.id)}` : undefined;
  const unproven = row.recipientUnproven
    ? {
        askedOn: askedOn[row.kind],
        at: row.createdAt ?? new Date(),
        saysWhy: template.category === "bulk",
      }
    : undefined;
  const words = unproven ? withoutVisitorWords(data) : data;
  const mail = renderMail(template.render(words, context), context, unsubscribeUrl, unproven);
  // RFC 8058: mail apps show an "Unsubscribe" button that posts here, once, without a page.
  const headers: Record<string, string> = unsubscribeUrl
    ? {
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      }
    : {};
  return { ...mail, headers };
}

/** What an attempt came to, for the queue: done (ack) or try again later (retry). */
export type DeliveryOutcome = "sent" | "skipped" | "suppressed" | "held" | "retry" | "failed";

/**
 * Sends one queued message, at most once: the row is claimed first ("queued" → "sending"), so a
 * redelivered queue message finds it taken or sent and does nothing.
 */
export async function deliverMessage(
  env: DeliverEnv,
  messageId: string,
  now = new Date(),
): Promise<DeliveryOutcome> {
  const db = getDb(env);
  const row = await claimMessage(db, messageId, now);
  if (!row) return "skipped";

  const fail = async (error: string): Promise<DeliveryOutcome> => {
    const final = row.attempts >= MAX_SEND_ATTEMPTS;
    await markAttemptFailed(db, row.id, { error, final, now });
    return final ? "failed" : "retry";
  };
  if (row.channel === "sms") return deliverSms(env, row, fail, now);
  const settings = mailSettings(env);
  if (!settings.on) return fail("E-mail is off for this deployment");

  const reason = (await findSuppressions(db, [row.recipient])).get(row.recipient.toLowerCase());
  const category = isMessageKind(row.kind) ? templates[row.kind].category : "transactional";
  if (reason && (reason !== "unsubscribed" || category === "bulk")) {
    await markSuppressed(db, row.id, now);
    return "suppressed";
  }

  let mail: ReturnType<typeof renderStoredMessage>;
  try {
    mail = renderStoredMessage(env, row);
  } catch (error) {
    return fail(`Could not be written: ${(error as Error).message}`);
  }
  if (!mail) return fail(`Unknown kind of message "${row.kind}"`);

  let result: EmailSendResult;
  try {
    result = await env.EMAIL!.send({
      // A sender configured without a name writes as the association.
      from: {
        email: settings.from.email,
        name: settings.from.name ?? getAssociation(env).shortName,
      },
      to: row.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
    });
  } catch (error) {
    return fail(describeSendError(error, row.recipient));
  }
  // Outside the send's catch: the provider has it, so a failure to record that must not queue
  // it again. The row stays "sending": a redelivery finds it taken, and only once its lease has
  // run out (MESSAGE_LATE_AFTER_MS) is it sent again.
  await markSent(db, row.id, {
    providerId: result?.messageId ?? null,
    now,
    keep: keepsMessageText(env)
      ? { subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html }
      : null,
  });
  return "sent";
}

/** A stored SMS's text (issue #40), from its payload, in her language; null for a kind without one. */
export function renderStoredSms(env: DeliverEnv, row: StoredMessage) {
  if (!isMessageKind(row.kind) || !row.payload) return null;
  const { origin, data } = JSON.parse(row.payload) as { origin: string; data: unknown };
  const words = row.recipientUnproven ? withoutVisitorWords(data) : data;
  const context = { language: row.language, origin };
  const links =
    templates[row.kind].category === "bulk"
      ? {
          read: siteUrl(context, readPath(env, row.id)),
          stop: siteUrl(context, unsubscribePath(env, row.id)),
        }
      : undefined;
  return smsTextOf(row.kind, { ...context, data: words, links });
}

/**
 * Sends one claimed SMS through Termii (issue #40): one number per call, retried like an e-mail
 * (the provider down: the queue tries again, then the Outbox says failed). What the provider says
 * of it later comes to its webhook (app/routes/_public+/sms.termii.webhook.ts).
 */
async function deliverSms(
  env: DeliverEnv,
  row: NonNullable<Awaited<ReturnType<typeof claimMessage>>>,
  fail: (error: string) => Promise<DeliveryOutcome>,
  now: Date,
): Promise<DeliveryOutcome> {
  const config = smsSettings(env);
  if (!config) return fail("SMS is off for this deployment");
  let text: string | null;
  try {
    text = renderStoredSms(env, row);
  } catch (error) {
    return fail(`Could not be written: ${(error as Error).message}`);
  }
  if (!text) return fail(`No SMS text for "${row.kind}"`);
  // An announcement's text goes only while she agrees (she may have withdrawn since it was
  // written), and waits past the month's budget; codes and notices always go.
  const bulk = isMessageKind(row.kind) && templates[row.kind].category === "bulk";
  if (bulk && !(row.userId && (await agreesToSmsAnnouncements(getDb(env), row.userId)))) {
    await markSuppressed(getDb(env), row.id, now);
    return "suppressed";
  }
  if (bulk && (await pastSmsBudget(env, smsSize(text).pages, now))) {
    await holdForBudget(getDb(env), row.id, now);
    return "held";
  }
  const sent = await sendSmsText(config, { to: row.recipient, text });
  // Termii's failures never carry the number, the text or the key (app/services/termii.server.ts).
  if (!sent.ok) return fail(`Termii: ${sent.detail}`);
  await markSent(getDb(env), row.id, {
    providerId: sent.messageId,
    now,
    keep: keepsMessageText(env) ? { subject: null, bodyText: text, bodyHtml: null } : null,
    smsPages: smsSize(text).pages,
  });
  return "sent";
}

/**
 * Whether a text of `pages` pages would take the month's SMS (what was sent since the month
 * began in WAT, at the configured page price) past the admin's budget. No budget: never. An
 * estimate, as the Outbox's: texts sent at the same moment may pass it by a few pages.
 */
async function pastSmsBudget(env: DeliverEnv, pages: number, now: Date): Promise<boolean> {
  const db = getDb(env);
  const budget = await smsBudgetKobo(db);
  if (budget === null) return false;
  const month = await smsSentSince(db, startOfWatMonth(now));
  return (month.pages + pages) * smsPagePriceKobo(env) > budget;
}

/** The provider's error for the Outbox, without her address (no personal data in logs). */
export function describeSendError(error: unknown, recipient: string): string {
  const raw = error instanceof Error ? error.message : String(error);
  return raw.split(recipient).join("<recipient>").slice(0, 300) || "Unknown error";
}

/** Late messages each delivery batch queues again (the daily job takes the rest). */
export const LATE_MESSAGES_PER_BATCH = 10;

/**
 * The queue consumer: each message sent once, retried with backoff, then dead-lettered. Then up
 * to LATE_MESSAGES_PER_BATCH late ones (a queue message lost or slow, a sender that died) are
 * queued again, so a message waits minutes at most while mail is flowing, not until the next
 * daily job (issue #37).
 */
export async function deliverMailBatch(batch: MessageBatch<MailQueueBody>, env: DeliverEnv) {
  const now = new Date();
  await deliverEach(batch, env, now);
  try {
    await enqueue(env, await requeueLateMessages(getDb(env), now, LATE_MESSAGES_PER_BATCH));
  } catch (error) {
    // The batch itself is done; the daily job queues the late ones.
    console.error("[mail] could not queue late messages again:", loggableError(error));
  }
}

async function deliverEach(batch: MessageBatch<MailQueueBody>, env: DeliverEnv, now: Date) {
  for (const message of batch.messages) {
    const body = message.body;
    // An announcement's fan-out page (ADR 0037): its messages written, the next page queued.
    if (body && "announcementId" in body) {
      await expandAnnouncementPage(env, body, now).then(
        () => message.ack(),
        (error: unknown) => {
          console.error("[mail] announcement fan-out failed:", loggableError(error));
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        },
      );
      continue;
    }
    // "Forgot password?" (issue #37) and "send the link again" (issue #38): the page queued the
    // address; its account is looked up here.
    const accountLink =
      body && "passwordReset" in body
        ? {
            what: "[forgot-password] could not make a reset link:",
            send: () => requestPasswordReset(env, body.passwordReset),
          }
        : body && "confirmationLink" in body
          ? {
              what: "[signup] could not make a confirmation link:",
              send: () => resendAddressConfirmation(env, body.confirmationLink),
            }
          : body && "phoneReset" in body
            ? {
                what: "[forgot-password] could not make a reset code:",
                send: () => requestResetCode(env, body.phoneReset),
              }
            : null;
    if (accountLink) {
      await accountLink.send().then(
        () => message.ack(),
        (error: unknown) => {
          // No address in the log: the error is drizzle's, which names the query's values.
          console.error(accountLink.what, loggableError(error));
          message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
        },
      );
      continue;
    }
    const messageId = body && "messageId" in body ? body.messageId : undefined;
    if (typeof messageId !== "string") {
      message.ack();
      continue;
    }
    const outcome = await deliverMessage(env, messageId, now).catch((error: unknown) => {
      console.error("[mail] delivery failed:", loggableError(error));
      return "retry" as const;
    });
    if (outcome === "retry") message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    // The last failure goes to the dead-letter queue too: the queue's record of what was lost.
    else if (outcome === "failed") message.retry();
    else message.ack();
  }
}

/** The dead-letter queue's consumer: whatever reached it is failed in the Outbox. */
export async function settleDeadLetters(batch: MessageBatch<MailQueueBody>, env: DeliverEnv) {
  const db = getDb(env);
  const now = new Date();
  for (const message of batch.messages) {
    const body = message.body;
    if (body && "messageId" in body && typeof body.messageId === "string") {
      await markDeadLettered(db, body.messageId, now);
    } else if (body && "announcementId" in body) {
      // The recipients after this page were never written: no row can show it, so the log does.
      console.error(
        "[mail] an announcement's fan-out was dead-lettered, its later recipients not written:",
        body.announcementId,
      );
    } else if (
      body &&
      ("passwordReset" in body || "confirmationLink" in body || "phoneReset" in body)
    ) {
      // No row to fail: she asks again. Her address stays out of the log.
      console.error("[account mail] a link request was dead-lettered, no link made");
    }
    message.ack();
  }
}
