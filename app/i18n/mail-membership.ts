import type { Localised } from "~/i18n/localised";

/**
 * The notices of an application and a renewal (app/messages/membership-mail.server.ts): received,
 * approved or rejected, payment confirmed (the receipt), renewal rejected. The receipt's labels
 * are the printed receipt's (records.receipt). English first; the Hausa speaks to one woman (ki).
 */
const en = {
  received: {
    subject: "We received your {shortName} membership application",
    intro:
      "Thank you for applying to join {name}. We have received your application for the {plan} plan.",
    plan: "Plan",
    amount: "Amount",
    reference: "Payment reference",
    next: "What happens next:",
    pay: "1. Pay {amount} by bank transfer to {accountName}, {bank}, account {accountNumber}, writing {reference} as the narration (if you have not yet).",
    proof:
      "2. Send your passport photo and your payment receipt by WhatsApp to {phone}, quoting {reference}.",
    review:
      "3. An administrator confirms your payment and reviews your application. We will e-mail you the decision.",
    proveAddress:
      "Is this your own e-mail address? Confirm it, so that it can link your membership to your account when you sign up with it.",
    proveAction: "Confirm my address",
  },
  approved: {
    subject: "Your {shortName} membership application is approved",
    intro: "Congratulations! Your application to join {name} is approved. Welcome!",
    number: "Membership number",
    waitingForPayment:
      "Your membership year starts when your payment ({reference}) is confirmed. We will e-mail you your receipt then.",
    signUp:
      "To see your membership, your member card and your receipts online, create your account with this e-mail address ({email}). Confirm the address by the link we send you, and your membership is linked to your account at once.",
    signUpAction: "Create your account",
    linkOther:
      "Already have an account with another e-mail address? Sign in and link your membership with the phone number you applied with and your payment reference {reference}.",
    linkAction: "Link your membership",
    linked: "Your membership shows on your dashboard.",
    dashboardAction: "Open your dashboard",
  },
  rejected: {
    subject: "Your {shortName} membership application was not approved",
    intro:
      "Thank you for applying to join {name}. We are sorry: your application ({reference}) was not approved.",
  },
  paymentReceived: {
    subject: "{shortName}: your payment is received",
    intro: "Thank you: we have received your payment for your membership application.",
    amount: "Amount paid",
    how: "Paid with",
    reference: "Payment reference",
    date: "Received on",
    next: "What happens next: an administrator reviews your application. We will e-mail you the decision, with your receipt once it is approved. You do not need to send anything else.",
  },
  paidWith: { paystack: "Paystack (online)", admin: "Bank transfer" },
  receivedPaid:
    "Your payment of {amount} ({how}, reference {reference}) is received: you do not need to pay or send anything else.",
  receivedPaidNext:
    "What happens next: an administrator reviews your application. We will e-mail you the decision.",
  paymentConfirmed: {
    subject: "Your {shortName} receipt {number}",
    intro: "Thank you: your payment is confirmed. Here is your receipt.",
    introRenewal:
      "Thank you: your renewal payment is confirmed and your membership is extended. Here is your receipt.",
    receiptAction: "View and print your receipt",
    signInFirst:
      "The link asks you to sign in. No account yet? Create one with this e-mail address: once you confirm the address, your membership is linked and your receipt opens.",
  },
  renewalRejected: {
    subject: "Your {shortName} renewal was not confirmed",
    intro: "Your renewal request ({reference}, {amount}) was not confirmed.",
    again: "You can send a new renewal request from your dashboard.",
    renewAction: "Renew your membership",
  },
  reason: "The reason: {reason}",
  contact: "Questions, or a payment to sort out? Write to us on WhatsApp at {phone}.",
};

