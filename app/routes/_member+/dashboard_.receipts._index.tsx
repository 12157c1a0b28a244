import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { planLabels } from "~/components/ui/avatar";
import { PageHeader } from "~/components/ui/page-header";
import { DataTable } from "~/components/ui/table";
import { getDb, readOr } from "~/models/db.server";
import { receiptNumber, receiptsOf } from "~/models/receipts.server";
import { formatDay, formatWatDay } from "~/utils/dates";
import { formatNaira } from "~/utils/money";

export const meta: MetaFunction = () => [
  { title: "My receipts | ZAMWE" },
  { name: "robots", content: "noindex" },
];

/** One receipt per confirmed payment of the memberships linked to her account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const receipts = await readOr("receipts", [], () =>
    receiptsOf(getDb(context.cloudflare.env), user.userId),
  );
  return {
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      number: receiptNumber(receipt),
      plan: planLabels[receipt.plan],
      period: `${formatWatDay(receipt.startsOn)} – ${formatWatDay(receipt.endsOn)}`,
      amount: formatNaira(receipt.amountKobo),
      confirmedOn: formatDay(receipt.confirmedAt),
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["receipts"][number];

export default function Receipts() {
  const { receipts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="My receipts" lead="One receipt for each membership payment confirmed." />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        {receipts.length ? (
          <DataTable<Row>
            caption="My receipts"
            rows={receipts}
            rowKey={(row) => row.id}
            columns={[
              {
                label: "Receipt",
                cell: (row) => (
                  <Link
                    to={`/dashboard/receipts/${row.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {row.number}
                  </Link>
                ),
              },
              { label: "Plan", cell: (row) => row.plan },
              { label: "Period", cell: (row) => row.period },
              { label: "Amount", cell: (row) => row.amount, className: "whitespace-nowrap" },
              { label: "Confirmed", cell: (row) => row.confirmedOn },
            ]}
          />
        ) : (
          <p className="text-stone-700">
            No receipts yet: a receipt appears here once an administrator has confirmed a payment of
            a membership linked to your account.
          </p>
        )}
        <Link to="/dashboard" className="inline-block font-semibold text-brand-700 underline">
          Back to Dashboard
        </Link>
      </div>
    </>
  );
}
