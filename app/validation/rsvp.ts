import { z } from "zod";
import { emailField, nameField, optionalPhoneField, withoutAddresses } from "~/validation/fields";

/**
 * An RSVP (spec §5): full name and email required; phone optional. `waitlist` ("yes", a hidden
 * field of the form a full event shows): she asks to join the waitlist (issue #29).
 */
export const rsvpSchema = z.object({
  fullName: withoutAddresses(nameField("Please enter your full name.")),
  email: emailField,
  phone: optionalPhoneField,
  waitlist: z.enum(["yes"]).optional(),
});

export type RsvpInput = z.infer<typeof rsvpSchema>;

/** Her manage page's buttons (/rsvp/{code}): "Confirm my place" and "Cancel my place". */
export const rsvpManageSchema = z.object({ intent: z.enum(["confirm", "cancel"]) });

/** The admin's "Remove" beside an RSVP on the event's page. */
export const removeRsvpSchema = z.object({ rsvpId: z.string().min(1).max(64) });
