import type { AppLoadContext } from "@remix-run/cloudflare";
import { membershipCycle } from "~/config/membership";
import { getDb } from "~/models/db.server";
import { announce } from "~/realtime/publish.server";
import type { PaystackConfig } from "~/services/paystack.server";
import { sendJoinReceipt, sendRenewalReceipt } from "./notices.server";
import { settleCheckout, type SettleOutcome } from "./online-payments.server";

/**
 * Settles a Paystack reference (verified with Paystack, confirmed once) and, when it was
 * confirmed, sends her receipt — keyed by the payment reference, so the second caller sends
 * nothing. Shared by the callback, the webhook and the daily job.
 */
export async function settleAndNotify(
  env: Env,
  paystack: PaystackConfig,
  reference: string,
  input: { now: Date; origin: string },
): Promise<SettleOutcome> {
  const outcome = await settleCheckout(getDb(env), paystack, reference, {
    now: input.now,
    cycle: membershipCycle(env),
  });
  if (outcome.status === "confirmed") {
    const { payable } = outcome;
    const notice = { origin: input.origin };
    if (payable.purpose === "renewal") {
      await sendRenewalReceipt(env, { ...notice, renewalId: payable.renewalId });
    } else {
      await sendJoinReceipt(env, { ...notice, applicationId: payable.applicationId });
    }
  }
  return outcome;
}

/**
 * What Paystack's callback and its webhook both do with a reference: `settleAndNotify`, then tell
 * the open admin dashboards about a payment confirmed or flagged.
 */
export async function settlePaystackReference(
  context: AppLoadContext,
  paystack: PaystackConfig,
  reference: string,
  origin: string,
): Promise<SettleOutcome> {
  const outcome = await settleAndNotify(context.cloudflare.env, paystack, reference, {
    now: new Date(),
    origin,
  });
  const payable =
    outcome.status === "confirmed" || outcome.status === "flagged" ? outcome.payable : undefined;
  if (payable?.purpose === "renewal") {
    announce(context, ["admin"], { type: "renewal", id: payable.renewalId });
  } else if (payable) {
    announce(context, ["admin"], { type: "application", id: payable.applicationId });
  }
  return outcome;
}
