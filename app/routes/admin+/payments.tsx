import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  useLoaderData,
  useNavigation,
} from "react-router";
import { onlinePaymentMode } from "~/models/membership/paystack-settlement.server";
import { requireAdmin } from "~/auth/guards.server";
import { DataTable } from "~/components/ui/table";
import { Pagination, keysetHrefs, keysetParams } from "~/components/ui/pagination";
import { TimeAgo } from "~/components/ui/time-ago";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { getDb, readOr } from "~/models/db.server";
import {
  openPaymentFlags,
  onlinePaymentsPage,
  resolvePaymentFlag,
} from "~/models/membership/online-payments.server";
import { referenceConflictsQuery } from "~/models/membership/payments.server";
import { reloadOn } from "~/realtime/revalidation";
import { formatNaira } from "~/utils/money";
import { pageMeta } from "~/utils/seo";
import { resolveFlagSchema } from "~/validation/admin-payments";
import type { PaymentFlagReason } from "../../../db/schema";
import { FIRST_PAGE } from "~/models/keyset.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Payments",
    description: "Online payments, and the ones an administrator must look at.",
    path: "/admin/payments",
  });

/** Why a payment was not confirmed, in the words an admin acts on. */
const flagReasons: Record<PaymentFlagReason, string> = {
  "unknown-reference": "Paid with a reference we do not know",
  "amount-mismatch": "Paid less than the price",
  "currency-mismatch": "Paid in another currency than naira",
  "not-payable": "Paid for a renewal request that was already decided",
  "paid-twice": "Paid a second time: refund one payment at Paystack",
  "wrong-payable": "Paid for something other than its checkout was for: refund it at Paystack",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const query = keysetParams(new URL(request.url).searchParams);
  const noPayments = { payments: [], ...FIRST_PAGE };
  const [flags, online, shared] = await Promise.all([
    readOr("payment flags", [], () => openPaymentFlags(db)),
    readOr("online payments", noPayments, () => onlinePaymentsPage(db, query)),
    readOr("shared references", [], () => referenceConflictsQuery(db)),
  ]);
  return {
    mode: onlinePaymentMode(env),
    flags: flags.map((flag) => ({ ...flag, createdAt: flag.createdAt.getTime() })),
    online: online.payments.map((payment) => ({
      ...payment,
      confirmedAt: payment.confirmedAt.getTime(),
    })),
    // Keyset pages (issue #41): the links carry the payment a page follows or precedes.
    onlinePage: online.page,
    ...keysetHrefs("/admin/payments", {}, online),
    shared: shared.map(({ foundAt: _foundAt, ...conflict }) => conflict),
    now: Date.now(),
  };
}

/** A flag or a new online payment changes this page: both announce "application" or "renewal". */
export const shouldRevalidate = reloadOn("application", "renewal");

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { resolve: resolveFlagSchema });
  if (!form.ok) return updateFailed({ result: form.result }, "Please try again.", 400);
  const resolved = await resolvePaymentFlag(form.db, {
    id: form.value.id,
    admin: form.admin,
    now: new Date(),
  });
  if (!resolved) {
    return updateFailed(
      { result: form.submission.reply() },
      "This payment was already dealt with.",
      409,
    );
  }
  form.announce(["admin"], { type: "application", id: form.value.id });
  return toasts(form.env).redirectWithSuccess("/admin/payments", {
    message: "Marked as dealt with",
    description: "The payment is off the list; the audit log keeps who did it.",
  });
}

export const action = answeringWriteFailures("admin payments", act);

function PaystackStatus({ mode }: { mode: "test" | "live" | "off" }) {
  if (mode === "off") {
    return (
      <p
        className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
        data-testid="paystack-status"
      >
        Online payments are off: no Paystack secret key (PAYSTACK_SECRET_KEY) is set. Members pay by
        bank transfer, as before. The README explains how to turn Paystack on.
      </p>
    );
  }
  return (
    <p className="text-stone-700" data-testid="paystack-status">
      Online payments are on (Paystack).{" "}
      {mode === "test" ? (
        <strong className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900">
          Test mode
        </strong>
      ) : (
        "Live: real money."
      )}
    </p>
  );
}

