import { getAssociation } from "~/config/association";
import { associationIn, type Language } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { getDb } from "~/models/db.server";
import {
  audiencePage,
  getAnnouncement,
  smsAudiencePage,
  smsAudiencePhones,
  type Audience,
  type AnnouncementTexts,
  type AudienceClock,
  type StoredAnnouncement,
} from "~/models/announcements.server";
import { whyNote, type AnnouncementPayload } from "~/messages/announcement-mail.server";
import { renderMail, siteUrl, type RenderedMail } from "~/messages/content.server";
import type { BulkSmsLinks } from "~/messages/sms.server";
import {
  sendMessages,
  type AnnouncementJob,
  type MailQueueBody,
  type SendEnv,
} from "~/messages/send.server";
import { templates } from "~/messages/templates.server";
import { membershipTerms, watDayOf } from "~/models/membership/period-rules";
import { loggableError } from "~/models/loggable-error.server";
import { getMessage } from "~/models/messages.server";
import { smsOn } from "~/models/sms.server";
import { mailSettings } from "~/messages/mail-settings.server";
import { nigerianMobileOf } from "~/utils/nigerian-mobile";

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
  if (job.channel === "sms") return expandSmsPage(env, announcement, job, now);
  // E-mail off while its texts can go: the texts go (the admin's page allowed it).
  if (!mailSettings(env).on && textsGo(env, announcement)) return thenTexts(env, job);
  const recipients = await audiencePage(db, announcement, audienceClock(env, now), {
    after: job.cursor,
    limit: ANNOUNCEMENT_PAGE_SIZE,
  });
  await writePage(
    env,
    announcement,
    job,
    recipients.map((recipient) => ({
      to: { email: recipient.email, userId: recipient.userId },
      key: recipient.key,
      name: recipient.name,
      language: recipient.language,
    })),
    now,
  );
  if (await queueNextPage(env, job, recipients.at(-1)?.key, recipients.length)) return "more";
  return textsGo(env, announcement) ? thenTexts(env, job) : "done";
}

/**
 * The next page's job queued after a full page (its cursor: the page's last key); false when
 * the page was the last.
 */
async function queueNextPage(
  env: FanOutEnv,
  job: AnnouncementJob,
  lastKey: string | undefined,
  count: number,
): Promise<boolean> {
  if (count < ANNOUNCEMENT_PAGE_SIZE || lastKey === undefined) return false;
  await env.MAIL_QUEUE!.send({ ...job, cursor: lastKey } satisfies MailQueueBody);
  return true;
}

/** One recipient of a fan-out page: her address or phone, the message's key under the announcement. */
type PageRecipient = {
  to: { email: string; userId: string | null } | { phone: string; userId: string | null };
  key: string;
  name: string | null;
  language: Language;
};

/**
 * A fan-out page's messages written and queued: each recipient's version, keyed
 * `announcement:<id>:<key>`. A text's row carries no body (its link's page reads the
 * announcement). Throws (the queue retries the job) when nothing could be written.
 */
async function writePage(
  env: FanOutEnv,
  announcement: StoredAnnouncement,
  job: AnnouncementJob,
  recipients: PageRecipient[],
  now: Date,
) {
  const batch = recipients.flatMap((recipient) => {
    const version = versionFor(announcement, recipient.language);
    if (!version) return [];
    const data: AnnouncementPayload = {
      subject: version.subject,
      body: "phone" in recipient.to ? "" : version.body,
      name: recipient.name,
      why: whyOf(announcement, version.language),
    };
    return [
      {
        kind: "announcement" as const,
        to: { ...recipient.to, language: version.language },
        data,
        key: `announcement:${announcement.id}:${recipient.key}`,
        origin: job.origin,
        announcementId: announcement.id,
      },
    ];
  });
  if (batch.length === 0) return;
  const outcomes = await sendMessages(env, batch, now);
  // "off": the channel is off, or the rows could not be written. The job is tried again.
  if (outcomes.every((outcome) => outcome === "off")) {
    throw new Error("The announcement's messages could not be written");
  }
}

