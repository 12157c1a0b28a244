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
  /** To the admins, once a day, when the site's daily sending limit starts holding messages. */
  sendingLimit: {
    subject: "Messages held back by the sending limit",
    body: "The site has sent {perDay} messages in 24 hours to addresses nobody has proven yet, its daily limit. Messages visitors ask for now (a sign-up's confirmation, an application's receipt, an RSVP's link) are held back, and their pages ask them to try again in an hour or to write on WhatsApp.",
    action: "Look at the held messages in the Outbox",
    note: "A held message can be sent from the Outbox for 24 hours. If sign-ups are real, send them; if they look like a flood, leave them.",
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
  sendingLimit: {
    subject: "An riƙe saƙonni saboda iyakar aikawa",
    body: "Shafin ya aika saƙonni {perDay} cikin awa 24 zuwa adireshin da ba a tabbatar ba tukuna, iyakarsa ta yini. Saƙonnin da baƙi suka nema yanzu (tabbatar da rajista, karɓar neman shiga, hanyar RSVP) an riƙe su, kuma shafukansu suna ce musu su sake gwadawa bayan awa ɗaya ko su rubuto ta WhatsApp.",
    action: "Duba saƙonnin da aka riƙe a akwatin saƙonni masu fita",
    note: "Ana iya aika saƙon da aka riƙe daga akwatin saƙonni masu fita cikin awa 24. Idan rajistar gaskiya ce, a aika; idan kamar ambaliya ce, a bar su.",
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
