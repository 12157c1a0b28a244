import { z } from "zod";

/** Admin → Outbox: retry a failed message. */
export const retryMessageSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Admin → Outbox: send herself a test message (to her own address). */
export const testMessageSchema = z.object({});
