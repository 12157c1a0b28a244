import { z } from "zod";

const ENTER_CODE = "Please enter the 6-digit code from your authenticator app.";

/** A 6-digit code as apps show it ("123 456" is fine too). */
const totpField = z
  .string({ required_error: ENTER_CODE })
  .trim()
  .regex(/^\d{3} ?\d{3}$/, ENTER_CODE);

/** A code from the app, or a recovery code (xxxxx-xxxxx). */
const codeOrRecoveryField = z
  .string({ required_error: "Please enter a code." })
  .trim()
  .min(6, "Please enter the 6-digit code or a recovery code.")
  .max(32, "Please enter the 6-digit code or a recovery code.");

/** Admin → Security: confirm the enrolment with the app's first code. */
export const enableTwoFactorSchema = z.object({ code: totpField });

/** Admin → Security: turn two-factor off (a current code, or a recovery code). */
export const disableTwoFactorSchema = z.object({ code: codeOrRecoveryField });

/** /admin/login/code: the second step of an admin's sign-in. */
export const twoFactorCodeSchema = z.object({
  code: codeOrRecoveryField,
  redirectTo: z.string().max(2000).optional(),
});

/** Admin → Security: "Set up two-factor authentication" (its key is made by the server). */
export const beginTwoFactorSchema = z.object({});
