import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useLoaderData,
} from "react-router";
import { cardClassName } from "~/components/ui/card";
import { QrCodeSvg } from "~/components/ui/qr-code";
import { ErrorScreen, StatusScreen } from "~/components/ui/status-screen";
import { enforceRateLimits } from "~/http/abuse.server";
import { openPublicForm } from "~/http/public-form.server";
import { toasts } from "~/http/toast.server";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { rsvpTicketTexts } from "~/i18n/rsvp-ticket";
import { offerDeadlineIn, tellOffers } from "~/messages/event-notices.server";
import { getDb } from "~/models/db.server";
import {
  cancelByCode,
  confirmOfferByCode,
  readTicket,
  RSVP_CODE_PATTERN,
} from "~/models/event-rsvps.server";
import { bearerPageHeaders, unavailableOnFailure } from "~/http/private-page.server";
import { announce } from "~/realtime/publish.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { qrCode } from "~/utils/qr-code.server";
import { metaLanguage } from "~/utils/seo";
import { rsvpManageSchema } from "~/validation/rsvp";
import { langOf } from "~/i18n/shown-in-english";

/**
 * Her private manage link and ticket (issue #29, ADR 0040): public, both languages, no
 * JavaScript, printable. The code in the URL is a bearer secret: no cache keeps the page, no
 * search engine lists it, no link to another site sends it on ("same-origin", not
 * "no-referrer": with that, the browser sends her own buttons' posts with `Origin: null`, which
 * the Worker refuses as from another site).
 */
const PRIVATE_HEADERS = bearerPageHeaders("same-origin");

export const headers: HeadersFunction = () => PRIVATE_HEADERS;

