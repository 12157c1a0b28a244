/**
 * D1's read replication through the Sessions API (issue #41, ADR 0055). Every request runs its
 * queries in one D1 session:
 * - a form she sends (any method but GET and HEAD), and every admin page, starts on the primary
 *   (`first-primary`): an action reads what it is about to change as it is;
 * - a page of a visitor who has just written starts from her last write's bookmark (a cookie),
 *   so the page after her form shows what she sent, with JavaScript or without;
 * - any other page may be answered by the nearest replica (`first-unconstrained`).
 * The session's bookmark after a write goes back in the cookie, for a few minutes: long enough
 * for any replica to catch up.
 *
 * No Vite imports here: server.ts (bundled by wrangler, not Vite) uses this module.
 */
import { cookieValue, withSiteCookie } from "~/http/message-parts.server";

export const D1_BOOKMARK_COOKIE = "zamwe-d1";
/** Replicas lag by seconds; after this long she reads wherever she is again. */
const BOOKMARK_MAX_AGE_SECONDS = 300;
/** D1's bookmarks are short printable strings; anything else in the cookie is not one. */
const BOOKMARK = /^[\w.:+/=-]{1,200}$/;

const reads = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The bookmark her cookie carries, if it looks like one. */
export function bookmarkOf(request: Request): string | undefined {
  const sent = cookieValue(request, D1_BOOKMARK_COOKIE);
  if (sent === undefined) return undefined;
  let bookmark: string;
  try {
    bookmark = decodeURIComponent(sent);
  } catch {
    // A cookie written by hand ("%E0"): no bookmark, as none at all.
    return undefined;
  }
  return BOOKMARK.test(bookmark) ? bookmark : undefined;
}

/** Where this request's session starts (see above). */
export function sessionStartOf(request: Request): string {
  const path = new URL(request.url).pathname;
  if (!reads(request) || path === "/admin" || path.startsWith("/admin/")) return "first-primary";
  return bookmarkOf(request) ?? "first-unconstrained";
}

/** This request's env with `DB` a session of it, and the bookmark once it has run. */
export function openD1Session(env: Env, request: Request) {
  const session = env.DB.withSession(sessionStartOf(request));
  return {
    // drizzle runs on the session as on the database: it needs `prepare` and `batch` only.
    env: { ...env, DB: session as unknown as D1Database },
    bookmark: () => session.getBookmark(),
  };
}

/** A write's answer carries her bookmark; a read's carries nothing new. */
export function withBookmark(request: Request, response: Response, bookmark: string | null) {
  if (reads(request) || !bookmark || !BOOKMARK.test(bookmark)) return response;
  return withSiteCookie(request, response, {
    name: D1_BOOKMARK_COOKIE,
    value: encodeURIComponent(bookmark),
    maxAge: BOOKMARK_MAX_AGE_SECONDS,
  });
}
