import { z } from "zod";
import { emailField } from "./fields";

/** Admin → Team: give an existing account the steward role (check-in at the door). */
export const grantStewardSchema = z.object({ email: emailField });
export const revokeStewardSchema = z.object({ userId: z.string().uuid() });
