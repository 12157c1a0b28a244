import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { isSteward, requireUser } from "~/auth/guards.server";
import { eventsFromToday } from "~/models/events.server";
import { LogoutButton } from "~/components/account/logout-button";
import { PlanBadge, planLabels } from "~/components/ui/avatar";
import { Icon, type IconName } from "~/components/ui/icons";
import { getDb, readOr } from "~/models/db.server";
import { membershipOf } from "~/models/membership/linking.server";
import {
  membershipYearOf,
  renewalDue,
  type MembershipYear,
} from "~/models/membership/standing.server";
import { membershipTerms } from "~/models/membership/period-rules";
import { pageMeta } from "~/utils/seo";
import { formatDayIn, formatWatDayIn } from "~/utils/hausa-dates";
import { VoteCards } from "./__vote-cards";
import { electionsOnDashboard, hallsFor } from "./__vote-cards.server";
import { cardClassName } from "~/components/ui/card";
import { MemberCard } from "~/components/membership/member-card";
import { useAssociation } from "~/components/layout/use-association";
import { dashboardCard } from "./__member-card.server";
import { LinkApplicationForm } from "./__link-form";
import { DoorCard } from "./__door-card";
import { AccountInformation } from "./__account-information";
import { pageLanguageOf } from "~/i18n/language.server";
import { dashboardTexts, type DashboardTexts } from "~/i18n/dashboard";
import { format, useLocalePath, type Language } from "~/i18n/language";
import { memberCardTexts } from "~/i18n/member-card";
import { accountTexts } from "~/i18n/account";
import { addressNoticesOf } from "./__address-notices.server";
import { AddressNotices } from "./__address-notices";
import { PAY_OPEN_RENEWAL } from "~/components/membership/pay-now";
import { PayNowForm } from "~/components/membership/pay-online";
import { payNowTexts } from "~/http/pay-online.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data?.texts.meta.title ?? "My Dashboard",
    description: data?.texts.meta.description ?? "",
    path: "/dashboard",
  });

/** Ten events on a steward's door card; `?door=all`: every upcoming one (a few hundred at most). */
const doorLimit = (request: Request) =>
  new URL(request.url).searchParams.get("door") === "all" ? 500 : 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const language = pageLanguageOf(request);
  const db = getDb(context.cloudflare.env);
  const membership = await readOr("membership", undefined, () => membershipOf(db, user));
  const year =
    membership?.status === "approved"
      ? await readOr("membership year", undefined, () =>
          membershipYearOf(db, membership.applicationId, membershipTerms(context.cloudflare.env)),
        )
      : undefined;
  // Her Member ID card (number, QR code of her verification link): approved members only.
  const card =
    membership?.status === "approved"
      ? await dashboardCard(request, context, { user, membership }, year?.standing)
      : null;
  return {
    card,
    // Her address not confirmed yet, or bouncing: the notices and their buttons.
    ...(await addressNoticesOf(context.cloudflare.env, db, user, language)),
    displayName: user.fullName || user.email || user.phone,
    phone: user.phone,
    memberSince: formatDayIn(user.memberSince, language),
    membership: membership ?? null,
    year: year ? yearView(year, language) : null,
    // Her renewal waiting for confirmation can be paid online, while online payment is on.
    payNow: year?.openRenewal ? payNowTexts(context.cloudflare.env, language) : null,
    // A steward's way to the door (issue #38): today's events and those to come, the first ten
    // or, with ?door=all, every one (issue #50); and the hall of each election open now (#42).
    door: isSteward(user)
      ? {
          ...(await readOr("door events", { events: [], more: false }, () =>
            eventsFromToday(db, language, doorLimit(request)),
          )),
          halls: await hallsFor(db, language),
        }
      : null,
    // Issue #42: the elections open now in whose electorate she is and where she has not voted;
    // once an election has opened, her way to the list of elections and their results.
    ...(await electionsOnDashboard(
      db,
      membership?.status === "approved" ? membership : null,
      language,
    )),
    texts: dashboardTexts[language],
    cardTexts: { card: memberCardTexts[language].card },
    logoutLabel: accountTexts[language].logout,
  };
}

