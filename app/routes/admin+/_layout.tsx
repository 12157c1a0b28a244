import {
  type LoaderFunctionArgs,
  type MetaFunction,
  NavLink,
  Outlet,
  useLoaderData,
} from "react-router";
import {
  ENROLMENT_PATH,
  isAdmin,
  isDoorPath,
  isHallPath,
  requireAdmin,
  requireCheckInStaff,
} from "~/auth/guards.server";
import { mustEnrol } from "~/auth/two-factor.server";
import { LogoutButton } from "~/components/account/logout-button";
import { getDb, readOr } from "~/models/db.server";
import { dashboardCounts } from "~/models/admin.server";
import { pendingRenewalCount } from "~/models/membership/renewals.server";
import { onlinePaymentMode } from "~/models/membership/paystack-settlement.server";
import type { RouteHandle } from "~/root";
import { useRealtimeRevalidation } from "~/realtime/use-realtime-revalidation";
import { pageMeta } from "~/utils/seo";
import { reloadOn } from "~/realtime/revalidation";
import { cardClassName } from "~/components/ui/card";
import { doorTexts } from "~/i18n/door";
import { hallTexts } from "~/i18n/hall";
import { pageLanguageOf } from "~/i18n/language.server";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin Dashboard",
    description: "ZAMWE administration.",
    path: "/admin",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout runs for every admin page: it lets through the enrolment page (only) for an
  // admin who still has to enrol, and then shows her nothing of the admin area around it.
  // A steward may open the door's check-in pages and an election's hall and nothing else:
  // around them she sees none of the admin area either (ADR 0041), and it speaks the page's
  // language (issue #38 §7). An admin at the door keeps the admin area's English around it; the
  // door itself follows the page.
  const { pathname } = new URL(request.url);
  if (isDoorPath(pathname) && !isAdmin(await requireCheckInStaff(request, context))) {
    const language = pageLanguageOf(request);
    const t = isHallPath(pathname) ? hallTexts[language] : doorTexts[language];
    return {
      counts: null,
      restricted: true,
      door: { heading: t.layout.heading, logout: t.layout.logout },
    };
  }
  const enrolment = pathname === ENROLMENT_PATH;
  const user = await requireAdmin(request, context, { enrolment });
  if (mustEnrol(user, context.cloudflare.env)) {
    return { counts: null, restricted: true };
  }
  const db = getDb(context.cloudflare.env);
  const [counts, pendingRenewals] = await Promise.all([
    readOr("admin counters", null, () => dashboardCounts(db)),
    readOr("pending renewals", null, () => pendingRenewalCount(db)),
  ]);
  // A test key takes no real money: every admin page says so.
  const paystackTestMode = onlinePaymentMode(context.cloudflare.env) === "test";
  return { counts, pendingRenewals, paystackTestMode, restricted: false };
}

/**
 * The counters count applications and messages, the Members tab's badge the renewal requests:
 * other changes leave them as they are.
 */
export const shouldRevalidate = reloadOn("application", "message", "renewal");

const tabs = [
  { to: "/admin", label: "Applications", end: true },
  { to: "/admin/members", label: "Members" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/elections", label: "Elections" },
  { to: "/admin/newsletter", label: "Newsletter" },
  { to: "/admin/outbox", label: "Outbox" },
  { to: "/admin/announcements", label: "Announcements" },
  { to: "/admin/content", label: "Content" },
  { to: "/admin/sites", label: "Member sites" },
  { to: "/admin/links", label: "Member links" },
  { to: "/admin/team", label: "Team" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/security", label: "Security" },
];

/** Counters and the open tab's list follow every change, made anywhere. */
function LiveUpdates() {
  useRealtimeRevalidation("admin");
  return null;
}

export default function AdminLayout() {
  const loaded = useLoaderData<typeof loader>();
  const { counts, restricted } = loaded;
  const pendingRenewals = "pendingRenewals" in loaded ? (loaded.pendingRenewals ?? null) : null;
  const testMode = "paystackTestMode" in loaded && loaded.paystackTestMode;
  const door = "door" in loaded ? loaded.door : null;
  const counters = [
    { label: "Total Applications", value: counts?.totalApplications },
    { label: "Pending", value: counts?.pendingApplications },
    { label: "Total Messages", value: counts?.totalMessages },
    { label: "Unread Messages", value: counts?.unreadMessages },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          {/* A steward's page is the door's, not the admin's (issue #38). */}
          <h1 className="text-3xl font-extrabold text-brand-900">
            {door ? door.heading : "Admin Dashboard"}
          </h1>
          {testMode ? (
            <span
              className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900"
              title="Paystack is in test mode: no real money is taken."
            >
              Test mode
            </span>
          ) : null}
        </div>
        <LogoutButton label={door?.logout} />
      </div>
      {restricted ? null : (
        <>
          <LiveUpdates />
          <AdminOverview counters={counters} pendingRenewals={pendingRenewals} />
        </>
      )}
      <Outlet />
    </div>
  );
}

function AdminOverview({
  counters,
  pendingRenewals,
}: {
  counters: { label: string; value: number | undefined }[];
  /** Renewal requests waiting, shown on the Members tab. */
  pendingRenewals: number | null;
}) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {counters.map((counter) => (
          <div key={counter.label} className={cardClassName("md")}>
            <dt className="text-sm font-medium text-stone-700">{counter.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-900" data-counter={counter.label}>
              {counter.value ?? "–"}
            </dd>
          </div>
        ))}
      </dl>
      {/* The tabs wrap on a phone: all of them in sight, none behind a sideways scroll. */}
      <nav aria-label="Admin sections" className="flex flex-wrap gap-1 border-b border-stone-200">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className="shrink-0 border-b-2 border-transparent px-4 py-2 font-semibold text-stone-700 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-900"
          >
            {tab.label}
            {tab.to === "/admin/members" && pendingRenewals ? (
              <span
                data-counter="Pending renewals"
                className="ml-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900"
              >
                {pendingRenewals}
                <span className="sr-only"> renewal requests waiting</span>
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
