import { getAssociation } from "~/config/association";
import { associationIn, type Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { getDb } from "~/models/db.server";
import {
  audiencePage,
  getAnnouncement,
  type AnnouncementTexts,
  type AudienceClock,
  type StoredAnnouncement,
} from "~/models/announcements.server";
import type { AnnouncementPayload } from "~/messages/announcement-mail.server";
import { renderMail, type RenderedMail } from "~/messages/content.server";
import {
  sendMessages,
  type AnnouncementJob,
  type MailQueueBody,
  type SendEnv,
} from "~/messages/send.server";
import { templates } from "~/messages/templates.server";
import { membershipTerms, watDayOf } from "~/models/membership/period-rules";
import { loggableError } from "~/models/loggable-error.server";

/**
 * An announcement's fan-out (ADR 0037). The admin's "send" records the announcement and queues
 * ONE job; the queue consumer writes the messages of one page of recipients at a time and queues
 * the next page, so no request and no consumer run grows with the number of recipients. Every
 * message's key is `announcement:<id>:<lower-cased address>`: a page done twice (a redelivered
 * job, a double "send") writes nothing twice.
 */
export const ANNOUNCEMENT_PAGE_SIZE = 500;

type FanOutEnv = SendEnv & Pick<Env, "MEMBERSHIP_PERIOD_MONTHS" | "MEMBERSHIP_GRACE_DAYS">;

export const audienceClock = (env: FanOutEnv, now: Date): AudienceClock => ({
  today: watDayOf(now),
  terms: membershipTerms(env),
});

/** The announcement's first job on the mail queue; false when the queue refused it. */
export async function queueAnnouncement(env: SendEnv, announcementId: string, origin: string) {
  try {
    await env.MAIL_QUEUE!.send({
      announcementId,
      cursor: null,
      origin,
    } satisfies MailQueueBody);
    return true;
  } catch (error) {
    console.error("[mail] the queue refused an announcement:", loggableError(error));
    return false;
  }
}

/** The version a reader of `language` gets: hers when the admin wrote it, else the other. */
export function versionFor(texts: AnnouncementTexts, language: Language) {
  const hausa =
    texts.subjectHa && texts.bodyHa ? { subject: texts.subjectHa, body: texts.bodyHa } : null;
  const english =
    texts.subjectEn && texts.bodyEn ? { subject: texts.subjectEn, body: texts.bodyEn } : null;
  if (language === "ha" && hausa) return { language: "ha" as const, ...hausa };
  if (english) return { language: "en" as const, ...english };
  return hausa ? { language: "ha" as const, ...hausa } : null;
}

/** Why the reader gets it, in the version's language. */
function whyOf(
  announcement: Pick<StoredAnnouncement, "segment" | "eventTitle" | "eventTitleHa">,
  language: Language,
): AnnouncementPayload["why"] {
  if (announcement.segment === "newsletter") return { to: "newsletter" };
  if (announcement.segment !== "event") return { to: "member" };
  const title = language === "ha" ? announcement.eventTitleHa : null;
  return { to: "event", event: title || announcement.eventTitle || "" };
}

/**
 * One page of the fan-out: the messages of up to ANNOUNCEMENT_PAGE_SIZE recipients written and
 * queued, then the next page's job queued. Throws (the queue retries the job) when the page's
 * messages could not be written or the next job could not be queued.
 */
export async function expandAnnouncementPage(
  env: FanOutEnv,
  job: AnnouncementJob,
  now = new Date(),
): Promise<"more" | "done" | "gone"> {
  const db = getDb(env);
  const announcement = await getAnnouncement(db, job.announcementId);
  if (!announcement) return "gone";
  const recipients = await audiencePage(db, announcement, audienceClock(env, now), {
    after: job.cursor,
    limit: ANNOUNCEMENT_PAGE_SIZE,
  });
  const batch = recipients.flatMap((recipient) => {
    const version = versionFor(announcement, recipient.language);
    if (!version) return [];
    const data: AnnouncementPayload = {
      subject: version.subject,
      body: version.body,
      name: recipient.name,
      why: whyOf(announcement, version.language),
    };
    return [
      {
        kind: "announcement" as const,
        to: { email: recipient.email, language: version.language, userId: recipient.userId },
        data,
        key: `announcement:${announcement.id}:${recipient.key}`,
        origin: job.origin,
        announcementId: announcement.id,
      },
    ];
  });
  if (batch.length > 0) {
    const outcomes = await sendMessages(env, batch, now);
    // "off": e-mail is off, or the rows could not be written. The job is tried again.
    if (outcomes.every((outcome) => outcome === "off")) {
      throw new Error("The announcement's messages could not be written");
    }
  }
  const last = recipients.at(-1);
  if (recipients.length < ANNOUNCEMENT_PAGE_SIZE || !last) return "done";
  await env.MAIL_QUEUE!.send({ ...job, cursor: last.key } satisfies MailQueueBody);
  return "more";
}

/**
 * The announcement as each version reads in the mail (the admin's preview): the association's
 * footer and an example unsubscribe link, greeting a reader by an example name.
 */
export function previewAnnouncement(
  env: FanOutEnv,
  announcement: AnnouncementTexts &
    Pick<StoredAnnouncement, "segment" | "eventTitle" | "eventTitleHa">,
  origin: string,
): { language: Language; mail: RenderedMail }[] {
  const template = templates.announcement;
  return (["en", "ha"] as const).flatMap((language) => {
    const version = versionFor(announcement, language);
    if (!version || version.language !== language) return [];
    const context = {
      language,
      association: associationIn(getAssociation(env), language, layoutTexts[language]),
      origin,
    };
    const content = template.render(
      {
        subject: version.subject,
        body: version.body,
        name: "Aisha",
        why: whyOf(announcement, language),
      },
      context,
    );
    return [{ language, mail: renderMail(content, context, `${origin}/unsubscribe/example`) }];
  });
}
