import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { planLabels } from "~/components/ui/avatar";
import { PageHeader } from "~/components/ui/page-header";
import { DataTable } from "~/components/ui/table";
import { getDb, readOr } from "~/models/db.server";
import { receiptNumber, receiptsOf } from "~/models/membership/receipts.server";
import { pageLanguageOf } from "~/i18n/language.server";
import { useLocalePath, useTexts } from "~/i18n/language";
import { recordsTexts } from "~/i18n/records";
import { formatDayIn, formatWatDayIn } from "~/utils/hausa-dates";
import type { CalendarDay } from "~/models/membership/period-rules";
import { metaLanguage } from "~/utils/seo";
import { formatNaira } from "~/utils/money";

export const meta: MetaFunction = ({ matches }) => [
  { title: `${recordsTexts[metaLanguage(matches)].receipts.title} | ZAMWE` },
  { name: "robots", content: "noindex" },
];

/** One receipt per confirmed payment of the memberships linked to her account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = pageLanguageOf(request);
  const day = (date: Date) => formatDayIn(date, language);
  const watDay = (date: CalendarDay) => formatWatDayIn(date, language);
  const receipts = await readOr("receipts", [], () =>
    receiptsOf(getDb(context.cloudflare.env), user.userId),
  );
  return {
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      number: receiptNumber(receipt),
      plan: planLabels[receipt.plan],
      period: `${watDay(receipt.startsOn)} – ${watDay(receipt.endsOn)}`,
      amount: formatNaira(receipt.amountKobo),
      confirmedOn: day(receipt.confirmedAt),
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["receipts"][number];

export default function Receipts() {
  const { receipts } = useLoaderData<typeof loader>();
  const t = useTexts(recordsTexts);
  const href = useLocalePath();
  return (
    <>
      <PageHeader title={t.receipts.title} lead={t.receipts.lead} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        {receipts.length ? (
          <DataTable<Row>
            caption={t.receipts.title}
            rows={receipts}
            rowKey={(row) => row.id}
            columns={[
              {
                label: t.receipts.columns.receipt,
                cell: (row) => (
                  <Link
                    to={href(`/dashboard/receipts/${row.id}`)}
                    className="font-semibold whitespace-nowrap text-brand-700 underline"
                  >
                    {row.number}
                  </Link>
                ),
              },
              { label: t.receipts.columns.plan, cell: (row) => row.plan },
              { label: t.receipts.columns.period, cell: (row) => row.period },
              {
                label: t.receipts.columns.amount,
                cell: (row) => row.amount,
                className: "whitespace-nowrap",
              },
              { label: t.receipts.columns.confirmed, cell: (row) => row.confirmedOn },
            ]}
          />
        ) : (
          <p className="text-stone-700">{t.receipts.empty}</p>
        )}
        <Link
          to={href("/dashboard")}
          className="inline-block font-semibold text-brand-700 underline"
        >
          {t.back}
        </Link>
      </div>
    </>
  );
}
