import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { CardForm, NewPasswordField } from "~/components/account/sign-in-forms";
import { Honeypot } from "~/components/forms/honeypot";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { NarrowPage } from "~/components/ui/narrow-page";
import { getUser } from "~/auth/guards.server";
import { hashPassword, isCommonPassword } from "~/auth/password.server";
import { phoneAccountsOn, phoneRequesterOf, sendPhoneCode } from "~/auth/phone-account.server";
import { openPublicForm } from "~/http/public-form.server";
import { accountTexts } from "~/i18n/account";
import { useLocalePath } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";
import { loggableError } from "~/models/loggable-error.server";
import type { RouteHandle } from "~/root";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";
import { pageMeta } from "~/utils/seo";
import { COMMON_PASSWORD_MESSAGE, phoneSignupSchema } from "~/validation/auth";
import { phoneSignupForm } from "~/validation/forms";

/**
 * /signup/phone (issue #40): an account with a phone number alone. Her name, her mobile and a
 * password; the page texts a 6-digit code and goes on to /signup/phone/code, where the account
 * opens once the code is typed. Nothing is made before: every valid sign-up, a number with an
 * account or without (or a bot's), gets the same answer. Off while the site cannot send texts.
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data?.texts.phone.signupTitle ?? "Sign up with your phone",
    description: data?.texts.phone.signupDescription ?? "",
    path: "/signup/phone",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(request, context)) throw redirect(localeRedirectPath(request, "/dashboard"));
  return {
    texts: accountTexts[pageLanguageOf(request)],
    on: phoneAccountsOn(context.cloudflare.env),
  };
}

const hidePassword = { hideFields: ["password"] };

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const requester = phoneRequesterOf(request);
  const toCodePage = () =>
    redirect(localeRedirectPath(request, "/signup/phone/code"), {
      headers: { "Set-Cookie": requester.setCookie },
    });
  const opened = await openPublicForm(request, context, {
    form: "phone-signup",
    schema: phoneSignupSchema,
    // Per number however it is typed.
    target: (formData) => nigerianMobileOf(String(formData.get("phone") ?? "")) ?? "",
    ...hidePassword,
    // Stores and sends nothing; the answer is everyone's.
    onBot: toCodePage,
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  if (!phoneAccountsOn(env)) throw redirect(localeRedirectPath(request, "/signup/phone"));
  if (isCommonPassword(value.password)) {
    const fieldErrors = { password: [localiseMessage(COMMON_PASSWORD_MESSAGE, language)] };
    return data({ result: submission.reply({ ...hidePassword, fieldErrors }) }, { status: 400 });
  }
  try {
    await sendPhoneCode(
      env,
      {
        purpose: "sign-up",
        phone: nigerianMobileOf(value.phone)!,
        requesterHash: requester.hash,
        fullName: value.fullName,
        passwordHash: await hashPassword(value.password),
        language,
      },
      { origin: new URL(request.url).origin },
    );
  } catch (error) {
    // The answer must not differ; "Send a new code" on the next page asks again.
    console.error("[phone-signup] could not send the code:", loggableError(error));
  }
  return toCodePage();
}

export default function PhoneSignup() {
  const { texts: t, on } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(phoneSignupForm, {
    id: "phone-signup",
    lastResult: actionData?.result,
  });
  const localePath = useLocalePath();
  return (
    <NarrowPage title={t.phone.signupTitle} lead={on ? t.phone.signupLead : t.phone.unavailable}>
      {on ? (
        <CardForm form={form} submit={{ label: t.phone.sendCode, pendingLabel: t.phone.sending }}>
          <Honeypot />
          <TextField field={fields.fullName} label={t.fields.fullName} autoComplete="name" />
          <TextField
            field={fields.phone}
            label={t.phone.field}
            hint={t.phone.fieldHint}
            type="tel"
            autoComplete="tel"
          />
          <NewPasswordField
            field={fields.password}
            label={t.fields.password}
            hint={t.fields.passwordHint}
          />
        </CardForm>
      ) : null}
      <p className="mt-6 text-center">
        <Link
          to={localePath("/login?tab=signup")}
          className="font-semibold text-brand-800 underline"
        >
          {t.phone.backToEmail}
        </Link>
      </p>
    </NarrowPage>
  );
}
