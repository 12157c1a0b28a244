import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { isAdmin, requireUser } from "~/auth/guards.server";
import { mustEnrol } from "~/auth/two-factor.server";
import { useAssociation } from "~/components/layout/use-association";
import { planLabels } from "~/components/ui/avatar";
import { getDb, readOr } from "~/models/db.server";
import { receiptFor, receiptNumber } from "~/models/membership/receipts.server";
import { format, localePath, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { recordsTexts } from "~/i18n/records";
import { formatDayIn, formatWatDayIn } from "~/utils/hausa-dates";
import { metaLanguage } from "~/utils/seo";
import { formatNaira } from "~/utils/money";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${recordsTexts[metaLanguage(matches)].receipt.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/**
 * One receipt. Her own, or any for an admin who has passed her second factor; anyone else's id
 * answers 404, exactly like an unknown one. No script bundle: the page prints as it is.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const admin = isAdmin(user) && !mustEnrol(user, env);
  const receipt = await readOr("receipt", undefined, () =>
    receiptFor(getDb(env), params.id ?? "", { userId: user.userId, admin }),
  );
  if (!receipt) throw new Response("Receipt not found", { status: 404 });
  const language = pageLanguageOf(request);
  return {
    number: receiptNumber(receipt),
    memberName: receipt.memberName,
    plan: planLabels[receipt.plan],
    period: `${formatWatDayIn(receipt.startsOn, language)} – ${formatWatDayIn(receipt.endsOn, language)}`,
    amount: formatNaira(receipt.amountKobo),
    paymentReference: receipt.paymentReference,
    confirmedOn: formatDayIn(receipt.confirmedAt, language),
    confirmedByAdmin: receipt.confirmedByAdmin,
    paidOnline: receipt.paymentSource === "paystack",
    forRenewal: receipt.origin === "renewal",
    back: admin ? "/admin/members" : localePath("/dashboard/receipts", language),
  };
}

/**
 * "Save as PDF" from the phone's print dialog gives one clean A5 page: the site's header, footer
 * and links are hidden, and the receipt fills the page. A page-local <style>: no other page
 * prints this way.
 */
const printStyle = `
@page { size: A5; margin: 12mm; }
@media print {
  body > a, body > header, body > footer, body > [role="status"], body > [role="alert"],
  [data-print="hide"] { display: none !important; }
  body, main { background: #fff !important; min-height: 0 !important; }
  [data-print="receipt"] { box-shadow: none !important; border: 1px solid #999 !important; margin: 0 !important; max-width: none !important; }
}`;

export default function ReceiptPage() {
  const receipt = useLoaderData<typeof loader>();
  const site = useAssociation();
  const t = useTexts(recordsTexts);
  const plan = receipt.forRenewal ? t.receipt.renewal : t.receipt.planMembership;
  const rows: [string, string][] = [
    [t.receipt.member, receipt.memberName],
    [t.receipt.plan, format(plan, { plan: receipt.plan })],
    [t.receipt.period, receipt.period],
    [t.receipt.amountPaid, receipt.amount],
    [t.receipt.paymentReference, receipt.paymentReference],
    [t.receipt.dateConfirmed, receipt.confirmedOn],
    [t.receipt.payment, receipt.paidOnline ? t.receipt.paidOnline : t.receipt.bankTransfer],
    [
      t.receipt.confirmedBy,
      receipt.confirmedByAdmin
        ? format(t.receipt.administrator, { name: site.shortName })
        : site.fullName,
    ],
  ];
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      {/* As HTML: React would escape the ">" of the selectors in a text child. */}
      <style dangerouslySetInnerHTML={{ __html: printStyle }} />
      <article
        data-print="receipt"
        aria-labelledby="receipt-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <header className="border-b border-stone-200 pb-4">
          <p className="text-lg font-bold text-brand-900">{site.fullName}</p>
          <p className="text-sm text-stone-700">{site.address}</p>
          <p className="text-sm text-stone-700">
            {site.email} · {site.phone}
          </p>
        </header>
        <h1 id="receipt-heading" className="mt-4 text-2xl font-extrabold text-brand-900">
          {t.receipt.heading}
        </h1>
        <p className="mt-1 text-sm text-stone-700">
          {format(t.receipt.number, { number: receipt.number })}
        </p>
        <dl className="mt-4 divide-y divide-stone-200">
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="grid grid-cols-1 gap-x-2 py-2 sm:grid-cols-[10rem_minmax(0,1fr)]"
            >
              <dt className="text-sm text-stone-600">{label}</dt>
              <dd className="font-medium break-words text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-stone-700">
          {format(t.receipt.thanks, { name: site.fullName, shortName: site.shortName })}
        </p>
      </article>
      <div data-print="hide" className="mt-6 space-y-3 text-stone-700">
        <p>{t.receipt.keepCopy}</p>
        <Link to={receipt.back} className="font-semibold text-brand-700 underline">
          {t.receipt.backToReceipts}
        </Link>
      </div>
    </div>
  );
}
