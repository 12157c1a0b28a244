import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireApprovedMember } from "~/auth/member.server";
import { useAssociation } from "~/components/layout/use-association";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { getDb } from "~/models/db.server";
import { openRenewalOf } from "~/models/membership-renewals.server";
import { formatNaira } from "~/utils/money";
import { whatsappHref } from "~/utils/phone";

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
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-900">One More Step!</h1>
        <p className="mt-4 text-stone-800">
          Please send your payment evidence or receipt by WhatsApp to <strong>{site.phone}</strong>,
          quoting your payment reference{" "}
          <strong className="tracking-wider">{renewal.paymentReference}</strong>. An administrator
          will confirm your payment, and your dashboard will show your new date.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={whatsappHref(site.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="whatsapp" className="size-5" />
            Send on WhatsApp
          </a>
          <Link
            to="/dashboard"
            className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
          >
            Back to Dashboard
          </Link>
        </div>
      </Card>
    </div>
  );
}
