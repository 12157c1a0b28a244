import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunction,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { openAdminForm, refuseField, updateFailed } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { cardClassName } from "~/components/ui/card";
import { DataTable } from "~/components/ui/table";
import {
  audienceClock,
  countTexts,
  exampleSmsLinks,
  previewAnnouncement,
  versionFor,
  queueAnnouncement,
} from "~/messages/announcements.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { announcementSms, smsPagePriceKobo } from "~/messages/sms.server";
import { smsSize } from "~/messages/sms-pages";
import { smsOn } from "~/models/sms.server";
import {
  countAudience,
  eventTitlesOf,
  listAnnouncements,
  recordAnnouncement,
  type AnnouncementTexts,
} from "~/models/announcements.server";
import { getDb, readOr } from "~/models/db.server";
import { listAllEvents } from "~/models/events.server";
import { reloadOn } from "~/realtime/revalidation";
import { formatEventDate, watDateTime } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import { announcementSchema } from "~/validation/announcement";
import { AnnouncementForm, segmentLabels, type AnnouncementPreview } from "./__announcement-form";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Announcements",
    description: "Send an announcement by e-mail.",
    path: "/admin/announcements",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const [events, past] = await Promise.all([
    readOr("announcement events", [], () => listAllEvents(db)),
    readOr("announcements", [], () => listAnnouncements(db)),
  ]);
  return {
    // Issued with the page: the same form sent twice is one announcement.
    formKey: crypto.randomUUID(),
    mailOn: mailSettings(env).on,
    smsOn: smsOn(env),
    events: events.map((event) => ({
      id: event.id,
      title: event.title,
      when: formatEventDate(event.eventDate),
      rsvpCount: event.rsvpCount,
    })),
    past: past.map((row) => ({ ...row, createdAt: watDateTime(row.createdAt) })),
  };
}

/**
 * A preview keeps the page as it is (a new form key would start a new form); a send reloads it,
 * with a new key and the announcement in the list. Realtime messages change nothing here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formData?.get("intent") === "preview" ? false : reloadOn()(args);

async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, {
    preview: announcementSchema,
    send: announcementSchema,
  });
  if (!form.ok) return data({ intent: form.intent, result: form.result, preview: null }, 400);
  const { value, env, db } = form;
  const eventId = value.segment === "event" ? (value.eventId ?? null) : null;
  const event = eventId ? await eventTitlesOf(db, eventId) : null;
  if (eventId && !event) {
    return refuseField(form, { eventId: ["This event no longer exists."] }, 400);
  }
  const audience = { segment: value.segment, eventId };
  const now = new Date();
  const clock = audienceClock(env, now);
  const mailOn = mailSettings(env).on;
  const textsOn = smsOn(env);
  const count = mailOn ? await countAudience(db, audience, clock) : 0;
  const bySms = Boolean(value.bySms) && textsOn;
  const textCount = bySms ? await countTexts(env, audience, now) : 0;
  const texts = {
    subjectEn: value.subjectEn || null,
    bodyEn: value.bodyEn || null,
    subjectHa: value.subjectHa || null,
    bodyHa: value.bodyHa || null,
  };
  const origin = new URL(form.request.url).origin;

  if (form.intent === "preview") {
    const versions = previewAnnouncement(
      env,
      {
        ...texts,
        segment: value.segment,
        eventTitle: event?.title ?? null,
        eventTitleHa: event?.titleHa ?? null,
      },
      origin,
    ).map(({ language, mail }) => ({
      language,
      subject: mail.subject,
      // The body of the mail's document, to show inside this page.
      html: mail.html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<\/body>[\s\S]*$/, ""),
    }));
    const preview: AnnouncementPreview = {
      count,
      versions,
      texts: bySms ? textPreview(env, texts, textCount, origin) : null,
    };
    return data({ intent: form.intent, result: form.submission.reply(), preview });
  }

  const answer = { intent: form.intent, result: form.submission.reply(), preview: null };
  if (!mailOn && !bySms) {
    return updateFailed(answer, "E-mail is off for this deployment: nothing can be sent.", 503);
  }
  if (count + textCount === 0) {
    return refuseField(
      form,
      { segment: ["No one is in this group: there is nobody to send it to."] },
      400,
    );
  }
  const id = value.key;
  await recordAnnouncement(db, {
    id,
    ...texts,
    ...audience,
    recipientCount: count,
    bySms,
    actor: { userId: form.admin.userId, email: form.admin.email },
    now,
  });
  // Queued again when this form was recorded before (a second press after a refused queue): the
  // fan-out writes each recipient's message once, however often it runs.
  if (!(await queueAnnouncement(env, id, origin))) {
    const description = "The announcement could not be queued. Please press Send again.";
    return updateFailed(answer, description, 503);
  }
  return toasts(env).redirectWithSuccess("/admin/announcements", {
    message: "Announcement sent",
    description:
      `It is on its way to ${people(count)}` +
      (bySms ? `, and by SMS to ${people(textCount)}.` : "."),
  });
}

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/**
 * The announcement's text as it is sent (issue #40), in each language it is written in, with
 * example links as long as the real ones, and what the texts are reckoned to cost.
 */
