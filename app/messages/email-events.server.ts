import { z } from "zod";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import { applyEmailEvent, type EmailDeliveryEvent } from "~/models/messages.server";

/**
 * Cloudflare Email Service's events (issue #40): an event subscription of the sending domain
 * publishes each e-mail's lifecycle to the `zamwe-email-events` queue (README, "E-mail"), and
 * this consumer applies them. Only what it needs is read: the event's type, Email Service's id
 * of the message (the one `send` returned, kept as the row's provider id) and a bounce's type —
 * never the recipient, the subject or the server's reply, so that nothing personal is logged.
 */
const emailEventSchema = z.object({
  type: z.string(),
  payload: z.object({
    messageId: z.string().min(1).max(200),
    bounce: z.object({ type: z.string().optional() }).optional(),
  }),
});

/** The queue the sending domain's event subscription publishes to (wrangler.toml). */
export const EMAIL_EVENTS_QUEUE = "zamwe-email-events";

const PREFIX = "cf.email.sending.message.";

/** What an event says became of the message, or null for one that changes nothing. */
export function parseEmailEvent(body: unknown): EmailDeliveryEvent | null {
  const parsed = emailEventSchema.safeParse(body);
  if (!parsed.success || !parsed.data.type.startsWith(PREFIX)) return null;
  const { type, payload } = parsed.data;
  const providerId = payload.messageId;
  switch (type.slice(PREFIX.length)) {
    case "delivered":
      return { providerId, outcome: "delivered" };
    case "bounced":
      // A soft bounce comes once Email Service's own retries (its "deferred" events) are spent.
      return {
        providerId,
        outcome: payload.bounce?.type === "hard" ? "hard-bounce" : "soft-bounce",
      };
    case "complained":
      return { providerId, outcome: "complained" };
    case "rejected":
      return { providerId, outcome: "rejected" };
    case "failed":
      return { providerId, outcome: "failed" };
    default:
      // "deferred": Email Service tries again itself; nothing to record yet.
      return null;
  }
}

/**
 * The events queue's consumer: each event applied once (applying one twice changes nothing),
 * one we cannot read or for a message we never sent acknowledged and logged by its id only, and
 * one D1 could not record retried by the queue.
 */
export async function receiveEmailEvents(batch: MessageBatch<unknown>, env: Pick<Env, "DB">) {
  const db = getDb(env);
  const now = new Date();
  for (const message of batch.messages) {
    const event = parseEmailEvent(message.body);
    if (!event) {
      message.ack();
      continue;
    }
    try {
      if ((await applyEmailEvent(db, event, now)) === "unknown") {
        console.warn(
          "[mail] an Email Service event for a message we did not send:",
          event.providerId,
        );
      }
      message.ack();
    } catch (error) {
      console.error("[mail] could not record an Email Service event:", loggableError(error));
      message.retry();
    }
  }
}
