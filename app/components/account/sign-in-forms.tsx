import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { ReactNode } from "react";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { cardClassName } from "~/components/ui/card";
import { format } from "~/i18n/language";
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

/**
 * E-mail and current password: the login fields of /login and /admin/login (English unless the
 * page gives its labels: /login's come from its loader, app/i18n/account.ts). `orPhone`: the
 * field takes a phone number too (/login, issue #40), so it is a text field, not an e-mail one.
 */
export function LoginFields({
  fields,
  labels = { email: "Email", password: "Password" },
  orPhone = false,
}: {
  fields: { email: FieldMetadata<string>; password: FieldMetadata<string> };
  labels?: { email: string; password: string };
  orPhone?: boolean;
}) {
  return (
    <>
      <TextField
        field={fields.email}
        label={labels.email}
        type={orPhone ? "text" : "email"}
        autoComplete={orPhone ? "username" : "email"}
      />
      <TextField
        field={fields.password}
        label={labels.password}
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}

/**
 * A password being chosen (sign-up, reset), with the minimum length as its hint (`hint`: the
 * page's text with a `{count}` placeholder).
 */
export function NewPasswordField({
  field,
  label,
  hint = "at least {count} characters",
}: {
  field: FieldMetadata<string>;
  label: string;
  hint?: string;
}) {
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      hint={format(hint, { count: PASSWORD_MIN_LENGTH })}
      autoComplete="new-password"
    />
  );
}

/** A new password and the same again (a reset by link or by code), with the page's labels. */
export function NewPasswordPair({
  fields,
  labels,
}: {
  fields: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };
  labels: { newPassword: string; confirmPassword: string; hint: string };
}) {
  return (
    <>
      <NewPasswordField field={fields.password} label={labels.newPassword} hint={labels.hint} />
      <TextField
        field={fields.confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
