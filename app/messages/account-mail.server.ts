import { localePath } from "~/i18n/language";
import { mailTexts } from "~/i18n/mail";
import { mailAccountTexts } from "~/i18n/mail-account";
// Types only: templates.server.ts spreads this module into its registry, so a value imported
// from it here would be read before that module has run (an import cycle).
import type { MessageTemplate } from "~/messages/templates.server";
import type { RenderContext } from "~/messages/content.server";

type Link = { token: string };

/** An absolute link to a page of the site, in her language (`?lang=ha` for Hausa). */
const siteLink = (path: string, { origin, language }: RenderContext) =>
  `${origin}${localePath(path, language)}`;

/**
 * The account's messages (issue #27, ADR 0036), all transactional: sent whatever she chose about
 * announcements. Each link in them carries a token in clear, so the payload is kept only until
 * the message is sent (app/messages/deliver.server.ts).
 */
export const accountMailTemplates = {
  /** "Forgot password?": her one-hour, one-use reset link. */
  "password-reset": {
    category: "transactional",
    render: ({ token }: Link, context: RenderContext) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.passwordReset.subject,
        greeting: mailTexts[context.language].greetingAnonymous,
        blocks: [
          { type: "paragraph", text: t.passwordReset.body },
          {
            type: "action",
            label: t.passwordReset.action,
            url: siteLink(`/reset-password/${token}`, context),
          },
          { type: "note", text: t.passwordReset.note },
        ],
      };
    },
  } satisfies MessageTemplate<never>,
  /** After sign-up: the seven-day link that proves her address. */
  "confirm-address": {
    category: "transactional",
    render: ({ token }: Link, context: RenderContext) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.confirmAddress.subject,
        greeting: mailTexts[context.language].greetingAnonymous,
        blocks: [
          { type: "paragraph", text: t.confirmAddress.body },
          {
            type: "action",
            label: t.confirmAddress.action,
            url: siteLink(`/confirm-email/${token}`, context),
          },
          { type: "note", text: t.confirmAddress.note },
        ],
      };
    },
  } satisfies MessageTemplate<never>,
  /** A sign-up with an address that has an account: its owner hears of it (no link signs in). */
  "account-exists": {
    category: "transactional",
    render: (_payload: Record<string, never>, context: RenderContext) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.accountExists.subject,
        greeting: mailTexts[context.language].greetingAnonymous,
        blocks: [
          { type: "paragraph", text: t.accountExists.body },
          { type: "paragraph", text: t.accountExists.ifYou },
          { type: "action", label: t.accountExists.signIn, url: siteLink("/login", context) },
          {
            type: "action",
            label: t.accountExists.reset,
            url: siteLink("/forgot-password", context),
          },
          { type: "note", text: t.accountExists.note },
        ],
      };
    },
  } satisfies MessageTemplate<never>,
};
