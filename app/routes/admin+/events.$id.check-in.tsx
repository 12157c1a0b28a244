import { checkInEventOr, rosterForSearch } from "./__check-in-event.server";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { isAdmin, requireCheckInStaff } from "~/auth/guards.server";
import { cameraPageHeaders } from "~/http/security-headers.server";
import type { StaffUser } from "~/auth/guards.server";
import { readFormData } from "~/http/form-data.server";
import { checkInBatch } from "~/models/check-in.server";
import { announce } from "~/realtime/publish.server";
import { reloadOn } from "~/realtime/revalidation";
import { formatNodes } from "~/components/ui/format-nodes";
import { doorTexts } from "~/i18n/door";
import { format, useLanguage } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { ticketCodeIn } from "~/utils/ticket-code";
import { pageMeta } from "~/utils/seo";
import { checkInSchema, checkInSearchSchema } from "~/validation/check-in";
import { DeskStatus, useCheckInDesk } from "./__check-in-desk";
import { checkedInLine, reportText, searchLimitedText, type DeskReport } from "./__check-in-texts";
import { langOf } from "~/i18n/shown-in-english";

/**
 * Check-in at the door (issue #29, ADR 0041), for admins and stewards. Without JavaScript: the
 * confirmed attendees with a search and a Check in button each. With it: a ticket code typed
 * or scanned, and the list kept on the phone for when the hall has no signal. In the page's
 * language (issue #38 §7: the door speaks Hausa, for everyone who opens it at `?lang=ha`; the
 * rest of the admin area is English, ADR 0023).
 */

/** The camera for the scanner, on this page only (every other page says `camera=()`). */
export const headers = cameraPageHeaders;

// The texts come with the loader's data, in the page's language only: importing them here would
// put both languages into the desk's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  loaded
    ? pageMeta(matches, {
        title: format(loaded.texts.meta.title, { title: loaded.event.title }),
        description: loaded.texts.meta.description,
        path: "/admin/events",
      })
    : [];

/** The event, its title in the page's language. */
const eventFor = (request: Request, context: LoaderFunctionArgs["context"], id?: string) =>
  checkInEventOr(
    context,
    id,
    () => new Response("Not Found", { status: 404 }),
    pageLanguageOf(request),
  );

/** Her name on the page: what "Checked in at 10:02 by …" says on this phone's check-ins. */
function staffName(staff: StaffUser) {
  return staff.fullName || staff.email;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireCheckInStaff(request, context);
  const { db, event } = await eventFor(request, context, params.id);
  const texts = doorTexts[pageLanguageOf(request)];
  const url = new URL(request.url);
  const parsed = checkInSearchSchema.safeParse({ q: url.searchParams.get("q") ?? undefined });
  const search = parsed.success ? parsed.data.q : "";
  const { limited, ...roster } = await rosterForSearch(context, db, {
    eventId: event.id,
    staffId: staff.userId,
    search,
  });
  // A refused search answers 429 with the whole page: the list below it still checks people in.
  return data(
    {
      texts,
      event: { ...event, eventDate: event.eventDate.getTime() },
      search,
      searchLimited: limited ? searchLimitedText(limited.waitMs, texts) : null,
      ...roster,
      staffName: staffName(staff),
      admin: isAdmin(staff),
    },
    { status: limited ? 429 : 200 },
  );
}

/** Another phone's check-ins reach this list too (the admin channel's RSVP changes). */
export const shouldRevalidate = reloadOn("rsvp");

