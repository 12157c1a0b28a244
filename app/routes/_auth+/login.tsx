import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { useLoginTabs } from "./__login-tabs";
import { Card } from "~/components/ui/card";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Toaster, toastOf, type Toast } from "~/components/ui/toaster";
import { getUser, safeRedirect, sendHalfOpenToCodeStep } from "~/auth/guards.server";
import { redirectIntoSession } from "~/auth/login.server";
import { signInFailure, signInUnlessBot } from "~/auth/sign-in-form.server";
import { landingAfterPassword } from "~/auth/two-factor.server";
import { hashPassword, isCommonPassword } from "~/auth/password.server";
import { getDb } from "~/models/db.server";
import { createMemberAccount, setUserLanguage } from "~/models/users.server";
import {
  askForConfirmationLink,
  sendAddressConfirmation,
  tellOwnerOfSignUp,
} from "~/auth/account-mail.server";
import { typedAddressCookie } from "~/auth/typed-address.server";
import { forgotPasswordSchema } from "~/validation/auth";
import { RESEND_CONFIRMATION } from "./__login-tabs";
import { mailSettings } from "~/messages/mail-settings.server";
import { sendingLimitReached } from "~/messages/send.server";
import { withSendingLimit } from "~/messages/sending-limit";
import type { RouteHandle } from "~/root";
import { loggableError } from "~/models/loggable-error.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { COMMON_PASSWORD_MESSAGE, memberLoginSchema, signupSchema } from "~/validation/auth";
import { readFormData } from "~/http/form-data.server";
import { openPublicForm } from "~/http/public-form.server";
import { accountTexts, type AccountTexts } from "~/i18n/account";
import { format, useLocalePath, type Language } from "~/i18n/language";
import { phoneAccountsOn } from "~/auth/phone-account.server";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";

export const handle: RouteHandle = { hydrate: true };

const LoginForms = formOnFirstUse("login", () => import("./__login-forms"));

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data?.texts.meta.title ?? "Login",
    description: data?.texts.meta.description ?? "",
    path: "/login",
  });

export type Tab = "login" | "signup";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), dashboardOf(request));
  if (await getUser(request, context)) throw redirect(redirectTo);
  await sendHalfOpenToCodeStep(request, context, redirectTo);
  const tab: Tab = url.searchParams.get("tab") === "signup" ? "signup" : "login";
  return {
    tab,
    redirectTo,
    texts: accountTexts[pageLanguageOf(request)],
    // Sign-up with a phone alone needs texts (issue #40).
    phoneSignUp: phoneAccountsOn(context.cloudflare.env),
  };
}

/** Where she goes after signing in when no page asked for it: her dashboard, in this language. */
function dashboardOf(request: Request) {
  return localeRedirectPath(request, "/dashboard");
}

const hidePassword = { hideFields: ["password"] };

/** After every valid sign-up, new e-mail or not: nothing here tells which it was. */
const signedUp = (t: AccountTexts) => ({
  message: t.toasts.signedUp,
  description: t.toasts.signedUpDescription,
});

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "signup") return signUp(request, context, formData);
  if (intent === RESEND_CONFIRMATION) return resendConfirmation(request, context, formData);
  return logIn(request, context, formData);
}

/** "Check your e-mail", repeating the address she typed (issue #38). */
const checkYourEmail = (
  request: Request,
  after: "signup" | "resend",
  email: string,
  limited = false,
) =>
  redirect(localeRedirectPath(request, withSendingLimit(`/check-email?for=${after}`, limited)), {
    headers: { "Set-Cookie": typedAddressCookie(email) },
  });

/**
 * "Just signed up? Confirm your address first — send the link again" (issue #38): the same
 * answer for every address; a new link goes only to an account still waiting (the queue's
 * consumer decides, as for "Forgot password?").
 */
async function resendConfirmation(request: Request, context: AppLoadContext, formData: FormData) {
  const env = context.cloudflare.env;
  const opened = await openPublicForm(request, context, {
    formData,
    form: "confirmation-link",
    schema: forgotPasswordSchema,
    target: "email",
    invalid: (result) => ({ intent: "login" as const, result }),
    onBot: (submission) =>
      checkYourEmail(request, "resend", String(submission.payload.email ?? "")),
  });
  if (!opened.ok) return opened.reply;
  // Asked before the message: the site's day was full when she asked (issue #50).
  const limited = await sendingLimitReached(env);
  try {
    await askForConfirmationLink(env, {
      email: opened.value.email,
      origin: new URL(request.url).origin,
      language: pageLanguageOf(request),
    });
  } catch (error) {
    console.error("[signup] could not ask for a confirmation link:", loggableError(error));
  }
  return checkYourEmail(request, "resend", opened.value.email, limited);
}

const signupFailed = (t: AccountTexts): Toast => ({
  type: "error",
  message: t.toasts.signupFailed,
  description: t.toasts.tryAgain,
});

