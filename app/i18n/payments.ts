import type { Localised } from "~/i18n/localised";

/**
 * Paying online with Paystack (issue #28): the "Pay now with Paystack" button on /join's step 2,
 * /join/submitted/{key}, /dashboard/renew (and its sent page, the dashboard's waiting renewal),
 * and the page Paystack sends her back to (/payments/paystack/callback). /join and the dashboard
 * hydrate: their loaders send the texts they need in one language. English first, the source of
 * truth; Boko with ɓ ɗ ƙ ƴ and ʼ.
 */

const en = {
  payNow: "Pay now with Paystack",
  payNowHint: "Card, bank transfer or USSD through Paystack: confirmed in seconds.",
  unavailable: {
    title: "Online payment is not available just now",
    text: "Nothing is lost: please pay by bank transfer with your payment reference, or try online payment again later.",
  },
  callback: {
    title: "Your payment",
    received: "Payment received",
    renewal: "Your membership is now valid until {date}.",
    renewalNoDate: "Your membership has been renewed.",
    receipt: "See your receipt",
    dashboard: "Go to your dashboard",
    application: "Your application now waits for an administrator's approval.",
    applicationNext:
      "Your application now waits for an administrator's approval. We have e-mailed you that your payment is received, and we will e-mail you the decision. You do not need to pay or send anything else.",
    checking: "We are checking your payment",
    checkingText:
      "Paystack has not confirmed your payment yet. This usually takes a moment; we finish it on our side as soon as Paystack tells us. You do not need to pay again.",
    lookAgain: "Look again",
    notPaid: "Payment not completed",
    notPaidText:
      "Nothing was charged. You can try again, or pay by bank transfer with your payment reference.",
    tryAgain: "Try again",
    flagged: "We received your payment",
    flaggedText: "An administrator will check it and contact you.",
    home: "Back to Home",
  },
};

const ha: typeof en = {
  payNow: "Biya yanzu da Paystack",
  payNowHint: "Da kati, tura kuɗi a banki ko USSD ta Paystack: ana tabbatarwa cikin daƙiƙoƙi.",
  unavailable: {
    title: "Biyan kuɗi ta intanet ba ya samuwa a yanzu",
    text: "Babu abin da ya ɓace: da fatan ki biya ta hanyar tura kuɗi a banki tare da lambar shaidar biyanki, ko ki sake gwada biyan ta intanet anjima.",
  },
  callback: {
    title: "Biyan kuɗinki",
    received: "An karɓi biyan kuɗi",
    renewal: "Yanzu zama membanki yana aiki har zuwa {date}.",
    renewalNoDate: "An sabunta zama membanki.",
    receipt: "Duba rasitinki",
    dashboard: "Je zuwa Shafina",
    application: "Yanzu neman zama membanki yana jiran amincewar mai gudanarwa.",
    applicationNext:
      "Yanzu neman zama membanki yana jiran amincewar mai gudanarwa. Mun aiko miki da imel cewa an karɓi biyanki, kuma za mu aiko miki da imel idan an yanke shawara. Ba sai kin sake biya ko aika wani abu ba.",
    checking: "Muna duba biyan kuɗinki",
    checkingText:
      "Paystack bai tabbatar da biyanki ba tukuna. Yawanci ba ya ɗaukar lokaci; za mu kammala a ɓangarenmu da zarar Paystack ya sanar da mu. Ba sai kin sake biya ba.",
    lookAgain: "Sake dubawa",
    notPaid: "Ba a kammala biyan kuɗi ba",
    notPaidText:
      "Ba a cire kuɗi ba. Kina iya sake gwadawa, ko ki biya ta hanyar tura kuɗi a banki tare da lambar shaidar biyanki.",
    tryAgain: "Sake gwadawa",
    flagged: "Mun karɓi biyan kuɗinki",
    flaggedText: "Mai gudanarwa zai duba shi kuma ya tuntuɓe ki.",
    home: "Koma shafin farko",
  },
};

export const paymentsTexts: Localised<typeof en> = { en, ha };
