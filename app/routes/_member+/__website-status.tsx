import { formatDay } from "~/utils/dates";

/** Draft or Published, as a badge. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${
        published ? "bg-brand-100 text-brand-900" : "bg-stone-200 text-stone-800"
      }`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}

/** Why an admin took the page down, for its owner. */
export function ModerationNote({ reason, at }: { reason: string; at: number | null }) {
  return (
    <div role="note" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-700">
      <p className="font-semibold">Unpublished by ZAMWE{at ? ` on ${formatDay(at)}` : ""}</p>
      <p className="mt-1">Reason: {reason}</p>
      <p className="mt-1 text-sm">Please fix the page before publishing it again.</p>
    </div>
  );
}
