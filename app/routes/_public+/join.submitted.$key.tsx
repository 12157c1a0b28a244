import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useLoaderData,
  useParams,
} from "react-router";
import { SendingLimitNotice } from "~/components/account/sending-limit-notice";
import { OneMoreStep } from "~/components/membership/one-more-step";
import { ONLINE_UNAVAILABLE, PAY_ONLINE } from "~/components/membership/pay-now";
import { OnlineUnavailable, PayNowForm } from "~/components/membership/pay-online";
import { useAssociation } from "~/components/layout/use-association";
import { readFormData } from "~/http/form-data.server";
import { CHECKOUT_NOT_COMPLETED, payOnline } from "~/http/pay-online.server";
import { PaymentReceived, type PaidFacts } from "~/components/membership/payment-received";
import { getAssociation } from "~/config/association";
import { planPriceKobo } from "~/config/membership";
import { formatNaira } from "~/utils/money";
import { getDb, readOr } from "~/models/db.server";
import { getSubmittedApplication } from "~/models/membership/applications.server";
import { onlinePaymentMode } from "~/models/membership/paystack-settlement.server";
import { paymentFor } from "~/models/membership/payments.server";
import { joinTexts } from "~/i18n/join";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { localeRedirectPath } from "~/i18n/language.server";
import { membershipTexts } from "~/i18n/membership";
import { paymentsTexts } from "~/i18n/payments";
import { sendingLimitIn } from "~/messages/sending-limit";
import { metaLanguage } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${membershipTexts[metaLanguage(matches)].oneMoreStep.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** Her application by the key in the URL, or a 404. */
async function submittedApplication(context: LoaderFunctionArgs["context"], key: string) {
  const application = /^[0-9a-f-]{36}$/i.test(key)
    ? await readOr("submitted application", undefined, () =>
        getSubmittedApplication(getDb(context.cloudflare.env), key),
      )
    : undefined;
  if (!application) throw new Response("Not Found", { status: 404 });
  return application;
}

/**
 * Step 3. The URL carries the applicant's own idempotency key (a random UUID only she has), so
 * nobody else can open her confirmation. While online payment is on, it also says whether her
 * payment arrived online, or offers to pay now (ADR 0039).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const { id, fullName, paymentReference, membershipPlan } = await submittedApplication(
    context,
    key,
  );
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  // Her application's own payment: never another payable's under the same reference.
  const target = { purpose: "join", applicationId: id } as const;
  const payment = await readOr(
    "payment",
    null,
    async () => (await paymentFor(getDb(env), target)) ?? null,
  );
  const paid: PaidFacts | null = payment && {
    amount: formatNaira(payment.amountKobo ?? planPriceKobo(getAssociation(env), membershipPlan)),
    paidOnline: payment.source === "paystack",
    reference: paymentReference,
  };
  // Back from Paystack's checkout without paying (issue #38): say so. "Application received"
  // went where her return was handled (the callback), not here: this page only reads (#50).
  const notCompleted = !paid && url.search.includes(CHECKOUT_NOT_COMPLETED);
  return {
    application: { fullName, paymentReference, membershipPlan },
    paid,
    notCompleted,
    // The site's daily sending limit held "application received" back (issue #50).
    limited: sendingLimitIn(url),
    online:
      onlinePaymentMode(env) === "off"
        ? null
        : {
            payable: payment === null,
            unavailable: url.searchParams.get("online") === ONLINE_UNAVAILABLE,
          },
  };
}

/** "Pay now with Paystack" for her application: the key proves it is hers; all else is read again. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const key = params.key ?? "";
  const application = await submittedApplication(context, key);
  const formData = await readFormData(request);
  const here = `/join/submitted/${key}`;
  const online =
    formData.get("intent") === PAY_ONLINE
      ? await payOnline(request, context, { applicationId: application.id, returnTo: here })
      : null;
  return online ?? redirect(localeRedirectPath(request, here));
}

export default function ApplicationSent() {
  const { application, paid, notCompleted, limited, online } = useLoaderData<typeof loader>();
  const site = useAssociation();
  const t = useTexts(joinTexts);
  const payments = useTexts(paymentsTexts);
  const href = useLocalePath();
  const { key } = useParams();
  const message = format(t.submitted.whatsapp, {
    association: site.shortName,
    name: application.fullName,
    reference: application.paymentReference,
  });
  if (paid) {
    return (
      <PaymentReceived paid={paid} next={payments.callback.applicationNext}>
        <Link
          to={href("/")}
          className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
        >
          {t.submitted.backHome}
        </Link>
      </PaymentReceived>
    );
  }
  return (
    <OneMoreStep
      whatsappText={message}
      back={{ to: href("/"), label: t.submitted.backHome }}
      paymentReference={application.paymentReference}
      notCompleted={notCompleted}
    >
      {limited ? (
        <div className="mt-4">
          <SendingLimitNotice />
        </div>
      ) : null}
      <p className="mt-4 text-stone-800">
        {t.submitted.sendProof} <strong>{site.phone}</strong>, {t.submitted.quoting}{" "}
        <strong className="tracking-wider">{application.paymentReference}</strong>.
      </p>
      {online?.payable && online.unavailable ? (
        <OnlineUnavailable t={payments} paymentReference={application.paymentReference} />
      ) : null}
      {online?.payable ? <PayNowForm action={href(`/join/submitted/${key}`)} t={payments} /> : null}
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-900">
        {t.submitted.warning}
      </p>
    </OneMoreStep>
  );
}
