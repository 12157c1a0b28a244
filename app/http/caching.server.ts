import { languages, localePath } from "~/i18n/language";
import { isContentPath } from "~/config/pages";
import { loggableError } from "~/models/loggable-error.server";
import type { StylesheetDelivery } from "~/http/stylesheet";
import { stylesheetDelivery } from "~/http/stylesheet.server";
import { cookieNames, isHtml } from "~/http/message-parts.server";

/**
 * Content pages for visitors without a session: browsers revalidate every time (max-age=0, with
 * the ETag below that costs a 304 and no body), shared caches keep them 5 minutes and may serve
 * a stale copy for a day while they fetch a fresh one.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
/** Pages of a signed-in visitor: never stored anywhere, not even in their own browser's cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

const SESSION_COOKIES = new Set(["zamwe-session", "__Host-zamwe-session"]);
/** remix-toast's one-time message: a page that carries one must be rendered for this visitor. */
const FLASH_COOKIE = "zamwe-flash";

/** React Router's single-fetch data request for a page: its address plus `.data` (`/_root.data` for /). */
const isDataRequest = (url: URL) => url.pathname.endsWith(".data");

function privateCopy(response: Response): Response {
  const copy = new Response(response.body, response);
  copy.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  return copy;
}

/**
 * A weak validator of the page's bytes: the same HTML gives the same tag on every isolate, so a
 * browser's `If-None-Match` is answered with 304 wherever it lands.
 */
export async function weakEtag(body: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  return `W/"${hex}"`;
}

/** `If-None-Match` against our tag, with weak comparison (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}

function notModified(response: Response): Response {
  const headers = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "Content-Location", "Expires"]) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}

/** Where the edge cache keeps a page: its own address, a first visit's copy beside it. */
function cacheKeyOf(url: URL, delivery: StylesheetDelivery): string {
  if (delivery === "linked") return url.toString();
  const key = new URL(url);
  key.searchParams.set("__stylesheet", "inline");
  return key.toString();
}

/** The data centre's cache (the DOM typings of `caches` know no `default`; Workers' do). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

type CachingEnv = { ENVIRONMENT?: string };
type CachingCtx = { waitUntil(promise: Promise<unknown>): void };

/**
 * HTTP caching around the React Router handler (server.ts), for HTML pages only:
 * - every 200 GET page gets a weak `ETag`, and a matching `If-None-Match` gets 304 with no body;
 * - a request with a session cookie gets `private, no-store`: its pages, and the `.data`
 *   answers they fetch, are that person's;
 * - a content page (app/config/pages.ts) asked for without a session or a pending flash message,
 *   that sets no cookie, gets `PUBLIC_PAGE_CACHE_CONTROL`, and in production it is kept in the
 *   Workers Cache API (`caches.default`) of the data centre, so the next anonymous visitors there
 *   get it without a render or a D1 query (for up to s-maxage, 5 minutes).
 * Hashed assets under /assets/ never reach the Worker: public/_headers marks them immutable.
 * `cache` is for tests; by default production uses `caches.default` and other environments none.
 */
export async function withCaching(
  request: Request,
  env: CachingEnv,
  ctx: CachingCtx,
  handle: () => Promise<Response>,
  cache: Cache | undefined = env.ENVIRONMENT === "production" ? edgeCache() : undefined,
): Promise<Response> {
  const url = new URL(request.url);
  const cookies = cookieNames(request);
  const session = cookies.some((name) => SESSION_COOKIES.has(name));
  const shareable =
    request.method === "GET" &&
    !session &&
    !cookies.includes(FLASH_COOKIE) &&
    isContentPath(url.pathname);
  // The cache key is the URL and how the page brings its stylesheet (a first visit's carries it
  // inline, ADR 0042): whatever else the request carries, the page is the same for all.
  const cacheKey = cacheKeyOf(url, stylesheetDelivery(request));

  if (shareable && cache) {
    const hit = await cache.match(cacheKey);
    if (hit) {
      return matchesEtag(request.headers.get("If-None-Match"), hit.headers.get("ETag") ?? "")
        ? notModified(hit)
        : hit;
    }
  }

  const response = await handle();
  if (!isHtml(response)) {
    // React Router's data answers (`/page.data`: what a page shows, fetched by its JavaScript) are the
    // page's, so a signed-in visitor's are hers alone; so is any other answer to her that says
    // nothing itself (a route's own, like a CSV's `private, no-store`, is left alone).
    const hers = session && (isDataRequest(url) || !response.headers.has("Cache-Control"));
    return hers ? privateCopy(response) : response;
  }
  if (request.method !== "GET" || response.status !== 200) {
    return session ? privateCopy(response) : response;
  }

  // Small, fully rendered pages (entry.server waits for allReady): buffering them costs nothing.
  const body = await response.arrayBuffer();
  const page = new Response(body, response);
  page.headers.set("ETag", await weakEtag(body));
  if (session) {
    page.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  } else if (shareable && !page.headers.has("Set-Cookie")) {
    page.headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    // Shared caches must not hand this copy to a signed-in visitor.
    page.headers.append("Vary", "Cookie");
    if (cache) ctx.waitUntil(cache.put(cacheKey, page.clone()));
  }
  return matchesEtag(request.headers.get("If-None-Match"), page.headers.get("ETag")!)
    ? notModified(page)
    : page;
}

/**
 * After a change to what a content page shows (a member edits her profile), drops the copy the
 * data centre answering this request keeps (production only, like the cache itself), so the
 * next visitor there gets the new page at once. The Cache API is per data centre: another one
 * may serve its copy until s-maxage runs out (5 minutes; ADR 0022). The page is dropped in
 * every language: each has its own address (`?lang=ha`, ADR 0023), so its own copy, and each
 * has a first visit's copy beside it (ADR 0042).
 */
export async function forgetCachedPage(
  request: Request,
  env: CachingEnv,
  path: string,
  cache: Cache | undefined = env.ENVIRONMENT === "production" ? edgeCache() : undefined,
): Promise<void> {
  if (!cache) return;
  try {
    const deliveries: StylesheetDelivery[] = ["linked", "inline"];
    await Promise.all(
      languages.flatMap((language) =>
        deliveries.map((delivery) =>
          cache.delete(cacheKeyOf(new URL(localePath(path, language), request.url), delivery)),
        ),
      ),
    );
  } catch (error) {
    console.error("[caching] could not drop a cached page:", loggableError(error));
  }
}

/** forgetCachedPage for each of these paths. */
export async function forgetCachedPages(request: Request, env: CachingEnv, paths: string[]) {
  await Promise.all(paths.map((path) => forgetCachedPage(request, env, path)));
}
