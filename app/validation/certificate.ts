import { z } from "zod";
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from "./admin-members";
import { requiredText } from "./admin-fields";

/** An event's certificates of attendance (issue #42): adding one by name, revoking one. */

export const addCertificateSchema = z.object({
  fullName: requiredText("her name as it goes on the certificate", 120),
  language: z.enum(["en", "ha"], { message: "Please choose the certificate's language." }),
});

export const revokeCertificateSchema = z.object({
  certificateId: z.string({ required_error: "Missing id." }).uuid("Unknown certificate."),
  reason: z
    .string({ required_error: "Please give a reason." })
    .trim()
    .min(REJECT_REASON_MIN, `Please give a reason of at least ${REJECT_REASON_MIN} characters.`)
    .max(REJECT_REASON_MAX, `Please keep the reason under ${REJECT_REASON_MAX} characters.`),
});

/** "Issue certificates": the button alone. */
export const issueCertificatesSchema = z.object({});
