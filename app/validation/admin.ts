import { z } from "zod";

const id = z.string({ required_error: "Missing id." }).uuid("Unknown record.");

/** Admin → Applications: approve, reject, or record the payment — one form per button. */
export const applicationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), id }),
  z.object({ intent: z.literal("reject"), id }),
  z.object({ intent: z.literal("payment"), id, confirmed: z.enum(["true", "false"]) }),
]);

/** Admin → Messages: open (mark read) a message. */
export const messageActionSchema = z.object({ intent: z.literal("read"), id });
