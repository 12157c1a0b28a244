import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { REJECT_REASON_MAX } from "~/validation/admin-members";

type DecisionRow = {
  id: string;
  fullName: string;
  status: "pending" | "approved" | "rejected";
  paymentConfirmedAt: unknown;
};

/** The reject form's last answer, when it was about this application (its reason's message). */
export function rejectAnswerFor(
  answer: { result?: SubmissionResult<string[]> } | undefined,
  applicationId: string,
): SubmissionResult<string[]> | undefined {
  const result = answer?.result;
  return result?.initialValue?.id === applicationId && result.initialValue?.intent === "reject"
    ? result
    : undefined;
}

const buttonClass =
  "rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50";

/**
 * An application's buttons on Admin → Applications: **Approve**, **Reject** with an optional
 * reason (the rejection e-mail tells her, word for word), and the payment's mark. Plain forms:
 * they work without JavaScript; a refused reason comes back under its field, as typed.
 */
export function ApplicationDecision({
  application,
  busy,
  rejectAnswer,
}: {
  application: DecisionRow;
  busy: boolean;
  rejectAnswer: SubmissionResult<string[]> | undefined;
}) {
  const pending = application.status === "pending";
  const fieldId = `rejection-reason-${application.id}`;
  const error = rejectAnswer?.error?.reason?.[0];
  const typed = rejectAnswer?.initialValue?.reason;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={application.id} />
        <button
          type="submit"
          name="intent"
          value="approve"
          disabled={!pending || busy}
          aria-label={`Approve ${application.fullName}`}
          className={`${buttonClass} bg-brand-700 text-white`}
        >
          Approve
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="id" value={application.id} />
        {pending ? (
          <div>
            <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
              Reason (sent to the applicant)
            </label>
            <textarea
              id={fieldId}
              name="reason"
              rows={2}
              maxLength={REJECT_REASON_MAX}
              defaultValue={typeof typed === "string" ? typed : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fieldId}-error`}
              className="mt-1 block w-72 max-w-full rounded-md border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-700"
            />
            <p id={`${fieldId}-error`} className="mt-1 min-h-5 text-sm text-red-800">
              {error}
            </p>
          </div>
        ) : null}
        <button
          type="submit"
          name="intent"
          value="reject"
          disabled={!pending || busy}
          aria-label={`Reject ${application.fullName}`}
          className={`${buttonClass} border border-red-700 text-red-800 ${pending ? "mt-6" : ""}`}
        >
          Reject
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="id" value={application.id} />
        <input
          type="hidden"
          name="confirmed"
          value={application.paymentConfirmedAt ? "false" : "true"}
        />
        <button
          type="submit"
          name="intent"
          value="payment"
          aria-pressed={Boolean(application.paymentConfirmedAt)}
          aria-label={`Payment confirmed for ${application.fullName}`}
          className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-800 aria-pressed:bg-sky-100"
        >
          {application.paymentConfirmedAt ? "✓ Payment confirmed" : "Mark payment confirmed"}
        </button>
      </Form>
    </div>
  );
}
