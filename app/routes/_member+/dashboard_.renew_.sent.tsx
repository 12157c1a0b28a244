import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { OneMoreStep } from "~/components/membership/one-more-step";
import { requireApprovedMember } from "~/auth/member.server";
import { useAssociation } from "~/components/layout/use-association";
import { getDb } from "~/models/db.server";
import { openRenewalOf } from "~/models/membership-renewals.server";
import { formatNaira } from "~/utils/money";

export const meta: MetaFunction = () => [
  { title: "One More Step! | ZAMWE" },
  { name: "robots", content: "noindex" },
];

/** After a renewal request: how to send the proof of payment. Only her own open request. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, membership } = await requireApprovedMember(request, context);
  const renewal = await openRenewalOf(getDb(context.cloudflare.env), membership.applicationId);
  if (!renewal) throw redirect("/dashboard");
  return {
    fullName: user.fullName || membership.businessName,
    paymentReference: renewal.paymentReference,
    amount: formatNaira(renewal.amountKobo),
    plan: renewal.plan,
  };
}

export default function RenewalSent() {
  const renewal = useLoaderData<typeof loader>();
  const site = useAssociation();
  const message = `Hello ${site.shortName}, I am ${renewal.fullName}. I have paid ${renewal.amount} to renew my membership (payment reference ${renewal.paymentReference}). Here is my payment receipt.`;
  return (
    <OneMoreStep whatsappText={message} back={{ to: "/dashboard", label: "Back to Dashboard" }}>
      <p className="mt-4 text-stone-800">
        Please send your payment evidence or receipt by WhatsApp to <strong>{site.phone}</strong>,
        quoting your payment reference{" "}
        <strong className="tracking-wider">{renewal.paymentReference}</strong>. An administrator
        will confirm your payment, and your dashboard will show your new date.
      </p>
    </OneMoreStep>
  );
}
