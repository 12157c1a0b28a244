import type { SubmissionResult } from "@conform-to/react";
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from "~/validation/admin-members";

/**
 * An admin's reason for a rejection, told to the member (renewals: required, one line;
 * applications: optional, a few lines). A refused reason comes back from the action with its
 * message under the field and the words as typed: no JavaScript needed.
 */
export function ReasonField({
  id,
  label,
  answer,
  required = false,
  multiline = false,
}: {
  id: string;
  label: string;
  answer: SubmissionResult<string[]> | undefined;
  required?: boolean;
  multiline?: boolean;
}) {
  const error = answer?.error?.reason?.[0];
  const typed = answer?.initialValue?.reason;
  const field = {
    id,
    name: "reason",
    required,
    minLength: required ? REJECT_REASON_MIN : undefined,
    maxLength: REJECT_REASON_MAX,
    defaultValue: typeof typed === "string" ? typed : undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": `${id}-error`,
    className:
      "mt-1 block w-72 max-w-full rounded-md border border-stone-300 px-3 py-2 aria-[invalid=true]:border-red-700",
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {multiline ? <textarea rows={2} {...field} /> : <input {...field} />}
      <p id={`${id}-error`} className="mt-1 min-h-5 text-sm text-red-800">
        {error}
      </p>
    </div>
  );
}