/** What the Member ID card says about her year: dates in WAT, and whether to offer renewal. */
function yearView(year: MembershipYear, language: Language) {
  const { standing, openRenewal, rejectedRenewal } = year;
  return {
    status: standing?.status ?? null,
    daysLeft: standing?.daysLeft ?? null,
    validUntil: standing ? formatWatDayIn(standing.endsOn, language) : null,
    renewalDue: renewalDue(year),
    waitingReference: openRenewal?.paymentReference ?? null,
    rejectionReason: rejectedRenewal?.rejectReason ?? null,
  };
}

const tiles: { to: string; tile: keyof DashboardTexts["tiles"]; icon: IconName }[] = [
  { to: "/templates", tile: "templates", icon: "globe" },
  { to: "/events", tile: "events", icon: "calendar" },
  { to: "/contact", tile: "messages", icon: "mail" },
  { to: "/builder", tile: "builder", icon: "sparkles" },
];

export default function Dashboard() {
  const {
    card,
    displayName,
    email,
    phone,
    memberSince,
    membership,
    year,
    texts: t,
    cardTexts,
    logoutLabel,
    confirmNotice,
    bouncedNotice,
    door,
    votes,
    anyElection,
  } = useLoaderData<typeof loader>();
  const site = useAssociation();
  const href = useLocalePath();
  const approved = membership?.status === "approved" ? membership : null;

  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-brand-900">{t.heading}</h1>
        <LogoutButton label={logoutLabel} />
      </div>

      <AddressNotices email={email} confirmNotice={confirmNotice} bouncedNotice={bouncedNotice} />

      <section
        aria-label={cardTexts.card.label}
        className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-lg"
      >
        <p className="text-sm uppercase tracking-widest text-brand-100">{cardTexts.card.label}</p>
        {approved && card ? (
          <div className="mt-4 space-y-4">
            <MemberCard
              card={card}
              associationName={site.fullName}
              t={cardTexts}
              details={year ? <MembershipYearPanel year={year} t={t} /> : null}
            />
            <p className="flex flex-wrap gap-x-6 gap-y-2">
              <Link to={href("/dashboard/card")} className="font-semibold underline">
                {t.cardLinks.print}
              </Link>
              <Link
                to={href(`/members/${approved.applicationId}`)}
                className="font-semibold underline"
              >
                {t.cardLinks.directoryProfile}
              </Link>
              <Link to={href("/dashboard/profile")} className="font-semibold underline">
                {t.cardLinks.editProfile}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="mt-3 text-2xl font-bold">{displayName}</p>
            <p className="mt-1 text-brand-100">{format(t.joined, { date: memberSince })}</p>
            <MembershipWithoutCard membership={membership} year={year} t={t} />
          </>
        )}
      </section>

      <VoteCards votes={votes} allElections={anyElection ? t.elections : null} />

      {door ? <DoorCard events={door.events} more={door.more} halls={door.halls} t={t} /> : null}

      <nav aria-label={t.tilesLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <Link
            key={tile.to}
            to={href(tile.to)}
            className={cardClassName("md", "flex flex-col gap-2 hover:ring-brand-600")}
          >
            <Icon name={tile.icon} className="size-7 text-brand-700" />
            <span className="font-semibold text-stone-900">{t.tiles[tile.tile].title}</span>
            <span className="text-sm text-stone-700">{t.tiles[tile.tile].body}</span>
          </Link>
        ))}
      </nav>

      <AccountInformation
        t={t}
        email={email}
        phone={phone}
        since={memberSince}
        plan={approved ? approved.plan : null}
      />

      <MyRecords t={t} />

      {approved ? null : <LinkApplicationForm t={t} action={href("/dashboard/link")} />}
    </div>
  );
}

