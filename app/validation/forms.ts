import type { z } from "zod";

/** What conform renders on a field: the HTML constraint attributes (`getZodConstraint`'s shape). */
export type FieldConstraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    multiple?: boolean;
    pattern?: string;
  }
>;

/**
 * A form's zod schema as the browser gets it, in two parts. zod and conform's zod adapter weigh
 * about 15 KB gzipped, which would take every form page over its 110 KB JavaScript budget, yet
 * a page only needs them once the visitor starts filling in the form. So:
 * - `constraint`: the attributes the fields render (required, maxLength…), precomputed from the
 *   schema (`npm run forms:constraints`; `forms.test.ts` fails when they no longer match the
 *   schemas), so the page renders and hydrates without zod;
 * - `load`: the schema itself, in its own chunk, fetched on the first focus in the form.
 * The server imports the schemas directly (`parseWithZod` in actions).
 */
export type LazySchema<Schema extends z.ZodTypeAny> = {
  constraint: FieldConstraints;
  load: () => Promise<Schema>;
};

/**
 * Each form's lazy schema lives in a module of its own (app/validation/lazy/<form>.generated.ts,
 * written by `npm run forms:constraints` from the list in ./form-schemas.ts): a page's JavaScript
 * then carries its own form's constraints only, not every form's (~1.7 KB gz on /join, ADR 0026).
 * A new form: add it to ./form-schemas.ts and run `npm run forms:constraints`.
 */
export * from "./lazy/index.generated";
