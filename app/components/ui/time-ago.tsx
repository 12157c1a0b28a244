import { formatDay, timeAgo } from "~/utils/dates";

/** "3 days ago", with the day (WAT) on hover and the exact instant for machines. */
export function TimeAgo({ time, now }: { time: number; now: number }) {
  return (
    <time dateTime={new Date(time).toISOString()} title={formatDay(time)}>
      {timeAgo(time, now)}
    </time>
  );
}