async function signUp(request: Request, context: AppLoadContext, formData: FormData) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = accountTexts[language];
  const answer = (result: SubmissionResult<string[]>) => ({ intent: "signup" as const, result });
  const opened = await openPublicForm(request, context, {
    formData,
    form: "signup",
    schema: signupSchema,
    target: "email",
    ...hidePassword,
    invalid: answer,
    // Stores nothing; the answer is the ordinary failure, with no hint why.
    onBot: (submission) =>
      withToast(answer(submission.reply(hidePassword)), signupFailed(t), { status: 400 }),
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  if (isCommonPassword(value.password)) {
    const fieldErrors = { password: [localiseMessage(COMMON_PASSWORD_MESSAGE, language)] };
    return data(answer(submission.reply({ ...hidePassword, fieldErrors })), { status: 400 });
  }
  const mailOn = mailSettings(env).on;
  let created: Awaited<ReturnType<typeof createMemberAccount>>;
  try {
    created = await createMemberAccount(getDb(env), {
      ...value,
      passwordHash: await hashPassword(value.password),
      // With e-mail on, a new account signs in only once her address is confirmed (ADR 0036).
      signInHeld: mailOn,
      language,
    });
  } catch (error) {
    console.error("[signup] could not create the account:", loggableError(error));
    return withToast(answer(submission.reply(hidePassword)), signupFailed(t), { status: 503 });
  }
  // The same answer whether the e-mail was new or already had an account (ADR 0012), and no
  // session either way. Without e-mail she logs in next; with it, the address gets a message —
  // the link that confirms it, or a word to its owner — and sign-up ends on "Check your e-mail".
  if (!mailOn) {
    return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/login"), signedUp(t));
  }
  // Asked before the message: the site's day was full when she asked (issue #50). The same
  // answer for a new address and one with an account, whatever became of either's message.
  const limited = await sendingLimitReached(env);
  await sendSignUpMail(env, request, created, value.email, language);
  return checkYourEmail(request, "signup", value.email, limited);
}

/** The message a sign-up sends; a fault is logged, never shown (the answer must not differ). */
async function sendSignUpMail(
  env: Env,
  request: Request,
  created: { id: string } | "duplicate",
  email: string,
  language: Language,
) {
  const origin = new URL(request.url).origin;
  try {
    if (created === "duplicate") await tellOwnerOfSignUp(env, { email, origin, language });
    else {
      const account = { id: created.id, email: email.toLowerCase(), language };
      await sendAddressConfirmation(env, account, { origin });
    }
  } catch (error) {
    console.error("[signup] could not send its message:", loggableError(error));
  }
}

async function logIn(request: Request, context: AppLoadContext, formData: FormData) {
  // Per e-mail, a login is limited by the failure counter (10 in 15 minutes, in D1); the rate
  // limiter counts per client, and per e-mail only for sign-ups.
  const opened = await openPublicForm(request, context, {
    formData,
    form: "login",
    schema: memberLoginSchema,
    ...hidePassword,
    invalid: (result) => ({ intent: "login" as const, result }),
    onBot: "fail-after-checks",
  });
  if (!opened.ok) return opened.reply;
  const outcome = await signInUnlessBot(context, request, opened);
  const t = accountTexts[pageLanguageOf(request)];
  if (!outcome.ok) {
    const { status, description } = signInFailure(
      outcome.reason === "throttled"
        ? { ...outcome, message: tooManyAttempts(t, outcome) }
        : outcome,
      t.toasts.invalid,
    );
    // The reason once, in the message (issue #38: it was twice); the form adds "Just signed
    // up? …" with the address she typed.
    return withToast(
      {
        intent: "login" as const,
        result: opened.submission.reply(hidePassword),
        // "Send the link again" is for an address; a phone's account has no link to wait for.
        typedEmail: opened.value.email.includes("@") ? opened.value.email : null,
      },
      { type: "error", message: t.toasts.loginFailed, description },
      { status },
    );
  }
  const env = context.cloudflare.env;
  // Her e-mails are written in the language she signs in with.
  await setUserLanguage(getDb(env), outcome.user.id, pageLanguageOf(request));
  // An account with two-factor on goes to the code step first, as from the admin login.
  const landing = await landingAfterPassword(env, outcome.user.id, {
    to: safeRedirect(opened.value.redirectTo, dashboardOf(request)),
    toast: { message: t.toasts.welcome, description: t.toasts.welcomeDescription },
  });
  return redirectIntoSession(env, request, outcome.user, landing.to, landing.toast);
}

/** The lock-out's wait in the page's language ("Too many attempts. Try again in 3 minutes."). */
function tooManyAttempts(t: AccountTexts, { minutes }: { minutes: number }) {
  return minutes === 1
    ? t.toasts.tooManyAttemptsOneMinute
    : format(t.toasts.tooManyAttempts, { minutes });
}

export default function LoginPage() {
  const { texts: t, phoneSignUp } = useLoaderData<typeof loader>();
  const localePath = useLocalePath();
  const actionData = useActionData<typeof action>();
  const { active, query } = useLoginTabs();

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage title={active === "signup" ? t.headings.signup : t.headings.login}>
        <nav
          aria-label={t.tabs.label}
          className="mt-6 grid grid-cols-2 rounded-lg bg-stone-100 p-1"
        >
          {(["login", "signup"] as const)
            .map((id) => ({ id, label: t.tabs[id] }))
            .map((item) => (
              <Link
                key={item.id}
                to={query(item.id)}
                replace
                preventScrollReset
                aria-current={active === item.id ? "page" : undefined}
                className="rounded-md px-3 py-2 text-center font-semibold text-stone-700 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow-sm"
              >
                {item.label}
              </Link>
            ))}
        </nav>
        <Card className="mt-6">
          <LoginForms />
        </Card>
        {active === "signup" && phoneSignUp ? (
          <p className="mt-4 text-center">
            <Link
              to={localePath("/signup/phone")}
              className="font-semibold text-brand-800 underline"
            >
              {t.phone.signupLink}
            </Link>
          </p>
        ) : null}
      </NarrowPage>
    </>
  );
}
