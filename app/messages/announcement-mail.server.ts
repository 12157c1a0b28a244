import { format } from "~/i18n/language";
import { mailAnnouncementsTexts } from "~/i18n/mail-announcements";
import { greetingFor } from "~/messages/content.server";
import { defineTemplate } from "~/messages/template.server";

/**
 * What one recipient's announcement is made from: the version in her language (or the other,
 * when the admin wrote only one), her name for the greeting, and why she gets it.
 */
export type AnnouncementPayload = {
  subject: string;
  body: string;
  name: string | null;
  /** "member" for the membership segments; the event's title for its RSVPs. */
  why: { to: "member" } | { to: "newsletter" } | { to: "event"; event: string };
};

/** Why she got it, in her language: the note under the admin's text (and on its page). */
export function whyNote(
  why: AnnouncementPayload["why"],
  language: "en" | "ha",
  association: string,
) {
  const t = mailAnnouncementsTexts[language];
  switch (why.to) {
    case "member":
      return format(t.why.member, { name: association });
    case "newsletter":
      return format(t.why.newsletter, { name: association });
    case "event":
      return format(t.why.event, { event: why.event });
  }
}

/**
 * Announcements (issue #27, ADR 0037): "bulk", so each carries the unsubscribe link and the
 * List-Unsubscribe headers, and none goes to an address that unsubscribed.
 */
export const announcementTemplates = {
  announcement: defineTemplate<AnnouncementPayload>({
    category: "bulk",
    render: (payload, { language, association }) => {
      return {
        subject: payload.subject,
        greeting: greetingFor(language, payload.name),
        blocks: [
          { type: "paragraph", text: payload.body },
          { type: "note", text: whyNote(payload.why, language, association.shortName) },
        ],
      };
    },
  }),
};
