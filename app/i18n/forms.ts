import type { Localised } from "~/i18n/localised";

/**
 * Texts of the form components every form page shares (app/components/forms): they pick the
 * page's language themselves (`useTexts(formTexts)`), so this namespace stays a few words long.
 */

const en = {
  optional: "optional",
  honeypot: "Leave this field empty",
  uploading: "Uploading… {percent}%",
  uploaded: "Uploaded, saving…",
};

const ha: typeof en = {
  optional: "ba dole ba ne",
  honeypot: "Bar wannan wurin babu komai",
  uploading: "Ana lodawa… {percent}%",
  uploaded: "An loda, ana adanawa…",
};

export const formTexts: Localised<typeof en> = { en, ha };
