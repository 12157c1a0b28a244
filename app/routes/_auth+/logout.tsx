import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { endSession } from "~/auth/session.server";
import { toasts } from "~/http/toast.server";

/** Logging out is a POST (a link could be triggered by any page); GET just goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const headers = new Headers({ "Set-Cookie": await endSession(env, request) });
  return toasts(env).redirectWithSuccess("/", "Logged out successfully", { headers });
}
