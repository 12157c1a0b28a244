import { redirect, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { OneMoreStep } from "~/components/membership/one-more-step";
import { requireApprovedMember } from "~/auth/member.server";
import { useAssociation } from "~/components/layout/use-association";
import { getDb } from "~/models/db.server";
import { openRenewalOf } from "~/models/membership/renewals.server";
import { formatNaira } from "~/utils/money";
import { TextWithParts } from "~/components/ui/text-with-parts";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { localeRedirectPath } from "~/i18n/language.server";
import { renewalTexts } from "~/i18n/renewal";
import { metaLanguage } from "~/utils/seo";
import { PAY_OPEN_RENEWAL } from "~/components/membership/pay-now";
import { PayNowForm } from "~/components/membership/pay-online";
import { paymentsTexts } from "~/i18n/payments";
import { onlinePaymentMode } from "~/models/membership/paystack-settlement.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${renewalTexts[metaLanguage(matches)].sent.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** After a renewal request: how to send the proof of payment. Only her own open request. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, membership } = await requireApprovedMember(request, context);
  const renewal = await openRenewalOf(getDb(context.cloudflare.env), membership.applicationId);
  if (!renewal) throw redirect(localeRedirectPath(request, "/dashboard"));
  return {
    fullName: user.fullName || membership.businessName,
    paymentReference: renewal.paymentReference,
    amount: formatNaira(renewal.amountKobo),
    plan: renewal.plan,
    // Not paid yet (it is still waiting): "Pay now with Paystack", while online payment is on.
    payOnline: onlinePaymentMode(context.cloudflare.env) !== "off",
  };
}

export default function RenewalSent() {
  const renewal = useLoaderData<typeof loader>();
  const site = useAssociation();
  const t = useTexts(renewalTexts);
  const payments = useTexts(paymentsTexts);
  const href = useLocalePath();
  const message = format(t.sent.whatsapp, {
    name: site.shortName,
    fullName: renewal.fullName,
    amount: renewal.amount,
    reference: renewal.paymentReference,
  });
  return (
    <OneMoreStep
      whatsappText={message}
      back={{ to: href("/dashboard"), label: t.sent.back }}
      paymentReference={renewal.paymentReference}
    >
      <p className="mt-4 text-stone-800">
        <TextWithParts
          text={t.sent.text}
          parts={{
            phone: <strong>{site.phone}</strong>,
            reference: <strong className="tracking-wider">{renewal.paymentReference}</strong>,
          }}
        />
      </p>
      {renewal.payOnline ? (
        <PayNowForm action={href("/dashboard/renew")} t={payments} intent={PAY_OPEN_RENEWAL} />
      ) : null}
    </OneMoreStep>
  );
}
