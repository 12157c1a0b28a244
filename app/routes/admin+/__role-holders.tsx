import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { ReactNode } from "react";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { formatDay } from "~/utils/dates";
import type { LazySchema } from "~/validation/forms";
import type { grantStewardSchema } from "~/validation/stewards";

type Holder = { userId: string; email: string; fullName: string | null; since: number };

/**
 * Admin → Team: the holders of one role (admins, stewards), each with Remove, and the form that
 * gives the role to an existing account by her e-mail. The texts are the role's.
 */
export function RoleHolders({
  roleName: role,
  heading,
  intro,
  holders,
  me,
  keepOne = false,
  form: { schema, id, grantIntent, revokeIntent, title, emailLabel, submit },
  lastResult,
  pending,
}: {
  roleName: "admin" | "steward";
  heading: string;
  intro?: ReactNode;
  holders: Holder[];
  /** The signed-in admin, marked "(you)". */
  me: string;
  /** The last holder cannot be removed (admins). */
  keepOne?: boolean;
  /** Every grant form takes one e-mail (grantAdminSchema and grantStewardSchema alike). */
  form: {
    schema: LazySchema<typeof grantStewardSchema>;
    id: string;
    grantIntent: string;
    revokeIntent: string;
    title: string;
    emailLabel: string;
    submit: string;
  };
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [grantForm, fields] = useZodForm(schema, { id, lastResult });
  const headingId = `${role}s-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {intro}
      {holders.length === 0 ? (
        <p className="text-stone-700">None yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
          {holders.map((holder) => (
            <li
              key={holder.userId}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              {/* A long address wraps rather than widening the page (issue #38, 360 px). */}
              <div className="min-w-0 wrap-anywhere">
                <p className="font-semibold">
                  {holder.fullName || holder.email}
                  {holder.userId === me ? " (you)" : ""}
                </p>
                <p className="text-sm text-stone-700">
                  {holder.email} · {role} since {formatDay(holder.since)}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value={revokeIntent} />
                <input type="hidden" name="userId" value={holder.userId} />
                <button
                  type="submit"
                  disabled={keepOne && holders.length < 2}
                  aria-label={`Remove ${holder.email} as ${role}`}
                  className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-50"
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" {...getFormProps(grantForm)} className="space-y-2">
        <h3 className="font-semibold">{title}</h3>
        <FormErrors errors={grantForm.errors} id={grantForm.errorId} />
        <input type="hidden" name="intent" value={grantIntent} />
        <TextField field={fields.email} label={emailLabel} type="email" />
        <SubmitButton pending={pending} label={submit} pendingLabel="Adding..." />
      </Form>
    </section>
  );
}
