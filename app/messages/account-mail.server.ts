import { mailAccountTexts } from "~/i18n/mail-account";
import { defineTemplate } from "~/messages/template.server";
import { greetingFor, siteUrl } from "~/messages/content.server";
import { smsTexts } from "~/i18n/sms";
import { format } from "~/i18n/language";

/** A code's message as an e-mail (the Outbox shows it so): its SMS text. */
function codeMail(text: string, { code, minutes }: PhoneCodePayload) {
  const body = format(text, { code, minutes: String(minutes) });
  return { subject: "ZAMWE", blocks: [{ type: "paragraph" as const, text: body }] };
}

type Link = { token: string };

/** A code sent by SMS (issue #40): the 6 digits, and the minutes it works for. */
export type PhoneCodePayload = { code: string; minutes: number };

/**
 * The account's messages (issue #27, ADR 0036), all transactional: sent whatever she chose about
 * announcements. Each link in them carries a token in clear, so the payload is kept only until
 * the message is sent (app/messages/deliver.server.ts).
 */
export const accountMailTemplates = {
  /**
   * The code that proves her phone (issue #40). Sent by SMS (app/messages/sms.server.ts); the
   * e-mail form says the same, for the Outbox's preview.
   */
  "phone-code": defineTemplate<PhoneCodePayload>({
    category: "transactional",
    render: (payload, context) => codeMail(smsTexts[context.language].phoneCode, payload),
  }),
  /** The code that sets a new password, to her proven phone (issue #40). */
  "reset-code": defineTemplate<PhoneCodePayload>({
    category: "transactional",
    render: (payload, context) => codeMail(smsTexts[context.language].resetCode, payload),
  }),
  /** "Forgot password?": her one-hour, one-use reset link. */
  "password-reset": defineTemplate<Link>({
    category: "transactional",
    render: ({ token }, context) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.passwordReset.subject,
        greeting: greetingFor(context.language),
        blocks: [
          { type: "paragraph", text: t.passwordReset.body },
          {
            type: "action",
            label: t.passwordReset.action,
            url: siteUrl(context, `/reset-password/${token}`),
          },
          { type: "note", text: t.passwordReset.note },
        ],
      };
    },
  }),
  /** After sign-up: the seven-day link that proves her address. */
  "confirm-address": defineTemplate<Link>({
    category: "transactional",
    render: ({ token }, context) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.confirmAddress.subject,
        greeting: greetingFor(context.language),
        blocks: [
          { type: "paragraph", text: t.confirmAddress.body },
          {
            type: "action",
            label: t.confirmAddress.action,
            url: siteUrl(context, `/confirm-email/${token}`),
          },
          { type: "note", text: t.confirmAddress.note },
        ],
      };
    },
  }),
  /** A sign-up with an address that has an account: its owner hears of it (no link signs in). */
  "account-exists": defineTemplate<Record<string, never>>({
    category: "transactional",
    render: (_payload, context) => {
      const t = mailAccountTexts[context.language];
      return {
        subject: t.accountExists.subject,
        greeting: greetingFor(context.language),
        blocks: [
          { type: "paragraph", text: t.accountExists.body },
          { type: "paragraph", text: t.accountExists.ifYou },
          { type: "action", label: t.accountExists.signIn, url: siteUrl(context, "/login") },
          {
            type: "action",
            label: t.accountExists.reset,
            url: siteUrl(context, "/forgot-password"),
          },
          { type: "note", text: t.accountExists.note },
        ],
      };
    },
  }),
};
