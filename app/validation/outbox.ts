import { z } from "zod";

/**
 * Admin → Outbox: retry a failed or a late message; `status` is the list she retried it from
 * (a message status, checked by the route), which she is taken back to.
 */
export const retryMessageSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.string().trim().max(20).optional(),
});

/** Admin → Outbox: send herself a test message (to her own address). */
export const testMessageSchema = z.object({});
