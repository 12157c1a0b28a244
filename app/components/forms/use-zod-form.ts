import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { fieldOf, takeFieldsLeftBeforeHydration } from "~/components/forms/form-on-first-use";
import type { zodValidator } from "~/components/forms/zod-validation";
import { useLanguage } from "~/i18n/language";
import type { LazySchema } from "~/validation/forms";

type Validator<Schema extends z.ZodTypeAny> = ReturnType<typeof zodValidator<Schema>>;

/** The name of the field an element is, if it is a field of the form `id`. */
function fieldNameIn(element: EventTarget | null, id: string): string | null {
  const field = fieldOf(element);
  return field?.form.id === id ? field.name : null;
}

/**
 * conform bound to a form's zod schema, the same way for every form: the fields render the
 * schema's constraints (required, maxLength…); the browser checks a field when it is left and
 * again as it is corrected; the server's result (`lastResult`) shows its messages, also without
 * JavaScript.
 *
 * The schema arrives lazily (see `LazySchema` in ~/validation/forms): its chunk is requested on
 * the first focus in the form. Until it is there the server checks the form on submit, exactly
 * as without JavaScript, and fields left in the meantime are checked as soon as it arrives.
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: LazySchema<Schema>,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]>;
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const [validate, setValidate] = useState<Validator<Schema> | null>(null);
  const [form, fields] = useForm<z.input<Schema>>({
    ...options,
    constraint: schema.constraint,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });

  const { id } = options;
  const language = useLanguage();
  const leftEarly = useRef(new Set<string>());
  useEffect(() => {
    for (const name of takeFieldsLeftBeforeHydration(id)) leftEarly.current.add(name);
    if (validate) return;
    let mounted = true;
    const loadOnFocus = (focused: EventTarget | null) => {
      if (fieldNameIn(focused, id) === null) return;
      document.removeEventListener("focusin", onFocusIn);
      Promise.all([schema.load(), import("~/components/forms/zod-validation")]).then(
        ([loaded, { zodValidator }]) => {
          if (mounted) setValidate(() => zodValidator(loaded, language));
        },
        // Offline, or a deploy replaced the chunk: the server goes on checking the form.
        () => {},
      );
    };
    const onFocusIn = (event: FocusEvent) => loadOnFocus(event.target);
    const onFocusOut = (event: FocusEvent) => {
      const name = fieldNameIn(event.target, id);
      if (name) leftEarly.current.add(name);
    };
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    // A form whose script came on her first focus (formOnFirstUse) mounts with that focus in it.
    loadOnFocus(document.activeElement);
    return () => {
      mounted = false;
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [validate, schema, id, language]);

  useEffect(() => {
    // conform has the validator by now (it takes new options in a layout effect).
    if (!validate) return;
    // Once she has sent the form the server checks all of it: no check of a field to send on top.
    if (!form.status) for (const name of leftEarly.current) form.validate({ name });
    leftEarly.current.clear();
  }, [validate, form]);

  return [form, fields] as const;
}
