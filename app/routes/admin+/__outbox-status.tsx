import { Form, useNavigation } from "react-router";
import type { MessageStatus } from "../../../db/schema";

/** The Outbox's words for a message's status (db/schema.ts messageStatuses), list and page alike. */
export const statusLabels: Record<MessageStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  bounced: "Bounced",
  suppressed: "Suppressed",
  held: "Held back",
};

/**
 * Why a message was held back (issues #37, #50): its address's hourly limit (never sent; whoever
 * asked saw the usual answer), or the site's daily limit (her page said it waits; an admin can
 * send it for 24 hours); or (issue #40) the monthly SMS budget.
 */
export const heldExplanation =
  "Not sent: its address had had its messages of this kind for the hour (these are never sent, and whoever asked saw the usual answer), or the site had sent its day's messages to addresses nobody has proven (whoever asked was told it waits; Send held messages sends these for 24 hours, then they expire), or an announcement's text was past the monthly SMS budget (it waits for a higher budget or the next month).";

/** A late message (MESSAGE_LATE_AFTER_MS): queued or sending, and not moved since. */
export const lateExplanation = (minutes: number) =>
  `Late: queued or sending for more than ${minutes} minutes. It is queued again with the next delivery or the daily job, or now with Retry.`;

/** Retry: a failed or a late message queued again (the Outbox's action), back to `status`'s list. */
export function RetryButton({
  id,
  recipient,
  status,
}: {
  id: string;
  recipient: string;
  status?: MessageStatus | null;
}) {
  const pending = useNavigation().state === "submitting";
  return (
    <Form method="post" action="/admin/outbox">
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={id} />
      {status ? <input type="hidden" name="status" value={status} /> : null}
      <button
        type="submit"
        disabled={pending}
        aria-label={`Retry the message to ${recipient}`}
        className="font-semibold text-brand-800 underline"
      >
        Retry
      </button>
    </Form>
  );
}
