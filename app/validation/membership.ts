import { z } from "zod";
import { toE164 } from "~/utils/phone";
import { emailField } from "./fields";
import { PAYMENT_REFERENCE } from "./join";

/** A member claims her application with the phone and payment reference she applied with. */
export const linkApplicationSchema = z.object({
  phoneNumber: z
    .string({ required_error: "Please enter the phone number you applied with." })
    .trim()
    .max(30, "Please enter a shorter phone number.")
    .refine(
      (value) => toE164(value) !== null,
      "Please enter a valid phone number, e.g. 0803 123 4567.",
    ),
  paymentReference: z
    .string({ required_error: "Please enter your payment reference, e.g. ZW-7K3Q9." })
    .trim()
    .toUpperCase()
    .regex(PAYMENT_REFERENCE, "Please enter your payment reference, e.g. ZW-7K3Q9."),
});

/** Admin → Member links: link an approved application (by its reference) to an account. */
export const adminLinkSchema = z.object({
  paymentReference: linkApplicationSchema.shape.paymentReference,
  email: emailField,
});

/** Admin → Member links: unlink an application from its account. */
export const adminUnlinkSchema = z.object({
  applicationId: z.string({ required_error: "Missing id." }).uuid("Unknown record."),
});
