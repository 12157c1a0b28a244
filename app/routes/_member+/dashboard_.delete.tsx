import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useNavigation,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { confirmPassword } from "~/auth/login.server";
import { endSession } from "~/auth/session.server";
import { forgetCachedPages } from "~/http/caching.server";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { readFormData } from "~/http/form-data.server";
import { toasts } from "~/http/toast.server";
import { deleteObjects, eraseAccount, type ErasureOutcome } from "~/models/account-erasure.server";
import { getDb } from "~/models/db.server";
import { deleteAccountSchema } from "~/validation/account";
import { deleteAccountForm } from "~/validation/forms";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { TextWithParts } from "~/components/ui/text-with-parts";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { recordsTexts } from "~/i18n/records";
import { metaLanguage } from "~/utils/seo";
import { parseWithZodIn } from "~/validation/parse";
import { loggableError } from "~/models/loggable-error.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${recordsTexts[metaLanguage(matches)].delete.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Her password again, then one D1 batch (ADR 0020); her uploads go from R2 and her profile
 * pages from the edge cache once it committed, and she is signed out here as everywhere else.
 * Anything refused changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const language = pageLanguageOf(request);
  const t = recordsTexts[language];
  const submission = parseWithZodIn(formData, { schema: deleteAccountSchema, language });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const checked = await confirmPassword(env, request, user, submission.value.password);
  if (checked !== "confirmed") {
    const message =
      checked === "invalid"
        ? t.delete.wrongPassword
        : language === "en"
          ? `${checked.throttled} Nothing was deleted.`
          : format(t.delete.throttled, { minutes: checked.minutes });
    return data(
      {
        result: submission.reply({
          fieldErrors: { password: [message] },
          hideFields: ["password"],
        }),
      },
      { status: checked === "invalid" ? 400 : 429 },
    );
  }
  let outcome: ErasureOutcome;
  try {
    outcome = await eraseAccount(getDb(env), user);
  } catch (error) {
    // One batch: a failure anywhere in it leaves everything as it was, and she can try again.
    console.error("[account] could not delete an account:", loggableError(error));
    return data(
      { result: submission.reply({ formErrors: [t.delete.failed], hideFields: ["password"] }) },
      { status: 503 },
    );
  }
  if (outcome.status === "last-admin") {
    return data(
      {
        result: submission.reply({
          formErrors: [t.delete.lastAdmin],
          hideFields: ["password"],
        }),
      },
      { status: 409 },
    );
  }
  await deleteObjects(env.UPLOADS, outcome.objectKeys);
  // Her profile page is gone: the edge must not show its copy for minutes more (either language).
  await forgetCachedPages(
    request,
    env,
    outcome.applicationIds.map((id) => `/members/${id}`),
  );
  const headers = new Headers({ "Set-Cookie": await endSession(env, request) });
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, "/"),
    { message: t.delete.done, description: t.delete.doneDescription },
    { headers },
  );
}

export default function DeleteAccount() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useTexts(recordsTexts);
  const href = useLocalePath();
  const [form, fields] = useZodForm(deleteAccountForm, {
    id: "delete-account",
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeader title={t.delete.title} lead={t.delete.lead} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 text-stone-800">
        <Card as="section" aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-xl font-bold text-brand-900">
            {t.delete.whatHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>{t.delete.signedOut}</li>
            <li>{t.delete.deleted}</li>
            <li>{t.delete.directory}</li>
            <li>{t.delete.kept}</li>
            <li>{t.delete.notLinked}</li>
          </ul>
          <p className="mt-3">
            <TextWithParts
              text={t.delete.downloadFirst}
              parts={{
                link: (
                  <Link
                    to={href("/dashboard/data")}
                    className="font-semibold text-brand-700 underline"
                  >
                    {t.delete.downloadLink}
                  </Link>
                ),
              }}
            />
          </p>
        </Card>
        <Form method="post" {...getFormProps(form)} className={`space-y-2`}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <TextField
            field={fields.password}
            label={t.delete.password}
            type="password"
            autoComplete="current-password"
          />
          <CheckboxField field={fields.confirm} label={t.delete.confirm} />
          <SubmitButton
            pending={navigation.state === "submitting"}
            label={t.delete.submit}
            pendingLabel={t.delete.deleting}
          />
        </Form>
      </div>
    </>
  );
}
