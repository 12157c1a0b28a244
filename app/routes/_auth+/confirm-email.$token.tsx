import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { confirmPassword, redirectIntoSession } from "~/auth/login.server";
import { hashToken } from "~/auth/session.server";
import { landingAfterPassword } from "~/auth/two-factor.server";
import { CardForm } from "~/components/account/sign-in-forms";
import { Honeypot } from "~/components/forms/honeypot";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { NarrowPage } from "~/components/ui/narrow-page";
import { StatusScreen } from "~/components/ui/status-screen";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openPublicForm } from "~/http/public-form.server";
import { withToast } from "~/http/toast.server";
import { accountTexts, type AccountTexts } from "~/i18n/account";
import { format } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { confirmAddress, findValidConfirmation } from "~/models/email-confirmations.server";
import { rolesOf, setUserLanguage } from "~/models/users.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { confirmEmailSchema } from "~/validation/auth";
import { confirmEmailForm } from "~/validation/forms";

/**
 * /confirm-email/{token} (issue #27, ADR 0036): the link sent after sign-up. Opening it changes
 * nothing (mail scanners open links); she enters her password, so that the link alone — sent to
 * an address someone else signed up with — confirms nothing and signs nobody in. Then her
 * address is confirmed, an approved application naming it is linked to her, the hold on a new
 * account is lifted, and she is signed in (through her second factor when she has one).
 */

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.confirm.title ?? "Confirm your address",
    description: data?.texts.confirm.description ?? "",
    path: "/confirm-email",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const texts = accountTexts[pageLanguageOf(request)];
  const found = await readOr("confirmation token", undefined, () =>
    findValidConfirmation(getDb(context.cloudflare.env), hashToken(params.token ?? ""), new Date()),
  );
  if (!found) return data({ email: null, texts }, { status: 410 });
  return { email: found.email, texts };
}

const hidePassword = { hideFields: ["password"] };

type Replying = {
  reply: (options: { hideFields: string[]; formErrors: string[] }) => SubmissionResult<string[]>;
};

/** A refused confirmation: the form again, with why, in its message and its toast. */
const refused = (t: AccountTexts, description: string, status: number) => (submission: Replying) =>
  withToast(
    { result: submission.reply({ ...hidePassword, formErrors: [description] }) },
    { type: "error", message: t.confirm.failed, description },
    { status },
  );

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = accountTexts[language];
  const opened = await openPublicForm(request, context, {
    form: "confirm-email",
    schema: confirmEmailSchema,
    target: () => params.token,
    ...hidePassword,
    onBot: refused(t, t.toasts.tryAgain, 400),
  });
  if (!opened.ok) return opened.reply;
  const db = getDb(env);
  const tokenHash = hashToken(params.token ?? "");
  const now = new Date();
  const invalidLink = refused(t, t.confirm.invalidLink, 410);
  const found = await findValidConfirmation(db, tokenHash, now);
  if (!found) return invalidLink(opened.submission);
  const checked = await confirmPassword(
    env,
    request,
    { userId: found.userId, email: found.email, phone: null },
    opened.value.password,
    now,
    "accepted",
  );
  if (checked === "invalid") return refused(t, t.confirm.wrongPassword, 401)(opened.submission);
  if (typeof checked === "object") {
    const wait =
      checked.minutes === 1
        ? t.toasts.tooManyAttemptsOneMinute
        : format(t.toasts.tooManyAttempts, { minutes: checked.minutes });
    return refused(t, wait, 429)(opened.submission);
  }
  const account = { id: found.userId, email: found.email };
  const confirmed = await confirmAddress(db, { tokenHash, account, now });
  if (confirmed === "invalid") return invalidLink(opened.submission);
  await setUserLanguage(db, account.id, language);
  const landing = await landingAfterPassword(env, account.id, {
    to: localeRedirectPath(request, "/dashboard"),
    toast: {
      message: t.confirm.confirmed,
      description:
        confirmed.linked > 0 ? t.confirm.linkedDescription : t.confirm.confirmedDescription,
    },
  });
  const user = { id: account.id, roles: await rolesOf(db, account.id) };
  return redirectIntoSession(env, request, user, landing.to, landing.toast);
}

export default function ConfirmEmail() {
  const { email, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(confirmEmailForm, {
    id: "confirm-email",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  if (!email) {
    return (
      <StatusScreen
        title={t.confirm.expired}
        message={`${t.confirm.invalidLink} ${t.confirm.newLink}`}
      />
    );
  }
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage title={t.confirm.title} lead={format(t.confirm.lead, { email })}>
        <CardForm
          form={form}
          submit={{ label: t.confirm.submit, pendingLabel: t.confirm.confirming }}
        >
          <Honeypot />
          <TextField
            field={fields.password}
            label={t.fields.password}
            type="password"
            autoComplete="current-password"
          />
        </CardForm>
      </NarrowPage>
    </>
  );
}
