import { z } from "zod";
import { emailField } from "~/validation/fields";

/** The newsletter signup (spec §5): email required and of email type; name optional. */
export const newsletterSchema = z.object({
  fullName: z.string().trim().max(100, "Please keep your name under 100 characters.").optional(),
  email: emailField,
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Admin → Newsletter: the confirm step's "Remove" button of a subscriber. */
export const removeSubscriberSchema = z.object({ id: z.string().trim().min(1).max(64) });
