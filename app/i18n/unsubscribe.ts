import type { Localised } from "~/i18n/localised";

/**
 * The unsubscribe page (/unsubscribe/:token), which the link at the foot of every announcement
 * and newsletter opens. English first; the Hausa has its type, so a missing key fails `tsc`.
 * `{name}` marks a value filled in by `format()`.
 */
const en = {
  title: "Unsubscribe",
  heading: "Stop these e-mails?",
  lead: "Press the button to stop receiving announcements and the newsletter from {name} at this address.",
  keeps:
    "You will still receive the e-mails your account and membership need, such as a password reset link or a payment receipt.",
  button: "Unsubscribe",
  done: {
    heading: "You are unsubscribed",
    message: "This address will receive no more announcements or newsletters from {name}.",
    again: "Changed your mind? You can subscribe again on the newsletter page.",
    newsletterLink: "Newsletter",
  },
  invalid: {
    title: "This link is not valid",
    message: "This unsubscribe link is not valid.",
    hint: "Please use the link at the end of the latest e-mail you received from us, or contact us.",
  },
  /** The link in an announcement's text (issue #40): it withdraws her consent to such texts. */
  sms: {
    heading: "Stop these texts?",
    lead: "Press the button to stop receiving announcements from {name} by SMS.",
    keeps:
      "Your notices (renewal reminders, tickets, receipts) still come as you chose under How we reach you.",
    button: "Stop the texts",
    done: {
      heading: "No more texts",
      message: "You will receive no more announcements from {name} by SMS.",
      again: "Changed your mind? Choose again under",
      choicesLink: "How we reach you",
    },
  },
};

const ha: typeof en = {
  title: "Daina karɓa",
  heading: "Ku daina karɓar waɗannan saƙonnin imel?",
  lead: "Ku danna maɓallin don daina karɓar sanarwa da wasiƙar labarai daga {name} a wannan adireshin.",
  keeps:
    "Za ku ci gaba da karɓar saƙonnin imel da asusunku da zama membanku ke buƙata, kamar mahaɗin sabunta kalmar sirri ko rasitin biya.",
  button: "Daina karɓa",
  done: {
    heading: "An daina aiko muku",
    message: "Wannan adireshin ba zai ƙara karɓar sanarwa ko wasiƙar labarai daga {name} ba.",
    again: "Kun sauya raʼayi? Kuna iya sake yin rajista a shafin wasiƙar labarai.",
    newsletterLink: "Wasiƙar labarai",
  },
  invalid: {
    title: "Wannan mahaɗin ba shi da inganci",
    message: "Wannan mahaɗin daina karɓa ba shi da inganci.",
    hint: "Don Allah ku yi amfani da mahaɗin da ke ƙarshen saƙon imel na baya-bayan nan da kuka karɓa daga gare mu, ko ku tuntuɓe mu.",
  },
  sms: {
    heading: "Ki daina karɓar waɗannan saƙonnin SMS?",
    lead: "Ki danna maɓallin don daina karɓar sanarwoyin {name} ta SMS.",
    keeps:
      "Sanarwoyinki (tunatarwar sabuntawa, tikiti, rasiti) za su ci gaba da zuwa yadda kika zaɓa a Yadda muke tuntuɓarki.",
    button: "Dakatar da SMS ɗin",
    done: {
      heading: "Babu sauran SMS",
      message: "Ba za ki ƙara karɓar sanarwoyin {name} ta SMS ba.",
      again: "Kin sauya raʼayi? Ki sake zaɓa a",
      choicesLink: "Yadda muke tuntuɓarki",
    },
  },
};

export const unsubscribeTexts: Localised<typeof en> = { en, ha };
