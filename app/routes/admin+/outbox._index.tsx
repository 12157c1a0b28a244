import {
  data,
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
import { Pagination, hrefWith, numberedHrefs, pageParam } from "~/components/ui/pagination";
import { DataTable } from "~/components/ui/table";
import { TimeAgo } from "~/components/ui/time-ago";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { openAdminForm, refusedForm } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { enqueue } from "~/messages/send.server";
import { sendOutboxTest } from "~/messages/outbox-test.server";
import { getDb, readOr } from "~/models/db.server";
import {
  countHeldBySite,
  listOutbox,
  MESSAGE_LATE_AFTER_MS,
  releaseHeldBySite,
  OUTBOX_PAGE_SIZE,
  requeueMessage,
} from "~/models/messages.server";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";
import { messageChannels, type MessageChannel, type MessageStatus } from "../../../db/schema";
import {
  releaseHeldSchema,
  retryMessageSchema,
  smsBudgetSchema,
  testMessageSchema,
  testSmsSchema,
} from "~/validation/outbox";
import { pageMeta } from "~/utils/seo";
import { saveSmsBudget, smsStateOf } from "./__outbox-sms.server";
import { heldExplanation, lateExplanation, RetryButton, statusLabels } from "./__outbox-status";
import {
  channelLabels,
  pagesLabel,
  MailStatus,
  OutboxFilters,
  ReleaseHeld,
  SmsStatus,
  statuses,
} from "./__outbox-panels";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Outbox",
    description: "Every e-mail the platform sent or tried to send.",
    path: "/admin/outbox",
  });

const isStatus = (value: string | null): value is MessageStatus =>
  value !== null && (statuses as string[]).includes(value);

const isChannel = (value: string | null): value is MessageChannel =>
  value !== null && (messageChannels as readonly string[]).includes(value);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const filter = isStatus(status) ? status : null;
  const channelParam = params.get("channel");
  const channel = isChannel(channelParam) ? channelParam : null;
  const page = pageParam(params);
  const now = new Date();
  const heldBySite = await readOr("held messages", 0, () => countHeldBySite(getDb(env), now));
  const outbox = await readOr(
    "outbox",
    { rows: [], hasMore: false, counts: {} as Partial<Record<MessageStatus, number>>, late: 0 },
    () => listOutbox(getDb(env), { status: filter, channel, page, now }),
  );
  const settings = mailSettings(env);
  return {
    ...outbox,
    rows: outbox.rows.map((row) => ({ ...row, createdAt: row.createdAt.getTime() })),
    status: filter,
    channel,
    page,
    ...numberedHrefs(
      "/admin/outbox",
      { status: filter ?? undefined },
      page,
      outbox.hasMore ? page + 1 : page,
    ),
    now: now.getTime(),
    heldBySite,
    mail: settings.on
      ? { on: true as const, from: settings.from.email }
      : { on: false as const, reason: settings.reason },
    sms: await smsStateOf(env, now),
    adminEmail: admin.email,
    pageSize: OUTBOX_PAGE_SIZE,
    lateMinutes: MESSAGE_LATE_AFTER_MS / 60_000,
  };
}

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, {
    retry: retryMessageSchema,
    test: testMessageSchema,
    sms: testSmsSchema,
    release: releaseHeldSchema,
    budget: smsBudgetSchema,
  });
  if (!form.ok && (form.intent === "sms" || form.intent === "budget")) return refusedForm(form);
  if (!form.ok) return data({ error: "Unknown action" }, { status: 400 });
  if (form.intent === "sms") {
    const phone = nigerianMobileOf(form.value.phone)!;
    return sendOutboxTest(form, { phone, language: "en", userId: null });
  }
  if (form.intent === "budget") return saveSmsBudget(form, form.value.budget);
  if (form.intent === "release") {
    const ids = await releaseHeldBySite(form.db, new Date());
    await enqueue(form.env, ids);
    return toasts(form.env).redirectWithSuccess("/admin/outbox?status=queued", {
      message: ids.length === 1 ? "1 held message sent" : `${ids.length} held messages sent`,
      description:
        ids.length === form.value.count
          ? "They are queued and go out in a moment."
          : `You saw ${form.value.count}; ${ids.length} could still be sent (others came, went or expired since).`,
    });
  }
  if (form.intent === "test") {
    return sendOutboxTest(form, {
      email: form.admin.email,
      language: "en",
      userId: form.admin.userId,
    });
  }
  const back = hrefWith("/admin/outbox", {
    status: isStatus(form.value.status ?? null) ? form.value.status : undefined,
  });
  const id = await requeueMessage(form.db, form.value.id, new Date());
  if (!id) {
    return toasts(form.env).redirectWithError(back, {
      message: "Not retried",
      description: "This message is no longer failed or late, or cannot be sent again.",
    });
  }
  await enqueue(form.env, [id]);
  return toasts(form.env).redirectWithSuccess(back, {
    message: "Message queued again",
    description: "It will be sent in a moment.",
  });
}

