import { z } from "zod";

/** An RSVP (spec §5): full name and email required; phone optional. */
export const rsvpSchema = z.object({
  fullName: z
    .string({ required_error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
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
});

export type RsvpInput = z.infer<typeof rsvpSchema>;
