import { getFormProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { useZodForm } from "~/components/forms/use-zod-form";
import { formTexts } from "~/i18n/forms";
import { useTexts } from "~/i18n/language";
import { newsletterForm } from "~/validation/forms";
import type { action, loader } from "./newsletter";

/** The newsletter form: its script comes on first use (formOnFirstUse, ADR 0043). */
export default function NewsletterForm() {
  const { texts: t } = useLoaderData<typeof loader>();
  const { optional } = useTexts(formTexts);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(newsletterForm, {
    id: "newsletter",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-2">
      <Honeypot />
      <TextField field={fields.fullName} label={t.card.name} hint={optional} autoComplete="name" />
      <TextField field={fields.email} label={t.card.email} type="email" autoComplete="email" />
      <SubmitButton
        pending={navigation.state === "submitting"}
        label={t.card.subscribe}
        pendingLabel={t.card.subscribing}
      />
    </Form>
  );
}
