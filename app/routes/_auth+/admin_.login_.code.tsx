import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdminRole, safeRedirect } from "~/auth/guards.server";
import { redirectIntoSession } from "~/auth/login.server";
import { signInFailure } from "~/auth/sign-in-form.server";
import { adminAccess, verifySecondFactor } from "~/auth/two-factor.server";
import { LogoutButton } from "~/components/account/logout-button";
import { CardForm } from "~/components/account/sign-in-forms";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useAssociation } from "~/components/layout/use-association";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openPublicForm } from "~/http/public-form.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { withToast } from "~/http/toast.server";
import { twoFactorCodeForm } from "~/validation/forms";
import { twoFactorCodeSchema } from "~/validation/two-factor";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Two-step verification",
    description: "Enter the code from your authenticator app.",
    path: "/admin/login/code",
  });

/**
 * The second step of an admin's sign-in (at /admin/login or /login): the session exists, but
 * requireAdmin keeps the admin area closed to it until a code from her app, or a recovery code,
 * is accepted here. Anyone for whom there is nothing to check goes straight on.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireAdminRole(request, context);
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  if (adminAccess(user, context.cloudflare.env) !== "needs-code") throw redirect(redirectTo);
  return { redirectTo, email: user.email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireAdminRole(request, context);
  const env = context.cloudflare.env;
  const opened = await openPublicForm(request, context, {
    form: "admin-code",
    schema: twoFactorCodeSchema,
    onBot: "no-honeypot",
  });
  const to = safeRedirect(opened.ok ? opened.value.redirectTo : null, "/admin");
  if (adminAccess(user, env) !== "needs-code") throw redirect(to);
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  const outcome = await verifySecondFactor(env, request, user, value.code);
  if (!outcome.ok) {
    const { status, description } = signInFailure(
      outcome,
      "That code is not right. Check the time on your phone and try the newest code.",
    );
    return withToast(
      { result: submission.reply({ fieldErrors: { code: [description] } }) },
      { type: "error", message: "Verification failed", description },
      { status },
    );
  }
  // A new session token for the raised privilege; the old one is deleted.
  return redirectIntoSession(
    env,
    request,
    { id: user.userId, roles: user.roles },
    to,
    {
      message: "Admin access granted",
      description:
        outcome.method === "recovery-code"
          ? "You used a recovery code; it will not work again."
          : "Welcome to the admin dashboard.",
    },
    { secondFactor: true },
  );
}

export default function AdminLoginCode() {
  const site = useAssociation();
  const { redirectTo, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(twoFactorCodeForm, {
    id: "admin-code",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage
        title="Two-step verification"
        lead={
          <>
            Signed in as <strong>{email}</strong>. Open your authenticator app and enter the 6-digit
            code it shows for {site.shortName}.
          </>
        }
      >
        <CardForm form={form} submit={{ label: "Verify", pendingLabel: "Verifying..." }}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            field={fields.code}
            label="Authentication code"
            hint="or a recovery code"
            autoComplete="one-time-code"
          />
        </CardForm>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
          <p>Lost your phone? Use one of your recovery codes above.</p>
          <LogoutButton />
        </div>
      </NarrowPage>
    </>
  );
}
