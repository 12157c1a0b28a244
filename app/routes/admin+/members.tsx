import {
  redirect,
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
import { getAssociation } from "~/config/association";
import { membershipCycle } from "~/config/membership";
import { Pagination, hrefWith, keysetHrefs } from "~/components/ui/pagination";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openAdminForm, refusedForm, updateFailed, type AdminForm } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { getDb, readOr } from "~/models/db.server";
import {
  listRegister,
  recordReminder,
  registerClock,
  registerMember,
  type RegisterPage,
} from "~/models/membership/register.server";
import { confirmRenewal } from "~/models/membership/payments.server";
import { getRenewal, rejectRenewal, renewalQueue } from "~/models/membership/renewals.server";
import {
  emailed,
  type NoticeOutcome,
  sendRenewalRejected,
} from "~/models/membership/notices.server";
import { afterPayment, type AnnouncePayable } from "~/models/membership/paystack-settlement.server";
import { reloadOn } from "~/realtime/revalidation";
import {
  needsReminder,
  registerStatusLabels,
  registerQuery,
  MAX_QUERY_LENGTH,
  registerStatuses,
  reminderMessage,
} from "~/models/membership/register";
import { whatsappLink } from "~/utils/phone";
import { pageMeta } from "~/utils/seo";
import {
  confirmRenewalSchema,
  rejectRenewalSchema,
  reminderSchema,
} from "~/validation/admin-members";
import { MembersTable, StatusCounts } from "./__members-table";
import { originOf, withEmailNote } from "./__email-note";
import { RenewalQueue, type RejectAnswer } from "./__renewal-queue";
import { FIRST_PAGE } from "~/models/keyset.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Members",
    description: "Members, renewals and reminders.",
    path: "/admin/members",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const filter = registerQuery(new URL(request.url));
  const clock = registerClock(membershipCycle(env).terms);
  const empty: RegisterPage = {
    members: [],
    matching: 0,
    counts: { active: 0, expiring: 0, grace: 0, lapsed: 0, none: 0 },
    ...FIRST_PAGE,
    pageCount: 1,
  };
  const [register, queue] = await Promise.all([
    readOr("member register", empty, () => listRegister(db, { ...filter, ...clock })),
    readOr("renewal queue", [], () => renewalQueue(db)),
  ]);
  const { previous, next, ...shown } = register;
  return {
    ...shown,
    ...keysetHrefs("/admin/members", { status: filter.status, q: filter.q }, { previous, next }),
    status: filter.status ?? "",
    q: filter.q,
    now: Date.now(),
    renewals: queue.map((row) => ({ ...row, requestedAt: row.requestedAt.getTime() })),
  };
}

/** Renewals, reminders and members approved or paid change this page (ADR 0014). */
export const shouldRevalidate = reloadOn("application", "renewal", "reminder");

const memberForms = {
  "confirm-renewal": confirmRenewalSchema,
  "reject-renewal": rejectRenewalSchema,
  reminder: reminderSchema,
};
type MemberForm = AdminForm<typeof memberForms>;

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, memberForms);
  if (!form.ok) return refusedForm(form);
  if (form.intent === "reminder") return openReminder(form);
  return decideRenewal(form);
}

export const action = answeringWriteFailures("admin members", act);

/** Back to the list as it was filtered. */
function listUrl(request: Request) {
  return `/admin/members${new URL(request.url).search}`;
}

/** Confirm a renewal's payment (a new period) or reject it with her reason; once. */
async function decideRenewal(
  form: Extract<MemberForm, { intent: "confirm-renewal" | "reject-renewal" }>,
) {
  const { id } = form.value;
  const answer = { intent: form.intent, result: form.submission.reply() };
  if (!(await getRenewal(form.db, id))) {
    return updateFailed(answer, "This renewal request no longer exists.", 404);
  }
  const decision = { id, actor: form.admin, now: new Date() };
  const outcome =
    form.intent === "confirm-renewal"
      ? await confirmRenewal(form.db, { ...decision, cycle: membershipCycle(form.env) })
      : await rejectRenewal(form.db, { ...decision, reason: form.value.reason });
  if (outcome === "not-pending") {
    return updateFailed(answer, "This renewal was already decided.", 409);
  }
  if (outcome === "refused") {
    const description = "Its reference has paid for something else: nothing was recorded.";
    return updateFailed(answer, description, 409);
  }
  // Her receipt, or the reason she was refused, by e-mail as well.
  const origin = originOf(form.request);
  let sent: NoticeOutcome;
  if (outcome === "confirmed") {
    const tell: AnnouncePayable = (event) => form.announce(["admin"], event);
    const target = { purpose: "renewal", renewalId: id } as const;
    sent = await afterPayment(form.env, tell, { target, confirmed: true, origin });
  } else {
    form.announce(["admin"], { type: "renewal", id });
    sent = await sendRenewalRejected(form.env, { renewalId: id, origin });
  }
  return toasts(form.env).redirectWithSuccess(listUrl(form.request), {
    message: outcome === "confirmed" ? "Payment confirmed" : "Renewal rejected",
    description: withEmailNote(
      outcome === "confirmed"
        ? "Her membership is extended by one period."
        : "She sees your reason on her dashboard.",
      emailed(sent),
    ),
  });
}

