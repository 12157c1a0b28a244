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

/**
 * Admin → Outbox: send the messages the site's daily sending limit holds back (issue #50), after
 * a look. `count`: how many she saw on the button, so that she is told if more came since.
 */
export const releaseHeldSchema = z.object({ count: z.coerce.number().int().min(0).max(1_000_000) });