/** Her receipts and her data rights (issue #19). */
function MyRecords({ t }: { t: DashboardTexts }) {
  const href = useLocalePath();
  const links = [
    { to: "/dashboard/receipts", label: t.records.receipts },
    { to: "/dashboard/certificates", label: t.records.certificates },
    { to: "/dashboard/messages", label: t.records.channels },
    { to: "/dashboard/data", label: t.records.data },
    { to: "/dashboard/delete", label: t.records.delete },
  ];
  return (
    <nav aria-label={t.records.heading} className={cardClassName("lg")}>
      <h2 className="text-xl font-bold text-brand-900">{t.records.heading}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={href(link.to)} className="font-semibold text-brand-700 underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Her membership where no card can be shown: not approved (yet), or approved while her card could
 * not be read (the page still works).
 */
function MembershipWithoutCard({
  membership,
  year,
  t,
}: Pick<DashboardData, "membership" | "year"> & { t: DashboardTexts }) {
  const href = useLocalePath();
  if (membership?.status === "approved") {
    return (
      <>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <PlanBadge plan={membership.plan} suffix={t.membership.planSuffix} />
          <span>{t.membership.approved}</span>
          <Link
            to={href(`/members/${membership.applicationId}`)}
            className="font-semibold underline"
          >
            {t.cardLinks.directoryProfile}
          </Link>
        </div>
        {year ? <MembershipYearPanel year={year} t={t} /> : null}
      </>
    );
  }
  return (
    <p className="mt-4">
      {t.membership.notYetApproved}{" "}
      {membership ? (
        <span>
          {format(t.membership.application, {
            plan: planLabels[membership.plan],
            business: membership.businessName,
            status: t.membership.statuses[membership.status],
          })}
        </span>
      ) : (
        <Link to={href("/join")} className="font-semibold underline">
          {t.membership.applyToJoin}
        </Link>
      )}
    </p>
  );
}

/** Status, "Valid until {date}", days left, and the way to renew when it is time. */
function MembershipYearPanel({
  year,
  t,
}: {
  year: NonNullable<DashboardData["year"]>;
  t: DashboardTexts;
}) {
  const href = useLocalePath();
  const { payNow } = useLoaderData<typeof loader>();
  if (!year.status || year.validUntil === null || year.daysLeft === null) {
    return <p className="mt-3">{t.year.startsOnPayment}</p>;
  }
  const days = Math.abs(year.daysLeft);
  return (
    <div className="mt-4 space-y-2" data-testid="membership-year">
      <p>
        {t.year.status} <strong>{t.year.standing[year.status]}</strong>
      </p>
      <p>
        {t.year.validUntil} <strong>{year.validUntil}</strong>{" "}
        {year.daysLeft >= 0
          ? days === 1
            ? t.year.oneDayLeft
            : format(t.year.daysLeft, { days })
          : days === 1
            ? t.year.endedOneDayAgo
            : format(t.year.endedDaysAgo, { days })}
      </p>
      {year.waitingReference ? (
        <p>{format(t.year.waiting, { reference: year.waitingReference })}</p>
      ) : null}
      {year.waitingReference && payNow ? (
        <div className="rounded-md bg-white p-3 text-stone-900">
          <PayNowForm action={href("/dashboard/renew")} t={payNow} intent={PAY_OPEN_RENEWAL} />
        </div>
      ) : null}
      {year.rejectionReason ? (
        <p>{format(t.year.rejected, { reason: year.rejectionReason })}</p>
      ) : null}
      {year.renewalDue || year.rejectionReason ? (
        <Link
          to={href("/dashboard/renew")}
          className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t.year.renew}
        </Link>
      ) : null}
    </div>
  );
}

type DashboardData = ReturnType<typeof useLoaderData<typeof loader>>;
