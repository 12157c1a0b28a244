import { mailTexts } from "~/i18n/mail";
import { format } from "~/i18n/language";
import type { MailContent, RenderContext } from "~/messages/content.server";
import { announcementTemplates } from "~/messages/announcement-mail.server";

/**
 * A kind of message: what it is made from (its payload, stored as JSON until it is sent) and how
 * it reads in either language. "bulk" messages (announcements, the newsletter) carry an
 * unsubscribe link and the List-Unsubscribe headers and are not sent to an address that
 * unsubscribed; "transactional" ones (a reset link, a receipt) are sent whatever she chose.
 */
export type MessageTemplate<Payload> = {
  category: "transactional" | "bulk";
  render: (payload: Payload, context: RenderContext) => MailContent;
};

/** Checks a template's payload type where it is written, keeping it for `PayloadOf`. */
export const defineTemplate = <Payload>(template: MessageTemplate<Payload>) => template;

/**
 * Every kind of message the platform sends. Each group of kinds lives in its own module under
 * app/messages/ with its texts (app/i18n/mail-*.ts), and is spread in here.
 */
export const templates = {
  /** A message an admin sends herself from the Outbox to see that e-mail works. */
  "outbox-test": defineTemplate<{ sentBy: string }>({
    category: "transactional",
    render: (payload, { language }) => {
      const t = mailTexts[language].outboxTest;
      return {
        subject: t.subject,
        blocks: [{ type: "paragraph", text: format(t.body, { name: payload.sentBy }) }],
      };
    },
  }),
  ...announcementTemplates,
} satisfies Record<string, MessageTemplate<never>>;

export type MessageKind = keyof typeof templates;
export type PayloadOf<K extends MessageKind> = Parameters<(typeof templates)[K]["render"]>[0];

export const isMessageKind = (value: string): value is MessageKind => value in templates;
