import { format, useLanguage, useTexts } from "~/i18n/language";
import { uiTexts, type UiTexts } from "~/i18n/ui";
import { elapsedSince } from "~/utils/dates";
import { formatDayIn } from "~/utils/hausa-dates";

/** "3 days ago" / "kwanaki 3 da suka wuce" from the ui namespace's texts. */
export function timeAgoIn(t: UiTexts, time: number, now: number): string {
  const elapsed = elapsedSince(time, now);
  if (!elapsed) return t.timeAgo.justNow;
  const forms = t.timeAgo[elapsed.unit];
  return elapsed.count === 1 ? forms.one : format(forms.other, { count: elapsed.count });
}

/** "3 days ago", with the day (WAT) on hover and the exact instant for machines. */
export function TimeAgo({ time, now }: { time: number; now: number }) {
  const language = useLanguage();
  const t = useTexts(uiTexts);
  return (
    <time dateTime={new Date(time).toISOString()} title={formatDayIn(time, language)}>
      {timeAgoIn(t, time, now)}
    </time>
  );
}
