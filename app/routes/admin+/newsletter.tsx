import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { requireAdmin } from "~/auth/guards.server";
import { ConfirmPanel } from "./__confirm-panel";
import { Pagination, hrefWith, numberedHrefs, pageParam } from "~/components/ui/pagination";
import { DataTable } from "~/components/ui/table";
import { TimeAgo } from "~/components/ui/time-ago";
import { getDb, readOr } from "~/models/db.server";
import {
  getSubscriber,
  listSubscribers,
  removeSubscriber,
  type SubscriberPage,
} from "~/models/newsletter.server";
import { toasts } from "~/http/toast.server";
import { removeSubscriberSchema } from "~/validation/newsletter";
import { openAdminForm } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";

const MAX_QUERY_LENGTH = 100;

function listHref(q: string, page: number, extra: Record<string, string> = {}) {
  return hrefWith("/admin/newsletter", { q, page, ...extra });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const page = pageParam(params);
  const removeId = params.get("remove");
  const empty: SubscriberPage = { subscribers: [], matching: 0, total: 0, page, pageCount: 1 };
  const [list, removing] = await Promise.all([
    readOr("newsletter subscribers", empty, () => listSubscribers(db, { q, page })),
    removeId ? readOr("newsletter subscriber", undefined, () => getSubscriber(db, removeId)) : null,
  ]);
  return {
    ...list,
    ...numberedHrefs("/admin/newsletter", { q }, list.page, list.pageCount),
    q,
    now: Date.now(),
    subscribers: list.subscribers.map((s) => ({ ...s, subscribedAt: s.subscribedAt.getTime() })),
    removing: removing ? { id: removing.id, email: removing.email } : null,
  };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("subscriber");

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { "remove-subscriber": removeSubscriberSchema });
  if (!form.ok) {
    return data({ error: form.intent ? "Unknown subscriber" : "Unknown action" }, { status: 400 });
  }
  const subscriber = await getSubscriber(form.db, form.value.id);
  const removed = subscriber ? await removeSubscriber(form.db, subscriber.id, form.admin) : false;
  if (!subscriber || !removed) {
    return toasts(form.env).redirectWithError("/admin/newsletter", {
      message: "Update failed",
      description: "This subscriber was already removed.",
    });
  }
  form.announce(["admin"], { type: "subscriber", id: subscriber.id });
  return toasts(form.env).redirectWithSuccess("/admin/newsletter", {
    message: "Subscriber removed",
    description: `${subscriber.email} no longer receives the newsletter.`,
  });
}

export const action = answeringWriteFailures("admin newsletter", act);

export default function AdminNewsletter() {
  // A write that failed (spec §8) is answered on this page.
  const failed = toastOf(useActionData<typeof action>());
  const {
    subscribers,
    matching,
    total,
    page,
    pageCount,
    previousHref,
    nextHref,
    q,
    now,
    removing,
  } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";

  return (
    <section aria-labelledby="subscribers-heading" className="space-y-5">
      <Toaster toast={failed} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="subscribers-heading" className="text-xl font-bold text-brand-900">
            Newsletter subscribers
          </h2>
          <p className="text-stone-700" data-testid="subscriber-count">
            {total === 1 ? "1 subscriber" : `${total} subscribers`}
          </p>
        </div>
        <a
          href="/admin/newsletter.csv"
          download
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Download CSV
        </a>
      </div>

      {removing ? (
        <ConfirmPanel
          id="remove-heading"
          title={`Remove ${removing.email} from the newsletter?`}
          action="/admin/newsletter"
          intent="remove-subscriber"
          itemId={removing.id}
          confirmLabel="Yes, remove"
          cancelHref={listHref(q, page)}
          pending={pending}
        >
          She will no longer receive it. She can subscribe again on the Newsletter page.
        </ConfirmPanel>
      ) : null}

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grow sm:max-w-sm">
          <label htmlFor="subscriber-search" className="block text-sm font-medium text-stone-800">
            Search by email or name
          </label>
          <input
            id="subscriber-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2.5 text-base"
          />
        </div>
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Search
        </button>
        {q ? (
          <Link
            to="/admin/newsletter"
            className="px-2 py-2.5 font-semibold text-brand-800 underline"
          >
            Clear search
          </Link>
        ) : null}
      </Form>

      {q ? (
        <p className="text-sm text-stone-700" aria-live="polite">
          {matching === 1 ? "1 subscriber matches" : `${matching} subscribers match`} “{q}”.
        </p>
      ) : null}

      {subscribers.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {q ? `No subscribers match “${q}”.` : "No subscribers yet."}
        </p>
      ) : (
        <DataTable
          caption={`Newsletter subscribers, newest first${q ? `, matching “${q}”` : ""}`}
          columns={[
            {
              label: "Email",
              className: "whitespace-nowrap",
              cell: (subscriber) => subscriber.email,
            },
            { label: "Name", cell: (subscriber) => subscriber.fullName || "—" },
            {
              label: "Subscribed",
              className: "whitespace-nowrap",
              cell: (subscriber) => <TimeAgo time={subscriber.subscribedAt} now={now} />,
            },
            {
              label: "Actions",
              hiddenLabel: true,
              className: "text-right",
              cell: (subscriber) => (
                <Link
                  to={listHref(q, page, { remove: subscriber.id })}
                  aria-label={`Remove ${subscriber.email}`}
                  className="font-semibold text-red-800 underline"
                >
                  Remove
                </Link>
              ),
            },
          ]}
          rows={subscribers}
          rowKey={(subscriber) => subscriber.id}
        />
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        previousHref={previousHref}
        nextHref={nextHref}
      />
    </section>
  );
}
