import { getFormProps, type SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { LogoutButton } from "~/components/account/logout-button";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { linkApplicationForm } from "~/validation/forms";
import { PlanBadge, planLabels } from "~/components/ui/avatar";
import { Icon, type IconName } from "~/components/ui/icons";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { TEMPLATES_LIMIT_TEXT } from "~/config/membership";
import { getDb, readOr } from "~/models/db.server";
import { linkApplication, membershipOf, type LinkOutcome } from "~/models/membership.server";
import {
  membershipYearOf,
  renewalDue,
  type MembershipYear,
} from "~/models/membership-standing.server";
import { membershipTerms } from "~/utils/membership-period";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { formatDay, formatWatDay } from "~/utils/dates";
import { toE164 } from "~/utils/phone";
import { linkApplicationSchema } from "~/validation/membership";
import { readFormData } from "~/http/form-data.server";
import { enforceRateLimits } from "~/http/abuse.server";
import { cardClassName } from "~/components/ui/card";
import { MemberCard } from "~/components/membership/member-card";
import { useAssociation } from "~/components/layout/use-association";
import { dashboardCard } from "./__member-card.server";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "My Dashboard",
    description: "Your ZAMWE member dashboard.",
    path: "/dashboard",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
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
    displayName: user.fullName || user.email,
    email: user.email,
    memberSince: user.memberSince.getTime(),
    membership: membership ?? null,
    year: year ? yearView(year) : null,
  };
}

/** What the Member ID card says about her year: dates in WAT, and whether to offer renewal. */
function yearView(year: MembershipYear) {
  const { standing, openRenewal, rejectedRenewal } = year;
  return {
    status: standing?.status ?? null,
    daysLeft: standing?.daysLeft ?? null,
    validUntil: standing ? formatWatDay(standing.endsOn) : null,
    renewalDue: renewalDue(year),
    waitingReference: openRenewal?.paymentReference ?? null,
    rejectionReason: rejectedRenewal?.rejectReason ?? null,
  };
}

