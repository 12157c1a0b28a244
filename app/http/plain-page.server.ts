import { pageLanguageOf } from "~/i18n/language.server";
import { localePath, type Language } from "~/i18n/language";
import { refusalTexts } from "~/i18n/refusals";
import { escapeHtml } from "~/utils/html";

/**
 * A page the Worker answers with before React Router runs (or without it): no shell, no script, a few
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

/** The texts of a refusal the Worker decides before React Router: its page's title, heading, message. */
type RefusalTexts = { title: string; heading: string; message: string };

/**
 * A request the Worker refuses before React Router reads anything (a form from another site, a body
 * too large), in the language of the page it was sent from. server.ts has it shown as a page of
 * the site by the route's action (app/http/worker-refusal.server.ts); `plainRefusal` is its
 * answer where no form is there to show it.
 */
export type Refusal = RefusalTexts & {
  status: 403 | 413;
  language: Language;
  headers?: Record<string, string>;
};

/** The refusal `status` of `request`, with the texts of its page's language. */
export function refusalOf(
  request: Request,
  status: Refusal["status"],
  texts: (t: (typeof refusalTexts)[Language]) => RefusalTexts,
  headers?: Record<string, string>,
): Refusal {
  const language = pageLanguageOf(request);
  return { status, language, ...texts(refusalTexts[language]), headers };
}

/** A refusal as a plain page of its own. */
export function plainRefusal(refusal: Refusal): Response {
  return new Response(plainPage(refusal.language, refusal), {
    status: refusal.status,
    headers: { "Content-Type": "text/html; charset=utf-8", ...refusal.headers },
  });
}
