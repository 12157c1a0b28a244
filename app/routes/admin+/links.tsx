import { getFormProps } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import {
  NO_ACCOUNT_FOR_EMAIL,
  openAdminForm,
  refuseField,
  refusedForm,
  type AdminForm,
} from "~/http/admin-form.server";
import {
  linkApplicationByAdmin,
  linkedApplications,
  possibleMatches,
  unlinkApplication,
  type LinkRow,
} from "~/models/membership/linking.server";
import { toasts, withToast } from "~/http/toast.server";
import { adminLinkForm } from "~/validation/forms";
import { adminLinkSchema, adminUnlinkSchema } from "~/validation/membership";
import { reloadOn } from "~/realtime/revalidation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const [matches, linked] = await Promise.all([
    readOr("possible matches", [], () => possibleMatches(db)),
    readOr("linked applications", [], () => linkedApplications(db)),
  ]);
  return { matches, linked };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("application");

const linkForms = { link: adminLinkSchema, unlink: adminUnlinkSchema };
type LinkForm = AdminForm<typeof linkForms>;

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, linkForms);
  if (!form.ok) return refusedForm(form);
  return form.intent === "link" ? link(form) : unlink(form);
}

async function link(form: Extract<LinkForm, { intent: "link" }>) {
  const outcome = await linkApplicationByAdmin(form.db, form.value, form.admin);
  if (outcome === "no-account") return refuseField(form, { email: [NO_ACCOUNT_FOR_EMAIL] }, 404);
  if (outcome !== "linked") {
    const message = "No approved application has this payment reference.";
    return refuseField(form, { paymentReference: [message] }, 404);
  }
  return toasts(form.env).redirectWithSuccess("/admin/links", {
    message: "Application linked",
    description: `${form.value.paymentReference} now shows on the dashboard of ${form.value.email}.`,
  });
}

async function unlink(form: Extract<LinkForm, { intent: "unlink" }>) {
  if (!(await unlinkApplication(form.db, form.value.applicationId, form.admin))) {
    return withToast(
      { intent: form.intent, result: form.submission.reply() },
      { type: "error", message: "Update failed", description: "This application was not linked." },
      { status: 404 },
    );
  }
  return toasts(form.env).redirectWithSuccess("/admin/links", "Application unlinked");
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
        button={(row) => ({
          fields: {
            intent: "link",
            paymentReference: row.paymentReference,
            email: row.accountEmail,
          },
          label: "Link",
          description: `Link ${row.paymentReference} to ${row.accountEmail}`,
          tone: "border-brand-700 text-brand-800",
        })}
      />
      <LinkList
        id="linked-heading"
        title="Linked applications"
        empty="No approved application is linked to an account yet."
        rows={linked}
        button={(row) => ({
          fields: { intent: "unlink", applicationId: row.applicationId },
          label: "Unlink",
          description: `Unlink ${row.paymentReference} from ${row.accountEmail}`,
          tone: "border-red-700 text-red-800",
        })}
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
  button,
}: {
  id: string;
  title: string;
  intro?: string;
  empty: string;
  rows: LinkRow[];
  /** The row's one button (link or unlink). */
  button: (row: LinkRow) => RowButtonProps;
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
              <div className="min-w-0 break-words">
                <p className="font-semibold">
                  {row.fullName} · {row.businessName}
                </p>
                <p className="text-sm text-stone-700">
                  <span className="font-mono whitespace-nowrap">{row.paymentReference}</span> ·
                  applied as {row.applicationEmail ?? "no e-mail"} · account {row.accountEmail}
                </p>
              </div>
              <RowButton {...button(row)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type RowButtonProps = {
  fields: Record<string, string>;
  label: string;
  description: string;
  tone: string;
};

/** One button posting a row's hidden fields (works without JavaScript). */
function RowButton({ fields, label, description, tone }: RowButtonProps) {
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
