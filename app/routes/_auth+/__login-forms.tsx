import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { LoginFields, NewPasswordField } from "~/components/account/sign-in-forms";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { Honeypot } from "~/components/forms/honeypot";
import { useZodForm } from "~/components/forms/use-zod-form";
import type { AccountTexts } from "~/i18n/account";
import { useLocalePath } from "~/i18n/language";
import { memberLoginForm, signupForm } from "~/validation/forms";
import { RESEND_CONFIRMATION, useLoginTabs } from "./__login-tabs";
import type { action, loader } from "./login";

/** The log-in or sign-up form of /login: its script comes on first use (formOnFirstUse, ADR 0043). */
export default function LoginForms() {
  const { redirectTo, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // The tab shown is the form she sent, when she sent one: its answer is the shown form's.
  const { active, query } = useLoginTabs();
  const props = {
    t,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    pending: navigation.state === "submitting",
  };
  const typed = navigation.state === "idle" && actionData && "typedEmail" in actionData;
  const typedEmail =
    typed && typeof actionData.typedEmail === "string" ? actionData.typedEmail : null;
  return active === "signup" ? (
    <SignupForm {...props} action={query("signup")} />
  ) : (
    <>
      <LoginForm {...props} redirectTo={redirectTo} />
      {typedEmail ? <SendLinkAgain t={t} email={typedEmail} /> : null}
    </>
  );
}

/**
 * After every failed sign-in (issue #38): "Just signed up? Confirm your address first — send
 * the link again", for the address she typed; the answer is the same for any address.
 */
function SendLinkAgain({ t, email }: { t: AccountTexts; email: string }) {
  return (
    <Form
      method="post"
      data-testid="send-link-again"
      className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-900"
    >
      <input type="hidden" name="intent" value={RESEND_CONFIRMATION} />
      <input type="hidden" name="email" value={email} />
      <Honeypot />
      {t.toasts.justSignedUp}{" "}
      <button type="submit" className="font-semibold text-brand-800 underline">
        {t.toasts.sendLinkAgain}
      </button>
    </Form>
  );
}

type FormProps = {
  t: AccountTexts;
  lastResult: Parameters<typeof useZodForm>[1]["lastResult"];
  pending: boolean;
};

function LoginForm({ t, redirectTo, lastResult, pending }: FormProps & { redirectTo: string }) {
  const [form, fields] = useZodForm(memberLoginForm, { id: "login", lastResult });
  const href = useLocalePath();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <Honeypot />
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <LoginFields
        fields={fields}
        labels={{ email: t.fields.emailOrPhone, password: t.fields.password }}
        orPhone
      />
      <SubmitButton pending={pending} label={t.submit.login} pendingLabel={t.submit.loggingIn} />
      <p className="pt-2 text-center">
        <Link to={href("/forgot-password")} className="font-semibold text-brand-800 underline">
          {t.forgot.link}
        </Link>
      </p>
    </Form>
  );
}

function SignupForm({ t, action, lastResult, pending }: FormProps & { action: string }) {
  const [form, fields] = useZodForm(signupForm, { id: "signup", lastResult });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <Honeypot />
      <input type="hidden" name="intent" value="signup" />
      <TextField field={fields.fullName} label={t.fields.fullName} autoComplete="name" />
      <TextField field={fields.email} label={t.fields.email} type="email" autoComplete="email" />
      <NewPasswordField
        field={fields.password}
        label={t.fields.password}
        hint={t.fields.passwordHint}
      />
      <SubmitButton pending={pending} label={t.submit.signup} pendingLabel={t.submit.signingUp} />
    </Form>
  );
}
