import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { sendAddressConfirmation } from "~/auth/account-mail.server";
import { answeredAsSent } from "~/messages/send.server";
import { requireUser } from "~/auth/guards.server";
import { enforceRateLimits } from "~/http/abuse.server";
import { toasts } from "~/http/toast.server";
import { accountTexts } from "~/i18n/account";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { unconfirmedAccount } from "~/models/email-confirmations.server";

/**
 * /dashboard/confirm-email: the dashboard notice's "Send the link again" (issue #27). Limited per
 * client and per account by the rate limiter, and to one new link per 15 minutes in D1 (the one
 * she has still works). Always back to the dashboard with what happened.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return redirect(localeRedirectPath(request, "/dashboard"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  await enforceRateLimits(request, context, "confirm-email-again", user.userId);
  const t = accountTexts[pageLanguageOf(request)];
  const dashboard = localeRedirectPath(request, "/dashboard");
  const account = await unconfirmedAccount(getDb(env), user.userId);
  if (!account) return redirect(dashboard);
  const outcome = await sendAddressConfirmation(env, account, {
    origin: new URL(request.url).origin,
    language: pageLanguageOf(request),
  });
  const flash = toasts(env);
  if (answeredAsSent(outcome)) {
    return flash.redirectWithSuccess(dashboard, {
      message: t.confirmNotice.sent,
      description: t.confirmNotice.sentDescription,
    });
  }
  if (outcome === "recent") {
    return flash.redirectWithInfo(dashboard, {
      message: t.confirmNotice.recent,
      description: t.confirmNotice.recentDescription,
    });
  }
  return flash.redirectWithError(dashboard, { message: t.confirmNotice.unavailable });
}
