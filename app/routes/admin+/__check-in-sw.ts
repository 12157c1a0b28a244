/**
 * The check-in page's service worker (issue #29, ADR 0041), served as
 * `/admin/events/{id}/check-in.sw.js` and registered with the scope
 * `/admin/events/{id}/check-in`: it controls that page only, and no other page of the site.
 * - The page itself: from the network, a copy (of the whole list, without a search) kept for
 *   when there is none (the door's hall).
 * - Its scripts and stylesheet (`/assets/`, named by their content's hash): kept once fetched.
 * Everything else (the sync, the page's data requests) passes through untouched: check-ins
 * made offline wait in the page's IndexedDB queue, never in here.
 */
export const CHECK_IN_CACHE = "zamwe-check-in-v1";

export const checkInServiceWorker = `"use strict";
var CACHE = ${JSON.stringify(CHECK_IN_CACHE)};
self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });
function pageKey(url) { return url.origin + url.pathname; }
self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && /\\/check-in$/.test(url.pathname)) {
    event.respondWith(
      fetch(request).then(function (response) {
        if (response.ok && !url.search) {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) { return cache.put(pageKey(url), copy); });
        }
        return response;
      }).catch(function () {
        return caches.open(CACHE).then(function (cache) {
          return cache.match(pageKey(url), { ignoreVary: true, ignoreSearch: true });
        }).then(function (kept) { return kept || Response.error(); });
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