type LinkSubmission = {
  reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]>;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  // Per client here; per account and per phone, the failure counters in D1 (linkApplication).
  await enforceRateLimits(request, context, "link-application");
  const submission = parseWithZodIn(formData, {
    schema: linkApplicationSchema,
    language: pageLanguageOf(request),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const phoneNumber = toE164(submission.value.phoneNumber) ?? "";
  let outcome: LinkOutcome;
  try {
    outcome = await linkApplication(getDb(env), user.userId, { ...submission.value, phoneNumber });
  } catch (error) {
    console.error("[dashboard] could not link the application:", error);
    return withToast(
      { result: submission.reply() },
      { type: "error", message: "Update failed", description: "Please try again later." },
      { status: 503 },
    );
  }
  return answerLink(env, outcome, submission);
}

/** What the member reads after her try: linked, not found, or too many tries. */
function answerLink(env: Env, outcome: LinkOutcome, submission: LinkSubmission) {
  if (typeof outcome === "object") {
    const message = tooManyLinkAttempts(outcome.waitMs);
    return withToast(
      { result: submission.reply({ formErrors: [message] }) },
      { type: "error", message: "Too many attempts", description: message },
      { status: 429 },
    );
  }
  if (outcome === "not-found") {
    return withToast(
      {
        result: submission.reply({
          formErrors: ["We found no application with this phone number and payment reference."],
        }),
      },
      {
        type: "error",
        message: "Application not found",
        description: "Check the phone number and payment reference you applied with.",
      },
      { status: 404 },
    );
  }
  return toasts(env).redirectWithSuccess("/dashboard", {
    message: "Application linked",
    description: "Your membership now shows on your dashboard.",
  });
}

/** After too many wrong phone/reference pairs: when to try again, and who else can help. */
function tooManyLinkAttempts(waitMs: number) {
  const hours = Math.ceil(waitMs / 3_600_000);
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const wait =
    minutes < 60
      ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}`
      : `${hours} ${hours === 1 ? "hour" : "hours"}`;
  return `Too many attempts to link an application. Try again in ${wait}, or contact us and an admin will link it for you.`;
}

const tiles: { to: string; title: string; body: string; icon: IconName }[] = [
  { to: "/templates", title: "My Templates", body: "Your business web pages", icon: "globe" },
  { to: "/events", title: "Events", body: "Workshops and meetings", icon: "calendar" },
  { to: "/contact", title: "Messages", body: "Contact support", icon: "mail" },
  { to: "/builder", title: "Builder", body: "Create new template", icon: "sparkles" },
];

const statusText = { approved: "Approved", pending: "Pending review", rejected: "Not approved" };

export default function Dashboard() {
  const { card, displayName, email, memberSince, membership, year } =
    useLoaderData<typeof loader>();
  const site = useAssociation();
  const actionData = useActionData<typeof action>();
  const approved = membership?.status === "approved" ? membership : null;

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-extrabold text-brand-900">My Dashboard</h1>
          <LogoutButton />
        </div>

        <section
          aria-label="Member ID Card"
          className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-white shadow-lg"
        >
          <p className="text-sm uppercase tracking-widest text-brand-100">Member ID Card</p>
          {approved && card ? (
            <div className="mt-4 space-y-4">
              <MemberCard
                card={card}
                associationName={site.fullName}
                details={year ? <MembershipYearPanel year={year} /> : null}
              />
              <p className="flex flex-wrap gap-x-6 gap-y-2">
                <Link to="/dashboard/card" className="font-semibold underline">
                  Print or download my card
                </Link>
                <Link to={`/members/${approved.applicationId}`} className="font-semibold underline">
                  My directory profile
                </Link>
                <Link to="/dashboard/profile" className="font-semibold underline">
                  Edit my profile
                </Link>
              </p>
            </div>
          ) : (
            <>
              <p className="mt-3 text-2xl font-bold">{displayName}</p>
              <p className="mt-1 text-brand-100">Joined {formatDay(memberSince)}</p>
              <MembershipWithoutCard membership={membership} year={year} />
            </>
          )}
        </section>

        <nav aria-label="Dashboard" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((tile) => (
            <Link
              key={tile.to}
              to={tile.to}
              className={cardClassName("md", "flex flex-col gap-2 hover:ring-brand-600")}
            >
              <Icon name={tile.icon} className="size-7 text-brand-700" />
              <span className="font-semibold text-stone-900">{tile.title}</span>
              <span className="text-sm text-stone-700">{tile.body}</span>
            </Link>
          ))}
        </nav>

        <section aria-labelledby="account-heading" className="rounded-2xl bg-cream p-6">
          <h2 id="account-heading" className="text-xl font-bold text-brand-900">
            Account Information
          </h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-stone-600">Email</dt>
              <dd className="font-medium break-all">{email}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Member since</dt>
              <dd className="font-medium">{formatDay(memberSince)}</dd>
            </div>
            <div>
              <dt className="text-sm text-stone-600">Plan</dt>
              <dd className="font-medium">{TEMPLATES_LIMIT_TEXT}</dd>
            </div>
          </dl>
        </section>

        <MyRecords />

        {approved ? null : <LinkApplicationForm lastResult={actionData?.result} />}
      </div>
    </>
  );
}

/** Her receipts and her data rights (issue #19). */
function MyRecords() {
  const links = [
    { to: "/dashboard/receipts", label: "My receipts" },
    { to: "/dashboard/data", label: "Download my data" },
    { to: "/dashboard/delete", label: "Delete my account" },
  ];
  return (
    <nav aria-label="My records" className={cardClassName("lg")}>
      <h2 className="text-xl font-bold text-brand-900">My records</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="font-semibold text-brand-700 underline">
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
function MembershipWithoutCard({ membership, year }: Pick<DashboardData, "membership" | "year">) {
  if (membership?.status === "approved") {
    return (
      <>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <PlanBadge plan={membership.plan} suffix=" Member" />
          <span>Membership: {statusText.approved}</span>
          <Link to={`/members/${membership.applicationId}`} className="font-semibold underline">
            My directory profile
          </Link>
        </div>
        {year ? <MembershipYearPanel year={year} /> : null}
      </>
    );
  }
  return (
    <p className="mt-4">
      Membership: not yet approved.{" "}
      {membership ? (
        <span>
          Your {planLabels[membership.plan]} application for {membership.businessName} is{" "}
          {statusText[membership.status].toLowerCase()}.
        </span>
      ) : (
        <Link to="/join" className="font-semibold underline">
          Apply to join
        </Link>
      )}
    </p>
  );
}

const standingText = {
  active: "Active",
  expiring: "Expiring soon",
  grace: "Expired: renew to stay in the directory",
  lapsed: "Lapsed: renew to return to the directory",
} as const;

/** Status, "Valid until {date}", days left, and the way to renew when it is time. */
function MembershipYearPanel({ year }: { year: NonNullable<DashboardData["year"]> }) {
  if (!year.status || year.validUntil === null || year.daysLeft === null) {
    return <p className="mt-3">Your membership year starts when your payment is confirmed.</p>;
  }
  const days = Math.abs(year.daysLeft);
  return (
    <div className="mt-4 space-y-2" data-testid="membership-year">
      <p>
        Status: <strong>{standingText[year.status]}</strong>
      </p>
      <p>
        Valid until <strong>{year.validUntil}</strong>{" "}
        {year.daysLeft >= 0
          ? `(${days === 1 ? "1 day" : `${days} days`} left)`
          : `(ended ${days === 1 ? "1 day" : `${days} days`} ago)`}
      </p>
      {year.waitingReference ? (
        <p>Your renewal (payment reference {year.waitingReference}) is waiting for confirmation.</p>
      ) : null}
      {year.rejectionReason ? (
        <p>Your last renewal was not accepted: {year.rejectionReason}</p>
      ) : null}
      {year.renewalDue || year.rejectionReason ? (
        <Link
          to="/dashboard/renew"
          className="inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Renew membership
        </Link>
      ) : null}
    </div>
  );
}

type DashboardData = ReturnType<typeof useLoaderData<typeof loader>>;

function LinkApplicationForm({
  lastResult,
}: {
  lastResult: Parameters<typeof useZodForm>[1]["lastResult"];
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(linkApplicationForm, { id: "link-application", lastResult });
  return (
    <section aria-labelledby="link-heading" className={cardClassName("lg")}>
      <h2 id="link-heading" className="text-xl font-bold text-brand-900">
        Already applied?
      </h2>
      <p className="mt-1 text-stone-700">
        Enter the phone number and payment reference of your application to link it to this account.
        (Having the same e-mail is not enough: anyone could sign up with it.)
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField field={fields.phoneNumber} label="Phone Number" type="tel" autoComplete="tel" />
        <TextField field={fields.paymentReference} label="Payment Reference" />
        <SubmitButton
          pending={navigation.state === "submitting"}
          label="Link my application"
          pendingLabel="Linking..."
        />
      </Form>
    </section>
  );
}