/** How many numbers the announcement's texts would reach now: each Nigerian mobile once. */
export async function countTexts(env: FanOutEnv, audience: Audience, now: Date) {
  const phones = await smsAudiencePhones(getDb(env), audience, audienceClock(env, now));
  return new Set(phones.flatMap((phone) => nigerianMobileOf(phone) ?? [])).size;
}

/** Whether the announcement is texted too: the admin asked, and this site can send SMS. */
const textsGo = (env: FanOutEnv, announcement: StoredAnnouncement) =>
  announcement.bySms && smsOn(env);

/** After its last e-mail page, the announcement's first page of texts is queued. */
async function thenTexts(env: FanOutEnv, job: AnnouncementJob) {
  await env.MAIL_QUEUE!.send({
    announcementId: job.announcementId,
    cursor: null,
    origin: job.origin,
    channel: "sms",
  } satisfies MailQueueBody);
  return "more" as const;
}

/**
 * One page of the announcement's texts (issue #40): to the accounts of its audience that agreed
 * to announcements by SMS, at a Nigerian mobile, each number once (`announcement:<id>:sms:<phone>`).
 * The text is its subject and a link to read it.
 */
async function expandSmsPage(
  env: FanOutEnv,
  announcement: StoredAnnouncement,
  job: AnnouncementJob,
  now: Date,
): Promise<"more" | "done"> {
  const recipients = await smsAudiencePage(getDb(env), announcement, audienceClock(env, now), {
    after: job.cursor,
    limit: ANNOUNCEMENT_PAGE_SIZE,
  });
  await writePage(
    env,
    announcement,
    job,
    recipients.flatMap((recipient) => {
      const phone = recipient.phone ? nigerianMobileOf(recipient.phone) : null;
      if (!phone) return [];
      const { userId, name, language } = recipient;
      return [{ to: { phone, userId }, key: `sms:${phone}`, name, language }];
    }),
    now,
  );
  const more = await queueNextPage(env, job, recipients.at(-1)?.userId, recipients.length);
  return more ? "more" : "done";
}

/**
 * What /read/<token> shows (issue #40): the announcement of the message the token names, in the
 * language it was sent in, and whether it came by SMS (its page offers to stop such texts).
 * Null when the message is not an announcement's, or the announcement is gone.
 */
export async function announcementOfMessage(env: FanOutEnv, messageId: string) {
  const db = getDb(env);
  const message = await getMessage(db, messageId);
  if (message?.kind !== "announcement" || !message.announcementId) return null;
  const announcement = await getAnnouncement(db, message.announcementId);
  const page = announcement ? readableAnnouncement(env, announcement, message.language) : null;
  return page ? { page, bySms: message.channel === "sms" } : null;
}

/**
 * The announcement as its text's link shows it (issue #40): the version a reader of `language`
 * gets, and the note that says why she got it. Null when neither version is written.
 */
export function readableAnnouncement(
  env: FanOutEnv,
  announcement: StoredAnnouncement,
  language: Language,
) {
  const version = versionFor(announcement, language);
  if (!version) return null;
  const association = associationIn(
    getAssociation(env),
    version.language,
    layoutTexts[version.language],
  );
  return {
    language: version.language,
    subject: version.subject,
    body: version.body,
    association: association.shortName,
    note: whyNote(whyOf(announcement, version.language), version.language, association.shortName),
  };
}

/**
 * Links as long as an announcement's text carries (the admin's preview of it): a message's
 * token is its id (a UUID) and a tag of fixed length.
 */
export function exampleSmsLinks(origin: string, language: Language): BulkSmsLinks {
  const token = `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.${"A".repeat(22)}`;
  const context = { origin, language };
  return {
    read: siteUrl(context, `/read/${token}`),
    stop: siteUrl(context, `/unsubscribe/${token}`),
  };
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
