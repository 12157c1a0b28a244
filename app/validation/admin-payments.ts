import { z } from "zod";

/** Admin → Payments: **Mark as dealt with** on a flagged online payment (issue #28). */
export const resolveFlagSchema = z.object({
  id: z.string({ required_error: "Missing id." }).uuid("Unknown record."),
});
