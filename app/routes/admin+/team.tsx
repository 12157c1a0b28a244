import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { useKeptValue } from "~/components/forms/use-kept-value";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { requireAdmin } from "~/auth/guards.server";
import { generateToken, hashToken } from "~/auth/session.server";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { grantAdminForm, grantStewardForm, resetLinkForm } from "~/validation/forms";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { whatsappHref } from "~/utils/phone";
import { getDb, readOr } from "~/models/db.server";
import { createResetToken } from "~/models/password-resets.server";
import {
  findAccountByEmail,
  grantAdmin,
  grantSteward,
  listAdmins,
  listStewards,
  revokeAdmin,
  revokeSteward,
} from "~/models/users.server";
import { grantStewardSchema, revokeStewardSchema } from "~/validation/stewards";
import { RoleHolders } from "./__role-holders";
import { toasts, withToast } from "~/http/toast.server";
import { grantAdminSchema, resetLinkSchema, revokeAdminSchema } from "~/validation/team";
import {
  NO_ACCOUNT_FOR_EMAIL,
  openAdminForm,
  refuseField,
  refusedForm,
  type AdminForm,
} from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const [admins, stewards] = await Promise.all([
    readOr("admins", [], () => listAdmins(db)),
    readOr("stewards", [], () => listStewards(db)),
  ]);
  return {
    me: me.userId,
    admins: admins.map((admin) => ({ ...admin, since: admin.since.getTime() })),
    stewards: stewards.map((steward) => ({ ...steward, since: steward.since.getTime() })),
  };
}

/** No realtime message changes what this page shows (ADR 0014). */
export const shouldRevalidate = reloadOn();

const teamForms = {
  grant: grantAdminSchema,
  revoke: revokeAdminSchema,
  "reset-link": resetLinkSchema,
  "grant-steward": grantStewardSchema,
  "revoke-steward": revokeStewardSchema,
};
type TeamForm = AdminForm<typeof teamForms>;

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, teamForms);
  if (!form.ok) return refusedForm(form);
  if (form.intent === "grant") return grant(form);
  if (form.intent === "revoke") return revoke(form);
  if (form.intent === "grant-steward") return grantStewardRole(form);
  if (form.intent === "revoke-steward") return revokeStewardRole(form);
  return resetLink(form);
}

async function grantStewardRole(form: Extract<TeamForm, { intent: "grant-steward" }>) {
  const outcome = await grantSteward(form.db, form.value.email, form.admin);
  if (outcome === "no-account") return refuseField(form, { email: [NO_ACCOUNT_FOR_EMAIL] }, 404);
  return toasts(form.env).redirectWithSuccess("/admin/team", {
    message: outcome === "granted" ? "Steward added" : "Already a steward",
    description: `${form.value.email} can now check people in at events, and nothing else.`,
  });
}

async function revokeStewardRole(form: Extract<TeamForm, { intent: "revoke-steward" }>) {
  const outcome = await revokeSteward(form.db, form.value.userId, form.admin);
  return toasts(form.env).redirectWithSuccess(
    "/admin/team",
    outcome === "revoked" ? "Steward removed" : "Not a steward any more",
  );
}

async function grant(form: Extract<TeamForm, { intent: "grant" }>) {
  const outcome = await grantAdmin(form.db, form.value.email, form.admin);
  if (outcome === "no-account") return refuseField(form, { email: [NO_ACCOUNT_FOR_EMAIL] }, 404);
  return toasts(form.env).redirectWithSuccess("/admin/team", {
    message: outcome === "granted" ? "Admin added" : "Already an admin",
    description: `${form.value.email} can now open the admin dashboard.`,
  });
}

async function revoke(form: Extract<TeamForm, { intent: "revoke" }>) {
  const outcome = await revokeAdmin(form.db, form.value.userId, form.admin);
  if (outcome === "last-admin") {
    return withToast(
      { intent: form.intent, result: form.submission.reply() },
      {
        type: "error",
        message: "Update failed",
        description: "The association always keeps at least one admin.",
      },
      { status: 409 },
    );
  }
  return toasts(form.env).redirectWithSuccess("/admin/team", "Admin removed");
}

/** A one-time password-reset link the admin passes on herself (shown in this answer only). */
async function resetLink(form: Extract<TeamForm, { intent: "reset-link" }>) {
  const account = await findAccountByEmail(form.db, form.value.email);
  if (!account) return refuseField(form, { email: ["No account uses this email."] }, 404);
  const token = generateToken();
  await createResetToken(form.db, {
    tokenHash: hashToken(token),
    user: account,
    actor: form.admin,
    now: new Date(),
  });
  return data({
    intent: form.intent,
    result: form.submission.reply({ resetForm: true }),
    resetLink: {
      email: account.email,
      url: `${new URL(form.request.url).origin}/reset-password/${token}`,
    },
  });
}

export const action = answeringWriteFailures("admin team", act);

export default function AdminTeam() {
  const { admins, stewards, me } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const resultFor = (intent: string) =>
    navigation.state === "idle" && actionData?.intent === intent ? actionData.result : undefined;
  const [resetForm, resetFields] = useZodForm(resetLinkForm, {
    id: "reset-link",
    lastResult: resultFor("reset-link"),
  });
  const resetLink = useKeptValue(
    (actionData as { resetLink?: { email: string; url: string } } | undefined)?.resetLink,
  );

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
      <Toaster toast={toastOf(actionData)} />
      <RoleHolders
        roleName="admin"
        heading="Admins"
        holders={admins}
        me={me}
        keepOne
        form={{
          schema: grantAdminForm,
          id: "grant-admin",
          grantIntent: "grant",
          revokeIntent: "revoke",
          title: "Add an admin",
          emailLabel: "Email of an existing account",
          submit: "Add admin",
        }}
        lastResult={resultFor("grant")}
        pending={pending}
      />

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
      <RoleHolders
        roleName="steward"
        heading="Stewards"
        intro={
          <p className="text-stone-700">
            A steward checks people in at an event&apos;s door (signed in at the members&apos;
            login) and can open nothing else of the admin area.
          </p>
        }
        holders={stewards}
        me={me}
        form={{
          schema: grantStewardForm,
          id: "grant-steward",
          grantIntent: "grant-steward",
          revokeIntent: "revoke-steward",
          title: "Add a steward",
          emailLabel: "Steward's email (an existing account)",
          submit: "Add steward",
        }}
        lastResult={resultFor("grant-steward")}
        pending={pending}
      />
    </div>
  );
}
