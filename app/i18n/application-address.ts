import type { Localised } from "~/i18n/localised";

/**
 * The page the "application received" message links to (/join/confirm-address/:token, issue #37):
 * she proves that the address on her application is hers. English first; the Hausa speaks to one
 * woman (ki). `{name}` marks a value filled in by `format()`.
 */
const en = {
  title: "Confirm your address",
  heading: "Is this your e-mail address?",
  lead: "Press the button to confirm that {email}, given on your {name} membership application, is your own address.",
  why: "Only a confirmed address links your membership to your account when you sign up with it.",
  notYou: "If you did not apply, do nothing: nothing changes.",
  button: "Confirm my address",
  done: {
    heading: "Your address is confirmed",
    message: "Thank you. {email} is now confirmed as the address of your application.",
    linked: "Your membership is now linked to your account.",
    dashboard: "Go to your dashboard",
    signUp:
      "Once your application is approved, sign up with this address and your membership will be linked to your account.",
  },
  invalid: {
    title: "This link is not valid",
    message: "This link has expired or was already used.",
    hint: "If you are not sure your address is confirmed, write to us on WhatsApp.",
  },
};

const ha: typeof en = {
  title: "Tabbatar da adireshinki",
  heading: "Wannan adireshin imel naki ne?",
  lead: "Ki danna maɓallin don tabbatar da cewa {email}, wanda kika bayar a neman zama membar {name}, adireshinki ne.",
  why: "Adireshin da aka tabbatar ne kaɗai ke haɗa zama membanki da asusunki idan kin yi rajista da shi.",
  notYou: "Idan ba ke kika nema ba, kada ki yi komai: babu abin da zai canza.",
  button: "Tabbatar da adireshina",
  done: {
    heading: "An tabbatar da adireshinki",
    message: "Mun gode. Yanzu an tabbatar da {email} a matsayin adireshin neman ki.",
    linked: "Yanzu an haɗa zama membanki da asusunki.",
    dashboard: "Je zuwa dashboard ɗinki",
    signUp:
      "Idan an amince da neman ki, ki yi rajista da wannan adireshin za a haɗa zama membanki da asusunki.",
  },
  invalid: {
    title: "Wannan mahaɗin ba shi da inganci",
    message: "Wannan mahaɗin ya ƙare ko an riga an yi amfani da shi.",
    hint: "Idan ba ki da tabbas an tabbatar da adireshinki, ki rubuto mana ta WhatsApp.",
  },
};

export const applicationAddressTexts: Localised<typeof en> = { en, ha };
