import { z } from "zod";
import { REJECT_REASON_MAX } from "./admin-members";

const id = z.string({ required_error: "Missing id." }).uuid("Unknown record.");

/**
 * Admin → Applications: approve, reject, or record the payment — one form per button. A
 * rejection may say why (optional: the e-mail she gets tells her, word for word).
 */
export const applicationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id }),
  z.object({
    intent: z.literal("reject"),
    id,
    reason: z
      .string()
      .trim()
      .max(REJECT_REASON_MAX, `Please keep the reason under ${REJECT_REASON_MAX} characters.`)
      .optional(),
  }),
  z.object({ intent: z.literal("payment"), id, confirmed: z.enum(["true", "false"]) }),
]);

/** Admin → Messages: open (mark read) a message. */
export const messageActionSchema = z.object({ intent: z.literal("read"), id });
