import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { cardClassName } from "~/components/ui/card";
import { PASSWORD_MIN_LENGTH } from "~/validation/password-rules";

/**
 * The form of a narrow account page (admin login, its code, a new password): a card with the
 * form's message first and the submit button last.
 */
export function CardForm<Schema extends Record<string, unknown>>({
  form,
  submit,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  submit: { label: string; pendingLabel: string };
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" {...getFormProps(form)} className={cardClassName("lg", "mt-6 space-y-2")}>
      <FormErrors errors={form.errors} id={form.errorId} />
      {children}
      <SubmitButton pending={navigation.state === "submitting"} {...submit} />
    </Form>
  );
}

/** E-mail and current password: the login fields of /login and /admin/login. */
export function LoginFields({
  fields,
}: {
  fields: { email: FieldMetadata<string>; password: FieldMetadata<string> };
}) {
  return (
    <>
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}

/** A password being chosen (sign-up, reset), with the minimum length as its hint. */
export function NewPasswordField({
  field,
  label,
}: {
  field: FieldMetadata<string>;
  label: string;
}) {
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      hint={`at least ${PASSWORD_MIN_LENGTH} characters`}
      autoComplete="new-password"
    />
  );
}
