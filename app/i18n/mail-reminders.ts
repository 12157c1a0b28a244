import type { Localised } from "~/i18n/localised";

/**
 * The renewal reminders the daily job sends (app/messages/reminder-mail.server.ts): before her
 * membership year ends, on its last day, and in the grace period. Each reads true on whatever day
 * of its stage it goes out (a missed day is caught up later), so it names the day, not a count.
 */
const en = {
  renewal: {
    subject: {
      ahead: "Your {association} membership ends on {date}",
      today: "Your {association} membership ends today",
      ended: "Your {association} membership ended on {date}",
    },
    status: {
      ahead: "Your {association} membership ({plan} plan) is valid until {date}.",
      today: "Your {association} membership ({plan} plan) ends today, {date}.",
      ended:
        "Your {association} membership ({plan} plan) ended on {date}. You stay in the members’ directory until {graceDate}; renew before then to keep your place.",
    },
    renew:
      "Renew it for another year on the renewal page: it gives you the payment reference to write in your bank transfer, and there you send your receipt.",
    action: "Renew membership",
    facts: {
      plan: "Plan",
      amount: "Amount",
      validUntil: "Valid until",
    },
    note: "Already paid? Send your renewal on the same page, so that an administrator can confirm it. You get these reminders because your account is linked to your membership.",
  },
};

const ha: typeof en = {
  renewal: {
    subject: {
      ahead: "Zama membanki na {association} zai ƙare ranar {date}",
      today: "Zama membanki na {association} zai ƙare yau",
      ended: "Zama membanki na {association} ya ƙare ranar {date}",
    },
    status: {
      ahead: "Zama membanki na {association} (tsarin {plan}) yana aiki har zuwa {date}.",
      today: "Zama membanki na {association} (tsarin {plan}) zai ƙare yau, {date}.",
      ended:
        "Zama membanki na {association} (tsarin {plan}) ya ƙare ranar {date}. Za ki ci gaba da kasancewa a jerin membobi har zuwa {graceDate}; ki sabunta kafin lokacin don ki riƙe gurbinki.",
    },
    renew:
      "Ki sabunta shi don wata shekara a shafin sabuntawa: zai ba ki lambar shaidar biya da za ki rubuta a bayanin tura kuɗi a banki, kuma a can za ki aika rasitinki.",
    action: "Sabunta zama memba",
    facts: {
      plan: "Tsari",
      amount: "Kuɗi",
      validUntil: "Yana aiki har zuwa",
    },
    note: "Kin riga kin biya? Ki aika sabuntawarki a wannan shafin, don mai gudanarwa ya tabbatar da ita. Kina samun waɗannan tunatarwa ne saboda asusunki yana haɗe da zama membanki.",
  },
};

export const mailReminderTexts: Localised<typeof en> = { en, ha };
