import { parseWithZod } from "@conform-to/zod";
import type { z, ZodIssue } from "zod";
import type { Language } from "~/i18n/language";
import { localiseMessage } from "~/i18n/validation-messages";

/**
 * conform's `parseWithZod`, with the messages in the page's language: the same function checks
 * a form in the browser (useZodForm) and on the server (actions), so with JavaScript on or off
 * she reads the same Hausa or English message.
 */
export function parseWithZodIn<Schema extends z.ZodTypeAny>(
  payload: FormData | URLSearchParams,
  { schema, language }: { schema: Schema; language: Language },
) {
  return parseWithZod(payload, {
    schema,
    formatError: (issues: ZodIssue[]) =>
      issues.map((issue) => localiseMessage(issue.message, language)),
  });
}
