import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { requireAdmin } from "~/auth/guards.server";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/db.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { readFormData } from "~/http/form-data.server";
import {
  linkApplicationByAdmin,
  linkedApplications,
  possibleMatches,
  unlinkApplication,
  type LinkRow,
} from "~/models/membership.server";
import { toasts, withToast } from "~/toast.server";
import { adminLinkForm } from "~/validation/forms";
import { adminLinkSchema, adminUnlinkSchema } from "~/validation/membership";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const [matches, linked] = await Promise.all([
    readOr("possible matches", [], () => possibleMatches(db)),
    readOr("linked applications", [], () => linkedApplications(db)),
  ]);
  return { matches, linked };
}

async function act({ request, context }: ActionFunctionArgs) {
  const me = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "link") {
    const submission = parseWithZod(formData, { schema: adminLinkSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const outcome = await linkApplicationByAdmin(db, submission.value, me);
    if (outcome !== "linked") {
      const fieldErrors: Record<string, string[]> =
        outcome === "no-account"
          ? { email: ["No account uses this email. Ask her to sign up first."] }
          : { paymentReference: ["No approved application has this payment reference."] };
      return data({ intent, result: submission.reply({ fieldErrors }) }, { status: 404 });
    }
    return toasts(env).redirectWithSuccess("/admin/links", {
      message: "Application linked",
      description: `${submission.value.paymentReference} now shows on the dashboard of ${submission.value.email}.`,
    });
  }

  if (intent === "unlink") {
    const submission = parseWithZod(formData, { schema: adminUnlinkSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    if (!(await unlinkApplication(db, submission.value.applicationId, me))) {
      return withToast(
        { intent, result: submission.reply() },
        {
          type: "error",
          message: "Update failed",
          description: "This application was not linked.",
        },
        { status: 404 },
      );
    }
    return toasts(env).redirectWithSuccess("/admin/links", "Application unlinked");
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export const action = answeringWriteFailures("admin links", act);

export default function AdminLinks() {
  const { matches, linked } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(adminLinkForm, {
    id: "admin-link",
    lastResult:
      navigation.state === "idle" && actionData?.intent === "link" ? actionData.result : undefined,
  });

  return (
    <div className="space-y-8">
      <Toaster toast={toastOf(actionData)} />
      <section aria-labelledby="link-heading" className="max-w-lg space-y-3">
        <h2 id="link-heading" className="text-xl font-bold text-brand-900">
          Link an application to an account
        </h2>
        <p className="text-stone-700">
          A member sees her membership on her dashboard once her application is linked to her
          account. She can do it herself with her phone number and payment reference; link it here
          once you have checked the account is hers (an e-mail address alone proves nothing).
        </p>
        <Form method="post" {...getFormProps(form)} className="space-y-2">
          <FormErrors errors={form.errors} id={form.errorId} />
          <input type="hidden" name="intent" value="link" />
          <TextField field={fields.paymentReference} label="Payment Reference" />
          <TextField field={fields.email} label="Email of her account" type="email" />
          <SubmitButton
            pending={navigation.state === "submitting"}
            label="Link application"
            pendingLabel="Linking..."
          />
        </Form>
      </section>

      <LinkList
        id="matches-heading"
        title="Possible matches — link after checking"
        intro="Accounts whose e-mail is the one on an approved application not linked to them. They used to see that membership because of the e-mail alone; now they see it only once linked."
        empty="No account has the e-mail of an approved application it is not linked to."
        rows={matches}
        action={(row) => (
          <RowButton
            fields={{
              intent: "link",
              paymentReference: row.paymentReference,
              email: row.accountEmail,
            }}
            label="Link"
            description={`Link ${row.paymentReference} to ${row.accountEmail}`}
            tone="border-brand-700 text-brand-800"
          />
        )}
      />

      <LinkList
        id="linked-heading"
        title="Linked applications"
        empty="No approved application is linked to an account yet."
        rows={linked}
        action={(row) => (
          <RowButton
            fields={{ intent: "unlink", applicationId: row.applicationId }}
            label="Unlink"
            description={`Unlink ${row.paymentReference} from ${row.accountEmail}`}
            tone="border-red-700 text-red-800"
          />
        )}
      />
    </div>
  );
}

function LinkList({
  id,
  title,
  intro,
  empty,
  rows,
  action,
}: {
  id: string;
  title: string;
  intro?: string;
  empty: string;
  rows: LinkRow[];
  action: (row: LinkRow) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="text-stone-700">{intro}</p> : null}
      {rows.length === 0 ? (
        <p className="text-stone-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {rows.map((row) => (
            <li
              key={`${row.applicationId}:${row.accountId}`}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div>
                <p className="font-semibold">
                  {row.fullName} · {row.businessName}
                </p>
                <p className="text-sm text-stone-700">
                  <span className="font-mono">{row.paymentReference}</span> · applied as{" "}
                  {row.applicationEmail ?? "no e-mail"} · account {row.accountEmail}
                </p>
              </div>
              {action(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One button posting a row's hidden fields (works without JavaScript). */
function RowButton({
  fields,
  label,
  description,
  tone,
}: {
  fields: Record<string, string>;
  label: string;
  description: string;
  tone: string;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={description}
        className={`rounded-md border px-3 py-1.5 text-sm font-semibold ${tone}`}
      >
        {label}
      </button>
    </Form>
  );
}