export const action = answeringWriteFailures("admin outbox", act);

export default function AdminOutbox() {
  const actionData = useActionData<typeof action>();
  const failed = toastOf(actionData);
  const {
    rows,
    hasMore,
    counts,
    late,
    lateMinutes,
    status,
    channel,
    page,
    previousHref,
    nextHref,
    now,
    mail,
    sms,
    adminEmail,
    pageSize,
    heldBySite,
  } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const resultOf = (intent: string) =>
    navigation.state === "idle" &&
    actionData &&
    "intent" in actionData &&
    actionData.intent === intent
      ? actionData.result
      : undefined;
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <section aria-labelledby="outbox-heading" className="space-y-5">
      <Toaster toast={failed} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h2 id="outbox-heading" className="text-xl font-bold text-brand-900">
            Outbox
          </h2>
          <MailStatus mail={mail} />
          <SmsStatus
            sms={sms}
            lastResult={resultOf("sms")}
            budgetResult={resultOf("budget")}
            pending={pending}
          />
        </div>
        {mail.on ? (
          <Form method="post">
            <input type="hidden" name="intent" value="test" />
            <button
              type="submit"
              disabled={pending}
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Send a test message to {adminEmail}
            </button>
          </Form>
        ) : null}
      </div>

      <OutboxFilters status={status} channel={channel} counts={counts} total={total} />

      {late > 0 ? (
        <p
          className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
          data-testid="late-messages"
        >
          {late === 1 ? "1 message is late" : `${late} messages are late`}: queued or sending for
          more than {lateMinutes} minutes. They are queued again with the next delivery or the daily
          job; Retry sends one now.
        </p>
      ) : null}

      {heldBySite > 0 ? <ReleaseHeld count={heldBySite} pending={pending} /> : null}

      {status === "held" ? (
        <p className="rounded-lg bg-stone-100 p-4 text-stone-800" data-testid="held-explanation">
          {heldExplanation}
        </p>
      ) : null}

      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {status ? `No ${statusLabels[status].toLowerCase()} messages.` : "No messages yet."}
        </p>
      ) : (
        <DataTable
          caption={`Messages${status ? ` (${statusLabels[status].toLowerCase()})` : ""}, newest first`}
          columns={[
            {
              label: "To",
              // Whole addresses: the table scrolls in its box rather than shred them.
              className: "whitespace-nowrap",
              cell: (row) => (
                <Link to={`/admin/outbox/${row.id}`} className="font-semibold underline">
                  {row.recipient}
                </Link>
              ),
            },
            {
              label: "Channel",
              cell: (row) =>
                row.smsPages
                  ? `${channelLabels[row.channel]} · ${pagesLabel(row.smsPages)}`
                  : channelLabels[row.channel],
            },
            { label: "Kind", cell: (row) => `${row.kind} (${row.language})` },
            {
              label: "Status",
              cell: (row) => (
                <span data-status={row.status}>
                  {statusLabels[row.status]}
                  {row.attempts > 0
                    ? ` · ${row.attempts} attempt${row.attempts > 1 ? "s" : ""}`
                    : ""}
                  {row.late ? (
                    <strong
                      className="ml-1 text-amber-800"
                      data-late
                      title={lateExplanation(lateMinutes)}
                    >
                      · Late
                    </strong>
                  ) : null}
                  {row.lastError ? (
                    <span className="block text-sm text-red-800">{row.lastError}</span>
                  ) : null}
                </span>
              ),
            },
            {
              label: "Queued",
              className: "whitespace-nowrap",
              cell: (row) => <TimeAgo time={row.createdAt} now={now} />,
            },
            {
              label: "Actions",
              hiddenLabel: true,
              className: "text-right",
              cell: (row) =>
                (row.status === "failed" || row.late) && row.retryable ? (
                  <RetryButton id={row.id} recipient={row.recipient} status={status} />
                ) : null,
            },
          ]}
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ className: "align-top", "data-message": row.kind })}
        />
      )}
      <Pagination
        page={page}
        pageCount={hasMore ? page + 1 : page}
        previousHref={previousHref}
        nextHref={nextHref}
      />
      <p className="text-sm text-stone-600">Up to {pageSize} messages per page.</p>
    </section>
  );
}
