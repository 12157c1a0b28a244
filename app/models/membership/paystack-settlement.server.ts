import type { AppLoadContext } from "@remix-run/cloudflare";
import { membershipCycle } from "~/config/membership";
import { getDb } from "~/models/db.server";
import { announce } from "~/realtime/publish.server";
import type { PaystackConfig } from "~/services/paystack.server";
import { sendJoinReceipt, sendRenewalReceipt } from "./notices.server";
import { settleCheckout, type SettleOutcome } from "./online-payments.server";

/**
 * What Paystack's callback and its webhook both do with a reference: settle it (verified with
 * Paystack, confirmed once), then, when it was confirmed, send her receipt (keyed by the payment
 * reference: the second caller sends nothing) and tell the open admin dashboards.
 */
export async function settlePaystackReference(
  context: AppLoadContext,
  paystack: PaystackConfig,
  reference: string,
  origin: string,
): Promise<SettleOutcome> {
  const { env } = context.cloudflare;
  const outcome = await settleCheckout(getDb(env), paystack, reference, {
    now: new Date(),
    cycle: membershipCycle(env),
  });
  if (outcome.status === "confirmed" || outcome.status === "flagged") {
    const payable = outcome.payable;
    if (payable?.purpose === "renewal") {
      announce(context, ["admin"], { type: "renewal", id: payable.renewalId });
    } else if (payable) {
      announce(context, ["admin"], { type: "application", id: payable.applicationId });
    }
  }
  if (outcome.status === "confirmed") {
    const { payable } = outcome;
    if (payable.purpose === "renewal")
      await sendRenewalReceipt(env, { renewalId: payable.renewalId, origin });
    else await sendJoinReceipt(env, { applicationId: payable.applicationId, origin });
  }
  return outcome;
}
