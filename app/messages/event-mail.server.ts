import { format } from "~/i18n/language";
import { mailEventsTexts } from "~/i18n/mail-events";
import { greetingFor, siteUrl } from "~/messages/content.server";
import { defineTemplate } from "~/messages/template.server";
import { certificatePath } from "~/utils/certificate-paths";

/** An event as her message shows it: already in her language (title, date and time in WAT). */
export type EventMailFacts = {
  fullName: string;
  code: string;
  title: string;
  when: string;
  location: string;
};

/** Her certificate of attendance as its message names it (the event's title in her language). */
export type CertificateMailFacts = { fullName: string; code: string; title: string };

const facts = (language: "en" | "ha", event: EventMailFacts) => {
  const t = mailEventsTexts[language];
  return {
    type: "facts" as const,
    rows: [
      [t.facts.when, event.when],
      [t.facts.place, event.location],
    ] as [string, string][],
  };
};

/**
 * The events' messages (issue #29, ADR 0040), all transactional. Each carries her private link
 * `/rsvp/{code}`: her ticket, her place in line or her offer, and where she cancels.
 */
export const eventMailTemplates = {
  /** Right after her RSVP: her place, or her place in line, and her link. */
  "event-rsvp": defineTemplate<
    EventMailFacts & { status: "confirmed" | "waitlisted"; position: number }
  >({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language];
      const values = { title: payload.title, position: payload.position };
      return {
        subject: format(t.rsvp.subject[payload.status], values),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.rsvp.body[payload.status], values) },
          facts(context.language, payload),
          {
            type: "action",
            label: t.rsvp.action[payload.status],
            url: siteUrl(context, `/rsvp/${payload.code}`),
          },
          { type: "note", text: t.rsvp.note },
        ],
      };
    },
  }),
  /** A freed place held for her for 24 hours. */
  "event-offer": defineTemplate<EventMailFacts & { deadline: string }>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language];
      const values = { title: payload.title, deadline: payload.deadline };
      return {
        subject: format(t.offer.subject, values),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.offer.body, values) },
          facts(context.language, payload),
          {
            type: "action",
            label: t.offer.action,
            url: siteUrl(context, `/rsvp/${payload.code}`),
          },
        ],
      };
    },
  }),
  /** The day before (the daily job): time, place and her ticket. */
  "event-reminder": defineTemplate<EventMailFacts>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language];
      return {
        subject: format(t.reminder.subject, { title: payload.title }),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.reminder.body, { title: payload.title }) },
          facts(context.language, payload),
          {
            type: "action",
            label: t.reminder.action,
            url: siteUrl(context, `/rsvp/${payload.code}`),
          },
          { type: "note", text: t.reminder.note },
        ],
      };
    },
  }),
  /** After the event, to each one checked in at the door: her certificate's link. */
  "event-certificate": defineTemplate<CertificateMailFacts>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language];
      return {
        subject: format(t.certificate.subject, { title: payload.title }),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.certificate.body, { title: payload.title }) },
          {
            type: "action",
            label: t.certificate.action,
            url: siteUrl(context, certificatePath(payload.code)),
          },
          { type: "note", text: t.certificate.note },
        ],
      };
    },
  }),
};
