import type { Language } from "~/i18n/language";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import { findSuppressions, insertMessages, type NewMessage } from "~/models/messages.server";
import { isDeliverableAddress, mailSettings, type MailEnv } from "~/messages/mail-settings.server";
import { templates, type MessageKind, type PayloadOf } from "~/messages/templates.server";

export type SendEnv = MailEnv & Pick<Env, "DB">;

/** Who a message is for: her address, the language she reads, her account when she has one. */
export type Recipient = { email: string; language: Language; userId?: string | null };

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

/** What became of a message asked for. */
export type SendOutcome = "queued" | "suppressed" | "duplicate" | "invalid" | "off";

/**
 * The queue message: a message's row id only (what is sent stays in D1), or one page of an
 * announcement's fan-out (app/messages/announcements.server.ts): the recipients after `cursor`.
 */
export type MailQueueBody = { messageId: string } | AnnouncementJob;

/** An announcement's recipients after `cursor` (null: from the first), with the links' origin. */
export type AnnouncementJob = { announcementId: string; cursor: string | null; origin: string };

/**
 * The one way to send (ADR 0035): writes the message's row and queues it, so no page waits on
 * delivery. Never throws at the page: a queue that refuses leaves the row queued, for the daily
 * job to queue again. A second channel (SMS) would branch here, on the recipient.
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
  const settings = mailSettings(env);
  if (!settings.on) return batch.map(() => "off");
  const db = getDb(env);
  const suppressed = await findSuppressions(
    db,
    batch.map((message) => message.to.email),
  );

  const outcomes: SendOutcome[] = [];
  const rows: NewMessage[] = [];
  const rowIndex: number[] = [];
  batch.forEach((message, index) => {
    const email = message.to.email.trim();
    if (!isDeliverableAddress(email)) {
      outcomes[index] = "invalid";
      return;
    }
    const reason = suppressed.get(email.toLowerCase());
    const blocked =
      reason !== undefined &&
      (reason !== "unsubscribed" || templates[message.kind].category === "bulk");
    outcomes[index] = blocked ? "suppressed" : "queued";
    rowIndex.push(index);
    rows.push({
      idempotencyKey: message.key,
      kind: message.kind,
      recipient: email,
      language: message.to.language,
      userId: message.to.userId ?? null,
      announcementId: message.announcementId ?? null,
      payload: blocked ? "null" : JSON.stringify({ origin: message.origin, data: message.data }),
      status: blocked ? "suppressed" : "queued",
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
  const unclaimed = new Set(written.map((row) => row.key));
  rows.forEach((row, i) => {
    if (unclaimed.has(row.idempotencyKey)) unclaimed.delete(row.idempotencyKey);
    else outcomes[rowIndex[i]!] = "duplicate";
  });

  const toQueue = written.filter((row) => row.status === "queued").map((row) => row.id);
  await enqueue(env, toQueue);
  return outcomes;
}

/** Queues written messages by id, 100 per call (the queue's batch limit). Never throws. */
export async function enqueue(env: SendEnv, ids: string[]) {
  for (let i = 0; i < ids.length; i += 100) {
    try {
      await env.MAIL_QUEUE!.sendBatch(
        ids.slice(i, i + 100).map((messageId) => ({ body: { messageId } satisfies MailQueueBody })),
      );
    } catch (error) {
      // The rows stay queued; the daily job queues them again (findStaleMessages).
      console.error("[mail] the queue refused messages:", loggableError(error));
    }
  }
}
