import { z } from "zod";

/** The newsletter signup (spec §5): email required and of email type; name optional. */
export const newsletterSchema = z.object({
  fullName: z.string().trim().max(100, "Please keep your name under 100 characters.").optional(),
  email: z
    .string({ required_error: "Please enter your email address." })
    .trim()
    .max(254, "Please enter a shorter email address.")
    .email("Please enter a valid email address."),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
