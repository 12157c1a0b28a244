import type { z } from "zod";
import type { Language } from "~/i18n/language";
import { parseWithZodIn } from "~/validation/parse";

/**
 * conform's zod adapter (and zod with it), loaded by useZodForm only once a visitor starts using
 * a form: the browser-side check of a form against its schema, with the messages in the page's
 * language (the same function as the server's).
 */
export function zodValidator<Schema extends z.ZodTypeAny>(schema: Schema, language: Language) {
  return (formData: FormData) => parseWithZodIn(formData, { schema, language });
}
