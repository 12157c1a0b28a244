import { z } from "zod";

/** The contact form (spec §5): name, email, message required; phone optional. */
export const contactSchema = z.object({
  name: z
    .string({ required_error: "Please enter your name." })
    .trim()
    .min(1, "Please enter your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: z
    .string({ required_error: "Please enter your email address." })
    .trim()
    .max(254, "Please enter a shorter email address.")
    .email("Please enter a valid email address."),
  phone: z
    .string()
    .trim()
    .max(30, "Please enter a shorter phone number.")
    .regex(/^[+\d][\d\s().-]{6,}$/, "Please enter a valid phone number.")
    .optional(),
  message: z
    .string({ required_error: "Please write your message." })
    .trim()
    .min(1, "Please write your message.")
    .max(5000, "Please keep your message under 5,000 characters."),
});

export type ContactInput = z.infer<typeof contactSchema>;
