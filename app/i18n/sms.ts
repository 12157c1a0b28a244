import type { Localised } from "~/i18n/localised";

/**
 * The texts that go by SMS (issue #40), one per kind of message, in each language. Short: each
 * fits 2 SMS pages with the longest values it is sent with (app/messages/sms-pages.test.ts
 * measures every one). They are written as Hausa is written, hooked letters included; what is
 * sent is `inPlainLetters` of them (ADR 0046): b d k y, which keeps a Hausa text in GSM's
 * alphabet (160 characters a page instead of 70). Amounts use "N", not "₦", for the same
 * reason. `{link}` is a whole address on the site; a field in braces is clipped to its length
 * in `smsFieldLimits`.
 */
const en = {
  phoneCode:
    "ZAMWE: {code} is your code to confirm this phone. It works for {minutes} minutes. Never share it.",
  resetCode:
    "ZAMWE: {code} is your code to set a new password. It works for {minutes} minutes. Did not ask for it? Ignore this text.",
  applicationReceived:
    "ZAMWE: {name}, we have your application. Your payment reference is {reference}: write it in your bank transfer. We will text you when it is reviewed.",
  applicationApproved:
    "ZAMWE: Welcome, {name}! Your membership is approved, number {number}. Your dashboard: {link}",
  paymentReceipt:
    "ZAMWE: payment of N{amount} received for {purpose}, reference {reference}. Your receipt: {link}",
  purposes: { join: "your membership", renewal: "your renewal" },
  renewal: {
    ahead: "ZAMWE: your membership ends on {date}. Renew it for another year: {link}",
    today: "ZAMWE: your membership ends today. Renew it for another year: {link}",
    ended:
      "ZAMWE: your membership ended on {date}. Renew by {graceDate} to stay in the members' directory: {link}",
  },
  eventReminder: "ZAMWE reminder: {event}, {when}. Your ticket: {link}",
  certificate: "ZAMWE: your certificate of attendance for {event}: {link}",
  electionReminder: "ZAMWE: voting in {title} closes {when}. You have not voted yet: {link}",
  ticket: "ZAMWE: your place at {event} on {when} is booked. Your ticket: {link}",
  waitlistOffer:
    "ZAMWE: a place at {event} on {when} is free for you. Take it within 24 hours: {link}",
  announcement: "ZAMWE: {title}. Read it: {read} Stop these texts: {stop}",
  outboxTest: "ZAMWE: a test text from the Outbox. It reached you, so this site can send SMS.",
};

const ha: typeof en = {
  phoneCode:
    "ZAMWE: {code} ita ce lambar tabbatar da wannan wayar. Tana aiki na minti {minutes}. Kada ki ba kowa ita.",
  resetCode:
    "ZAMWE: {code} ita ce lambar saka sabuwar kalmar sirri. Tana aiki na minti {minutes}. Ba ke kika nema ba? Ki yi watsi da wannan saƙon.",
  applicationReceived:
    "ZAMWE: {name}, mun karɓi buƙatarki ta zama memba. Lambar shaidar biyanki ita ce {reference}: ki rubuta ta a bayanin tura kuɗi. Za mu aiko miki saƙo idan an duba ta.",
  applicationApproved:
    "ZAMWE: Barka da zuwa, {name}! An amince da zama membanki, lamba {number}. Shafinki: {link}",
  paymentReceipt:
    "ZAMWE: mun karɓi biyan N{amount} na {purpose}, lambar shaida {reference}. Rasitinki: {link}",
  purposes: { join: "zama membanki", renewal: "sabuntawarki" },
  renewal: {
    ahead: "ZAMWE: zama membanki zai ƙare ranar {date}. Ki sabunta shi don wata shekara: {link}",
    today: "ZAMWE: zama membanki zai ƙare yau. Ki sabunta shi don wata shekara: {link}",
    ended:
      "ZAMWE: zama membanki ya ƙare ranar {date}. Ki sabunta kafin {graceDate} don ki ci gaba a jerin membobi: {link}",
  },
  eventReminder: "ZAMWE tunatarwa: {event}, ranar {when}. Tikitinki: {link}",
  certificate: "ZAMWE: takardar shaidar halartarki ta {event}: {link}",
  electionReminder: "ZAMWE: zaɓen {title} zai rufe {when}. Ba ki jefa ƙuriʼa ba tukuna: {link}",
  ticket: "ZAMWE: an tanada miki gurbi a {event} ranar {when}. Tikitinki: {link}",
  waitlistOffer:
    "ZAMWE: akwai gurbi a {event} ranar {when} domin ke. Ki karɓe shi cikin awa 24: {link}",
  announcement: "ZAMWE: {title}. Ki karanta: {read} Dakatar da waɗannan saƙonni: {stop}",
  outboxTest:
    "ZAMWE: wannan saƙon gwaji ne daga Outbox. Ya iso gare ki, don haka shafin yana iya aika SMS.",
};

export const smsTexts: Localised<typeof en> = { en, ha };

/**
 * The most of each field an SMS carries: a longer value is cut, with "..." (an event's title may
 * have 150 characters; its page, behind the link, has all of it).
 */
export const smsFieldLimits: Record<string, number> = {
  name: 20,
  event: 40,
  title: 60,
};