/** The list's Check in button, without JavaScript: one place, this session as its device. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireCheckInStaff(request, context);
  const { db, event } = await eventFor(request, context, params.id);
  const submission = parseWithZod(await readFormData(request), { schema: checkInSchema });
  if (submission.status !== "success") {
    return data({ report: { outcome: "not-found" } as DeskReport }, { status: 400 });
  }
  const [report] = await checkInBatch(db, {
    eventId: event.id,
    staffId: staff.userId,
    device: `session-${staff.sessionId.slice(0, 16)}`,
    checkIns: [{ rsvpId: submission.value.rsvpId, at: new Date() }],
  });
  if (!report) throw new Error("checkInBatch answered nothing");
  if (report.outcome === "checked-in") {
    announce(context, ["admin"], { type: "rsvp", id: event.id }, request);
  }
  const status = { "checked-in": 200, already: 200, "not-found": 404 }[report.outcome as string];
  return data({ report: report as DeskReport }, { status: status ?? 409 });
}

export default function CheckIn() {
  const {
    texts: t,
    event,
    search,
    searchLimited,
    counts,
    attendees,
    more,
    staffName,
    admin,
  } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const actionData = useActionData<typeof action>();
  const desk = useCheckInDesk(event.id, staffName, t);
  // With JavaScript the phone's list is the live one (it also holds what waits to be sent).
  const live = new Map((desk?.tickets ?? []).map((ticket) => [ticket.rsvpId, ticket]));
  const confirmed = desk?.tickets?.filter((ticket) => ticket.status === "confirmed");
  const checkedIn = confirmed
    ? confirmed.filter((ticket) => ticket.checkedInAt !== null).length
    : counts.checkedIn;
  const expected = confirmed ? confirmed.length : counts.expected;
  const answer = actionData?.report ? reportText(actionData.report, t) : null;
  // A search on the phone's list (with JavaScript) shows its matches in the list's place.
  const shown = desk?.matches?.map((ticket) => ({ ...ticket, id: ticket.rsvpId })) ?? attendees;
  return (
    <div className="space-y-6">
      {admin ? (
        <Link
          to={`/admin/events/${event.id}`}
          className="text-sm font-medium text-brand-700 underline"
        >
          ← {event.title}
        </Link>
      ) : null}
      <div>
        <h2 className="text-2xl font-bold text-brand-900">
          {formatNodes(t.heading, {
            title: <span lang={langOf(event, "title")}>{event.title}</span>,
          })}
        </h2>
        <p className="text-stone-700">
          {formatEventDateIn(event.eventDate, language)} · {event.location}
        </p>
      </div>
      <p className="text-xl" data-testid="check-in-count">
        {formatNodes(t.count, {
          checkedIn: <strong>{checkedIn}</strong>,
          expected: <strong>{expected}</strong>,
        })}
      </p>
      {answer ? (
        <div
          role="status"
          data-testid="check-in-answer"
          className={`rounded-2xl p-4 ${answer.refused ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
        >
          {answer.name ? <p className="text-3xl font-extrabold">{answer.name}</p> : null}
          <p className="text-lg font-semibold">{answer.message}</p>
        </div>
      ) : null}
      {desk ? <DeskStatus desk={desk} t={t} /> : null}
      <section aria-labelledby="attendees-heading" className="space-y-3">
        <h3 id="attendees-heading" className="text-lg font-bold text-brand-900">
          {t.attendees}
        </h3>
        <Form
          method="get"
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(formEvent) => {
            // With JavaScript the search is the phone's list (offline too); a ticket code checks
            // her in, as the scanner does. Without it, the server's list.
            if (!desk) return;
            formEvent.preventDefault();
            const box = formEvent.currentTarget.elements.namedItem("q") as HTMLInputElement;
            const text = box.value;
            if (ticketCodeIn(text)) box.value = "";
            desk.enter(text);
          }}
        >
          {/* A search without JavaScript is a new address: it keeps the page's language. */}
          {language === "en" ? null : <input type="hidden" name="lang" value={language} />}
          <label className="block grow">
            <span className="block text-sm font-semibold">{t.search.label}</span>
            <input
              type="search"
              name="q"
              defaultValue={search}
              maxLength={200}
              className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2"
            />
          </label>
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800"
          >
            {t.search.submit}
          </button>
        </Form>
        {searchLimited ? (
          <p
            role="alert"
            data-testid="search-limited"
            className="rounded-2xl bg-amber-50 p-4 font-semibold text-amber-900"
          >
            {searchLimited}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <p>{(search && !searchLimited) || desk?.matches ? t.noMatch : t.nobody}</p>
        ) : (
          <ul
            aria-label={desk?.matches ? t.matching : undefined}
            className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200"
          >
            {shown.map((attendee) => {
              const now = live.get(attendee.id) ?? attendee;
              return (
                <li
                  key={attendee.id}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div>
                    <p className="font-semibold">{attendee.fullName}</p>
                    <p className="text-sm text-stone-700">
                      {formatNodes(t.ticket, {
                        code: (
                          <span className="font-mono whitespace-nowrap">…{attendee.codeEnd}</span>
                        ),
                      })}
                    </p>
                  </div>
                  {now.checkedInAt !== null ? (
                    <p className="font-semibold text-green-800">{checkedInLine(now, t)}</p>
                  ) : (
                    <Form
                      method="post"
                      onSubmit={(formEvent) => {
                        // With JavaScript the check-in goes through the phone's queue (offline
                        // too); someone the phone's list does not hold yet goes to the server.
                        if (desk?.checkIn(attendee.id)) formEvent.preventDefault();
                      }}
                    >
                      <input type="hidden" name="rsvpId" value={attendee.id} />
                      <button
                        type="submit"
                        aria-label={format(t.checkInName, { name: attendee.fullName })}
                        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                      >
                        {t.checkIn}
                      </button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {more && !desk?.matches ? <p>{t.more}</p> : null}
      </section>
    </div>
  );
}
