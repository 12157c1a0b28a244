import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { Pagination, keysetHrefs, keysetParams } from "~/components/ui/pagination";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { countHeldBySite } from "~/models/messages.server";
import { industryWithDetail } from "~/config/industries";
import { membershipCycle } from "~/config/membership";
import {
  ADMIN_PAGE_SIZE,
  decideApplication,
  listApplications,
  type ApplicationsPage,
} from "~/models/membership/applications.server";
import {
  emailed,
  sendApplicationDecision,
  sendJoinReceipt,
} from "~/models/membership/notices.server";
import { afterPayment } from "~/models/membership/paystack-settlement.server";
import { industryTexts } from "~/i18n/industries";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { applicationActionSchema } from "~/validation/admin";
import type { ApplicationStatus } from "../../../db/schema";
import { openAdminForm, updateFailed, type AdminForm } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";
import { membershipOverview } from "~/models/membership/overview.server";
import { membershipTerms } from "~/models/membership/period-rules";
import { overviewMarkup } from "./__overview.server";
import { cardClassName } from "~/components/ui/card";
import { originOf, withEmailNote } from "./__email-note";
import { ApplicationDecision, rejectAnswerFor } from "./__application-decision";
import { ApplicationFacts } from "./__application-facts";
import { loggableError } from "~/models/loggable-error.server";
import {
  confirmApplicationPayment,
  withdrawJoinPayment,
} from "~/models/membership/payments.server";
import { FIRST_PAGE } from "~/models/keyset.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Applications",
    description: "Membership applications.",
    path: "/admin",
  });

const isStatus = (value: string | null): value is ApplicationStatus =>
  value === "pending" || value === "approved" || value === "rejected";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : undefined;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const db = getDb(context.cloudflare.env);
  const now = new Date();
  const empty: ApplicationsPage = { applications: [], total: 0, ...FIRST_PAGE };
  const [{ applications, total, page, previous, next }, overview, heldBySite] = await Promise.all([
    readOr("admin applications", empty, () =>
      listApplications(db, { status, q }, keysetParams(params)),
    ),
    readOr("admin overview", null, () =>
      membershipOverview(db, membershipTerms(context.cloudflare.env)),
    ),
    readOr("held messages", 0, () => countHeldBySite(db, now)),
  ]);
  return {
    // The admin area is English: the industry's English name, with her words for "Other".
    applications: applications.map((application) => ({
      ...application,
      industry: industryWithDetail(industryTexts.en.names, application),
    })),
    total,
    page,
    pageCount: Math.max(page, Math.ceil(total / ADMIN_PAGE_SIZE)),
    // Keyset pages (issue #41): the links' addresses carry the application they follow.
    ...keysetHrefs("/admin", { status, q }, { previous, next }),
    status: status ?? "",
    q,
    now: now.getTime(),
    overviewHtml: overview ? overviewMarkup(overview) : null,
    heldBySite,
  };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("application", "renewal");

/** Back to the list as it was filtered (the form posts to this URL, plus React Router's ?index). */
function listUrl(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `/admin${url.search}`;
}

const applicationForms = { application: applicationActionSchema };
type ApplicationForm = AdminForm<typeof applicationForms>;

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, applicationForms, { single: "application" });
  if (!form.ok) {
    // A reason too long: its message, under the field and in the toast; nothing is stored.
    const why = form.result?.error?.reason?.[0] ?? "Please try again.";
    return updateFailed({ result: form.result }, why, 400);
  }
  try {
    return await (form.value.intent === "payment" ? markPayment(form) : decide(form));
  } catch (error) {
    console.error("[admin] could not update the application:", loggableError(error));
    return updateFailed({ result: form.submission.reply() }, "Please try again.", 503);
  }
}

/** The bank transfer marked as received, or the mark taken back. */
async function markPayment(form: ApplicationForm) {
  const { id } = form.value;
  const confirmed = "confirmed" in form.value && form.value.confirmed === "true";
  const outcome = confirmed
    ? await confirmApplicationPayment(form.db, {
        applicationId: id,
        admin: form.admin,
        now: new Date(),
        cycle: membershipCycle(form.env),
      })
    : await withdrawJoinPayment(form.db, { applicationId: id, admin: form.admin });
  if (outcome === "not-found") {
    const description = "This application no longer exists.";
    return updateFailed({ result: form.submission.reply() }, description, 404);
  }
  if (outcome === "paid-online") {
    const description = "It was paid online: a refund is made in Paystack's dashboard.";
    return updateFailed({ result: form.submission.reply() }, description, 409);
  }
  if (outcome === "refused") {
    const description = "Its reference has paid for something else: nothing was recorded.";
    return updateFailed({ result: form.submission.reply() }, description, 409);
  }
  // Confirmed on an approved application, the payment is her first year: her receipt goes out.
  const receipt = await afterPayment(form.env, (event) => form.announce(["admin"], event), {
    target: { purpose: "join", applicationId: id },
    confirmed: outcome === "confirmed",
    origin: originOf(form.request),
  });
  return toasts(form.env).redirectWithSuccess(listUrl(form.request), {
    message: confirmed ? "Payment confirmed" : "Payment mark removed",
    description: confirmed
      ? withEmailNote("The bank transfer is recorded as received.", emailed(receipt))
      : "The payment is no longer marked as received.",
  });
}

