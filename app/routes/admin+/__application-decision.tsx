import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ReasonField } from "./__reason-field";

type DecisionRow = {
  id: string;
  fullName: string;
  status: "pending" | "approved" | "rejected";
  paymentConfirmedAt: unknown;
  paymentSource: "admin" | "paystack" | null;
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
          <ReasonField
            id={`rejection-reason-${application.id}`}
            label="Reason (sent to the applicant)"
            answer={rejectAnswer}
            multiline
          />
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
      {application.paymentSource === "paystack" ? (
        // Paid online: Paystack confirmed it, and only a refund at Paystack takes it back.
        <p className="rounded-md bg-sky-100 px-4 py-2 font-semibold text-sky-900">
          ✓ Paid online (Paystack)
        </p>
      ) : (
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
      )}
    </div>
  );
}
