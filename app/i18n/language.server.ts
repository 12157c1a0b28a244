import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  isLanguage,
  pageLanguage,
  localePath,
  requestedLanguage,
  type Language,
} from "~/i18n/language";
import { sitePath } from "~/http/site-path.server";
import { cookieValue, withSiteCookie } from "~/http/message-parts.server";

/** The `zamwe-lang` cookie's language, if it holds one. */
export function cookieLanguage(request: Request): Language | null {
  const value = cookieValue(request, LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/**
 * Hausa when `Accept-Language` ranks Hausa (`ha`, `ha-NG` …) above English (q-values first, then
 * the order of the header), English when it ranks English first, else null (neither, or garbage).
 */
export function acceptedLanguage(header: string | null): Language | null {
  if (!header) return null;
  const best = new Map<Language, { q: number; position: number }>();
  header.split(",").forEach((item, position) => {
    const [tag, ...params] = item.trim().split(";");
    const primary = tag?.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) return;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) return;
    const seen = best.get(primary);
    if (!seen || q > seen.q) best.set(primary, { q, position });
  });
  const ha = best.get("ha");
  const en = best.get("en");
  if (!ha) return en ? "en" : null;
  if (!en) return "ha";
  return ha.q > en.q || (ha.q === en.q && ha.position < en.position) ? "ha" : "en";
}

/**
 * Which language a request gets (ADR 0023): the address's `?lang=` if it has one, else the
 * language she chose before (cookie), else her browser's preference, else English.
 */
export function languageOf(request: Request): Language {
  return (
    requestedLanguage(new URL(request.url).searchParams) ??
    cookieLanguage(request) ??
    acceptedLanguage(request.headers.get("Accept-Language")) ??
    "en"
  );
}

/**
 * Whether the request asks for a page of the site, the kind that has a Hausa address: GET/HEAD,
 * not a React Router data request, not the admin area (English only), not the realtime socket, and not
 * a file (`.ics`, `.csv`, `.svg`, `.json`, robots.txt, sitemap.xml, assets: a dot in the last
 * segment) nor an image route (`…/logo`).
 */
export function isPageRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = new URL(request.url);
  if (url.searchParams.has("_data")) return false;
  const path = url.pathname;
  if (/^\/(admin|realtime|assets|uploads)(\/|$)/.test(path)) return false;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return !last.includes(".") && last !== "logo";
}

/**
 * The one redirect of the language rule (server.ts): a page asked for at its unmarked (English)
 * address by a visitor whose language is Hausa goes to the same address plus `?lang=ha`. The
 * answer is hers alone (`private, no-store`) and depends on her cookie and browser, so that every
 * page body stays cacheable by its URL alone.
 */
export function languageRedirect(request: Request): Response | null {
  if (!isPageRequest(request)) return null;
  const url = new URL(request.url);
  if (url.searchParams.has(LANGUAGE_PARAM)) return null;
  const language = languageOf(request);
  if (language === "en") return null;
  // A path that reads as another host (`//evil.example/x`) is no page of the site to send her
  // to: it gets the site's own answer (a 404) instead of a redirect off the site.
  const location = sitePath(localePath(`${url.pathname}${url.search}`, language));
  if (location === null) return null;
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      "Cache-Control": "private, no-store",
      Vary: "Cookie, Accept-Language",
    },
  });
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The language of a page is remembered: a page asked for with an explicit `?lang=` different
 * from her cookie sets the cookie (so the header's plain link is the switch, without JavaScript).
 * Such an answer is hers (`private, no-store`). An unmarked page's answer varies with the cookie
 * and `Accept-Language` (another visitor would have been redirected).
 */
export function withLanguageCookie(request: Request, response: Response): Response {
  if (!isPageRequest(request)) return response;
  const url = new URL(request.url);
  const requested = requestedLanguage(url.searchParams);
  if (requested === null) {
    const vary = (response.headers.get("Vary") ?? "").split(",").map((v) => v.trim().toLowerCase());
    const missing = ["Cookie", "Accept-Language"].filter((h) => !vary.includes(h.toLowerCase()));
    if (missing.length === 0) return response;
    const copy = new Response(response.body, response);
    copy.headers.append("Vary", missing.join(", "));
    return copy;
  }
  if (languageSwitchOf(request) === null) return response;
  const copy = withSiteCookie(request, response, {
    name: LANGUAGE_COOKIE,
    value: requested,
    maxAge: ONE_YEAR,
  });
  copy.headers.set("Cache-Control", "private, no-store");
  return copy;
}

/**
 * The language she switches to with this request: a page asked for with an explicit `?lang=`
 * other than her cookie's (the header's link). Remembered in the cookie (withLanguageCookie) and,
 * when she is signed in, on her account, for her e-mails (server.ts).
 */
export function languageSwitchOf(request: Request): Language | null {
  if (!isPageRequest(request)) return null;
  const requested = requestedLanguage(new URL(request.url).searchParams);
  return requested !== null && cookieLanguage(request) !== requested ? requested : null;
}

/**
 * Where an action sends her next, in the language of the page she posted from: forms post to
 * their own address, so the request's `?lang=` is her page's language.
 */
export function localeRedirectPath(request: Request, to: string): string {
  const language = pageLanguageOf(request);
  return sitePath(localePath(to, language)) ?? localePath("/", language);
}

/**
 * The language of the page a loader or action answers for: its address's (`?lang=ha`, else
 * English). Loaders render it, and forms post to their own address, so this is the language
 * of what she sees — unlike `languageOf`, which also weighs her cookie and browser to choose
 * where an unmarked address should send her.
 */
export function pageLanguageOf(request: Request): Language {
  return pageLanguage(new URL(request.url).searchParams);
}
