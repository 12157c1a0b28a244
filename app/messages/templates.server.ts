import { mailTexts } from "~/i18n/mail";
import { format } from "~/i18n/language";
import { defineTemplate, type MessageTemplate } from "~/messages/template.server";
import { reminderTemplates } from "~/messages/reminder-mail.server";
import { membershipMail } from "~/messages/membership-mail.server";
import { announcementTemplates } from "~/messages/announcement-mail.server";
import { accountMailTemplates } from "~/messages/account-mail.server";
import { eventMailTemplates } from "~/messages/event-mail.server";

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
  ...reminderTemplates,
  ...membershipMail,
  ...announcementTemplates,
  ...accountMailTemplates,
  ...eventMailTemplates,
} satisfies Record<string, MessageTemplate<never>>;

export type MessageKind = keyof typeof templates;
export type PayloadOf<K extends MessageKind> = Parameters<(typeof templates)[K]["render"]>[0];

export const isMessageKind = (value: string): value is MessageKind => value in templates;
