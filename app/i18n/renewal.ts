import type { Localised } from "~/i18n/localised";

/**
 * Renewing her membership: /dashboard/renew and, after it, /dashboard/renew/sent (with the
 * WhatsApp message it prefills). English first, the source of truth; Boko with ɓ ɗ ƙ ƴ and ʼ.
 */

const en = {
  meta: {
    title: "Renew membership",
    description: "Renew your ZAMWE membership for another year.",
  },
  validUntil: "Your membership is valid until {date}.",
  firstYear: "Your first membership year starts when your payment is confirmed.",
  waiting: {
    heading: "Your renewal is waiting for confirmation",
    reference: "Payment reference {reference}.",
    text: "An administrator will confirm your payment; your dashboard shows the new date then.",
    send: "Send your proof of payment",
  },
  form: {
    plan: "Choose Your Plan",
    nextYear: "Your next year: {from} to {until}.",
    payHeading: "Pay by bank transfer",
    pay: "Transfer the amount of your plan to {name}’s account, with this payment reference in the narration.",
    receipt: "Payment receipt",
    receiptHint: "(optional, up to 5 MB)",
    receiptRefused: "Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB.",
    submit: "Send renewal",
    sending: "Sending...",
  },
  errors: {
    alreadyOpen: "You already have a renewal waiting for confirmation.",
    expired: "This form has expired. Please reload the page and try again.",
    failed: "Renewal failed",
    tryLater: "Please try again later.",
  },
  sent: {
    title: "One More Step!",
    toast: "Renewal sent",
    toastDescription: "An administrator will confirm your payment.",
    whatsapp:
      "Hello {name}, I am {fullName}. I have paid {amount} to renew my membership (payment reference {reference}). Here is my payment receipt.",
    text: "Please send your payment evidence or receipt by WhatsApp to {phone}, quoting your payment reference {reference}. An administrator will confirm your payment, and your dashboard will show your new date.",
    back: "Back to Dashboard",
  },
};

const ha: typeof en = {
  meta: {
    title: "Sabunta zama memba",
    description: "Ki sabunta zama membanki na ZAMWE don wata shekara.",
  },
  validUntil: "Zama membanki yana aiki har zuwa {date}.",
  firstYear: "Shekararki ta farko ta zama memba za ta fara idan aka tabbatar da biyanki.",
  waiting: {
    heading: "Sabuntawarki tana jiran tabbatarwa",
    reference: "Lambar shaidar biya {reference}.",
    text: "Mai gudanarwa zai tabbatar da biyanki; sannan Shafina zai nuna sabuwar ranar.",
    send: "Aika shaidar biyanki",
  },
  form: {
    plan: "Zaɓi tsarinki",
    nextYear: "Shekararki ta gaba: daga {from} zuwa {until}.",
    payHeading: "Biya ta hanyar tura kuɗi a banki",
    pay: "Ki tura kuɗin tsarinki zuwa asusun {name}, tare da wannan lambar shaidar biya a bayanin turawa.",
    receipt: "Rasitin biya",
    receiptHint: "(ba dole ba ne, har zuwa 5 MB)",
    receiptRefused: "Da fatan ki zaɓi fayil na JPEG, PNG, WebP ko PDF wanda bai wuce 5 MB ba.",
    submit: "Aika sabuntawa",
    sending: "Ana aikawa...",
  },
  errors: {
    alreadyOpen: "Kina da sabuntawa da ke jiran tabbatarwa tuni.",
    expired: "Wannan fom ya ƙare. Da fatan ki sake loda shafin ki sake gwadawa.",
    failed: "Sabuntawa bai yi nasara ba",
    tryLater: "Da fatan ki sake gwadawa anjima.",
  },
  sent: {
    title: "Mataki ɗaya ya rage!",
    toast: "An aika sabuntawa",
    toastDescription: "Mai gudanarwa zai tabbatar da biyanki.",
    whatsapp:
      "Sannu {name}, ni ce {fullName}. Na biya {amount} don sabunta zama membana (lambar shaidar biya {reference}). Ga rasitin biyana.",
    text: "Da fatan ki aika shaidar biya ko rasiti ta WhatsApp zuwa {phone}, tare da lambar shaidar biyanki {reference}. Mai gudanarwa zai tabbatar da biyanki, kuma Shafina zai nuna sabuwar ranarki.",
    back: "Koma Shafina",
  },
};

export const renewalTexts: Localised<typeof en> = { en, ha };
