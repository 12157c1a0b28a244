import type { Localised } from "~/i18n/localised";

/**
 * The shared UI components' own texts (app/components/ui: pagination, load error, time ago). Kept
 * small: every hydrating page that shows one of them carries both languages of this module.
 * English first, the source of truth; the Hausa has its type, so a missing or extra key fails
 * `tsc`. Boko with the hooked letters (ɓ ɗ ƙ ƴ) and ʼ (U+02BC). `{name}` is filled by `format()`.
 */

const en = {
  pagination: {
    pages: "Pages",
    previous: "Previous",
    next: "Next",
    pageOf: "Page {page} of {pageCount}",
  },
  loadError: "{what} could not be loaded. Please try again in a moment.",
  timeAgo: {
    justNow: "just now",
    year: { one: "1 year ago", other: "{count} years ago" },
    month: { one: "1 month ago", other: "{count} months ago" },
    week: { one: "1 week ago", other: "{count} weeks ago" },
    day: { one: "1 day ago", other: "{count} days ago" },
    hour: { one: "1 hour ago", other: "{count} hours ago" },
    minute: { one: "1 minute ago", other: "{count} minutes ago" },
  },
};

const ha: typeof en = {
  pagination: {
    pages: "Shafuka",
    previous: "Na baya",
    next: "Na gaba",
    pageOf: "Shafi na {page} cikin {pageCount}",
  },
  loadError: "Ba a iya ɗauko {what} ba. Don Allah ku sake gwadawa nan ba da jimawa ba.",
  timeAgo: {
    justNow: "yanzu-yanzu",
    year: { one: "shekara 1 da ta wuce", other: "shekaru {count} da suka wuce" },
    month: { one: "wata 1 da ya wuce", other: "watanni {count} da suka wuce" },
    week: { one: "mako 1 da ya wuce", other: "makonni {count} da suka wuce" },
    day: { one: "kwana 1 da ya wuce", other: "kwanaki {count} da suka wuce" },
    hour: { one: "awa 1 da ta wuce", other: "awanni {count} da suka wuce" },
    minute: { one: "minti 1 da ya wuce", other: "mintuna {count} da suka wuce" },
  },
};

export const uiTexts: Localised<typeof en> = { en, ha };
export type UiTexts = typeof en;
