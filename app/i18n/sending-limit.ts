import type { Localised } from "~/i18n/localised";

/**
 * What a page says when the site's daily sending limit holds back the message she asked for
 * (issue #50): the same words for every address, so they tell nothing about anyone's.
 */
const en = {
  title: "We could not send your e-mail yet",
  body: "The site has sent as many e-mails today as it may, so the message you asked for is waiting. Please try again in an hour, or write to ZAMWE on WhatsApp: {phone}.",
  whatsapp: "Write to ZAMWE on WhatsApp",
  /** The WhatsApp message the link starts with. */
  whatsappText: "Hello ZAMWE, I asked for an e-mail on the website and it could not be sent yet.",
};

const ha: typeof en = {
  title: "Ba mu iya aika muku imel ɗin ba tukuna",
  body: "Shafin ya aika iyakar imel da zai iya aikawa a yau, don haka saƙon da kuka nema yana jira. Don Allah ku sake gwadawa bayan awa ɗaya, ko ku rubuta wa ZAMWE ta WhatsApp: {phone}.",
  whatsapp: "Rubuta wa ZAMWE ta WhatsApp",
  whatsappText: "Sannu ZAMWE, na nemi imel a shafin yanar gizo kuma ba a iya aika shi ba tukuna.",
};

export const sendingLimitTexts: Localised<typeof en> = { en, ha };
