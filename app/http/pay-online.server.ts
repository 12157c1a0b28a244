import { redirect, type AppLoadContext } from "react-router";
import { ONLINE_UNAVAILABLE, type PayNowTexts } from "~/components/membership/pay-now";
import { getAssociation } from "~/config/association";
import { membershipCycle } from "~/config/membership";
import { localePath, type Language } from "~/i18n/language";
import { paymentsTexts } from "~/i18n/payments";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { loggableError } from "~/models/loggable-error.server";
import { startOnlineCheckout } from "~/models/membership/online-payments.server";
import { checkoutPayerOf, SUBMITTED_PAGE } from "~/models/membership/payment-pages.server";
import { onlinePayments } from "~/models/membership/paystack-settlement.server";
import { payableFor, type PayableTarget } from "~/models/membership/payments.server";
import { enforceRateLimits } from "./abuse.server";

/** The "Pay now with Paystack" button's texts for a page's loader, while online payment is on. */
export function payNowTexts(env: Env, language: Language): PayNowTexts | null {
  if (!onlinePayments(env)) return null;
  const { payNow, payNowHint } = paymentsTexts[language];
  return { payNow, payNowHint };
}

/** Where Paystack sends her back (app/routes/_public+/payments.paystack.callback.tsx). */
export const PAYSTACK_CALLBACK_PATH = "/payments/paystack/callback";

/**
 * `?checkout=cancelled` on the page she paid from: Paystack's Cancel, or its answer "not paid",
 * brings her back to it, and it says that nothing was taken (issue #38).
 */
export const CHECKOUT_NOT_COMPLETED = "checkout=cancelled";

/** On the callback's address: she pressed Cancel at Paystack's checkout (its cancel_action). */
export const CHECKOUT_CANCELLED = "cancelled=1";

/** Whether `payOnline` answered with Paystack's checkout (303), not a way back to the site. */
export const sentToCheckout = (response: Response | null) => response?.status === 303;

/** The pages a payment starts from, and so the only ones the callback page links back to. */
const RETURN_PATHS = [SUBMITTED_PAGE, /^\/dashboard\/renew$/];

/** The callback's `back`, if it is one of the pages a payment starts from (else null). */
export function returnPathOf(back: string | null): string | null {
  return back && RETURN_PATHS.some((pattern) => pattern.test(back)) ? back : null;
}

/**
 * "Pay now with Paystack" (ADR 0039), after the action has stored what is paid for: null when
 * Paystack is off (the action goes on as without the button). Otherwise a 303 to Paystack's
 * checkout for the application's payment (or `renewalId`'s, her renewal's), or back to `returnTo`
 * — paid already, or with `?online=unavailable` when Paystack cannot start a checkout, so that
 * page says so and offers the bank transfer; nothing stored is lost. Paystack is asked at most
 * so often per client (the form limiter), and the amount is the server's own (`payableFor`).
 */
export async function payOnline(
  request: Request,
  context: AppLoadContext,
  input: { applicationId: string; renewalId?: string; returnTo: string },
): Promise<ReturnType<typeof redirect> | null> {
  const env = context.cloudflare.env;
  const paystack = onlinePayments(env);
  if (!paystack) return null;
  await enforceRateLimits(request, context, "pay-online");
  const back = (query = "") => redirect(localeRedirectPath(request, `${input.returnTo}${query}`));
  const language = pageLanguageOf(request);
  const origin = new URL(request.url).origin;
  const cycle = membershipCycle(env);
  try {
    const db = getDb(env);
    const payer = await checkoutPayerOf(db, input.applicationId, getAssociation(env).email);
    const target: PayableTarget = input.renewalId
      ? { purpose: "renewal", renewalId: input.renewalId }
      : { purpose: "join", applicationId: input.applicationId };
    const payable = payer && (await payableFor(db, target, cycle));
    // Only a payment of this very application, still open to be paid.
    if (!payable || payable.applicationId !== input.applicationId) return back();
    if (payable.status === "rejected") return back();
    const started = await startOnlineCheckout(db, paystack, {
      payable,
      email: payer.email,
      callbackUrl: `${origin}${localePath(
        `${PAYSTACK_CALLBACK_PATH}?back=${encodeURIComponent(input.returnTo)}`,
        language,
      )}`,
      // Cancel comes back through the callback too, which handles the return (issue #50).
      cancelUrl: `${origin}${localePath(
        `${PAYSTACK_CALLBACK_PATH}?back=${encodeURIComponent(input.returnTo)}&${CHECKOUT_CANCELLED}`,
        language,
      )}`,
      now: new Date(),
      cycle,
    });
    if (started.status === "redirect") return redirect(started.url, 303);
    if (started.status === "already-paid") return back();
    console.warn(`[pay online] Paystack did not start a checkout: ${started.reason}`);
  } catch (error) {
    console.error("[pay online] could not start a checkout:", loggableError(error));
  }
  return back(`?online=${ONLINE_UNAVAILABLE}`);
}
