import type { AppLoadContext } from "react-router";
import { toasts } from "~/http/toast.server";
import { accountTexts } from "~/i18n/account";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { membershipOf, type Membership } from "~/models/membership/linking.server";
import { requireUser } from "./guards.server";
import type { CurrentUser } from "./session.server";

/**
 * The signed-in member and her approved membership (linked to her account by proof: ADR 0012).
 * Anyone else is sent to her dashboard, which says what to do (link an application, or join),
 * under `refusal` (the page's own message: "Only approved members can …", app/i18n/account.ts),
 * in the language of the page she asked for — or, with
 * `otherwise: "not-found"`, gets a 404 (a page that exists only for members: her card).
 */
export async function requireApprovedMember(
  request: Request,
  context: AppLoadContext,
  {
    otherwise = "dashboard",
    refusal = "renew",
  }: { otherwise?: "dashboard" | "not-found"; refusal?: "renew" | "profile" } = {},
): Promise<{ user: CurrentUser; membership: Membership }> {
  const user = await requireUser(request, context);
  const membership = await membershipOf(getDb(context.cloudflare.env), user);
  if (membership?.status === "approved") return { user, membership };
  if (otherwise === "not-found") throw new Response("Not Found", { status: 404 });
  const t = accountTexts[pageLanguageOf(request)];
  throw await toasts(context.cloudflare.env).redirectWithError(
    localeRedirectPath(request, "/dashboard"),
    { message: t.refusals[refusal], description: t.refusals.linkFirst },
  );
}