const ha: typeof en = {
  received: {
    subject: "Mun karɓi neman zama membanki na {shortName}",
    intro: "Mun gode da kika nemi shiga {name}. Mun karɓi neman zama membanki na tsarin {plan}.",
    plan: "Tsari",
    amount: "Adadi",
    reference: "Lambar shaidar biya",
    next: "Abin da zai biyo baya:",
    pay: "1. Ki tura {amount} ta banki zuwa {accountName}, {bank}, asusu {accountNumber}, ki rubuta {reference} a bayanin turawa (idan ba ki tura ba tukuna).",
    proof:
      "2. Ki aika hoton fasfo ɗinki da rasitin biyanki ta WhatsApp zuwa {phone}, tare da lambar {reference}.",
    review:
      "3. Mai gudanarwa zai tabbatar da biyanki ya duba neman ki. Za mu aiko miki da imel idan an yanke shawara.",
    proveAddress:
      "Wannan adireshin imel naki ne? Ki tabbatar da shi, don ya haɗa zama membanki da asusunki idan kin yi rajista da shi.",
    proveAction: "Tabbatar da adireshina",
  },
  approved: {
    subject: "An amince da neman zama membanki na {shortName}",
    intro: "Barka! An amince da neman ki na shiga {name}. Maraba da zuwa!",
    number: "Lambar memba",
    waitingForPayment:
      "Shekararki ta zama memba za ta fara idan aka tabbatar da biyanki ({reference}). Za mu aiko miki da rasitinki ta imel a lokacin.",
    signUp:
      "Don ganin zama membanki, katin membanki da rasitanki a intanet, ki buɗe asusu da wannan adireshin imel ({email}). Ki tabbatar da adireshin ta hanyar mahaɗin da za mu aiko miki, sai a haɗa zama membanki da asusunki nan take.",
    signUpAction: "Buɗe asusu",
    linkOther:
      "Kina da asusu da wani adireshin imel? Ki shiga ki haɗa zama membanki da lambar wayar da kika nemi shiga da ita da lambar shaidar biyanki {reference}.",
    linkAction: "Haɗa zama membanki",
    linked: "Zama membanki yana bayyana a Shafina.",
    dashboardAction: "Buɗe Shafina",
  },
  rejected: {
    subject: "Ba a amince da neman zama membanki na {shortName} ba",
    intro:
      "Mun gode da kika nemi shiga {name}. Muna baƙin ciki: ba a amince da neman ki ({reference}) ba.",
  },
  paymentReceived: {
    subject: "{shortName}: an karɓi biyan kuɗinki",
    intro: "Mun gode: mun karɓi biyan kuɗinki na neman zama memba.",
    amount: "Adadin da aka biya",
    how: "An biya ta",
    reference: "Lambar shaidar biya",
    date: "An karɓa a ranar",
    next: "Abin da zai biyo baya: mai gudanarwa zai duba neman ki. Za mu aiko miki da imel idan an yanke shawara, tare da rasitinki idan an amince. Ba sai kin aika wani abu ba.",
  },
  paidWith: { paystack: "Paystack (ta intanet)", admin: "Tura kuɗi a banki" },
  receivedPaid:
    "An karɓi biyan kuɗinki na {amount} ({how}, lambar shaida {reference}): ba sai kin sake biya ko aika wani abu ba.",
  receivedPaidNext:
    "Abin da zai biyo baya: mai gudanarwa zai duba neman ki. Za mu aiko miki da imel idan an yanke shawara.",
  paymentConfirmed: {
    subject: "Rasitinki na {shortName} {number}",
    intro: "Mun gode: an tabbatar da biyanki. Ga rasitinki.",
    introRenewal:
      "Mun gode: an tabbatar da biyan sabuntawarki, kuma an ƙara wa zama membanki lokaci. Ga rasitinki.",
    receiptAction: "Duba ki buga rasitinki",
    signInFirst:
      "Mahaɗin zai nemi ki shiga. Ba ki da asusu tukuna? Ki buɗe ɗaya da wannan adireshin imel: da zarar kin tabbatar da adireshin, za a haɗa zama membanki kuma rasitinki zai buɗe.",
  },
  renewalRejected: {
    subject: "Ba a tabbatar da sabuntawarki ta {shortName} ba",
    intro: "Ba a tabbatar da buƙatar sabuntawarki ({reference}, {amount}) ba.",
    again: "Kina iya aika sabuwar buƙatar sabuntawa daga Shafina.",
    renewAction: "Sabunta zama memba",
  },
  reason: "Dalili: {reason}",
  contact: "Kina da tambaya, ko batun biya? Ki rubuto mana ta WhatsApp a {phone}.",
};

export const mailMembershipTexts: Localised<typeof en> = { en, ha };
