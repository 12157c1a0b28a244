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
};

export const mailTexts: Localised<typeof en> = { en, ha };