/**
 * Records that the reminder was opened and sends the admin to WhatsApp with the message ready:
 * her name, the day her year ends or ended, her plan's price, how to renew and the link.
 */
async function openReminder(form: Extract<MemberForm, { intent: "reminder" }>) {
  const cycle = membershipCycle(form.env);
  const member = await registerMember(form.db, {
    id: form.value.id,
    ...registerClock(cycle.terms),
  });
  const association = getAssociation(form.env);
  const link = member?.endsOn && whatsappLink(member.phoneNumber);
  if (!member?.endsOn || member.status === "none" || !needsReminder(member.status) || !link) {
    const description = "This member does not need a reminder now.";
    return updateFailed({ intent: form.intent, result: form.submission.reply() }, description, 409);
  }
  await recordReminder(form.db, { applicationId: member.id, actor: form.admin, now: new Date() });
  form.announce(["admin"], { type: "reminder", id: member.id });
  const origin = association.publicUrl || new URL(form.request.url).origin;
  const text = reminderMessage({
    fullName: member.fullName,
    status: member.status,
    endsOn: member.endsOn,
    planName: association.plans.find((plan) => plan.id === member.plan)?.name ?? member.plan,
    amountKobo: cycle.priceKobo[member.plan],
    association: association.shortName,
    bank: association.bank,
    renewUrl: `${origin}/dashboard/renew`,
  });
  return redirect(`${link}?text=${encodeURIComponent(text)}`, 303);
}

export default function AdminMembers() {
  const data = useLoaderData<typeof loader>();
  const { members, matching, counts, page, pageCount, previousHref, nextHref } = data;
  const { status, q, now, renewals } = data;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const rejected: RejectAnswer | undefined =
    navigation.state === "idle" && actionData?.intent === "reject-renewal" && actionData.result
      ? { id: String(actionData.result.initialValue?.id ?? ""), result: actionData.result }
      : undefined;
  const filtered = Boolean(status || q);
  const href = (extra: { status?: string; page?: number }) =>
    hrefWith("/admin/members", { status, q, page: 1, ...extra });

  return (
    <div className="space-y-8">
      <Toaster toast={toastOf(actionData)} />
      <RenewalQueue renewals={renewals} now={now} rejected={rejected} busyId={busyId} />

      <section aria-labelledby="members-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="members-heading" className="text-xl font-bold text-brand-900">
            Members <span className="text-base font-normal text-stone-700">({matching})</span>
          </h2>
          <a
            href={hrefWith("/admin/members.csv", { status, q })}
            download
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Download CSV
          </a>
        </div>
        <StatusCounts counts={counts} current={status} href={href} />
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="member-status" className="block text-sm font-medium">
              Status
            </label>
            <select
              id="member-status"
              name="status"
              defaultValue={status}
              className="mt-1 block rounded-md border border-stone-300 px-2 py-2"
            >
              <option value="">All</option>
              {registerStatuses.map((value) => (
                <option key={value} value={value}>
                  {registerStatusLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="member-search" className="block text-sm font-medium">
              Search
            </label>
            <input
              id="member-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={MAX_QUERY_LENGTH}
              placeholder="Name, business or phone"
              className="mt-1 block rounded-md border border-stone-300 px-3 py-2"
            />
          </div>
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
          >
            Filter
          </button>
          {filtered ? (
            <Link to="/admin/members" className="px-2 py-2 font-semibold text-brand-800 underline">
              Clear filter
            </Link>
          ) : null}
        </Form>
        {members.length === 0 ? (
          <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">
            {filtered ? "No members match this filter." : "No members yet."}
          </p>
        ) : (
          <MembersTable members={members} now={now} />
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
