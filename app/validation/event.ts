import { z } from "zod";
import { fromWat } from "~/utils/dates";

const tooLong = (max: number) =>
  `Please keep this under ${max.toLocaleString("en-NG")} characters.`;

const text = (label: string, max: number) =>
  z
    .string({ required_error: `Please enter ${label}.` })
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, tooLong(max));

/** Optional, with the same limit and message as its English twin; blank is stored as NULL. */
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

/** Admin → Events: create or edit. Date and time are entered in WAT (Africa/Lagos). */
export const eventSchema = z.object({
  title: text("a title", 150),
  description: text("a description", 3000),
  /** Issue #20: shown on the Hausa pages instead of the English, when given. */
  titleHa: optionalText(150),
  descriptionHa: optionalText(3000),
  date: z
    .string({ required_error: "Please choose the date." })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose the date.")
    .refine((date) => fromWat(date, "00:00") !== null, "This is not a real date."),
  time: z
    .string({ required_error: "Please choose the time (WAT)." })
    .regex(/^\d{2}:\d{2}$/, "Please choose the time (WAT).")
    .refine((time) => fromWat("2000-01-01", time) !== null, "Please choose the time (WAT)."),
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
