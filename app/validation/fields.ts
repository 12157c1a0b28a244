import { z } from "zod";
import { fromWat } from "~/utils/dates";

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

// The admin's forms (events, elections): their texts, and days and times entered in WAT.
const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString("en-NG")} characters.`;

/** A text the admin must fill in: "Please enter {label}." when empty. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ required_error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, tooLong(max));

/** Optional, with the same limit and message as its English twin; blank is stored as NULL. */
export const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/** A day of a date input ("2026-12-05"), `required` when missing or malformed. */
export const watDayField = (required: string) =>
  z
    .string({ required_error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((date) => fromWat(date, "00:00") !== null, "This is not a real date.");

/** A time of a time input ("10:30"), in WAT. */
export const watTimeField = z
  .string({ required_error: "Please choose the time (WAT)." })
  .regex(/^\d{2}:\d{2}$/, "Please choose the time (WAT).")
  .refine((time) => fromWat("2000-01-01", time) !== null, "Please choose the time (WAT).");
