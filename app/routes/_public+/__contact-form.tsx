import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { useRef } from "react";
import { SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { useZodForm } from "~/components/forms/use-zod-form";
import { formTexts } from "~/i18n/forms";
import { useTexts } from "~/i18n/language";
import { contactForm } from "~/validation/forms";
import type { action, loader } from "./contact";

/** The contact form: its script comes on first use (formOnFirstUse, ADR 0043). */
export default function ContactForm() {
  const { texts: t } = useLoaderData<typeof loader>();
  const { optional } = useTexts(formTexts);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useZodForm(contactForm, {
    id: "contact",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  const lastFormKey = useRef(location.key);
  const formKey = actionData ? lastFormKey.current : location.key;
  lastFormKey.current = formKey;
  // A new key after each successful send (a redirect) clears the form; a failed send (the
  // action answered with data) keeps the form as typed.
  return (
    <Form method="post" {...getFormProps(form)} key={formKey} className="mt-6 space-y-2">
      <Honeypot />
      <TextField field={fields.name} label={t.form.name} autoComplete="name" />
      <TextField field={fields.email} label={t.form.email} type="email" autoComplete="email" />
      <TextField
        field={fields.phone}
        label={t.form.phone}
        type="tel"
        hint={optional}
        autoComplete="tel"
      />
      <TextAreaField field={fields.message} label={t.form.message} />
      <SubmitButton
        pending={navigation.state === "submitting"}
        label={t.form.send}
        pendingLabel={t.form.sending}
      />
    </Form>
  );
}
