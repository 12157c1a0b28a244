import type { BuilderTexts } from "~/i18n/builder";
import { format } from "~/i18n/language";

/** Draft or Published, as a badge (`t`: the page's builder texts, from its loader). */
export function StatusBadge({ published, t }: { published: boolean; t: BuilderTexts }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${
        published ? "bg-brand-100 text-brand-900" : "bg-stone-200 text-stone-800"
      }`}
    >
      {published ? t.status.published : t.status.draft}
    </span>
  );
}

/** Why an admin took the page down, for its owner (`at`: the day, already in her language). */
export function ModerationNote({
  reason,
  at,
  t,
}: {
  reason: string;
  at: string | null;
  t: BuilderTexts;
}) {
  return (
    <div role="note" className="rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-700">
      <p className="font-semibold">
        {at ? format(t.status.unpublishedOn, { date: at }) : t.status.unpublishedBy}
      </p>
      <p className="mt-1">{format(t.status.reason, { reason })}</p>
      <p className="mt-1 text-sm">{t.status.fixFirst}</p>
    </div>
  );
}
