import { z } from "zod";
import { emailField, nameField, withoutAddresses } from "./fields";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

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

/** "Forgot password?": the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** The confirmation link's page: her password, so a link alone signs nobody in (ADR 0036). */
export const confirmEmailSchema = z.object({ password: enteredPassword });

export type SignupInput = z.infer<typeof signupSchema>;
