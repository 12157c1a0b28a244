import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  useActionData,
  useLoaderData,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { Pagination, keysetHrefs, keysetParams } from "~/components/ui/pagination";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import {
  MESSAGES_PAGE_SIZE,
  listMessages,
  markMessageRead,
  type MessagesPage,
} from "~/models/contact-messages.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { timeAgo } from "~/utils/dates";
import { messageActionSchema } from "~/validation/admin";
import { openAdminForm, updateFailed } from "~/http/admin-form.server";
import { reloadOn } from "~/realtime/revalidation";
import { FIRST_PAGE } from "~/models/keyset.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Messages",
    description: "Contact messages.",
    path: "/admin/messages",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = keysetParams(new URL(request.url).searchParams);
  const empty: MessagesPage = { messages: [], total: 0, ...FIRST_PAGE };
  const { messages, total, page, previous, next } = await readOr("admin messages", empty, () =>
    listMessages(getDb(context.cloudflare.env), query),
  );
  return {
    messages,
    page,
    pageCount: Math.max(page, Math.ceil(total / MESSAGES_PAGE_SIZE)),
    // Keyset pages (issue #41): the links' addresses carry the message they follow.
    ...keysetHrefs("/admin/messages", {}, { previous, next }),
    now: Date.now(),
  };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("message");

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, { read: messageActionSchema }, { single: "read" });
  if (!form.ok) return updateFailed({ result: form.result }, "Please try again.", 400);
  const { id } = form.value;
  // Spec §8: a failed mark-as-read is only logged; the list shows its state as it is.
  const found = await readOr("mark message read", true, () =>
    markMessageRead(form.db, id, new Date()),
  );
  if (!found) {
    const description = "This message no longer exists.";
    return updateFailed({ result: form.submission.reply() }, description, 404);
  }
  form.announce(["admin"], { type: "message", id });
  const url = new URL(form.request.url);
  return toasts(form.env).redirectWithInfo(
    `${url.pathname}${url.search}#message-${id}`,
    "Message marked as read",
  );
}

export default function AdminMessages() {
  const { messages, page, pageCount, previousHref, nextHref, now } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <Toaster toast={toastOf(actionData)} />
      <h2 id="messages-heading" className="text-xl font-bold text-brand-900">
        Messages
      </h2>
      {messages.length === 0 ? (
        <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">No messages yet.</p>
      ) : (
        <ul className="space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              id={`message-${message.id}`}
              data-message={message.id}
              className={`rounded-2xl p-5 ring-1 ${message.isRead ? "bg-white ring-stone-200" : "bg-brand-50 ring-brand-600"}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold">{message.name}</h3>
                {message.isRead ? null : (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    New
                  </span>
                )}
                <span className="text-sm text-stone-700">{timeAgo(message.submittedAt, now)}</span>
              </div>
              <p className="text-sm text-stone-700">
                <a href={`mailto:${message.email}`} className="text-brand-800 underline">
                  {message.email}
                </a>
                {message.phone ? <> · {message.phone}</> : null}
              </p>
              <p className="mt-2 whitespace-pre-line text-stone-900">{message.message}</p>
              {message.isRead ? null : (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={message.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="read"
                    aria-label={`Mark the message from ${message.name} as read`}
                    className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800"
                  >
                    Mark as read
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
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
