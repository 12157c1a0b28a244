import { z } from "zod";
import { emailField, nameField, withoutAddresses } from "./fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const enteredPassword = z
  .string({ required_error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters.`);

export const newPasswordField = z
  .string({ required_error: "Please choose a password." })
  .min(PASSWORD_MIN_LENGTH, `Please use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Please use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the most common ones and easy to guess. Please choose another.";

export const loginSchema = z.object({
  email: emailField,
  password: enteredPassword,
  redirectTo: z.string().max(2000).optional(),
});

/**
 * What a member signs in with (issue #40): her e-mail, or the phone she opened her account with
 * in any Nigerian format. The field keeps the name `email` (the forms' and the limits' key).
 */
const signInNameField = z
  .string({ required_error: "Please enter your email address or phone number." })
  .trim()
  .min(1, "Please enter your email address or phone number.")
  .max(254, "Please enter a shorter email address.")
  .refine(
    (value) =>
      value.includes("@")
        ? z.string().email().safeParse(value).success
        : nigerianMobileOf(value) !== null,
    "Please enter a valid email address or a Nigerian mobile number.",
  );

/** /login's "Login" tab: the admin login keeps `loginSchema` (an admin signs in by e-mail). */
export const memberLoginSchema = loginSchema.extend({ email: signInNameField });

/** A Nigerian mobile (what an SMS reaches), typed in any format. */
export const mobileField = z
  .string({ required_error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .max(30, "Please enter a shorter phone number.")
  .refine(
    (value) => nigerianMobileOf(value) !== null,
    "Please enter a Nigerian mobile number, e.g. 0803 123 4567.",
  );

/** Sign up with a phone number (issue #40): her name, her mobile and a password. */
export const phoneSignupSchema = z.object({
  fullName: withoutAddresses(nameField("Please enter your full name.")),
  phone: mobileField,
  password: newPasswordField,
});

const phoneCodeField = z
  .string({ required_error: "Please enter the 6-digit code from the text." })
  .trim()
  .regex(/^\d{3}[\s-]?\d{3}$/, "Please enter the 6-digit code from the text.");

/** The code texted to prove her phone. */
export const phoneCodeSchema = z.object({ code: phoneCodeField });

/** "Forgot password?" by phone: the texted code and the new password, twice. */
export const phoneResetSchema = z
  .object({
    code: phoneCodeField,
    password: newPasswordField,
    confirmPassword: z.string({ required_error: "Please type the new password again." }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The two passwords do not match.",
    path: ["confirmPassword"],
  });

export const signupSchema = z.object({
  fullName: withoutAddresses(nameField("Please enter your full name.")),
  email: emailField,
  password: newPasswordField,
});

export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ required_error: "Please type the new password again." }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "The two passwords do not match.",
    path: ["confirmPassword"],
  });

/** "Send the link again": the address to send a confirmation link to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/**
 * "Forgot password?": the address to send a reset link to, or (issue #40) the phone to text a
 * code to.
 */
export const forgotPasswordByNameSchema = z.object({ email: signInNameField });

/** The confirmation link's page: her password, so a link alone signs nobody in (ADR 0036). */
export const confirmEmailSchema = z.object({ password: enteredPassword });

export type SignupInput = z.infer<typeof signupSchema>;
