import { z } from "zod";
import { emailField } from "./fields";

/** Admin → Team: grant the admin role to an existing account. */
export const grantAdminSchema = z.object({ email: emailField });
/** Admin → Team: a one-time password-reset link for a member. */
export const resetLinkSchema = z.object({ email: emailField });
export const revokeAdminSchema = z.object({ userId: z.string().uuid() });