export const meta: MetaFunction = ({ matches }) => [
  { title: `${rsvpTicketTexts[metaLanguage(matches)].title} | ZAMWE` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];

/**
 * "Not found" for a code nobody has: a malformed or guessed code costs its sender one of the
 * client's requests a minute (then the 429 page); a real one costs nothing.
 */
async function notFound(request: Request, context: AppLoadContext): Promise<never> {
  await enforceRateLimits(request, context, "rsvp-code");
  const t = rsvpTicketTexts[pageLanguageOf(request)].notFound;
  throw new Response(t.message, { status: 404, headers: PRIVATE_HEADERS });
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const code = params.code ?? "";
  if (!RSVP_CODE_PATTERN.test(code)) return notFound(request, context);
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const now = new Date();
  // Reads only (issue #50): an offer that ran out reads as such; the hourly job moves it on.
  const ticket = await unavailableOnFailure("rsvp ticket", PRIVATE_HEADERS, () =>
    readTicket(getDb(env), code, now, language),
  );
  if (!ticket) return notFound(request, context);
  return data(
    {
      code: ticket.code,
      status: ticket.status,
      fullName: ticket.fullName,
      position: ticket.position,
      offerExpired: ticket.offerExpired,
      deadline: offerDeadlineIn(ticket.offerExpiresAt, language),
      checkedInAt: ticket.checkedInAt ? formatEventDateIn(ticket.checkedInAt, language) : null,
      past: ticket.event.eventDate.getTime() < now.getTime(),
      event: {
        id: ticket.event.id,
        title: ticket.event.title,
        inEnglish: ticket.event.inEnglish,
        location: ticket.event.location,
        when: formatEventDateIn(ticket.event.eventDate, language),
      },
      qr: ticket.status === "confirmed" ? qrCode(ticket.code) : null,
      // "Cancel my place" asks once more, on this page, without JavaScript too (issue #38).
      askingToCancel: new URL(request.url).searchParams.get("cancel") === "ask",
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const code = params.code ?? "";
  if (!RSVP_CODE_PATTERN.test(code)) return notFound(request, context);
  const env = context.cloudflare.env;
  const t = rsvpTicketTexts[pageLanguageOf(request)];
  const opened = await openPublicForm(request, context, {
    form: "rsvp-manage",
    schema: rsvpManageSchema,
    onBot: "no-honeypot",
  });
  const page = localeRedirectPath(request, `/rsvp/${code}`);
  if (!opened.ok) return toasts(env).redirectWithError(page, t.toasts.notPossible);
  const now = new Date();
  const db = getDb(env);
  const intent = opened.value.intent;
  const answer = await unavailableOnFailure("rsvp manage", PRIVATE_HEADERS, () =>
    intent === "cancel" ? cancelByCode(db, code, now) : confirmOfferByCode(db, code, now),
  );
  await tellOffers(env, new URL(request.url).origin, answer.offers, now);
  if (answer.outcome === "not-possible") {
    // A code nobody has is "not found" (and counted); hers changed meanwhile: her page says how.
    // A look only: the waitlist was just refreshed by her button's own batch.
    const exists = await unavailableOnFailure("rsvp ticket", PRIVATE_HEADERS, () =>
      readTicket(db, code, now, "en"),
    );
    if (!exists) return notFound(request, context);
    return toasts(env).redirectWithError(page, {
      message: t.toasts.notPossible,
      description: t.toasts.notPossibleDescription,
    });
  }
  announce(context, ["admin", "events"], { type: "rsvp", id: answer.eventId }, request);
  return toasts(env).redirectWithSuccess(
    page,
    intent === "cancel" ? t.toasts.cancelled : t.toasts.confirmed,
  );
}

export default function RsvpTicket() {
  const ticket = useLoaderData<typeof loader>();
  const t = useTexts(rsvpTicketTexts);
  const href = useLocalePath();
  const { event } = ticket;
  const live = !ticket.past && ticket.status !== "cancelled";
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <p className="text-sm font-medium text-stone-700">{t.title}</p>
      <h1 className="text-3xl font-extrabold text-brand-900" lang={langOf(event, "title")}>
        {event.title}
      </h1>
      <section aria-label={t.ticketLabel} className={cardClassName("lg", "mt-6 space-y-4")}>
        <Status ticket={ticket} />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-stone-600">{t.name}</dt>
          <dd className="font-semibold">{ticket.fullName}</dd>
          <dt className="text-stone-600">{t.when}</dt>
          <dd className="font-semibold">{event.when}</dd>
          <dt className="text-stone-600">{t.place}</dt>
          <dd className="font-semibold">{event.location}</dd>
          {ticket.qr ? (
            <>
              <dt className="text-stone-600">{t.ticketCode}</dt>
              <dd className="break-all font-mono text-sm">{ticket.code}</dd>
            </>
          ) : null}
        </dl>
        {ticket.qr ? (
          <div className="flex flex-col items-center gap-2">
            <QrCodeSvg qr={ticket.qr} label={t.qrLabel} width={224} className="rounded bg-white" />
            <p className="text-center text-sm text-stone-700">{t.showAtDoor}</p>
            <a
              href={href(`/rsvp/${ticket.code}/calendar.ics`)}
              className="font-semibold text-brand-800 underline print:hidden"
            >
              {t.addToCalendar}
            </a>
          </div>
        ) : null}
      </section>
      {live && ticket.status === "offered" ? (
        <Form method="post" className="mt-6 print:hidden">
          <button
            type="submit"
            name="intent"
            value="confirm"
            className="w-full rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t.offered.button}
          </button>
        </Form>
      ) : null}
      {live ? <CancelOrLeave ticket={ticket} /> : null}
      <p className="mt-6 text-sm text-stone-700 print:hidden">{t.keepLink}</p>
    </div>
  );
}

function Status({ ticket }: { ticket: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const t = useTexts(rsvpTicketTexts);
  const href = useLocalePath();
  if (ticket.past && ticket.status !== "confirmed") return <p role="status">{t.past}</p>;
  switch (ticket.status) {
    case "confirmed":
      return (
        <div role="status">
          <h2 className="text-xl font-bold text-brand-900">{t.confirmed.heading}</h2>
          {ticket.checkedInAt ? (
            <p className="text-stone-800">{format(t.checkedIn, { time: ticket.checkedInAt })}</p>
          ) : null}
        </div>
      );
    case "waitlisted":
      return (
        <div role="status">
          <h2 className="text-xl font-bold text-brand-900">{t.waitlisted.heading}</h2>
          <p className="text-lg font-semibold text-stone-900">
            {format(t.waitlisted.position, { position: ticket.position })}
          </p>
          <p className="text-stone-700">{t.waitlisted.how}</p>
        </div>
      );
    case "offered":
      return (
        <div role="status">
          <h2 className="text-xl font-bold text-brand-900">{t.offered.heading}</h2>
          <p className="text-stone-800">
            {format(t.offered.deadline, { deadline: ticket.deadline })}
          </p>
        </div>
      );
    case "cancelled":
      return (
        <div role="status">
          <h2 className="text-xl font-bold text-red-800">{t.cancelled.heading}</h2>
          {ticket.offerExpired ? <p className="text-stone-800">{t.cancelled.expired}</p> : null}
          {ticket.past ? null : (
            <Link
              to={href(`/events/${ticket.event.id}/rsvp`)}
              className="font-semibold text-brand-800 underline"
            >
              {t.cancelled.again}
            </Link>
          )}
        </div>
      );
  }
}

export function ErrorBoundary() {
  const t = useTexts(rsvpTicketTexts);
  return (
    <ErrorScreen
      notFound={
        <StatusScreen
          code="404"
          title={t.notFound.title}
          message={`${t.notFound.message} ${t.notFound.hint}`}
          link={{ to: "/events", label: t.notFound.link }}
        />
      }
    />
  );
}

const cancelButtonClass =
  "block w-full rounded-md border-2 border-red-800 px-5 py-3 text-center font-semibold text-red-800 hover:bg-red-50";

/**
 * "Cancel my place" (a place, or a place offered) or "Leave the waitlist" (issue #38: she has
 * no place yet): a link that asks once more on this page, then the button that does it.
 */
function CancelOrLeave({
  ticket,
}: {
  ticket: { code: string; status: string; askingToCancel: boolean };
}) {
  const t = useTexts(rsvpTicketTexts);
  const href = useLocalePath();
  const { code } = ticket;
  const texts =
    ticket.status === "waitlisted"
      ? {
          lead: t.leave.lead,
          button: t.leave.button,
          ask: t.leave.ask,
          yes: t.leave.yes,
          keep: t.leave.keep,
        }
      : {
          lead: t.cancel.lead,
          button: t.cancel.button,
          ask: t.cancel.ask,
          yes: t.cancel.yes,
          keep: t.cancel.keep,
        };
  const page = href(`/rsvp/${code}`);
  if (!ticket.askingToCancel) {
    return (
      <div className="mt-6 space-y-2 print:hidden">
        <p className="text-sm text-stone-700">{texts.lead}</p>
        <Link to={href(`/rsvp/${code}?cancel=ask`)} className={cancelButtonClass}>
          {texts.button}
        </Link>
      </div>
    );
  }
  return (
    <Form
      method="post"
      action={page}
      role="alert"
      className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 print:hidden"
    >
      <p className="font-semibold text-red-900">{texts.ask}</p>
      <button type="submit" name="intent" value="cancel" className={cancelButtonClass}>
        {texts.yes}
      </button>
      <Link to={page} className="block text-center font-semibold text-brand-800 underline">
        {texts.keep}
      </Link>
    </Form>
  );
}
