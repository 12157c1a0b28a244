import { z } from "zod";

/** Field rules shared by several forms, with the messages visitors see. */
export const emailField = z
  .string({ required_error: "Please enter your email address." })
  .trim()
  .max(254, "Please enter a shorter email address.")
  .email("Please enter a valid email address.");

export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, "Please enter a shorter phone number.")
  .regex(/^[+\d][\d\s().-]{6,}$/, "Please enter a valid phone number.")
  .optional();

/**
 * A web address, an e-mail address, or a word shaped like a domain (`evil.example/pay`): two or
 * more letters, a dot, two or more letters, so that initials (`A.Bello`) stay names.
 */
const HOLDS_AN_ADDRESS = /:\/\/|www\.|@|(?<![\p{L}\p{N}-])[\p{L}\p{N}-]{2,}\.\p{L}{2,}/iu;

export const NAME_WITHOUT_ADDRESSES =
  "Please write only your name, without a web or e-mail address.";

/**
 * A name a visitor gives goes into e-mails and the association's lists: one that holds an
 * address is refused (issue #50), so a stranger cannot use a form to send a link in a name.
 */
export const withoutAddresses = <Field extends z.ZodType<string>>(field: Field) =>
  field.refine((name) => !HOLDS_AN_ADDRESS.test(name), NAME_WITHOUT_ADDRESSES);

export const nameField = (message: string) =>
  z
    .string({ required_error: message })
    .trim()
    .min(1, message)
    .max(100, "Please keep your name under 100 characters.");
