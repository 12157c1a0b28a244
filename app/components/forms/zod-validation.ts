import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * conform's zod adapter (and zod with it), loaded by useZodForm only once a visitor starts using
 * a form: the browser-side check of a form against its schema.
 */
export function zodValidator<Schema extends z.ZodTypeAny>(schema: Schema) {
  return (formData: FormData) => parseWithZod(formData, { schema });
}
