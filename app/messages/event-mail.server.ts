import { format } from "~/i18n/language";
import { mailEventsTexts } from "~/i18n/mail-events";
import { greetingFor, siteUrl } from "~/messages/content.server";
import { defineTemplate } from "~/messages/template.server";

/** An event as her message shows it: already in her language (title, date and time in WAT). */
export type EventMailFacts = {
  fullName: string;
  code: string;
  title: string;
  when: string;
  location: string;
};

const facts = (language: "en" | "ha", event: EventMailFacts) => {
  const t = mailEventsTexts[language].facts;
  return {
    type: "facts" as const,
    rows: [
      [t.when, event.when],
      [t.place, event.location],
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
      const t = mailEventsTexts[context.language].rsvp;
      const values = { title: payload.title, position: payload.position };
      return {
        subject: format(t.subject[payload.status], values),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.body[payload.status], values) },
          facts(context.language, payload),
          {
            type: "action",
            label: t.action[payload.status],
            url: siteUrl(context, `/rsvp/${payload.code}`),
          },
          { type: "note", text: t.note },
        ],
      };
    },
  }),
  /** A freed place held for her for 24 hours. */
  "event-offer": defineTemplate<EventMailFacts & { deadline: string }>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language].offer;
      const values = { title: payload.title, deadline: payload.deadline };
      return {
        subject: format(t.subject, values),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.body, values) },
          facts(context.language, payload),
          { type: "action", label: t.action, url: siteUrl(context, `/rsvp/${payload.code}`) },
        ],
      };
    },
  }),
  /** The day before (the daily job): time, place and her ticket. */
  "event-reminder": defineTemplate<EventMailFacts>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailEventsTexts[context.language].reminder;
      return {
        subject: format(t.subject, { title: payload.title }),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.body, { title: payload.title }) },
          facts(context.language, payload),
          { type: "action", label: t.action, url: siteUrl(context, `/rsvp/${payload.code}`) },
          { type: "note", text: t.note },
        ],
      };
    },
  }),
};
