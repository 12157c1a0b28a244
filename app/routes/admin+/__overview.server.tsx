import { renderToStaticMarkup } from "react-dom/server";
import { BarChart } from "~/components/ui/bar-chart";
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
    </section>
  );
}
