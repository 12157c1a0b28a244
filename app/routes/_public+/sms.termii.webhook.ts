import type { ActionFunctionArgs } from "react-router";
import { receiveTermiiReport } from "~/models/sms.server";

/**
 * Termii's delivery reports (issue #40): a server's post, exempt from the origin check and needing
 * no session; its signature decides (`receiveTermiiReport`). The URL to set in Termii's console
 * is the site's origin followed by /sms/termii/webhook.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { status, message } = await receiveTermiiReport(context.cloudflare.env, request);
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}
