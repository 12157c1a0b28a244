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
import { CardForm, NewPasswordPair } from "~/components/account/sign-in-forms";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { NarrowPage } from "~/components/ui/narrow-page";
import { hashPassword, isCommonPassword } from "~/auth/password.server";
import { existingRequesterHash } from "~/auth/phone-account.server";
import { typedAddressOf } from "~/auth/typed-address.server";
import { readFormData } from "~/http/form-data.server";
import { openPublicForm } from "~/http/public-form.server";
import { toasts } from "~/http/toast.server";
import { accountTexts } from "~/i18n/account";
import { format, useLocalePath } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";
import { getDb } from "~/models/db.server";
import { resetPasswordByCode } from "~/models/phone-accounts.server";
import { PHONE_CODE_MINUTES } from "~/models/phone-codes.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { COMMON_PASSWORD_MESSAGE, phoneResetSchema } from "~/validation/auth";
import { phoneResetForm } from "~/validation/forms";

/**
 * /reset-password/code (issue #40): after "Forgot password?" with a phone number, the code
 * texted to it (if it is an account's proven phone) and the new password, twice. Every number
 * comes here, with or without an account: the page repeats the number she typed (a cookie of
 * this browser, as "Check your e-mail" repeats an address) and tells nothing more. A right code
 * sets the password and ends the account's sessions; she logs in next.
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.phone.resetTitle ?? "Set a new password",
    description: data?.texts.reset.description ?? "",
    path: "/reset-password/code",
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: LoaderFunctionArgs) {
  const phone = typedAddressOf(request);
  if (!phone || !existingRequesterHash(request)) {
    throw redirect(localeRedirectPath(request, "/forgot-password"));
  }
  return { texts: accountTexts[pageLanguageOf(request)], phone, minutes: PHONE_CODE_MINUTES };
}

const hidePasswords = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = accountTexts[language];
  const formData = await readFormData(request);
  const requesterHash = existingRequesterHash(request);
  if (!requesterHash) throw redirect(localeRedirectPath(request, "/forgot-password"));
  const opened = await openPublicForm(request, context, {
    formData,
    form: "phone-reset",
    schema: phoneResetSchema,
    target: () => requesterHash,
    ...hidePasswords,
    onBot: "no-honeypot",
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  if (isCommonPassword(value.password)) {
    const fieldErrors = { password: [localiseMessage(COMMON_PASSWORD_MESSAGE, language)] };
    return data({ result: submission.reply({ ...hidePasswords, fieldErrors }) }, { status: 400 });
  }
  const outcome = await resetPasswordByCode(getDb(env), {
    requesterHash,
    typed: value.code,
    passwordHash: await hashPassword(value.password),
    now: new Date(),
  });
  if (outcome === "wrong") {
    const fieldErrors = { code: [t.phone.wrongCode] };
    return data({ result: submission.reply({ ...hidePasswords, fieldErrors }) }, { status: 400 });
  }
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/login"), {
    message: t.reset.updated,
    description: t.reset.updatedDescription,
  });
}

export default function ResetPasswordByCode() {
  const { texts: t, phone, minutes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(phoneResetForm, {
    id: "phone-reset",
    lastResult: actionData?.result,
  });
  const localePath = useLocalePath();
  return (
    <NarrowPage
      title={t.phone.resetTitle}
      lead={format(t.phone.resetLead, { phone, minutes: String(minutes) })}
    >
      <CardForm form={form} submit={{ label: t.reset.submit, pendingLabel: t.reset.saving }}>
        <TextField
          field={fields.code}
          label={t.phone.codeField}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <NewPasswordPair
          fields={fields}
          labels={{
            newPassword: t.reset.newPassword,
            confirmPassword: t.reset.confirmPassword,
            hint: t.fields.passwordHint,
          }}
        />
      </CardForm>
      <p className="mt-6 text-center">
        <Link
          to={localePath("/forgot-password")}
          className="font-semibold text-brand-800 underline"
        >
          {t.phone.resend}
        </Link>
      </p>
    </NarrowPage>
  );
}
