import { getFormProps } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { useKeptValue } from "~/components/forms/use-kept-value";
import { requireAdmin } from "~/auth/guards.server";
import {
  beginEnrolment,
  confirmEnrolment,
  securityOverview,
  mustEnrol,
  turnOffTwoFactor,
  twoFactorRequired,
} from "~/auth/two-factor.server";
import type { QrCode } from "~/utils/qr-code.server";
import { QrCodeSvg } from "~/components/ui/qr-code";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openAdminForm, refuseField, refusedForm, type AdminForm } from "~/http/admin-form.server";
import { toasts, withToast } from "~/http/toast.server";
import { formatDay } from "~/utils/dates";
import { disableTwoFactorForm, enableTwoFactorForm } from "~/validation/forms";
import {
  beginTwoFactorSchema,
  disableTwoFactorSchema,
  enableTwoFactorSchema,
} from "~/validation/two-factor";
import { reloadOn } from "~/realtime/revalidation";

/** The one admin page open to an admin who must still enrol (ADMIN_REQUIRE_2FA). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdmin(request, context, { enrolment: true });
  const env = context.cloudflare.env;
  return {
    overview: await securityOverview(env, user),
    required: twoFactorRequired(env),
    mustEnrol: mustEnrol(user, env),
  };
}

/** No realtime message changes what this page shows (ADR 0014). */
export const shouldRevalidate = reloadOn();

const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";

const securityForms = {
  begin: beginTwoFactorSchema,
  enable: enableTwoFactorSchema,
  disable: disableTwoFactorSchema,
};
type SecurityForm = AdminForm<typeof securityForms>;

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, securityForms, { enrolment: true });
  if (!form.ok) return refusedForm(form);
  if (form.intent === "begin") {
    await beginEnrolment(form.env, form.admin);
    return redirect("/admin/security");
  }
  return form.intent === "enable" ? enable(form) : disable(form);
}

/** The first code from her app turns 2FA on; the recovery codes are shown in this answer only. */
async function enable(form: Extract<SecurityForm, { intent: "enable" }>) {
  const outcome = await confirmEnrolment(form.env, form.admin, form.value.code);
  if (!outcome.ok) {
    if (outcome.reason === "enabled") {
      return toasts(form.env).redirectWithInfo("/admin/security", {
        message: "Two-factor authentication is already on",
      });
    }
    return refuseField(form, { code: [WRONG_CODE] }, 400);
  }
  // Shown in this answer only (not a redirect): the codes are not stored in clear anywhere.
  return withToast(
    {
      intent: form.intent,
      result: form.submission.reply({ resetForm: true }),
      recoveryCodes: outcome.recoveryCodes,
    },
    {
      type: "success",
      message: "Two-factor authentication is on",
      description: "Save your recovery codes now: they are shown only once.",
    },
  );
}

async function disable(form: Extract<SecurityForm, { intent: "disable" }>) {
  const outcome = await turnOffTwoFactor(form.env, form.request, form.admin, form.value.code);
  if (!outcome.ok) {
    const throttled = outcome.reason === "throttled";
    return refuseField(
      form,
      { code: [throttled ? outcome.message : WRONG_CODE] },
      throttled ? 429 : 400,
    );
  }
  return toasts(form.env).redirectWithSuccess("/admin/security", {
    message: "Two-factor authentication is off",
    description: "Your authenticator app's codes no longer work here.",
  });
}

export default function AdminSecurity() {
  const { overview, required, mustEnrol } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const resultFor = (intent: string) =>
    navigation.state === "idle" && actionData?.intent === intent ? actionData.result : undefined;
  const recoveryCodes = useKeptValue(
    (actionData as { recoveryCodes?: string[] } | undefined)?.recoveryCodes,
  );

  return (
    <div className="max-w-2xl space-y-6">
      <Toaster toast={toastOf(actionData)} />
      <h2 className="text-xl font-bold text-brand-900">Two-factor authentication</h2>
      {mustEnrol ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-stone-900">
          Two-factor authentication is required for admins. Set it up below to open the admin area.
        </p>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {overview.state === "enabled" ? (
        <Enabled
          enabledAt={overview.enabledAt}
          recoveryCodesLeft={overview.recoveryCodesLeft}
          required={required}
          lastResult={resultFor("disable")}
          pending={pending}
        />
      ) : overview.state === "enrolling" ? (
        <Enrol
          qr={overview.qr}
          groupedSecret={overview.groupedSecret}
          lastResult={resultFor("enable")}
          pending={pending}
        />
      ) : (
        <BeginEnrolment pending={pending} />
      )}
    </div>
  );
}

/** Before her key exists: what two-factor is, and the button that makes her key. */
function BeginEnrolment({ pending }: { pending: boolean }) {
  return (
    <section aria-labelledby="enrol-heading" className="space-y-4">
      <h3 id="enrol-heading" className="font-semibold">
        Set up an authenticator app
      </h3>
      <p className="text-stone-700">
        Besides your password, signing in to the admin area will ask for a 6-digit code from an app
        on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…). Have the app
        ready: the next page shows the QR code to scan.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="begin" />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Set up two-factor authentication
        </button>
      </Form>
    </section>
  );
}

