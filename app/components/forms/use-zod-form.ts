import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

/**
 * conform bound to a form's zod schema, the same way for every form: the browser gets the
 * schema's constraints (required, maxLength…), checks a field when it is left and again as it is
 * corrected; the server's result (`lastResult`) shows its messages, also without JavaScript.
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  return useForm<z.input<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
