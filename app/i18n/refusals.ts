import type { Localised } from "~/i18n/localised";

/**
 * What the Worker answers before (or instead of) a page: a body too large, a form from another
 * site, a body that is not a form, too many requests, a site missing its configuration. Shown in
 * the site's layout where a form was refused (ADR 0029), else as plain pages without the shell
 * (app/http/plain-page.server.ts), in the language of the address the request went to.
 */
const en = {
  returnHome: "Return to Home",
  tooLarge: {
    title: "Too large",
    heading: "What you sent is too large",
    message:
      "Forms can carry up to 1 MB, each photo or receipt up to 5 MB and a website logo up to 2 MB. Please go back, shorten the text or choose a smaller file, and try again.",
  },
  crossOrigin: {
    title: "Not allowed",
    heading: "This form was sent from another website",
    message:
      "For your safety we only accept forms sent from our own pages. Please open the page on our site and try again.",
  },
  misconfigured: {
    title: "Not available",
    heading: "This site is not available right now",
    message:
      "The server is missing part of its configuration, so it is not serving pages rather than running insecurely. Please try again later.",
  },
  formNotReadable:
    "This form could not be read. Please go back to the page, fill it in again and send it.",
  formNotAForm:
    "This address accepts forms sent from its page only. Please go back to the page and send the form from there.",
  tooManyRequests: "Too many requests. Please wait a minute and try again.",
};

const ha: typeof en = {
  returnHome: "Koma shafin farko",
  tooLarge: {
    title: "Ya yi girma da yawa",
    heading: "Abin da kuka aika ya yi girma da yawa",
    message:
      "Fom zai iya ɗaukar har 1 MB, kowane hoto ko rasiti har 5 MB, tambarin shafin yanar gizo kuma har 2 MB. Don Allah ku koma baya, ku rage rubutun ko ku zaɓi ƙaramin fayil, sannan ku sake gwadawa.",
  },
  crossOrigin: {
    title: "Ba a yarda ba",
    heading: "An aiko wannan fom daga wani shafin yanar gizo",
    message:
      "Don kare ku, fom ɗin da aka aiko daga shafukanmu kaɗai muke karɓa. Don Allah ku buɗe shafin a shafinmu, sannan ku sake gwadawa.",
  },
  misconfigured: {
    title: "Ba a samu ba",
    heading: "Wannan shafi ba ya aiki a yanzu",
    message:
      "Sabar ba ta da wani ɓangare na saitinta, don haka ba ta nuna shafuka maimakon ta yi aiki ba tare da tsaro ba. Don Allah ku sake gwadawa anjima.",
  },
  formNotReadable:
    "Ba a iya karanta wannan fom ba. Don Allah ku koma shafin, ku sake cike shi, sannan ku aika.",
  formNotAForm:
    "Wannan adireshi yana karɓar fom da aka aiko daga shafinsa kaɗai. Don Allah ku koma shafin, ku aika fom ɗin daga can.",
  tooManyRequests: "Buƙatu sun yi yawa. Don Allah a jira minti ɗaya, sannan a sake gwadawa.",
};

export const refusalTexts: Localised<typeof en> = { en, ha };
