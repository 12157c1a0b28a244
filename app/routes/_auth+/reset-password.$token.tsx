import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { hashPassword, isCommonPassword } from "~/auth/password.server";
import { hashToken } from "~/auth/session.server";
import { CardForm, NewPasswordField } from "~/components/account/sign-in-forms";
import { TextField } from "~/components/forms/fields";
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

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: "Set a new password",
    description: "Choose a new password for your ZAMWE account.",
    path: "/reset-password",
  }),
  { name: "robots", content: "noindex" },
];

const INVALID_LINK = "This reset link has expired or was already used.";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = await readOr("reset token", undefined, () =>
    findValidResetToken(getDb(context.cloudflare.env), hashToken(params.token ?? ""), new Date()),
  );
  if (!found) return data({ email: null }, { status: 410 });
  return { email: found.email };
}

const hidePasswords = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const opened = await openPublicForm(request, context, {
    form: "reset-password",
    schema: resetPasswordSchema,
    target: () => params.token,
    ...hidePasswords,
    onBot: (submission) =>
      withToast(
        { result: submission.reply(hidePasswords) },
        { type: "error", message: "Update failed", description: "Please try again." },
        { status: 400 },
      ),
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  if (isCommonPassword(value.password)) {
    const fieldErrors = { password: [COMMON_PASSWORD_MESSAGE] };
    return data({ result: submission.reply({ ...hidePasswords, fieldErrors }) }, { status: 400 });
  }
  const outcome = await resetPassword(getDb(env), {
    tokenHash: hashToken(params.token ?? ""),
    passwordHash: await hashPassword(value.password),
    now: new Date(),
  });
  if (outcome === "invalid") {
    return withToast(
      { result: submission.reply({ ...hidePasswords, formErrors: [INVALID_LINK] }) },
      { type: "error", message: "Update failed", description: INVALID_LINK },
      { status: 410 },
    );
  }
  return toasts(env).redirectWithSuccess("/login", {
    message: "Password updated",
    description: "Please log in with your new password.",
  });
}

export default function ResetPassword() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(resetPasswordForm, {
    id: "reset-password",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  if (!email) {
    return (
      <StatusScreen title="Link expired" message={`${INVALID_LINK} Ask an admin for a new one.`} />
    );
  }
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage title="Set a new password" lead={`for ${email}`}>
        <CardForm form={form} submit={{ label: "Set new password", pendingLabel: "Saving..." }}>
          <Honeypot />
          <NewPasswordField field={fields.password} label="New Password" />
          <TextField
            field={fields.confirmPassword}
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
          />
        </CardForm>
      </NarrowPage>
    </>
  );
}
