import { z } from "zod";

/**
 * A member's ballot (issue #42): the step she asks for and, per position, the candidates she
 * ticked (`choices.<position id>`, one value per tick). What the election allows is checked by
 * the model (`ballotProblem`); this is the shape a post must have.
 */
export const ballotSchema = z.object({
  intent: z.enum(["review", "change", "cast"]),
  choices: z.record(z.string().max(64), z.array(z.string().max(64)).max(20)),
});
export type BallotForm = z.infer<typeof ballotSchema>;

/** The form's fields as the schema reads them: every `choices.<id>` with all its values. */
export function ballotFormOf(formData: FormData): unknown {
  const choices: Record<string, string[]> = {};
  for (const [name, value] of formData) {
    if (!name.startsWith("choices.") || typeof value !== "string") continue;
    (choices[name.slice("choices.".length)] ??= []).push(value);
  }
  return { intent: formData.get("intent"), choices };
}
