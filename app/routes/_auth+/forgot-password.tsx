import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { askForPasswordReset } from "~/auth/account-mail.server";
import { BackToLogin } from "~/components/account/back-to-login";
import { CardForm } from "~/components/account/sign-in-forms";
import { Honeypot } from "~/components/forms/honeypot";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { NarrowPage } from "~/components/ui/narrow-page";
import { openPublicForm } from "~/http/public-form.server";
import { accountTexts } from "~/i18n/account";
import { useLocalePath } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { sendingLimitReached } from "~/messages/send.server";
import { withSendingLimit } from "~/messages/sending-limit";
import type { RouteHandle } from "~/root";
import { loggableError } from "~/models/loggable-error.server";
import { pageMeta } from "~/utils/seo";
import { forgotPasswordByNameSchema } from "~/validation/auth";
import { forgotPasswordByNameForm } from "~/validation/forms";
import { askForResetCode, phoneAccountsOn, phoneRequesterOf } from "~/auth/phone-account.server";
import { typedAddressCookie } from "~/auth/typed-address.server";
import { nigerianMobileOf, phoneOfSignInName } from "~/utils/nigerian-mobile";
import { localiseMessage } from "~/i18n/validation-messages";

/**
 * /forgot-password (issue #27, ADR 0036): her address → a one-hour, one-use reset link by e-mail.
 * Every valid request, an address with an account or without (or a bot's), ends on the same
 * "Check your e-mail" page: nothing here tells who is on file (ADR 0012), not even the time the
 * answer takes — the page only queues the address, and the queue's consumer makes the link
 * (issue #37). Limited per client and per address by the rate limiter, and per account by D1
 * (one live link, a new one after 15 minutes at the soonest), so nobody can be mail-bombed.
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.forgot.title ?? "Forgot your password?",
    description: data?.texts.forgot.description ?? "",
    path: "/forgot-password",
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  return {
    texts: accountTexts[pageLanguageOf(request)],
    mailOn: mailSettings(context.cloudflare.env).on,
    // An account opened with a phone gets a code by SMS (issue #40).
    phoneOn: phoneAccountsOn(context.cloudflare.env),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const sent = (limited = false) =>
    redirect(localeRedirectPath(request, withSendingLimit("/check-email?for=reset", limited)));
  const opened = await openPublicForm(request, context, {
    form: "forgot-password",
    schema: forgotPasswordByNameSchema,
    target: (formData) => {
      const typed = String(formData.get("email") ?? "");
      return nigerianMobileOf(typed) ?? typed;
    },
    // A bot is answered as everyone is; nothing is stored or sent.
    onBot: () => sent(),
  });
  if (!opened.ok) return opened.reply;
  const phone = phoneOfSignInName(opened.value.email);
  if (phone && !phoneAccountsOn(env)) {
    // Without texts a number cannot be answered: the field asks for an address, as it says.
    const fieldErrors = {
      email: [localiseMessage("Please enter a valid email address.", pageLanguageOf(request))],
    };
    return data({ result: opened.submission.reply({ fieldErrors }) }, { status: 400 });
  }
  if (phone) return askForCode(request, env, phone);
  // Asked before the message: the site's day was full when she asked (issue #50).
  const limited = await sendingLimitReached(env);
  try {
    // The same for every address (issue #37): the queue's consumer looks the account up.
    await askForPasswordReset(env, {
      email: opened.value.email,
      origin: new URL(request.url).origin,
      language: pageLanguageOf(request),
    });
  } catch (error) {
    // The answer must not differ: the fault goes to the log (the queue's, with no address).
    console.error("[forgot-password] could not ask for a reset link:", loggableError(error));
  }
  return sent(limited);
}

/**
 * A phone number (issue #40): the queue's consumer texts a code if it is an account's proven
 * phone; every number gets the same page, where the code and the new password are typed.
 */
async function askForCode(request: Request, env: Env, phone: string) {
  const requester = phoneRequesterOf(request);
  if (phoneAccountsOn(env)) {
    try {
      await askForResetCode(env, {
        phone,
        requesterHash: requester.hash,
        origin: new URL(request.url).origin,
        language: pageLanguageOf(request),
      });
    } catch (error) {
      console.error("[forgot-password] could not ask for a reset code:", loggableError(error));
    }
  }
  const headers = new Headers();
  headers.append("Set-Cookie", requester.setCookie);
  headers.append("Set-Cookie", typedAddressCookie(phone));
  return redirect(localeRedirectPath(request, "/reset-password/code"), { headers });
}

export default function ForgotPassword() {
  const { texts: t, mailOn, phoneOn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(forgotPasswordByNameForm, {
    id: "forgot-password",
    lastResult: actionData?.result,
  });
  const localePath = useLocalePath();
  return (
    <NarrowPage
      title={t.forgot.title}
      lead={phoneOn ? t.forgot.leadOrPhone : mailOn ? t.forgot.lead : t.forgot.unavailable}
    >
      {mailOn || phoneOn ? (
        <CardForm form={form} submit={{ label: t.forgot.submit, pendingLabel: t.forgot.sending }}>
          <Honeypot />
          <TextField
            field={fields.email}
            label={phoneOn ? t.fields.emailOrPhone : t.fields.email}
            type={phoneOn ? "text" : "email"}
            autoComplete={phoneOn ? "username" : "email"}
          />
        </CardForm>
      ) : null}
      <BackToLogin to={localePath("/login")} label={t.checkEmail.backToLogin} />
    </NarrowPage>
  );
}
