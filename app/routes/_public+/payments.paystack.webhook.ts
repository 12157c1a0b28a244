import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { loggableError } from "~/models/loggable-error.server";
import { settlePaystackReference } from "~/models/membership/paystack-settlement.server";
import { isSignedByPaystack, parsePaystackEvent, paystackConfig } from "~/services/paystack.server";

const answer = (status: number, message: string) =>
  Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Paystack's webhook (ADR 0039): a server's post, exempt from the origin check and needing no
 * session, believed only when its body is signed with our secret key — and even then only as a
 * hint: the payment is verified with Paystack before anything is confirmed. Callback, webhook and
 * any number of replays confirm a payment once. Answers 200 to what we took or ignore, so Paystack
 * stops sending; 503 when we could not finish (D1 or Paystack unreachable), so it sends again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const paystack = paystackConfig(context.cloudflare.env);
  if (!paystack) return answer(404, "Online payments are off.");
  if (request.method.toUpperCase() !== "POST") return answer(405, "POST only.");
  const body = await request.text();
  const signature = request.headers.get("x-paystack-signature");
  if (!(await isSignedByPaystack(paystack, body, signature))) {
    return answer(401, "Invalid signature.");
  }
  const event = parsePaystackEvent(body);
  if (!event) return answer(400, "Malformed event.");
  if (event.event !== "charge.success") return answer(200, "Ignored.");
  try {
    const origin = new URL(request.url).origin;
    const outcome = await settlePaystackReference(context, paystack, event.data.reference, origin);
    if (outcome.status === "checking") return answer(503, "Not settled yet; send it again.");
    return answer(200, "Received.");
  } catch (error) {
    console.error("[paystack] could not settle a webhook:", loggableError(error));
    return answer(503, "Could not record it; send it again.");
  }
}