/** What each panel's form needs of the page: its last answer, and whether a form is on its way. */
type FormPanel = { lastResult: Parameters<typeof useZodForm>[1]["lastResult"]; pending: boolean };

function Enrol({
  qr,
  groupedSecret,
  lastResult,
  pending,
}: { qr: QrCode; groupedSecret: string } & FormPanel) {
  const [form, fields] = useZodForm(enableTwoFactorForm, { id: "enable-2fa", lastResult });
  return (
    <section aria-labelledby="enrol-heading" className="space-y-4">
      <h3 id="enrol-heading" className="font-semibold">
        Set up an authenticator app
      </h3>
      <p className="text-stone-700">
        Besides your password, signing in to the admin area will ask for a 6-digit code from an app
        on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…).
      </p>
      <ol className="list-decimal space-y-4 pl-5 text-stone-800">
        <li>
          <p>In the app, add an account and scan this QR code:</p>
          <QrCodeSvg
            qr={qr}
            label="QR code for your authenticator app"
            width={qr.size * 5}
            className="mt-2 rounded-md bg-white ring-1 ring-stone-200"
          />
        </li>
        <li>
          <p>Or, if you cannot scan it, type this key into the app (time-based):</p>
          <p
            className="mt-2 font-mono text-lg tracking-wider text-stone-900"
            data-testid="totp-secret"
          >
            {groupedSecret}
          </p>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows:</p>
          <Form method="post" {...getFormProps(form)} className="mt-2 space-y-2">
            <FormErrors errors={form.errors} id={form.errorId} />
            <input type="hidden" name="intent" value="enable" />
            <TextField
              field={fields.code}
              label="Authentication code"
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <SubmitButton
              pending={pending}
              label="Turn on two-factor authentication"
              pendingLabel="Checking..."
            />
          </Form>
        </li>
      </ol>
    </section>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section
      aria-labelledby="recovery-heading"
      className="space-y-3 rounded-2xl bg-cream p-4"
      data-testid="recovery-codes"
    >
      <h3 id="recovery-heading" className="font-semibold">
        Your recovery codes
      </h3>
      <p className="text-stone-800">
        Each one lets you in once without your phone. Write them down or print them and keep them
        somewhere safe: <strong>they are shown only this once.</strong>
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

function Enabled({
  enabledAt,
  recoveryCodesLeft,
  required,
  lastResult,
  pending,
}: { enabledAt: number; recoveryCodesLeft: number; required: boolean } & FormPanel) {
  const [form, fields] = useZodForm(disableTwoFactorForm, { id: "disable-2fa", lastResult });
  return (
    <section aria-labelledby="enabled-heading" className="space-y-4">
      <h3 id="enabled-heading" className="font-semibold">
        On since {formatDay(enabledAt)}
      </h3>
      <p className="text-stone-700">
        Signing in to the admin area asks for a code from your authenticator app.{" "}
        {recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <h4 className="font-semibold">Turn off two-factor authentication</h4>
        <p className="text-sm text-stone-700">
          {required
            ? "Two-factor authentication is required for admins: after turning it off you will set it up again (for a new phone, say) before the admin area opens."
            : "Enter a current code from your app (or a recovery code) to turn it off."}
        </p>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="disable" />
        <TextField
          field={fields.code}
          label="Authentication code"
          hint="or a recovery code"
          autoComplete="one-time-code"
        />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-50"
        >
          Turn off two-factor authentication
        </button>
      </Form>
    </section>
  );
}
