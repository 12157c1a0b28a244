import { z } from "zod";
import { industries, OTHER_INDUSTRY } from "~/config/industries";
import { toE164 } from "~/utils/phone";
import { emailField, withoutAddresses } from "~/validation/fields";

const required = (message: string, max: number) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(max, `Please keep this under ${max.toLocaleString("en-NG")} characters.`);

const chooseBusinessType = "Please choose your type of business.";

/** Step 1's fields; /dashboard/profile picks hers from these. */
export const joinDetailsFields = z.object({
  fullName: withoutAddresses(required("Please enter your full name.", 100)),
  phoneNumber: z
    .string({ required_error: "Please enter your phone number." })
    .trim()
    .max(30, "Please enter a shorter phone number.")
    .refine(
      (value) => toE164(value) !== null,
      "Please enter a valid phone number, e.g. 0803 123 4567.",
    ),
  email: emailField.optional(),
  contactAddress: required("Please enter your contact address.", 300),
  nextOfKin: required("Please enter your next of kin.", 200),
  businessName: required("Please enter your business name.", 150),
  /** One of the association's industries (ADR 0034); "other" asks for her own words. */
  businessType: z.enum(industries, {
    required_error: chooseBusinessType,
    invalid_type_error: chooseBusinessType,
    message: chooseBusinessType,
  }),
  businessTypeDetail: z
    .string()
    .trim()
    .max(100, "Please keep this under 100 characters.")
    .optional(),
  whyJoin: required("Please enter why you want to join.", 2000),
  membershipPlan: z.enum(["starter", "pro"], {
    required_error: "Please select a membership plan",
    invalid_type_error: "Please select a membership plan",
    message: "Please select a membership plan",
  }),
  directoryConsent: z.literal("on").optional(),
  /** Issued with the form: a double click or a resubmission creates one application. */
  idempotencyKey: z.string().uuid(),
});

type BusinessTypeShape = Pick<
  (typeof joinDetailsFields)["shape"],
  "businessType" | "businessTypeDetail"
>;
type BusinessType = z.infer<z.ZodObject<BusinessTypeShape>>;

/**
 * "Other" needs her own words; with an industry of the list her words are not kept (a detail
 * left over from an earlier choice would otherwise be shown for her).
 */
export function withBusinessTypeDetail<Shape extends BusinessTypeShape>(
  schema: z.ZodObject<Shape>,
) {
  return schema
    .superRefine((value, context) => {
      const { businessType, businessTypeDetail } = value as BusinessType;
      if (businessType === OTHER_INDUSTRY && !businessTypeDetail) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: ["businessTypeDetail"],
          message: "Please describe your type of business.",
        });
      }
    })
    .transform((value) =>
      (value as BusinessType).businessType === OTHER_INDUSTRY
        ? value
        : { ...value, businessTypeDetail: undefined },
    );
}

/** Step 1 of the membership application (spec §5): every field but e-mail is required. */
export const joinDetailsSchema = withBusinessTypeDetail(joinDetailsFields);

/** ZW- and five characters without 0/O or 1/I. */
export const PAYMENT_REFERENCE = /^ZW-[A-HJ-NP-Z2-9]{5}$/;

/** Step 2 → submit: the same details plus the payment reference shown to the applicant. */
export const joinSubmitSchema = withBusinessTypeDetail(
  joinDetailsFields.extend({ paymentReference: z.string().regex(PAYMENT_REFERENCE) }),
);

export type JoinDetails = z.infer<typeof joinDetailsSchema>;
export type JoinSubmission = z.infer<typeof joinSubmitSchema>;