/** Approve or reject a pending application. */
async function decide(form: ApplicationForm) {
  const { id } = form.value;
  const status = form.value.intent === "approve" ? "approved" : "rejected";
  const outcome = await decideApplication(form.db, {
    id,
    status,
    reason: form.value.intent === "reject" ? form.value.reason : null,
    actor: form.admin,
    now: new Date(),
    cycle: membershipCycle(form.env),
  });
  if (outcome === "not-pending") {
    const description = "This application was already reviewed.";
    return updateFailed({ result: form.submission.reply() }, description, 409);
  }
  form.announce(["admin"], { type: "application", id });
  const notice = { applicationId: id, origin: originOf(form.request) };
  const sent = [await sendApplicationDecision(form.env, { ...notice, status })];
  // Approving an application whose payment is confirmed starts her first year: her receipt.
  if (status === "approved") sent.push(await sendJoinReceipt(form.env, notice));
  return toasts(form.env).redirectWithSuccess(listUrl(form.request), {
    message: "Status updated",
    description: withEmailNote(`Application marked as ${status}`, emailed(...sent)),
  });
}

/** While the site's daily sending limit holds messages back (issue #50): how many, and where. */
function HeldBySiteBanner({ count }: { count: number }) {
  return (
    <p
      role="status"
      data-testid="held-by-site"
      className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
    >
      <strong>
        {count === 1 ? "1 message" : `${count} messages`} held back today by the sending limit.
      </strong>{" "}
      <Link to="/admin/outbox?status=held" className="font-semibold underline">
        Look at them in the Outbox
      </Link>
    </p>
  );
}

export default function AdminApplications() {
  const {
    applications,
    total,
    page,
    pageCount,
    previousHref,
    nextHref,
    status,
    q,
    now,
    overviewHtml,
    heldBySite,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const refused = navigation.state === "idle" ? actionData : undefined;
  const filtered = Boolean(status || q);

  return (
    // On a phone the search and the list come first, the charts after them (issue #38).
    <div className="flex flex-col gap-6">
      {heldBySite > 0 ? <HeldBySiteBanner count={heldBySite} /> : null}
      {/* Server-made markup of our own numbers and labels (see __overview.server.tsx). */}
      {overviewHtml ? (
        <div
          className="order-last lg:order-none"
          dangerouslySetInnerHTML={{ __html: overviewHtml }}
        />
      ) : null}
      <section aria-labelledby="applications-heading" className="space-y-4">
        <Toaster toast={toastOf(actionData)} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="applications-heading" className="text-xl font-bold text-brand-900">
            Applications <span className="text-base font-normal text-stone-700">({total})</span>
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium">
              Status
              <select
                name="status"
                defaultValue={status}
                className="mt-1 block rounded-md border border-stone-300 px-2 py-2"
              >
                <option value="">All</option>
                <option value="pending">Pending</option>
                <option value="approved">Approved</option>
                <option value="rejected">Rejected</option>
              </select>
            </label>
            <label className="text-sm font-medium">
              Search
              <input
                type="search"
                name="q"
                defaultValue={q}
                maxLength={100}
                placeholder="Name, phone or reference"
                className="mt-1 block rounded-md border border-stone-300 px-3 py-2"
              />
            </label>
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              Filter
            </button>
          </Form>
        </div>

        {applications.length === 0 ? (
          <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">
            {filtered ? "No applications match this filter." : "No applications yet."}
          </p>
        ) : (
          <ul className="space-y-4">
            {applications.map((application) => {
              return (
                <li
                  key={application.id}
                  data-application={application.id}
                  className={cardClassName("md")}
                >
                  <ApplicationFacts application={application} now={now} />
                  <ApplicationDecision
                    application={application}
                    busy={busyId === application.id}
                    rejectAnswer={rejectAnswerFor(refused, application.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          previousHref={previousHref}
          nextHref={nextHref}
        />
      </section>
    </div>
  );
}
