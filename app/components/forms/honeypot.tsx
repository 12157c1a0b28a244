import { HONEYPOT_FIELD } from "~/http/abuse-fields";
import { formTexts } from "~/i18n/forms";
import { useTexts } from "~/i18n/language";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers); bots that fill every input give themselves away.
 */
export function Honeypot() {
  const t = useTexts(formTexts);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
