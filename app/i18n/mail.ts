import type { Localised } from "~/i18n/localised";

/**
 * The frame of every e-mail (app/messages/content.server.ts) and the texts the platform's
 * messages share. Each kind of message has its texts beside its template (app/messages/*).
 */
const en = {
  footer: {
    whatsapp: "WhatsApp",
    unsubscribe: "Unsubscribe from these e-mails",
  },
  greeting: "Hello {name},",
  greetingAnonymous: "Hello,",
  outboxTest: {
    subject: "A test message from ZAMWE",
    body: "{name} sent this test message from the Outbox: e-mail works.",
  },
  /** The last line of a message to an address its owner has not proven (issue #37). */
  unproven: {
    asked:
      "Someone asked for this message on {page} of {site} on {date}. If it was not you, you need do nothing.",
    given:
      "{association} wrote to this address because it was given on {site}. If it was not you who gave it, you need do nothing.",
    pages: {
      signUp: "the sign-up page",
      forgotPassword: "the “Forgot password?” page",
      join: "the membership application page",
      event: "an event's page",
    },
  },
};

const ha: typeof en = {
  footer: {
    whatsapp: "WhatsApp",
    unsubscribe: "Daina karɓar waɗannan saƙonnin imel",
  },
  greeting: "Sannu {name},",
  greetingAnonymous: "Sannu,",
  outboxTest: {
    subject: "Saƙon gwaji daga ZAMWE",
    body: "{name} ta aika wannan saƙon gwaji daga akwatin saƙonni masu fita: imel yana aiki.",
  },
  unproven: {
    asked:
      "Wani ya nemi wannan saƙo a {page} na {site} ranar {date}. Idan ba ku ne ba, ba abin da ya kamata ku yi.",
    given:
      "{association} ta rubuta wa wannan adireshi ne saboda an ba da shi a {site}. Idan ba ku ne kuka ba da shi ba, ba abin da ya kamata ku yi.",
    pages: {
      signUp: "shafin buɗe asusu",
      forgotPassword: "shafin “Kun manta kalmar sirri?”",
      join: "shafin neman shiga ƙungiya",
      event: "shafin wani taro",
    },
  },
};

export const mailTexts: Localised<typeof en> = { en, ha };

/** A page of the site where a visitor asks for a message (app/messages/templates.server.ts). */
export type AskedOnPage = keyof typeof en.unproven.pages;
