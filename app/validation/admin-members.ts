import { z } from "zod";

/** The three forms of Admin → Members (issue #18), one schema each. */
const id = z.string({ required_error: "Missing id." }).uuid("Unknown record.");

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 300;

/** The renewal queue's **Confirm payment**. */
export const confirmRenewalSchema = z.object({ id });

/** The renewal queue's **Reject**: the member sees the reason on her dashboard. */
export const rejectRenewalSchema = z.object({
  id,
  reason: z
    .string({ required_error: "Please give a reason." })
    .trim()
    .min(REJECT_REASON_MIN, `Please give a reason of at least ${REJECT_REASON_MIN} characters.`)
    .max(REJECT_REASON_MAX, `Please keep the reason under ${REJECT_REASON_MAX} characters.`),
});

/** **Send reminder**: opens WhatsApp with the message for this member. */
export const reminderSchema = z.object({ id });
