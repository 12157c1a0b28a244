import { format, useTexts } from "~/i18n/language";
import { uiTexts } from "~/i18n/ui";

/** In place of a list whose query failed (the loader answered `null`): the page itself still works. */
export function LoadError({ what }: { what: string }) {
  const t = useTexts(uiTexts);
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
      {format(t.loadError, { what })}
    </p>
  );
}
