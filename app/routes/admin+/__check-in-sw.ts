/**
 * The check-in page's service worker (issue #29, ADR 0041), served as
 * `/admin/events/{id}/check-in.sw.js` and registered with the scope
 * `/admin/events/{id}/check-in`: it controls that page only, and no other page of the site.
 * - The page itself: from the network, a copy (of the whole list, without a search) kept for
 *   when there is none (the door's hall), one per language (`?lang=ha`, issue #38 §7).
 * - Its scripts and stylesheet (`/assets/`, named by their content's hash): kept once fetched.
 * Everything else (the sync, the page's data requests) passes through untouched: check-ins
 * made offline wait in the page's IndexedDB queue, never in here.
 * It never shows the page to someone signed out (issue #37): when the server sends the page's
 * visitor elsewhere (to log in: signed out, her session over, her role revoked) or refuses
 * her, the kept copy and the phone's list of that event are deleted; and offline, a copy kept
 * longer ago than a session at the door lasts unused (KEEP_PAGE_MS) is not served. Logging out
 * clears all of it as well (Clear-Site-Data).
 */
import {
  CHECK_IN_CACHE,
  KEEP_PAGE_MS,
  KEPT_AT_HEADER,
  checkInDatabaseName,
} from "./__check-in-keep";

export const checkInServiceWorker = `"use strict";
var CACHE = ${JSON.stringify(CHECK_IN_CACHE)};
var KEPT_AT = ${JSON.stringify(KEPT_AT_HEADER)};
var KEEP_MS = ${KEEP_PAGE_MS};
var DATABASE = ${JSON.stringify(checkInDatabaseName(""))};
self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });
/** The kept copy of the page at url: its language's (a search is the same page offline). */
function pageKey(url) {
  return url.origin + url.pathname + (url.searchParams.get("lang") === "ha" ? "?lang=ha" : "");
}
/** Only the page without a search is kept (the whole list); its language is no search. */
function wholeList(url) {
  var params = new URLSearchParams(url.search);
  params.delete("lang");
  return !params.toString();
}
/** The response with the time it was kept, so an old copy can be refused offline. */
function keptCopy(response) {
  var headers = new Headers(response.headers);
  headers.set(KEPT_AT, String(Date.now()));
  return response.blob().then(function (body) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
  });
}
function keptRecently(kept) {
  var at = Number(kept.headers.get(KEPT_AT));
  return at > 0 && at > Date.now() - KEEP_MS && at <= Date.now() + 60000;
}
/** Signed out, or no longer let in: nothing of this event's door stays on the phone. */
function forget(url) {
  var eventId = url.pathname.split("/")[3] || "";
  return Promise.all([
    caches.delete(CACHE),
    new Promise(function (resolve) {
      var deleting = indexedDB.deleteDatabase(DATABASE + eventId);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = function () { resolve(); };
    }),
  ]);
}
function sendsHerAway(response) {
  return response.type === "opaqueredirect" || response.redirected ||
    response.status === 401 || response.status === 403 || response.status === 404;
}
self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && /\\/check-in$/.test(url.pathname)) {
    event.respondWith(
      fetch(request).then(function (response) {
        if (sendsHerAway(response)) {
          return forget(url).then(function () { return response; }, function () { return response; });
        }
        if (response.ok && wholeList(url)) {
          var copy = response.clone();
          event.waitUntil(keptCopy(copy).then(function (kept) {
            return caches.open(CACHE).then(function (cache) { return cache.put(pageKey(url), kept); });
          }));
        }
        return response;
      }, function () {
        return caches.open(CACHE).then(function (cache) {
          return cache.match(pageKey(url), { ignoreVary: true });
        }).then(function (kept) { return kept && keptRecently(kept) ? kept : Response.error(); });
      })
    );
    return;
  }
  if (url.pathname.indexOf("/assets/") === 0) {
    event.respondWith(
      caches.open(CACHE).then(function (cache) {
        return cache.match(request, { ignoreVary: true }).then(function (kept) {
          return kept || fetch(request).then(function (response) {
            if (response.ok) cache.put(request, response.clone());
            return response;
          });
        });
      })
    );
  }
});
`;
