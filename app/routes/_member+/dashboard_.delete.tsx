import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { confirmPassword } from "~/auth/login.server";
import { endSession } from "~/auth/session.server";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { readFormData } from "~/http/form-data.server";
import { toasts } from "~/http/toast.server";
import { deleteObjects, eraseAccount } from "~/models/account-erasure.server";
import { getDb } from "~/models/db.server";
import { deleteAccountSchema } from "~/validation/account";
import { deleteAccountForm } from "~/validation/forms";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const meta: MetaFunction = () => [
  { title: "Delete my account | ZAMWE" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Her password again, then one D1 batch (ADR 0020); her uploads go from R2 once it committed,
 * and she is signed out here as everywhere else. Anything refused changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const submission = parseWithZodIn(formData, {
    schema: deleteAccountSchema,
    language: pageLanguageOf(request),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const checked = await confirmPassword(env, request, user, submission.value.password);
  if (checked !== "confirmed") {
    const message =
      checked === "invalid"
        ? "That password is not correct. Nothing was deleted."
        : `${checked.throttled} Nothing was deleted.`;
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
  const outcome = await eraseAccount(getDb(env), user);
  if (outcome.status === "last-admin") {
    return data(
      {
        result: submission.reply({
          formErrors: [
            "You are the last administrator: make another account an administrator first (Admin → Team). Nothing was deleted.",
          ],
          hideFields: ["password"],
        }),
      },
      { status: 409 },
    );
  }
  await deleteObjects(env.UPLOADS, outcome.objectKeys);
  const headers = new Headers({ "Set-Cookie": await endSession(env, request) });
  return toasts(env).redirectWithSuccess(
    "/",
    { message: "Account deleted", description: "Your account and personal data were removed." },
    { headers },
  );
}

export default function DeleteAccount() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(deleteAccountForm, {
    id: "delete-account",
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeader title="Delete my account" lead="This cannot be undone." />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 text-stone-800">
        <Card as="section" aria-labelledby="what-heading">
          <h2 id="what-heading" className="text-xl font-bold text-brand-900">
            What happens
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-6">
            <li>You are signed out on every phone and computer.</li>
            <li>
              Your account, business websites, uploaded photos and receipts, event RSVPs and
              newsletter subscription are deleted.
            </li>
            <li>You disappear from the member directory and your profile page.</li>
            <li>
              The records of the payments you made (plan, dates, amounts and payment references) are
              kept for the association&apos;s accounts, under the name &quot;Deleted member&quot;,
              with your phone, e-mail, address, next of kin and business details removed.
            </li>
          </ul>
          <p className="mt-3">
            You may want to{" "}
            <Link to="/dashboard/data" className="font-semibold text-brand-700 underline">
              download your data
            </Link>{" "}
            first.
          </p>
        </Card>
        <Form method="post" {...getFormProps(form)} className={`space-y-2`}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <TextField
            field={fields.password}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <CheckboxField
            field={fields.confirm}
            label="I understand that my account is deleted for good."
          />
          <SubmitButton
            pending={navigation.state === "submitting"}
            label="Delete my account"
            pendingLabel="Deleting..."
          />
        </Form>
      </div>
    </>
  );
}
