import { Link } from "react-router";
import { cardClassName } from "~/components/ui/card";
import type { DashboardTexts } from "~/i18n/dashboard";
import { format, localePath, useLanguage } from "~/i18n/language";
import { formatEventDateIn } from "~/utils/hausa-dates";

/**
 * A steward's way to the door (issue #38): today's events and those to come, each opening its
 * check-in page; past the first ten, a link to all of them (issue #50). And each election open
 * now, opening its hall's "votes on paper" (issue #42).
 */
export function DoorCard({
  events,
  more,
  halls,
  t,
}: {
  events: { id: string; title: string; eventDate: number }[];
  more: boolean;
  /** The elections open now: "votes on paper" at their hall. */
  halls: { href: string; title: string; closes: string }[];
  t: DashboardTexts;
}) {
  const language = useLanguage();
  return (
    <section aria-labelledby="door-heading" className={cardClassName("md", "space-y-3")}>
      <h2 id="door-heading" className="text-xl font-bold text-brand-900">
        {t.door.heading}
      </h2>
      <p className="text-stone-700">{t.door.lead}</p>
      {events.length === 0 ? (
        <p>{t.door.none}</p>
      ) : (
        <ul className="space-y-2">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to={localePath(`/admin/events/${event.id}/check-in`, language)}
                className="font-semibold text-brand-800 underline"
              >
                {format(t.door.open, { title: event.title })}
              </Link>{" "}
              <span className="text-sm text-stone-700">
                {formatEventDateIn(event.eventDate, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <p>
          <Link
            to={localePath("/dashboard?door=all#door-heading", language)}
            className="font-semibold text-brand-800 underline"
          >
            {t.door.more}
          </Link>
        </p>
      ) : null}
      {halls.length > 0 ? (
        <ul className="space-y-2 border-t border-stone-200 pt-3">
          {halls.map((hall) => (
            <li key={hall.href}>
              <Link
                to={localePath(hall.href, language)}
                className="font-semibold text-brand-800 underline"
              >
                {format(t.door.hall, { title: hall.title })}
              </Link>{" "}
              <span className="text-sm text-stone-700">{hall.closes}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
