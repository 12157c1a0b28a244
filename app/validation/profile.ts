import type { z } from "zod";
import { joinDetailsFields, withBusinessTypeDetail } from "./join";

/**
 * "Edit my profile" (/dashboard/profile): the fields of her application she may change, with
 * exactly /join's rules and messages (picked from its schema, not copied). The photo is checked
 * on the server by its bytes, like /join's files, so it is not a schema field; the plan is not
 * hers to change here, and nothing in the form names the application (the server knows it).
 */
export const profileSchema = withBusinessTypeDetail(
  joinDetailsFields.pick({
    fullName: true,
    businessName: true,
    businessType: true,
    businessTypeDetail: true,
    phoneNumber: true,
    email: true,
    contactAddress: true,
    nextOfKin: true,
    whyJoin: true,
    directoryConsent: true,
  }),
);

export type ProfileInput = z.infer<typeof profileSchema>;
