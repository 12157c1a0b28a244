import { z } from "zod";
import { emailField, nameField, optionalPhoneField } from "~/validation/fields";

/** The contact form (spec §5): name, email, message required; phone optional. */
export const contactSchema = z.object({
  name: nameField("Please enter your name."),
  email: emailField,
  phone: optionalPhoneField,
  message: z
    .string({ required_error: "Please write your message." })
    .trim()
    .min(1, "Please write your message.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
