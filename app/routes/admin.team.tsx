import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { requireAdmin } from "~/auth/guards.server";
import { generateToken, hashToken } from "~/auth/session.server";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { grantAdminForm, resetLinkForm } from "~/validation/forms";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { whatsappHref } from "~/config/site";
import { getDb, readOr } from "~/db.server";
import { createResetToken } from "~/models/password-resets.server";
import { findAccountByEmail, grantAdmin, listAdmins, revokeAdmin } from "~/models/users.server";
import { toasts, withToast } from "~/toast.server";
import { formatDay } from "~/utils/dates";
import { grantAdminSchema, resetLinkSchema, revokeAdminSchema } from "~/validation/team";
import { readFormData } from "~/http/form-data.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireAdmin(request, context);
  const admins = await readOr("admins", [], () => listAdmins(getDb(context.cloudflare.env)));
  return {
    me: me.userId,
    admins: admins.map((admin) => ({ ...admin, since: admin.since.getTime() })),
  };
}

async function act({ request, context }: ActionFunctionArgs) {
  const me = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "grant") {
    const submission = parseWithZod(formData, { schema: grantAdminSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const outcome = await grantAdmin(db, submission.value.email, me);
    if (outcome === "no-account") {
      const message = "No account uses this email. Ask her to sign up first.";
      return data(
        { intent, result: submission.reply({ fieldErrors: { email: [message] } }) },
        { status: 404 },
      );
    }
    return toasts(env).redirectWithSuccess("/admin/team", {
      message: outcome === "granted" ? "Admin added" : "Already an admin",
      description: `${submission.value.email} can now open the admin dashboard.`,
    });
  }

  if (intent === "revoke") {
    const submission = parseWithZod(formData, { schema: revokeAdminSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const outcome = await revokeAdmin(db, submission.value.userId, me);
    if (outcome === "last-admin") {
      return withToast(
        { intent, result: submission.reply() },
        {
          type: "error",
          message: "Update failed",
          description: "The association always keeps at least one admin.",
        },
        { status: 409 },
      );
    }
    return toasts(env).redirectWithSuccess("/admin/team", "Admin removed");
  }

  if (intent === "reset-link") {
    const submission = parseWithZod(formData, { schema: resetLinkSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const account = await findAccountByEmail(db, submission.value.email);
    if (!account) {
      return data(
        {
          intent,
          result: submission.reply({ fieldErrors: { email: ["No account uses this email."] } }),
        },
        { status: 404 },
      );
    }
    const token = generateToken();
    await createResetToken(db, {
      tokenHash: hashToken(token),
      user: account,
      actor: me,
      now: new Date(),
    });
    return data({
      intent,
      result: submission.reply({ resetForm: true }),
      resetLink: {
        email: account.email,
        url: `${new URL(request.url).origin}/reset-password/${token}`,
      },
    });
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export const action = answeringWriteFailures("admin team", act);

export default function AdminTeam() {
  const { admins, me } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const resultFor = (intent: string) =>
    navigation.state === "idle" && actionData?.intent === intent ? actionData.result : undefined;
  const [grantForm, grantFields] = useZodForm(grantAdminForm, {
    id: "grant-admin",
    lastResult: resultFor("grant"),
  });
  const [resetForm, resetFields] = useZodForm(resetLinkForm, {
    id: "reset-link",
    lastResult: resultFor("reset-link"),
  });
  const resetLink = (actionData as { resetLink?: { email: string; url: string } } | undefined)
    ?.resetLink;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Toaster toast={toastOf(actionData)} />
      <section aria-labelledby="admins-heading" className="space-y-4">
        <h2 id="admins-heading" className="text-xl font-bold text-brand-900">
          Admins
        </h2>
        <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {admins.map((admin) => (
            <li
              key={admin.userId}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div>
                <p className="font-semibold">
                  {admin.fullName || admin.email}
                  {admin.userId === me ? " (you)" : ""}
                </p>
                <p className="text-sm text-stone-700">
                  {admin.email} · admin since {formatDay(admin.since)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="userId" value={admin.userId} />
                <button
                  type="submit"
                  disabled={admins.length < 2}
                  aria-label={`Remove ${admin.email} as admin`}
                  className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-50"
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" {...getFormProps(grantForm)} className="space-y-2">
          <h3 className="font-semibold">Add an admin</h3>
          <FormErrors errors={grantForm.errors} id={grantForm.errorId} />
          <input type="hidden" name="intent" value="grant" />
          <TextField field={grantFields.email} label="Email of an existing account" type="email" />
          <SubmitButton pending={pending} label="Add admin" pendingLabel="Adding..." />
        </Form>
      </section>

      <section aria-labelledby="reset-heading" className="space-y-4">
        <h2 id="reset-heading" className="text-xl font-bold text-brand-900">
          Password reset link
        </h2>
        <p className="text-stone-700">
          For a member who forgot her password: the link works once, for 24 hours. Send it to her by
          WhatsApp.
        </p>
        <Form method="post" {...getFormProps(resetForm)} className="space-y-2">
          <FormErrors errors={resetForm.errors} id={resetForm.errorId} />
          <input type="hidden" name="intent" value="reset-link" />
          <TextField field={resetFields.email} label="Member's email" type="email" />
          <SubmitButton pending={pending} label="Create reset link" pendingLabel="Creating..." />
        </Form>
        {resetLink ? (
          <div className="space-y-2 rounded-2xl bg-cream p-4" data-testid="reset-link">
            <p>
              Reset link for <strong>{resetLink.email}</strong> (shown once):
            </p>
            <input
              readOnly
              value={resetLink.url}
              aria-label="Reset link"
              className="w-full rounded-md border border-stone-300 px-3 py-2 font-mono text-sm"
            />
            <a
              href={whatsappHref(
                "",
                `Your ZAMWE password reset link (valid 24 hours): ${resetLink.url}`,
              )}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block font-semibold text-brand-800 underline"
            >
              Send by WhatsApp
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}
