import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { PlanBadge } from "~/components/ui/avatar";
import { Card } from "~/components/ui/card";
import { TimeAgo } from "~/components/ui/time-ago";
import { formatNaira } from "~/utils/money";
import { formatWatDay } from "~/utils/dates";
import { ReasonField } from "./__reason-field";

export type QueueRow = {
  id: string;
  fullName: string;
  businessName: string;
  currentPlan: "starter" | "pro";
  plan: "starter" | "pro";
  amountKobo: number;
  paymentReference: string;
  receiptKey: string | null;
  /** She started paying it online and has not finished (Paystack has not confirmed it). */
  onlineUnpaid: boolean;
  requestedAt: number;
  endsOn: string | null;
};

/** The reject form's last answer, when it was about this request (its reason's message). */
export type RejectAnswer = { id: string; result: SubmissionResult<string[]> | undefined };

/**
 * Admin → Members: the renewal requests waiting for an admin, each with its receipt,
 * **Confirm payment** and **Reject** (a reason is required: she sees it). Plain forms: they
 * work without JavaScript.
 */
export function RenewalQueue({
  renewals,
  now,
  rejected,
  busyId,
}: {
  renewals: QueueRow[];
  now: number;
  rejected: RejectAnswer | undefined;
  busyId: unknown;
}) {
  return (
    <section aria-labelledby="renewals-heading" className="space-y-3">
      <h2 id="renewals-heading" className="text-xl font-bold text-brand-900">
        Renewal requests{" "}
        <span className="text-base font-normal text-stone-700">({renewals.length})</span>
      </h2>
      {renewals.length === 0 ? (
        <p className="rounded-2xl bg-cream p-6 text-center text-stone-700">
          No renewal requests waiting.
        </p>
      ) : (
        <ul className="space-y-3">
          {renewals.map((renewal) => (
            <Card as="li" padding="md" key={renewal.id} data-renewal={renewal.id}>
              <RenewalDetails renewal={renewal} now={now} />
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="confirm-renewal" />
                  <input type="hidden" name="id" value={renewal.id} />
                  <button
                    type="submit"
                    disabled={busyId === renewal.id}
                    aria-label={`Confirm payment of ${renewal.fullName}`}
                    className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-50"
                  >
                    Confirm payment
                  </button>
                </Form>
                <RejectForm
                  renewal={renewal}
                  answer={rejected?.id === renewal.id ? rejected.result : undefined}
                  busy={busyId === renewal.id}
                />
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenewalDetails({ renewal, now }: { renewal: QueueRow; now: number }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{renewal.fullName}</h3>
        <PlanBadge plan={renewal.plan} />
        {renewal.plan !== renewal.currentPlan ? (
          <span className="text-sm text-stone-700">(moves from {renewal.currentPlan})</span>
        ) : null}
      </div>
      <p className="text-sm text-stone-800">
        {renewal.businessName} · {formatNaira(renewal.amountKobo)} · Ref{" "}
        <span className="font-mono whitespace-nowrap">{renewal.paymentReference}</span> · Requested{" "}
        <TimeAgo time={renewal.requestedAt} now={now} />
      </p>
      <p className="text-sm text-stone-700">
        {renewal.endsOn
          ? `Valid until ${formatWatDay(renewal.endsOn)} now`
          : "No membership period yet"}
      </p>
      {renewal.receiptKey ? (
        <a
          href={`/admin/uploads/${renewal.receiptKey}`}
          className="text-sm font-semibold text-brand-800 underline"
        >
          Payment receipt
        </a>
      ) : (
        <p className="text-sm text-stone-700">No receipt attached.</p>
      )}
      {renewal.onlineUnpaid ? (
        <p className="text-sm font-semibold text-amber-900" data-online-unpaid>
          She started paying online (Paystack) and has not finished: not paid yet.
        </p>
      ) : null}
    </div>
  );
}

function RejectForm({
  renewal,
  answer,
  busy,
}: {
  renewal: QueueRow;
  answer: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const fieldId = `reject-reason-${renewal.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value="reject-renewal" />
      <input type="hidden" name="id" value={renewal.id} />
      <ReasonField id={fieldId} label="Reason for rejecting" answer={answer} required />
      <button
        type="submit"
        disabled={busy}
        aria-label={`Reject renewal of ${renewal.fullName}`}
        className="mt-6 rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-50"
      >
        Reject
      </button>
    </Form>
  );
}
