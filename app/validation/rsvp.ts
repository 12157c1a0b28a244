import { z } from "zod";
import { emailField, nameField, optionalPhoneField } from "~/validation/fields";

/** An RSVP (spec §5): full name and email required; phone optional. */
export const rsvpSchema = z.object({
  fullName: nameField("Please enter your full name."),
  email: emailField,
  phone: optionalPhoneField,
});

export type RsvpInput = z.infer<typeof rsvpSchema>;
