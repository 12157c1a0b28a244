import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { getUser, isAdmin, safeRedirect, sendHalfOpenToCodeStep } from "~/auth/guards.server";
import { redirectIntoSession } from "~/auth/login.server";
import { signInFailure, signInUnlessBot } from "~/auth/sign-in-form.server";
import { endSession } from "~/auth/session.server";
import { landingAfterPassword } from "~/auth/two-factor.server";
import { CardForm, LoginFields } from "~/components/account/sign-in-forms";
import { useZodForm } from "~/components/forms/use-zod-form";
import { loginForm } from "~/validation/forms";
import { useAssociation } from "~/components/layout/use-association";
import { NarrowPage } from "~/components/ui/narrow-page";
import { Toaster, toastOf } from "~/components/ui/toaster";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { Honeypot } from "~/components/forms/honeypot";
import { withToast } from "~/http/toast.server";
import { loginSchema } from "~/validation/auth";
import { openPublicForm } from "~/http/public-form.server";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin Login",
    description: "Sign in to the ZAMWE administration portal.",
    path: "/admin/login",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  if (isAdmin(await getUser(request, context))) throw redirect(redirectTo);
  await sendHalfOpenToCodeStep(request, context, redirectTo);
  return { redirectTo };
}

const hidePassword = { hideFields: ["password"] };

/**
 * Signs in an existing admin. Never creates an account and never grants a role: valid
 * credentials without the admin role (read from D1) leave no session behind at all. An admin
 * with two-factor enabled goes on to the code page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  // Per e-mail, the D1 failure counter applies (see /login); the rate limiter counts per client.
  const opened = await openPublicForm(request, context, {
    form: "admin-login",
    schema: loginSchema,
    ...hidePassword,
    onBot: "fail-after-checks",
  });
  if (!opened.ok) return opened.reply;
  const { submission, value } = opened;
  const outcome = await signInUnlessBot(context, request, opened);
  if (!outcome.ok) {
    const { status, description } = signInFailure(outcome, "Invalid credentials");
    return withToast(
      { result: submission.reply({ ...hidePassword, formErrors: [description] }) },
      { type: "error", message: "Login failed", description },
      { status },
    );
  }
  if (!outcome.user.roles.includes("admin")) {
    const message = "Unauthorized: Admin access required";
    return withToast(
      { result: submission.reply({ ...hidePassword, formErrors: [message] }) },
      { type: "error", message },
      { status: 403, headers: { "Set-Cookie": await endSession(env, request) } },
    );
  }
  const landing = await landingAfterPassword(env, outcome.user.id, {
    to: safeRedirect(value.redirectTo, "/admin"),
    toast: { message: "Admin access granted", description: "Welcome to the admin dashboard." },
  });
  return redirectIntoSession(env, request, outcome.user, landing.to, landing.toast);
}

export default function AdminLogin() {
  const site = useAssociation();
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(loginForm, {
    id: "admin-login",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <NarrowPage title="Admin Login" lead={`${site.shortName} Administration Portal`}>
        <CardForm form={form} submit={{ label: "Login", pendingLabel: "Logging in..." }}>
          <Honeypot />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <LoginFields fields={fields} />
        </CardForm>
      </NarrowPage>
    </>
  );
}
