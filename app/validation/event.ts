import { z } from "zod";
import { optionalText, requiredText as text, watDayField, watTimeField } from "./admin-fields";

/** Admin → Events: create or edit. Date and time are entered in WAT (Africa/Lagos). */
export const eventSchema = z.object({
  title: text("a title", 150),
  description: text("a description", 3000),
  /** Issue #20: shown on the Hausa pages instead of the English, when given. */
  titleHa: optionalText(150),
  descriptionHa: optionalText(3000),
  date: watDayField("Please choose the date."),
  time: watTimeField,
  location: text("the location", 200),
  imageUrl: z
    .string()
    .trim()
    .max(500, "Please use a shorter image address.")
    .regex(/^(https:\/\/|\/(?!\/))\S+$/, "Use an https:// address or a path on this site.")
    .optional(),
  maxAttendees: z.coerce
    .number({ invalid_type_error: "Please enter a whole number." })
    .int("Please enter a whole number.")
    .min(1, "At least 1 place, or leave empty for no limit.")
    .max(100_000, "At most 100,000 places.")
    .optional(),
});

export type EventInput = z.infer<typeof eventSchema>;
