import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { hashPassword, isCommonPassword } from "~/auth/password.server";
import { hashToken } from "~/auth/session.server";
import { CardForm, NewPasswordPair } from "~/components/account/sign-in-forms";
import { useZodForm } from "~/components/forms/use-zod-form";
import { resetPasswordForm } from "~/validation/forms";
import { NarrowPage } from "~/components/ui/narrow-page";
import { StatusScreen } from "~/components/ui/status-screen";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { findValidResetToken, resetPassword } from "~/models/password-resets.server";
import { pageMeta } from "~/utils/seo";
import { Honeypot } from "~/components/forms/honeypot";
import { toasts, withToast } from "~/http/toast.server";
import { COMMON_PASSWORD_MESSAGE, resetPasswordSchema } from "~/validation/auth";
import { openPublicForm } from "~/http/public-form.server";
import { accountTexts } from "~/i18n/account";
import { format } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.reset.title ?? "Set a new password",
    description: data?.texts.reset.description ?? "",
    path: "/reset-password",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const texts = accountTexts[pageLanguageOf(request)];
  const found = await readOr("reset token", undefined, () =>
    findValidResetToken(getDb(context.cloudflare.env), hashToken(params.token ?? ""), new Date()),
  );
  if (!found) return data({ email: null, texts }, { status: 410 });
  return { email: found.email, texts };
}

const hidePasswords = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = accountTexts[language];
  const opened = await openPublicForm(request, context, {
    form: "reset-password",
    schema: resetPasswordSchema,
    target: () => params.token,
    ...hidePasswords,
    onBot: (submission) =>
      withToast(
        { result: submission.reply(hidePasswords) },
        { type: "error", message: t.reset.updateFailed, description: t.toasts.tryAgain },
        { status: 400 },
      ),
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  if (isCommonPassword(value.password)) {
    const fieldErrors = { password: [localiseMessage(COMMON_PASSWORD_MESSAGE, language)] };
    return data({ result: submission.reply({ ...hidePasswords, fieldErrors }) }, { status: 400 });
  }
  const outcome = await resetPassword(getDb(env), {
    tokenHash: hashToken(params.token ?? ""),
    passwordHash: await hashPassword(value.password),
    now: new Date(),
  });
  if (outcome === "invalid") {
    return withToast(
      { result: submission.reply({ ...hidePasswords, formErrors: [t.reset.invalidLink] }) },
      { type: "error", message: t.reset.updateFailed, description: t.reset.invalidLink },
      { status: 410 },
    );
  }
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/login"), {
    message: t.reset.updated,
    description: t.reset.updatedDescription,
  });
}

export default function ResetPassword() {
  const { email, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(resetPasswordForm, {
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  if (!email) {
    return (
      <StatusScreen
        title={t.reset.expired}
        message={`${t.reset.invalidLink} ${t.reset.askAgain}`}
        // A new link by "Forgot password?" (issue #38: it said "ask an admin").
        link={{ to: "/forgot-password", label: t.forgot.link }}
      />
    );
  }
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage title={t.reset.title} lead={format(t.reset.lead, { email })}>
        <CardForm form={form} submit={{ label: t.reset.submit, pendingLabel: t.reset.saving }}>
          <Honeypot />
          <NewPasswordPair
            fields={fields}
            labels={{
              newPassword: t.reset.newPassword,
              confirmPassword: t.reset.confirmPassword,
              hint: t.fields.passwordHint,
            }}
          />
        </CardForm>
      </NarrowPage>
    </>
  );
}
