import type { StylesheetDelivery } from "~/http/stylesheet";
import { cookieNames, isHtml, withSiteCookie } from "~/http/message-parts.server";

/**
 * A first visit paints after one round trip (ADR 0042): her page carries the stylesheet inline
 * and asks for the file with `rel=prefetch`, so the next page finds it in her cache. This cookie
 * says her browser has been sent it: later pages link to the file. It says nothing about her
 * (the same for everyone), and carries no version: after a deploy that changes the stylesheet,
 * her next page waits for the new file once, as every page did before.
 *
 * No Vite imports here: server.ts (bundled by wrangler, not Vite) uses this module too.
 */
export const STYLESHEET_COOKIE = "zamwe-css";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function stylesheetDelivery(request: Request): StylesheetDelivery {
  return cookieNames(request).includes(STYLESHEET_COOKIE) ? "linked" : "inline";
}

/**
 * A page answered with the stylesheet inline remembers that she now has it (the page's
 * prefetch fetches it). Added after the edge cache (app/http/caching.server.ts), which keeps
 * the page without the cookie.
 */
export function withStylesheetCookie(request: Request, response: Response): Response {
  if (!isHtml(response) || stylesheetDelivery(request) === "linked") return response;
  return withSiteCookie(request, response, {
    name: STYLESHEET_COOKIE,
    value: "1",
    maxAge: ONE_YEAR,
  });
}
