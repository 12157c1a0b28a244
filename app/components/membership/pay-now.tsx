// Only the button and its names: /join's JavaScript carries this module, and its budget is tight
// (the forms and the notice of the pages without JavaScript are in ./pay-online.tsx).
/** The button's intent in the form of a new payment (/join's step 2, /dashboard/renew). */
export const PAY_ONLINE = "pay-online";
/** The button's intent for her renewal request already sent and not yet paid. */
export const PAY_OPEN_RENEWAL = "pay-open-renewal";
/** `?online=unavailable` on the page she comes back to: Paystack could not start a checkout. */
export const ONLINE_UNAVAILABLE = "unavailable";

/** The texts the button needs (app/i18n/payments.ts), as a page's loader or `useTexts` gives them. */
export type PayNowTexts = { payNow: string; payNowHint: string };

/**
 * "Pay now with Paystack": a submit button of the form it sits in, so what the form carries (her
 * details, her receipt) goes with it; the action answers with Paystack's checkout (ADR 0039).
 */
export function PayNowButton({
  t,
  intent = PAY_ONLINE,
  disabled = false,
}: {
  t: PayNowTexts;
  intent?: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col gap-1">
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={disabled}
        aria-describedby={`pay-now-hint-${intent}`}
        className="inline-flex items-center justify-center rounded-md border-2 border-brand-700 bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
      >
        {t.payNow}
      </button>
      <p id={`pay-now-hint-${intent}`} className="text-sm text-stone-600">
        {t.payNowHint}
      </p>
    </div>
  );
}
