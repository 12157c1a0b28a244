import { format } from "~/i18n/language";
import { mailElectionsTexts } from "~/i18n/mail-elections";
import { greetingFor, siteUrl } from "~/messages/content.server";
import { defineTemplate } from "~/messages/template.server";

/** An election as its reminder names it: the title and closing time already in her language. */
export type ElectionReminderPayload = {
  fullName: string;
  electionId: string;
  title: string;
  closes: string;
};

/** The elections' messages (issue #42): transactional, to members of the electorate. */
export const electionMailTemplates = {
  /** The day before voting closes, to each member of the electorate who has not voted. */
  "election-reminder": defineTemplate<ElectionReminderPayload>({
    category: "transactional",
    render: (payload, context) => {
      const t = mailElectionsTexts[context.language];
      const values = { title: payload.title, closes: payload.closes };
      return {
        subject: format(t.reminder.subject, values),
        greeting: greetingFor(context.language, payload.fullName),
        blocks: [
          { type: "paragraph", text: format(t.reminder.body, values) },
          {
            type: "action",
            label: t.reminder.action,
            url: siteUrl(context, `/vote/${payload.electionId}`),
          },
        ],
      };
    },
  }),
};
