import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "react-router";
import { RsvpForm } from "./__rsvp-form";
import { getUser } from "~/auth/guards.server";
import { Card } from "~/components/ui/card";
import { REFUSED_STATUSES, RefusedScreen, StatusScreen } from "~/components/ui/status-screen";
import { Toaster, toastOf, type Toast } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { getEvent } from "~/models/events.server";
import { createRsvp, type RsvpOutcome } from "~/models/event-rsvps.server";
import { resendPlaceLink, sendRsvpLink, tellOffers } from "~/messages/event-notices.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { sendingLimitReached } from "~/messages/send.server";
import { sendingLimitTexts } from "~/i18n/sending-limit";
import { getAssociation } from "~/config/association";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import type { ShellTexts } from "~/i18n/localised";
import { toasts, withToast } from "~/http/toast.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { eventsTexts } from "~/i18n/events";
import { format, useLocalePath, useShellTexts, type Language } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { rsvpSchema } from "~/validation/rsvp";
import { openPublicForm } from "~/http/public-form.server";
import { loggableError } from "~/models/loggable-error.server";
import { langOf } from "~/i18n/shown-in-english";
import { formatNodes } from "~/components/ui/format-nodes";

export const handle: RouteHandle = { hydrate: true };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const id = params.id ?? "";
  const env = context.cloudflare.env;
  const event =
    id.length <= 64
      ? await readOr("event", undefined, () => getEvent(getDb(env), id, language))
      : undefined;
  // The error screen has no loader data: the 404 carries its texts, in the page's language.
  if (!event) throw Response.json({ notFound: eventsTexts[language].notFound }, { status: 404 });
  const now = Date.now();
  return {
    // The page's texts in its language only: the page's JavaScript carries neither language.
    texts: eventsTexts[language],
    event: {
      ...event,
      when: formatEventDateIn(event.eventDate, language),
      past: event.eventDate.getTime() < now,
      full: event.maxAttendees !== null && event.rsvpCount >= event.maxAttendees,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  data
    ? pageMeta(matches, {
        title: format(data.texts.rsvp.title, { title: data.event.title }),
        description: `${data.event.title} — ${data.event.when}, ${data.event.location}.`,
        path: `/events/${params.id}/rsvp`,
      })
    : // No loader data on the 404: the shell's (root loader's) "not found", in the page's
      // language — importing the namespace here would put both languages into the JavaScript.
      [
        {
          title: `${shellTextsOf(matches)?.errors.notFound.pageTitle ?? "Page not found"} | ZAMWE`,
        },
      ];

function shellTextsOf(matches: { id: string; data: unknown }[]) {
  return (matches.find((m) => m.id === "root")?.data as { texts?: ShellTexts } | undefined)?.texts;
}

// "Full" is the same for those on the list and not (ADR 0012). A repeated RSVP is confirmed (her
// place stands) on the list, never on her private page: ADR 0040, issue #37.
function refusal(
  outcome: Exclude<RsvpOutcome["outcome"], "confirmed" | "waitlisted" | "duplicate">,
  language: Language,
): Toast {
  const t = eventsTexts[language];
  switch (outcome) {
    case "full":
      return { type: "error", message: t.toasts.full, description: t.toasts.fullDescription };
    case "past":
      return { type: "error", message: t.toasts.past };
    case "not-found":
      return { type: "error", message: t.toasts.notFound };
  }
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = eventsTexts[language];
  const confirmed = {
    message: t.toasts.confirmed,
    description: t.toasts.confirmedDescription,
  };
  const events = localeRedirectPath(request, "/events");
  const opened = await openPublicForm(request, context, {
    form: "rsvp",
    schema: rsvpSchema,
    target: "email",
    onBot: () => toasts(env).redirectWithSuccess(events, confirmed),
  });
  if (!opened.ok) return opened.reply;
  let answer: RsvpOutcome;
  let userId: string | null = null;
  const { waitlist, ...input } = opened.value;
  try {
    userId = (await getUser(request, context))?.userId ?? null;
    answer = await createRsvp(
      getDb(env),
      params.id ?? "",
      { ...input, waitlist: waitlist === "yes" },
      { now: new Date(), language, userId },
    );
  } catch (error) {
    console.error("[rsvp] could not record the RSVP:", loggableError(error));
    return withToast(
      { result: opened.submission.reply() },
      { type: "error", message: t.toasts.failed, description: t.toasts.failedDescription },
      { status: 503 },
    );
  }
  const origin = new URL(request.url).origin;
  await tellOffers(env, origin, answer.offers);
  // Her place's link is her ticket and its Cancel button, and anyone may type any address
  // (issue #37): where e-mail is on it goes to the address only, for a new answer and a repeat
  // alike (so the page answers both the same); where it is off, only the first answer of an
  // address is shown it.
  const mailOn = mailSettings(env).on;
  // Asked before the message: the site's day was full when she answered (issue #50). Her place
  // is kept either way; the toast says her link waits, in the same words for every address.
  const limited = mailOn && (await sendingLimitReached(env));
  const linkDescription = limited
    ? format(sendingLimitTexts[language].body, { phone: getAssociation(env).phone })
    : t.toasts.linkSentDescription;
  const linkSent = { ...confirmed, description: linkDescription };
  if (answer.outcome === "duplicate") {
    if (mailOn && answer.place) await resendPlaceLink(env, origin, answer.place);
    return toasts(env).redirectWithSuccess(
      events,
      mailOn ? linkSent : { ...confirmed, description: t.toasts.alreadyNoMailDescription },
    );
  }
  if (answer.outcome !== "confirmed" && answer.outcome !== "waitlisted") {
    return withToast({ result: opened.submission.reply() }, refusal(answer.outcome, language), {
      status: 409,
    });
  }
  const { outcome: status, id, code, position } = answer;
  await sendRsvpLink(env, origin, {
    id,
    eventId: params.id ?? "",
    ...input,
    language,
    userId,
    code,
    status,
    position,
  });
  // The places left change on /events as well as the admin's RSVP lists.
  announce(context, ["admin", "events"], { type: "rsvp", id: params.id ?? "" }, request);
  if (mailOn) {
    return toasts(env).redirectWithSuccess(
      events,
      status === "confirmed"
        ? linkSent
        : { message: t.toasts.waitlisted, description: linkDescription },
    );
  }
  // Without e-mail the confirmation is her private page: her ticket, or her place in line.
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, `/rsvp/${code}`),
    status === "confirmed" ? confirmed : { message: t.toasts.waitlisted },
  );
}

