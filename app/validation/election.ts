import { z } from "zod";
import { fromWat } from "~/utils/dates";
import { optionalText, requiredText as text, watDayField, watTimeField } from "./admin-fields";
import { watDayOf } from "~/models/membership/period-rules";

/** Admin → Elections (issue #42): preparing an election, the hall's count, opening and closing. */

export const electionSchema = z
  .object({
    title: text("a title", 150),
    titleHa: optionalText(150),
    opensDate: watDayField("Please choose the day voting opens."),
    opensTime: watTimeField,
    closesDate: watDayField("Please choose the day voting closes."),
    closesTime: watTimeField,
    cutoffOn: watDayField("Please choose the cut-off day."),
    /** A checkbox: members in their grace days on the cut-off day vote too. */
    includeGrace: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const opensAt = fromWat(value.opensDate, value.opensTime);
    const closesAt = fromWat(value.closesDate, value.closesTime);
    if (!opensAt || !closesAt) return;
    if (closesAt <= opensAt) {
      ctx.addIssue({
        code: "custom",
        path: ["closesDate"],
        message: "Voting must close after it opens.",
      });
    }
    if (value.cutoffOn > watDayOf(opensAt)) {
      ctx.addIssue({
        code: "custom",
        path: ["cutoffOn"],
        message: "The cut-off day cannot be after the day voting opens.",
      });
    }
  });
export type ElectionFormInput = z.infer<typeof electionSchema>;

/**
 * The election as the form describes it: its times as instants (the schema has checked that both
 * are real), a blank Hausa title as none. The new election's form and a draft's.
 */
export function electionInputOf(value: ElectionFormInput) {
  return {
    title: value.title,
    titleHa: value.titleHa || null,
    opensAt: fromWat(value.opensDate, value.opensTime)!,
    closesAt: fromWat(value.closesDate, value.closesTime)!,
    cutoffOn: value.cutoffOn,
    includeGrace: value.includeGrace,
  };
}

export const positionSchema = z.object({
  title: text("the position", 100),
  titleHa: optionalText(100),
  seats: z.coerce
    .number({ invalid_type_error: "Please enter a whole number." })
    .int("Please enter a whole number.")
    .min(1, "At least 1 seat.")
    .max(20, "At most 20 seats.")
    .default(1),
});

export const candidateSchema = z.object({
  positionId: z.string({ required_error: "Please choose the position." }).trim().min(1).max(64),
  name: text("the candidate's name", 100),
  photoUrl: z
    .string()
    .trim()
    .max(500, "Please use a shorter photo address.")
    .regex(/^(https:\/\/|\/(?!\/))\S+$/, "Use an https:// address or a path on this site.")
    .optional(),
  statement: text("a short statement", 600),
  statementHa: optionalText(600),
});

/** The hall's totals: `votes.<candidate id>`, a whole number each (empty: not counted yet). */
export const paperCountsSchema = z.object({
  votes: z.record(
    z.coerce
      .number({ invalid_type_error: "Please enter a whole number." })
      .int("Please enter a whole number.")
      .min(0, "Votes cannot be fewer than 0.")
      .max(1_000_000, "Please check this number."),
  ),
});

/** The "Open voting" and "Close the election" buttons: nothing but their intent. */
export const electionStepSchema = z.object({});

/** "Remove" beside a position or a candidate of a draft. */
export const removePositionSchema = z.object({
  positionId: z.string({ required_error: "Missing id." }).trim().min(1).max(64),
});
export const removeCandidateSchema = z.object({
  candidateId: z.string({ required_error: "Missing id." }).trim().min(1).max(64),
});

/** The hall's search box (GET): a card's link or code, its number, or part of a name. */
export const hallSearchSchema = z.object({
  q: z.string().trim().max(300).optional().default(""),
});

/** "Votes on paper" beside a member of the electorate at the hall. */
export const hallMarkSchema = z.object({
  applicationId: z.string().trim().min(1).max(64),
});
