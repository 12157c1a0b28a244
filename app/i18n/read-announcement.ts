import type { Localised } from "~/i18n/localised";

/**
 * /read/:token (issue #40): an announcement as its text's link opens it, in the language it was
 * sent in. The invalid link's words are the unsubscribe page's kind: the token is the same.
 */
const en = {
  title: "Announcement",
  from: "From {name}",
  stop: "Stop these texts",
  invalid: {
    title: "This link is not valid",
    message: "This announcement cannot be found.",
    hint: "Please use the link in the latest text you received from us, or contact us.",
  },
};

const ha: typeof en = {
  title: "Sanarwa",
  from: "Daga {name}",
  stop: "Dakatar da waɗannan SMS",
  invalid: {
    title: "Wannan mahaɗin ba shi da inganci",
    message: "Ba a sami wannan sanarwar ba.",
    hint: "Don Allah ki yi amfani da mahaɗin da ke cikin SMS na baya-bayan nan da kika karɓa daga gare mu, ko ki tuntuɓe mu.",
  },
};

export const readAnnouncementTexts: Localised<typeof en> = { en, ha };