function textPreview(
  env: Env,
  texts: AnnouncementTexts,
  count: number,
  origin: string,
): NonNullable<AnnouncementPreview["texts"]> {
  const versions = (["en", "ha"] as const).flatMap((language) => {
    const version = versionFor(texts, language);
    if (!version || version.language !== language) return [];
    const text = announcementSms(language, {
      subject: version.subject,
      links: exampleSmsLinks(origin, language),
    });
    return [{ language, text, pages: smsSize(text).pages }];
  });
  const pages = Math.max(0, ...versions.map((version) => version.pages));
  return { count, versions, pagePriceKobo: smsPagePriceKobo(env), pages };
}

export const action = answeringWriteFailures("admin announcements", act);

export default function AdminAnnouncements() {
  const { formKey, mailOn, smsOn: textsOn, events, past } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
      <Toaster toast={toastOf(actionData)} />
      <section aria-labelledby="new-announcement-heading" className={cardClassName("md", "h-fit")}>
        <h2 id="new-announcement-heading" className="text-xl font-bold text-brand-900">
          New announcement
        </h2>
        {mailOn ? null : (
          <p role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            E-mail is off for this deployment: you can write and preview, but nothing is sent.
          </p>
        )}
        <AnnouncementForm
          formKey={formKey}
          events={events}
          lastResult={actionData?.result}
          preview={preview}
          mailOn={mailOn}
          smsOn={textsOn}
        />
      </section>
      <section aria-labelledby="past-announcements-heading" className="space-y-3">
        <h2 id="past-announcements-heading" className="text-xl font-bold text-brand-900">
          Sent announcements
        </h2>
        {past.length === 0 ? (
          <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">
            No announcements yet.
          </p>
        ) : (
          <DataTable
            caption="Sent announcements, newest first, with what became of their messages"
            columns={[
              { label: "Sent (WAT)", className: "whitespace-nowrap", cell: (row) => row.createdAt },
              {
                label: "Subject",
                cell: (row) => row.subjectEn ?? row.subjectHa,
              },
              {
                label: "To",
                cell: (row) =>
                  row.segment === "event" && row.eventTitle
                    ? `RSVPs of ${row.eventTitle}`
                    : segmentLabels[row.segment],
              },
              { label: "Recipients", cell: (row) => row.recipientCount },
              { label: "Queued", cell: (row) => row.queued },
              { label: "Sent", cell: (row) => row.sent },
              { label: "Failed", cell: (row) => row.failed },
              { label: "Suppressed", cell: (row) => row.suppressed },
              { label: "Texts", cell: (row) => (row.bySms ? row.texts : "—") },
            ]}
            rows={past}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ "data-announcement": row.id }) as Record<string, string>}
          />
        )}
      </section>
    </div>
  );
}
