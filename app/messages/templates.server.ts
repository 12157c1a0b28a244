import { mailTexts, type AskedOnPage } from "~/i18n/mail";
import { format } from "~/i18n/language";
import { defineTemplate, type MessageTemplate } from "~/messages/template.server";
import { greetingFor, siteUrl } from "~/messages/content.server";
import { reminderTemplates } from "~/messages/reminder-mail.server";
import { membershipMail } from "~/messages/membership-mail.server";
import { announcementTemplates } from "~/messages/announcement-mail.server";
import { accountMailTemplates } from "~/messages/account-mail.server";
import { eventMailTemplates } from "~/messages/event-mail.server";
import { electionMailTemplates } from "~/messages/election-mail.server";

/**
 * Every kind of message the platform sends. Each group of kinds lives in its own module under
 * app/messages/ with its texts (app/i18n/mail-*.ts), and is spread in here.
 */
export const templates = {
  /** A message an admin sends herself from the Outbox to see that e-mail works. */
  "outbox-test": defineTemplate<{ sentBy: string }>({
    category: "transactional",
    render: (payload, { language }) => ({
      subject: mailTexts[language].outboxTest.subject,
      blocks: [
        {
          type: "paragraph",
          text: format(mailTexts[language].outboxTest.body, { name: payload.sentBy }),
        },
      ],
    }),
  }),
  /**
   * To each admin's proven address, once a day, when the site's daily cap on messages to
   * unproven addresses starts holding messages back (issue #50).
   */
  "sending-limit-reached": defineTemplate<{ perDay: number }>({
    category: "transactional",
    render: ({ perDay }, context) => {
      const t = mailTexts[context.language];
      return {
        subject: t.sendingLimit.subject,
        greeting: greetingFor(context.language),
        blocks: [
          { type: "paragraph", text: format(t.sendingLimit.body, { perDay: String(perDay) }) },
          {
            type: "action",
            label: t.sendingLimit.action,
            url: siteUrl(context, "/admin/outbox?status=held"),
          },
          { type: "note", text: t.sendingLimit.note },
        ],
      };
    },
  }),
  ...reminderTemplates,
  ...membershipMail,
  ...announcementTemplates,
  ...accountMailTemplates,
  ...eventMailTemplates,
  ...electionMailTemplates,
} satisfies Record<string, MessageTemplate<never>>;

export type MessageKind = keyof typeof templates;

/**
 * Where a visitor asks for each kind of message by typing an address (issue #37): these are
 * limited per address and, to unproven addresses, site-wide (app/messages/send.server.ts), and
 * say where they were asked for. null: the association sends it — an admin's decision, the
 * daily job, or what follows from one (an offer of a freed place) — to an address given before.
 * Every kind is listed, so a new one cannot slip past the limits unnoticed.
 */
export const askedOn = {
  "outbox-test": null,
  "sending-limit-reached": null,
  "renewal-reminder": null,
  "application-received": "join",
  "application-payment-received": null,
  "application-approved": null,
  "application-rejected": null,
  "payment-confirmed": null,
  "renewal-rejected": null,
  announcement: null,
  "password-reset": "forgotPassword",
  "phone-code": "signUp",
  "reset-code": "forgotPassword",
  "confirm-address": "signUp",
  "account-exists": "signUp",
  "event-rsvp": "event",
  "event-offer": null,
  "event-reminder": null,
  "event-certificate": null,
  "election-reminder": null,
} as const satisfies Record<MessageKind, AskedOnPage | null>;

/** The kinds a visitor's request sends (askedOn). */
export const visitorKinds = (Object.keys(askedOn) as MessageKind[]).filter(
  (kind) => askedOn[kind] !== null,
);
export type PayloadOf<K extends MessageKind> = Parameters<(typeof templates)[K]["render"]>[0];

export const isMessageKind = (value: string): value is MessageKind => value in templates;