export default function RsvpPage() {
  const { event, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Toaster toast={toastOf(actionData)} />
      <Link to={href("/events")} className="text-sm font-medium text-brand-700 underline">
        {t.rsvp.allEvents}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">
        {formatNodes(t.rsvp.title, {
          title: <span lang={langOf(event, "title")}>{event.title}</span>,
        })}
      </h1>
      <p className="mt-2 text-stone-700">{event.when}</p>
      <p className="text-stone-700">{event.location}</p>
      <Card className="mt-8">
        {event.past ? (
          <p className="text-stone-800">{t.rsvp.past}</p>
        ) : (
          <>
            {event.full ? (
              <>
                <p className="font-semibold text-stone-800">{t.fullyBooked}</p>
                <p className="mb-4 mt-1 text-stone-700">{t.rsvp.waitlistLead}</p>
              </>
            ) : null}
            <RsvpForm
              eventId={event.id}
              lastResult={navigation.state === "idle" ? actionData?.result : undefined}
              pending={navigation.state === "submitting"}
              texts={t}
              waitlist={event.full}
            />
          </>
        )}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useShellTexts().errors;
  // A refused post (not a form, too many requests) is not a missing event.
  if (isRouteErrorResponse(error) && REFUSED_STATUSES.includes(error.status)) {
    return <RefusedScreen status={error.status} reason={error.data} />;
  }
  const t = isRouteErrorResponse(error)
    ? (error.data as Partial<Pick<(typeof eventsTexts)["en"], "notFound">> | null)
    : null;
  // Only the loader's 404 says which page it is about; anything else is the generic screen.
  if (!t?.notFound) {
    return <StatusScreen title={shell.unexpected.title} message={shell.unexpected.message} />;
  }
  return (
    <StatusScreen
      title={t.notFound.title}
      message={t.notFound.message}
      link={{ to: "/events", label: t.notFound.link }}
    />
  );
}