export default function AdminPayments() {
  const { mode, flags, online, onlinePage, previousHref, nextHref, shared, now } =
    useLoaderData<typeof loader>();
  const pending = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="payments-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="payments-heading" className="text-xl font-bold text-brand-900">
          Payments
        </h2>
        <PaystackStatus mode={mode} />
      </div>

      <section aria-labelledby="flags-heading" className="space-y-3">
        <h3 id="flags-heading" className="text-lg font-bold text-brand-900">
          To look at <span data-count="flags">({flags.length})</span>
        </h3>
        {flags.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
            Nothing to look at: every online payment was confirmed.
          </p>
        ) : (
          <DataTable
            caption="Online payments not confirmed, newest first"
            columns={[
              {
                label: "Why",
                cell: (flag) => <span data-reason={flag.reason}>{flagReasons[flag.reason]}</span>,
              },
              {
                label: "Member",
                cell: (flag) => flag.memberName ?? "Unknown",
              },
              {
                label: "Paid",
                cell: (flag) =>
                  `${flag.amountKobo === null ? "?" : formatNaira(flag.amountKobo)} ${
                    flag.currency && flag.currency !== "NGN" ? flag.currency : ""
                  }${flag.expectedKobo === null ? "" : ` (price ${formatNaira(flag.expectedKobo)})`}`,
              },
              {
                label: "Paystack reference",
                cell: (flag) => (
                  <span className="font-mono whitespace-nowrap">
                    {flag.providerReference}
                    {flag.paymentReference && flag.paymentReference !== flag.providerReference
                      ? ` (for ${flag.paymentReference})`
                      : ""}
                  </span>
                ),
              },
              {
                label: "When",
                className: "whitespace-nowrap",
                cell: (flag) => <TimeAgo time={flag.createdAt} now={now} />,
              },
              {
                label: "Actions",
                hiddenLabel: true,
                className: "text-right",
                cell: (flag) => (
                  <Form method="post">
                    <input type="hidden" name="intent" value="resolve" />
                    <input type="hidden" name="id" value={flag.id} />
                    <button
                      type="submit"
                      disabled={pending}
                      aria-label={`Mark the payment ${flag.providerReference} as dealt with`}
                      className="font-semibold text-brand-800 underline"
                    >
                      Mark as dealt with
                    </button>
                  </Form>
                ),
              },
            ]}
            rows={flags}
            rowKey={(flag) => flag.id}
            rowProps={(flag) => ({ className: "align-top", "data-flag": flag.reason })}
          />
        )}
      </section>

      {shared.length > 0 ? (
        <section aria-labelledby="shared-heading" className="space-y-3">
          <h3 id="shared-heading" className="text-lg font-bold text-brand-900">
            References used twice <span data-count="shared">({shared.length})</span>
          </h3>
          <p className="text-stone-700">
            Before December 2026 an application could take a renewal&apos;s reference. Each payment
            now goes to what it was started for; ask both women which transfer was whose.
          </p>
          <DataTable
            caption="References an application and a renewal share"
            columns={[
              {
                label: "Reference",
                cell: (conflict) => (
                  <span className="font-mono whitespace-nowrap">{conflict.reference}</span>
                ),
              },
              { label: "Application of", cell: (conflict) => conflict.applicantName ?? "Unknown" },
              { label: "Renewal of", cell: (conflict) => conflict.renewerName ?? "Unknown" },
            ]}
            rows={shared}
            rowKey={(conflict) => conflict.reference}
          />
        </section>
      ) : null}

      <section aria-labelledby="online-heading" className="space-y-3">
        <h3 id="online-heading" className="text-lg font-bold text-brand-900">
          Paid online
        </h3>
        {online.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">
            No online payments yet.
          </p>
        ) : (
          <DataTable
            caption="Payments confirmed by Paystack, newest first"
            columns={[
              { label: "Member", cell: (payment) => payment.memberName },
              {
                label: "For",
                cell: (payment) => (payment.purpose === "join" ? "Joining" : "Renewal"),
              },
              {
                label: "Amount",
                cell: (payment) =>
                  payment.amountKobo === null ? "–" : formatNaira(payment.amountKobo),
              },
              {
                label: "Reference",
                cell: (payment) => (
                  <span className="font-mono whitespace-nowrap">{payment.reference}</span>
                ),
              },
              {
                label: "Paid",
                className: "whitespace-nowrap",
                cell: (payment) => <TimeAgo time={payment.confirmedAt} now={now} />,
              },
            ]}
            rows={online}
            rowKey={(payment) => payment.reference}
            rowProps={(payment) => ({
              className: "align-top",
              "data-online-payment": payment.reference,
            })}
          />
        )}
        <Pagination page={onlinePage} previousHref={previousHref} nextHref={nextHref} />
      </section>
    </section>
  );
}
