import { renderToStaticMarkup } from "react-dom/server";
import { BarChart } from "~/components/ui/bar-chart";
import { formatDay } from "~/utils/dates";
import type { MembershipOverview } from "~/models/membership/overview.server";

/**
 * The overview as finished HTML, made on the server only. /admin hydrates (live updates), and a
 * component there would ship its code to the browser; markup made here ships none — the admin
 * page's JavaScript stays what it was before the charts (issue #18's budget).
 */
export function overviewMarkup(overview: MembershipOverview): string {
  return renderToStaticMarkup(<Overview overview={overview} />);
}

/** The association at a glance (issue #18): five charts, each answering one question. */
function Overview({ overview }: { overview: MembershipOverview }) {
  const { byStatus } = overview;
  return (
    <section aria-labelledby="overview-heading" className="space-y-3">
      <h2 id="overview-heading" className="text-xl font-bold text-brand-900">
        Overview
      </h2>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <BarChart
          title="Where do our members stand today?"
          unit="Members"
          bars={[
            { label: "active", value: byStatus.active },
            { label: "expiring", value: byStatus.expiring },
            { label: "grace", value: byStatus.grace },
            { label: "lapsed", value: byStatus.lapsed },
            { label: "not paid yet", value: byStatus.none },
          ]}
        />
        <BarChart
          title="How many members were active at each month's end?"
          unit="Active members"
          bars={overview.activeByMonth}
        />
        <BarChart
          title="How many applications came in each week?"
          unit="Applications"
          bars={overview.applicationsByWeek}
        />
        <BarChart
          title="Which plans do listed members hold?"
          unit="Members"
          bars={overview.planMix}
        />
        <BarChart
          title="How many memberships end in the next 90 days?"
          unit="Memberships ending"
          bars={overview.renewalsDue}
        />
      </div>
      <Attendance rows={overview.attendance} />
    </section>
  );
}

/** Issue #29: who came to the past events (checked in at the door, of those confirmed). */
function Attendance({ rows }: { rows: MembershipOverview["attendance"] }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h3 className="font-semibold text-stone-900">Who came to our past events?</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-stone-700">No past events yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Attendance per past event</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Date</th>
              <th scope="col" className="text-right">
                Checked in / confirmed
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-stone-200">
                <td className="py-1">{row.title}</td>
                <td className="py-1">{formatDay(row.eventDate)}</td>
                <td className="py-1 text-right tabular-nums">
                  {row.checkedIn} / {row.confirmed}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
