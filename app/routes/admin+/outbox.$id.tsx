import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { keepsMessageText } from "~/messages/mail-settings.server";
import { getMessage, MESSAGE_LATE_AFTER_MS } from "~/models/messages.server";
import { formatEventDate } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { smsPagePriceKobo } from "~/messages/sms.server";
import { channelLabels, smsCost } from "./__outbox-panels";
import { heldExplanation, lateExplanation, RetryButton, statusLabels } from "./__outbox-status";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Message",
    description: "One message of the Outbox: an e-mail or an SMS.",
    path: "/admin/outbox",
  });

/** A URL in a message's text: the links she was sent, listed for a developer to follow. */
const LINK = /https?:\/\/[^\s<>"]+/g;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const message = await getMessage(getDb(env), params.id ?? "");
  if (!message) throw new Response("Not found", { status: 404 });
  // Only development shows text: a message may hold a link that signs someone in (ADR 0035).
  const development = keepsMessageText(env);
  const now = Date.now();
  const text = development ? message.bodyText : null;
  return {
    message: {
      id: message.id,
      kind: message.kind,
      channel: message.channel,
      smsPages: message.smsPages,
      recipient: message.recipient,
      language: message.language,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
      providerId: message.providerId,
      createdAt: message.createdAt.getTime(),
      sentAt: message.sentAt?.getTime() ?? null,
      late:
        (message.status === "queued" || message.status === "sending") &&
        message.updatedAt.getTime() < now - MESSAGE_LATE_AFTER_MS,
      retryable: message.payload !== null,
      subject: development ? message.subject : null,
      text,
      links: text ? [...new Set(text.match(LINK) ?? [])] : [],
    },
    development,
    pagePriceKobo: smsPagePriceKobo(env),
    lateMinutes: MESSAGE_LATE_AFTER_MS / 60_000,
  };
}

export default function OutboxMessage() {
  const { message, development, pagePriceKobo, lateMinutes } = useLoaderData<typeof loader>();
  const facts: [string, string][] = [
    ["To", message.recipient],
    ["Channel", channelLabels[message.channel]],
    ...(message.smsPages
      ? [["SMS pages", smsCost(message.smsPages, pagePriceKobo)] as [string, string]]
      : []),
    ["Kind", message.kind],
    ["Language", message.language === "ha" ? "Hausa" : "English"],
    ["Status", `${statusLabels[message.status]}${message.late ? " · Late" : ""}`],
    ["Attempts", String(message.attempts)],
    ["Queued", formatEventDate(message.createdAt)],
    ["Sent", message.sentAt ? formatEventDate(message.sentAt) : "—"],
    ["Provider id", message.providerId ?? "—"],
    ["Last error", message.lastError ?? "—"],
  ];
  return (
    <section aria-labelledby="message-heading" className="space-y-5">
      <p>
        <Link to="/admin/outbox" className="font-semibold text-brand-800 underline">
          ← Outbox
        </Link>
      </p>
      <h2 id="message-heading" className="text-xl font-bold text-brand-900">
        {message.subject ?? `Message to ${message.recipient}`}
      </h2>
      {message.status === "held" ? (
        <p className="rounded-lg bg-stone-100 p-4 text-stone-800" data-testid="held-explanation">
          {heldExplanation}
        </p>
      ) : null}
      {message.late ? (
        <div
          className="flex flex-wrap items-center gap-4 rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
          data-testid="late-explanation"
        >
          <p>{lateExplanation(lateMinutes)}</p>
          {message.retryable ? <RetryButton id={message.id} recipient={message.recipient} /> : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="break-words" data-fact={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {message.text ? (
        <>
          <h3 className="font-bold text-brand-900">What she received (development only)</h3>
          <pre
            data-message-text
            className="overflow-x-auto whitespace-pre-wrap rounded-2xl bg-stone-50 p-4 text-sm ring-1 ring-stone-200"
          >
            {message.text}
          </pre>
          {message.links.length > 0 ? (
            <ul className="space-y-1" aria-label="Links in this message">
              {message.links.map((link) => (
                <li key={link}>
                  <a href={link} className="break-all text-brand-800 underline">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-stone-700">
          {message.status === "held"
            ? "A message held back has no text: nothing was written or sent."
            : development && message.sentAt === null
              ? "The text is shown once the message has been sent."
              : "This site keeps what was sent to whom, never the text: a message may hold a link that signs someone in."}
        </p>
      )}
    </section>
  );
}
