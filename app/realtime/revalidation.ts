import type { ShouldRevalidateFunction, ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { REALTIME_TAB_HEADER, realtimeChanges, type RealtimeChange } from "./channels";

/**
 * Which kinds of change the revalidation under way was started for — set only while the realtime
 * hook calls `revalidate()`: React Router asks every route's `shouldRevalidate` synchronously
 * within that call, and any other revalidation (a link, a form) finds it empty (ADR 0014).
 */
let changedNow: ReadonlySet<RealtimeChange> | null = null;

/** Re-runs the loaders of the routes that show one of these kinds of change (see `reloadOn`). */
export function revalidateFor(changes: Iterable<RealtimeChange>, revalidate: () => void) {
  changedNow = new Set(changes);
  try {
    revalidate();
  } finally {
    changedNow = null;
  }
}

/** Everything: after a reconnection the tab may have missed any kind of change. */
export const everyChange: readonly RealtimeChange[] = realtimeChanges;

/**
 * A route's `shouldRevalidate`: on a realtime message it reloads only if the message's kind is
 * one of `changes` (none: never); any other revalidation goes as without this export — Remix's
 * single fetch reloads every route, except after a refused (4xx/5xx) action, when none reloads.
 */
export function reloadOn(...changes: RealtimeChange[]): ShouldRevalidateFunction {
  return ({ actionStatus }: ShouldRevalidateFunctionArgs) => {
    if (changedNow) return changes.some((change) => changedNow?.has(change));
    return !(actionStatus !== undefined && actionStatus >= 400);
  };
}

let tabId: string | undefined;

/**
 * This tab's id, sent (in a header) with its own posts to the site: the server puts it into the
 * message its write announces, and this tab, which reloads after its own form anyway, ignores it.
 * The first call wraps `fetch` (the browser's only: Remix posts forms and fetchers through it).
 */
export function ownTabId(): string {
  if (tabId) return tabId;
  const id = crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  tabId = id;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const url = new URL(request?.url ?? String(input), window.location.href);
    if (method === "GET" || method === "HEAD" || url.origin !== window.location.origin) {
      return send(input, init);
    }
    const headers = new Headers(init?.headers ?? request?.headers);
    headers.set(REALTIME_TAB_HEADER, id);
    return send(input, { ...init, headers });
  };
  return id;
}
