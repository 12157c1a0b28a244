import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { getHalfOpenSession, isAdmin, safeRedirect } from "~/auth/guards.server";
import { redirectIntoSession } from "~/auth/login.server";
import { signInFailure } from "~/auth/sign-in-form.server";
import { verifySecondFactor } from "~/auth/two-factor.server";
import { LogoutButton } from "~/components/account/logout-button";
import { CardForm } from "~/components/account/sign-in-forms";
import { TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useAssociation } from "~/components/layout/use-association";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openPublicForm } from "~/http/public-form.server";
import type { RouteHandle } from "~/root";
import type { CurrentUser } from "~/auth/session.server";
import { pageMeta } from "~/utils/seo";
import { withToast } from "~/http/toast.server";
import { accountTexts } from "~/i18n/account";
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
 * The second step of a sign-in with two-factor on, from /admin/login or /login: the password
 * started a half-open session, which is signed in nowhere until a code from her app, or a
 * recovery code, is accepted here (ADR 0028). Any account with two-factor on comes here (an
 * admin, or one whose admin role was since revoked). Anyone else has nothing to check and goes
 * straight on, where that page's own guard decides what she may see.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getHalfOpenSession(request, context);
  const redirectTo = safeRedirect(
    new URL(request.url).searchParams.get("redirectTo"),
    fallbackFor(session),
  );
  if (!session) throw redirect(redirectTo);
  return { redirectTo, email: session.email };
}

/** Where she goes when no page asked for it: the admin area, or a member's dashboard. */
const fallbackFor = (session: CurrentUser | null) => (isAdmin(session) ? "/admin" : "/dashboard");

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getHalfOpenSession(request, context);
  const env = context.cloudflare.env;
  const opened = await openPublicForm(request, context, {
    form: "admin-code",
    schema: twoFactorCodeSchema,
    onBot: "no-honeypot",
  });
  const to = safeRedirect(opened.ok ? opened.value.redirectTo : null, fallbackFor(session));
  if (!session) throw redirect(to);
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  const outcome = await verifySecondFactor(env, request, session, value.code);
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
  // A new session token for the raised privilege; the half-open one is deleted.
  return redirectIntoSession(
    env,
    request,
    { id: session.userId, roles: session.roles },
    to,
    welcome(to, outcome.method),
    { secondFactor: true },
  );
}

/** The greeting where she lands: the admin area's, or a member page's (English, as this page). */
function welcome(to: string, method: "totp" | "recovery-code") {
  const admin = /^\/admin(?:[/?#]|$)/.test(to);
  const { welcome, welcomeDescription } = accountTexts.en.toasts;
  return {
    message: admin ? "Admin access granted" : welcome,
    description:
      method === "recovery-code"
        ? "You used a recovery code; it will not work again."
        : admin
          ? "Welcome to the admin dashboard."
          : welcomeDescription,
  };
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
            Password accepted for <strong>{email}</strong>. Open your authenticator app and enter
            the 6-digit code it shows for {site.shortName}.
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
