import type { Localised } from "~/i18n/localised";

/**
 * The 404 page and the error screens (root ErrorBoundary, `_public+/$.tsx`).
 * English first, the source of truth (the spec's texts verbatim); the Hausa has its type, so a
 * missing or extra key fails `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC).
 * `{name}` marks a value filled in by `format()`. How to add a text, and the glossary: docs/i18n.md.
 */

const en = {
  somethingWentWrong: "Something went wrong",
  returnHome: "Return to Home",
  notFound: {
    pageTitle: "Page not found",
    title: "Oops! Page not found",
    message: "The page you are looking for does not exist or has moved.",
  },
  tooManyRequests: {
    title: "Please slow down",
    message: "Too many requests. Please wait a minute and try again.",
  },
  refused: {
    title: "Form not accepted",
    message: "Please go back to the page and send the form again.",
  },
  unauthorized: { title: "Unauthorized", message: "Admin access required" },
  unexpected: {
    title: "Unexpected Application Error!",
    message: "Something went wrong on our side. Please try again in a moment.",
  },
};

const ha: typeof en = {
  somethingWentWrong: "An sami matsala",
  returnHome: "Koma shafin farko",
  notFound: {
    pageTitle: "Ba a sami shafin ba",
    title: "Kash! Ba a sami shafin ba",
    message: "Shafin da kuke nema babu shi, ko kuma an mayar da shi wani wuri.",
  },
  tooManyRequests: {
    title: "Don Allah a rage sauri",
    message: "Buƙatu sun yi yawa. Don Allah a jira minti ɗaya, sannan a sake gwadawa.",
  },
  refused: {
    title: "Ba a karɓi fom ɗin ba",
    message: "Don Allah a koma shafin, sannan a sake aika fom ɗin.",
  },
  unauthorized: { title: "Ba ku da izini", message: "Sai masu gudanarwa kaɗai" },
  unexpected: {
    title: "Kuskuren da ba a zata ba!",
    message: "Wani abu ya lalace a ɓangarenmu. Don Allah a sake gwadawa nan ba da daɗewa ba.",
  },
};

export const errorTexts: Localised<typeof en> = { en, ha };
