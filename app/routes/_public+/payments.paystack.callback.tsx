import {
  data,
  redirect,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useLoaderData,
} from "react-router";
import { getUser } from "~/auth/guards.server";
import { Card } from "~/components/ui/card";
import { enforceRateLimits } from "~/http/abuse.server";
import {
  CHECKOUT_CANCELLED,
  CHECKOUT_NOT_COMPLETED,
  PAYSTACK_CALLBACK_PATH,
  returnPathOf,
} from "~/http/pay-online.server";
import { PaymentReceived } from "~/components/membership/payment-received";
import { formatNaira } from "~/utils/money";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { paymentsTexts } from "~/i18n/payments";
import { loggableError } from "~/models/loggable-error.server";
import { bearerPageHeaders } from "~/http/private-page.server";
import { onlinePayments } from "~/models/membership/paystack-settlement.server";
import {
  settleCancelledCheckout,
  settleReturnFromCheckout,
  type CallbackOutcome,
} from "~/models/membership/payment-pages.server";
import { formatWatDayIn } from "~/utils/hausa-dates";
import { metaLanguage } from "~/utils/seo";

/**
 * The address names a payment (and, in `back`, her own submitted page): no cache keeps the
 * answer, no search engine lists it, no link sends it on.
 */
const PRIVATE_HEADERS = bearerPageHeaders();

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${paymentsTexts[metaLanguage(matches)].callback.title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/**
 * Where Paystack sends her after its checkout (`?reference=…&trxref=…`; issue #28, ADR 0039).
 * Public, no JavaScript. The query string confirms nothing: `settleCheckout` asks Paystack
 * itself. Each visit asks Paystack once, so visits are limited per client (429); a malformed or
 * unknown reference, or Paystack off, is "Payment not completed" — never a 500.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimits(request, context, "paystack-callback");
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const reference = url.searchParams.get("reference") || url.searchParams.get("trxref") || "";
  const back = returnPathOf(url.searchParams.get("back"));
  // Cancel at the checkout: "application received" if it waited for the checkout, then her page,
  // which says that nothing was taken and how else to pay.
  if (url.search.includes(CHECKOUT_CANCELLED)) {
    await settleCancelledCheckout(context, { back, origin: url.origin }).catch((error: unknown) =>
      console.error("[paystack callback] cancelled checkout:", loggableError(error)),
    );
    throw redirect(localeRedirectPath(request, back ? `${back}?${CHECKOUT_NOT_COMPLETED}` : "/"));
  }
  const paystack = onlinePayments(env);
  let outcome: CallbackOutcome = { status: "not-paid" };
  if (paystack && reference) {
    try {
      // The new "valid until" is hers: told to her own session only.
      const viewer = await getUser(request, context);
      outcome = await settleReturnFromCheckout(context, paystack, {
        providerReference: reference,
        origin: url.origin,
        viewerId: viewer?.userId ?? null,
      });
    } catch (error) {
      // Nothing is lost: the webhook settles it, and "Look again" asks once more.
      console.error("[paystack callback] could not settle:", loggableError(error));
      outcome = { status: "checking" };
    }
  }
  const renewed = outcome.status === "renewed" ? outcome : null;
  const paidApplication = outcome.status === "application-paid" ? outcome : null;
  const again = new URLSearchParams({ reference });
  if (back) again.set("back", back);
  return data(
    {
      outcome: outcome.status,
      validUntil: renewed?.endsOn ? formatWatDayIn(renewed.endsOn, pageLanguageOf(request)) : null,
      receiptPath: renewed?.periodId ? `/dashboard/receipts/${renewed.periodId}` : null,
      paid: paidApplication && {
        amount: formatNaira(paidApplication.amountKobo),
        paidOnline: true,
        reference: paidApplication.reference,
      },
      // Where she started: the page to try again from (her submitted page, or the renewal),
      // which says that nothing was taken and how else to pay.
      retryPath: back && `${back}?${CHECKOUT_NOT_COMPLETED}`,
      againPath: `${PAYSTACK_CALLBACK_PATH}?${again}`,
    },
    { headers: PRIVATE_HEADERS },
  );
}

const linkClass = "rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800";
const secondClass =
  "rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100";

export default function PaystackCallback() {
  const page = useLoaderData<typeof loader>();
  const t = useTexts(paymentsTexts);
  const href = useLocalePath();
  if (page.paid) {
    return (
      <PaymentReceived paid={page.paid} next={t.callback.applicationNext}>
        <Link to={href("/")} className={secondClass}>
          {t.callback.home}
        </Link>
      </PaymentReceived>
    );
  }
  const home = { to: "/", label: t.callback.home };
  const view: { title: string; text: string; links: { to: string; label: string }[] } = (() => {
    switch (page.outcome) {
      case "renewed":
        return {
          title: t.callback.received,
          text: page.validUntil
            ? format(t.callback.renewal, { date: page.validUntil })
            : t.callback.renewalNoDate,
          links: [
            ...(page.receiptPath ? [{ to: page.receiptPath, label: t.callback.receipt }] : []),
            { to: "/dashboard", label: t.callback.dashboard },
          ],
        };
      case "application-paid":
        return { title: t.callback.received, text: t.callback.application, links: [home] };
      case "checking":
        return {
          title: t.callback.checking,
          text: t.callback.checkingText,
          links: [{ to: page.againPath, label: t.callback.lookAgain }, home],
        };
      case "flagged":
        return { title: t.callback.flagged, text: t.callback.flaggedText, links: [home] };
      case "not-paid":
        return {
          title: t.callback.notPaid,
          text: t.callback.notPaidText,
          links: page.retryPath
            ? [{ to: page.retryPath, label: t.callback.tryAgain }, home]
            : [home],
        };
    }
  })();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center" data-outcome={page.outcome}>
        <h1 className="text-3xl font-extrabold text-brand-900">{view.title}</h1>
        <p className="mt-4 text-stone-800">{view.text}</p>
        <p className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {view.links.map((link, i) => (
            <Link key={link.to} to={href(link.to)} className={i === 0 ? linkClass : secondClass}>
              {link.label}
            </Link>
          ))}
        </p>
      </Card>
    </div>
  );
}
