import { localePath, type Language } from "~/i18n/language";
import { refusalTexts } from "~/i18n/refusals";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A page the Worker answers with before Remix runs (or without it): no shell, no script, a few
 * hundred bytes, in the language of the address the request went to, with a link home.
 */
export function plainPage(
  language: Language,
  page: { title: string; heading: string; message: string },
  extraHtml = "",
): string {
  const home = localePath("/", language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} | ZAMWE</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.message)}</p>${extraHtml}<p><a href="${escapeHtml(home)}" style="color:#0b6440">${escapeHtml(refusalTexts[language].returnHome)}</a></p></body></html>`;
}
