import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { formatDay } from "~/utils/dates";
import { grantStewardForm } from "~/validation/forms";

type Steward = { userId: string; email: string; fullName: string | null; since: number };

/**
 * Admin → Team: the stewards, who check people in at the door and open nothing else of the
 * admin area (issue #29, ADR 0041). They sign in at /login like members.
 */
export function Stewards({
  stewards,
  pending,
  lastResult,
}: {
  stewards: Steward[];
  pending: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(grantStewardForm, { id: "grant-steward", lastResult });
  return (
    <section aria-labelledby="stewards-heading" className="space-y-4">
      <h2 id="stewards-heading" className="text-xl font-bold text-brand-900">
        Stewards
      </h2>
      <p className="text-stone-700">
        A steward checks people in at an event&apos;s door (signed in at the members&apos; login)
        and can open nothing else of the admin area.
      </p>
      {stewards.length === 0 ? (
        <p className="text-stone-700">No stewards yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {stewards.map((steward) => (
            <li
              key={steward.userId}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div>
                <p className="font-semibold">{steward.fullName || steward.email}</p>
                <p className="text-sm text-stone-700">
                  {steward.email} · steward since {formatDay(steward.since)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-steward" />
                <input type="hidden" name="userId" value={steward.userId} />
                <button
                  type="submit"
                  aria-label={`Remove ${steward.email} as steward`}
                  className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800"
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <h3 className="font-semibold">Add a steward</h3>
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="grant-steward" />
        <TextField
          field={fields.email}
          label="Steward's email (an existing account)"
          type="email"
        />
        <SubmitButton pending={pending} label="Add steward" pendingLabel="Adding..." />
      </Form>
    </section>
  );
}
