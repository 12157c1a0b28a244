import { z } from "zod";
import { PAYMENT_REFERENCE } from "./join";

/** /dashboard/renew: the plan for her next year, and the form's own reference and key. */
export const renewalSchema = z.object({
  membershipPlan: z.enum(["starter", "pro"], {
    required_error: "Please select a membership plan",
    invalid_type_error: "Please select a membership plan",
    message: "Please select a membership plan",
  }),
  /** Issued with the form and shown for the transfer's narration. */
  paymentReference: z.string().regex(PAYMENT_REFERENCE),
  /** Issued with the form: a double click or a resubmission creates one request. */
  idempotencyKey: z.string().uuid(),
});

export type RenewalForm = z.infer<typeof renewalSchema>;
