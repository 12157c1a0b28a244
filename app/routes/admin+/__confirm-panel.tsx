import { Form, Link } from "react-router";
import type { ReactNode } from "react";

/**
 * The confirm step before a deletion: a plain page state reached by a link (so it works without
 * JavaScript), whose button POSTs the deletion and whose Cancel link goes back.
 */
export function ConfirmPanel({
  id,
  title,
  children,
  action,
  intent,
  itemId,
  confirmLabel,
  cancelHref,
  pending,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  action: string;
  intent: string;
  itemId: string;
  confirmLabel: string;
  cancelHref: string;
  pending: boolean;
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border-l-4 border-red-700 bg-red-50 p-5"
    >
      <h3 id={id} className="font-semibold text-red-900">
        {title}
      </h3>
      {children ? <div className="text-sm text-stone-800">{children}</div> : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={action}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={itemId} />
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {confirmLabel}
          </button>
        </Form>
        <Link
          to={cancelHref}
          className="rounded-md border border-stone-400 px-4 py-2 font-semibold text-stone-800"
        >
          Cancel
        </Link>
      </div>
    </div>
  );
}
