// Live-update latency: how long after one visitor's change another visitor's open page has it.
// A Chromium page keeps /events open (listening on the hub's `events` channel); Node sends RSVPs
// as other visitors, one at a time. Per RSVP, from the moment it was sent: its answer (the write
// committed), the hub's message at the page, and the end of the page's reload of its data (the
// 150 ms debounce included). Node's clock, with the page's events as Playwright delivers them (a
// few ms of the devtools protocol included). The e2e tests only check that changes arrive
// (tests/e2e/admin-live.spec.ts); how fast they arrive is measured here.
import { chromium } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { chromiumArgs } from "../lib/chromium-args.mjs";
import { median } from "./stats.mjs";

const WAIT_MS = 30_000;

/** Resolves with the time of the next call of its `notify`, or fails after WAIT_MS. */
function nextEvent(what) {
  let notify = () => {};
  const promise = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
    notify = () => {
      clearTimeout(timer);
      resolve(performance.now());
    };
  });
  // The caller awaits it with another (Promise.all): should both fail, the second is no crash.
  promise.catch(() => {});
  return { promise, notify: () => notify() };
}

/**
 * `samples` RSVPs to the event `eventId` (one without a limit of places, so every one is
 * confirmed and announced), each by another visitor (address and e-mail: the form's rate limits
 * count per person). Returns every sample and the medians and maxima.
 */
export async function measureLiveUpdates({ chromiumPath, origin, eventId, samples, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    let message;
    let reload;
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (payload !== "pong") message?.notify();
      }),
    );
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname === "/events.data") reload?.notify();
    });
    await page.goto(`${origin}/events`);
    await page.locator('html[data-realtime="events"]').waitFor({ state: "attached" });

    const results = [];
    for (let i = 1; i <= samples; i++) {
      message = nextEvent("message");
      reload = nextEvent("reload");
      const sent = performance.now();
      const response = await fetch(`${origin}/events/${eventId}/rsvp`, {
        method: "POST",
        body: new URLSearchParams({
          fullName: "Bench Visitor",
          email: `bench-live-${randomUUID()}@example.com`,
        }),
        redirect: "manual",
        headers: { origin, "cf-connecting-ip": `10.250.${i >> 8}.${i & 255}` },
        signal: AbortSignal.timeout(WAIT_MS),
      });
      const answered = performance.now();
      if (response.status !== 302) throw new Error(`The RSVP answered ${response.status}`);
      const [messaged, reloaded] = await Promise.all([message.promise, reload.promise]);
      results.push({
        answeredMs: Math.round(answered - sent),
        messageMs: Math.round(messaged - sent),
        reloadedMs: Math.round(reloaded - sent),
      });
    }
    const summary = Object.fromEntries(
      ["answeredMs", "messageMs", "reloadedMs"].map((key) => {
        const values = results.map((r) => r[key]);
        return [key, { median: median(values), max: Math.max(...values) }];
      }),
    );
    log(`  ${samples} live updates: reloaded in ${summary.reloadedMs.median} ms (median)`);
    return { page: "/events", samples: results, ...summary };
  } finally {
    await browser.close();
  }
}
