import type { AppLoadContext } from "@remix-run/cloudflare";
import { toasts } from "~/http/toast.server";
import { getDb } from "~/models/db.server";
import { membershipOf, type Membership } from "~/models/membership.server";
import { requireUser } from "./guards.server";
import type { CurrentUser } from "./session.server";

const linkFirst = "Link your application on your dashboard, or apply to join first.";

/**
 * The signed-in member and her approved membership (linked to her account by proof: ADR 0012).
 * Anyone else is sent to her dashboard, which says what to do (link an application, or join),
 * under `refusal` (the page's own message: "Only approved members can …") — or, with
 * `otherwise: "not-found"`, gets a 404 (a page that exists only for members: her card).
 */
export async function requireApprovedMember(
  request: Request,
  context: AppLoadContext,
  {
    otherwise = "dashboard",
    refusal = "Only approved members can renew",
  }: { otherwise?: "dashboard" | "not-found"; refusal?: string } = {},
): Promise<{ user: CurrentUser; membership: Membership }> {
  const user = await requireUser(request, context);
  const membership = await membershipOf(getDb(context.cloudflare.env), user);
  if (membership?.status === "approved") return { user, membership };
  if (otherwise === "not-found") throw new Response("Not Found", { status: 404 });
  throw await toasts(context.cloudflare.env).redirectWithError("/dashboard", {
    message: refusal,
    description: linkFirst,
  });
}
