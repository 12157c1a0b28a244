import type { AppLoadContext } from "react-router";
import { membershipCycle } from "~/config/membership";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import type { RealtimeEvent } from "~/realtime/channels";
import { announce, publish } from "~/realtime/publish.server";
import type { SendEnv } from "~/messages/send.server";
import {
  isSignedByPaystack,
  paystackConfig,
  parsePaystackEvent,
  type PaystackConfig,
} from "~/services/paystack.server";
import {
  sendApplicationPaymentReceived,
  sendApplicationReceived,
  sendJoinReceipt,
  sendRenewalReceipt,
  type NoticeOutcome,
} from "./notices.server";
import { settleCheckout, type SettleOutcome } from "./online-payments.server";
import { targetOf, type PayableTarget } from "./payments.server";

/** Tells the open admin dashboards about one payable (a function, so each caller says how). */
export type AnnouncePayable = (event: Omit<RealtimeEvent, "origin">) => void;

/**
 * What follows a payment that was confirmed or flagged, whatever did it — an admin's button, the
 * Paystack callback or webhook, the daily job — in this one place (issue #37): the open admin
 * dashboards are told about the payable, and a confirmation sends her receipt (keyed by the
 * payment reference, so a second caller sends nothing).
 */
export async function afterPayment(
  env: SendEnv,
  tell: AnnouncePayable,
  settled: { target: PayableTarget; confirmed: boolean; origin: string },
): Promise<NoticeOutcome> {
  const { target, origin } = settled;
  tell(
    target.purpose === "renewal"
      ? { type: "renewal", id: target.renewalId }
      : { type: "application", id: target.applicationId },
  );
  if (!settled.confirmed) return "nothing";
  if (target.purpose === "renewal") {
    return sendRenewalReceipt(env, { renewalId: target.renewalId, origin });
  }
  // Approved already: her first year began, and the receipt says what was paid.
  const receipt = await sendJoinReceipt(env, { applicationId: target.applicationId, origin });
  if (receipt !== "nothing") return receipt;
  // Waiting for approval (issue #38): "application received" if it has not gone yet (Pay now
  // on /join sends it after the checkout), in its paid form; else "payment received".
  const input = { applicationId: target.applicationId, origin };
  const received = await sendApplicationReceived(env, input);
  return received === "duplicate" ? sendApplicationPaymentReceived(env, input) : received;
}

/**
 * Paystack's settings while online payment is on (else undefined): the one way the pages and the
 * daily job reach app/services/paystack, which only models call (design.md).
 */
export function onlinePayments(env: Env): PaystackConfig | undefined {
  return paystackConfig(env);
}

/** "off", or which of Paystack's keys is set: a test key takes no real money. */
export function onlinePaymentMode(env: Env): "off" | "test" | "live" {
  const paystack = paystackConfig(env);
  return paystack ? (paystack.testMode ? "test" : "live") : "off";
}

/**
 * Settles a Paystack reference (verified with Paystack, confirmed once — for what its checkout
 * was started for) and then `afterPayment`. Shared by the callback, the webhook and the daily job.
 */
export async function settleAndNotify(
  env: Env,
  paystack: PaystackConfig,
  reference: string,
  input: { now: Date; origin: string; tell: AnnouncePayable },
): Promise<SettleOutcome> {
  const outcome = await settleCheckout(getDb(env), paystack, reference, {
    now: input.now,
    cycle: membershipCycle(env),
  });
  const payable =
    outcome.status === "confirmed" || outcome.status === "flagged" ? outcome.payable : undefined;
  if (payable) {
    await afterPayment(env, input.tell, {
      target: targetOf(payable),
      confirmed: outcome.status === "confirmed",
      origin: input.origin,
    });
  }
  // Not paid after Pay now on /join (failed, abandoned): "application received" now, with how to
  // pay by bank transfer (sent once: nothing if it went before).
  if (outcome.status === "not-paid" && outcome.unpaidApplicationId) {
    await sendApplicationReceived(env, {
      applicationId: outcome.unpaidApplicationId,
      origin: input.origin,
    });
  }
  return outcome;
}

/** What Paystack's callback and its webhook both do with a reference: `settleAndNotify`. */
export async function settlePaystackReference(
  context: AppLoadContext,
  paystack: PaystackConfig,
  reference: string,
  origin: string,
): Promise<SettleOutcome> {
  return settleAndNotify(context.cloudflare.env, paystack, reference, {
    now: new Date(),
    origin,
    tell: (event) => announce(context, ["admin"], event),
  });
}

/** The daily job's `tell`: it has no request to wait for, so it keeps the promises to await. */
export function collectingAnnouncer(env: Pick<Env, "REALTIME">) {
  const pending: Promise<void>[] = [];
  return {
    tell: ((event) => void pending.push(publish(env, ["admin"], event))) as AnnouncePayable,
    settled: () => Promise.all(pending),
  };
}

export type WebhookAnswer = { status: number; message: string };

/**
 * Paystack's webhook (ADR 0039), believed only when its body is signed with our secret key — and
 * even then only as a hint: the payment is verified with Paystack before anything is confirmed.
 * 200 for what we took or ignore (Paystack stops sending); 503 when we could not finish (D1 or
 * Paystack unreachable), so it sends again.
 */
export async function receivePaystackWebhook(
  context: AppLoadContext,
  request: Request,
): Promise<WebhookAnswer> {
  const paystack = paystackConfig(context.cloudflare.env);
  if (!paystack) return { status: 404, message: "Online payments are off." };
  if (request.method.toUpperCase() !== "POST") return { status: 405, message: "POST only." };
  const body = await request.text();
  const signature = request.headers.get("x-paystack-signature");
  if (!(await isSignedByPaystack(paystack, body, signature))) {
    return { status: 401, message: "Invalid signature." };
  }
  const event = parsePaystackEvent(body);
  if (!event) return { status: 400, message: "Malformed event." };
  if (event.event !== "charge.success") return { status: 200, message: "Ignored." };
  if (!event.data) return { status: 400, message: "Malformed charge." };
  try {
    const origin = new URL(request.url).origin;
    const outcome = await settlePaystackReference(context, paystack, event.data.reference, origin);
    if (outcome.status === "checking") {
      return { status: 503, message: "Not settled yet; send it again." };
    }
    return { status: 200, message: "Received." };
  } catch (error) {
    console.error("[paystack] could not settle a webhook:", loggableError(error));
    return { status: 503, message: "Could not record it; send it again." };
  }
}
