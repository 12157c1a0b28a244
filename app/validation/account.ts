import { z } from "zod";
import { enteredPassword } from "./auth";

const CONFIRM = "Please tick the box to confirm that you want to delete your account.";

/** /dashboard/delete: her password again, and a tick that she understands it cannot be undone. */
export const deleteAccountSchema = z.object({
  password: enteredPassword,
  confirm: z.boolean({ required_error: CONFIRM }).refine((ticked) => ticked, CONFIRM),
});

/** /dashboard/messages (issue #40): her notices by SMS, announcements by SMS (ticked or not). */
export const smsChoicesSchema = z.object({
  smsNotices: z.boolean().optional(),
  smsAnnouncements: z.boolean().optional(),
});
