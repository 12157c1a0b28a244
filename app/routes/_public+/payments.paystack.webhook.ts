import type { ActionFunctionArgs } from "react-router";
import { receivePaystackWebhook } from "~/models/membership/paystack-settlement.server";

/**
 * Paystack's webhook (ADR 0039): a server's post, exempt from the origin check and needing no
 * session; what it is believed for, and its answers, are `receivePaystackWebhook`'s. Callback,
 * webhook and any number of replays confirm a payment once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { status, message } = await receivePaystackWebhook(context, request);
  return Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
}
