import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { useEffect, useRef } from "react";
import {
  isRealtimeChange,
  REALTIME_TAB_HEADER,
  realtimeChanges,
  type RealtimeChange,
  type RealtimeChannel,
} from "./channels";
import { revalidateFor } from "./revalidation";

/** Everything: after a reconnection the tab may have missed any kind of change. */
const everyChange: readonly RealtimeChange[] = realtimeChanges;

let tabId: string | undefined;

/**
 * This tab's id, sent (in a header) with its own posts to the site: the server puts it into the
 * message its write announces, and this tab, which reloads after its own form anyway, ignores it.
 * The first call wraps `fetch` (the browser's only: React Router posts forms and fetchers through it).
 */
function ownTabId(): string {
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

const DEBOUNCE_MS = 150;
export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
export const FIRST_RETRY_MAX_MS = 1000;
const MAX_BACKOFF_MS = 30_000;

/**
 * Keeps the page's data live: listens on the hub's channel and, when something changed,
 * re-runs the loaders of the routes that show that kind of change (their `shouldRevalidate`,
 * see ./revalidation.ts), debounced, so a burst of changes costs one reload. A change this tab
 * wrote itself is ignored: its own form reloads the page's data already (ADR 0014). Reconnects
 * with capped exponential backoff — and reloads once reconnected, for anything it missed — and
 * sends a heartbeat so a dead connection is noticed. Without JavaScript nothing of this runs and
 * the page is simply as fresh as its last load.
 */
/**
 * Whether the page shows what its last form post answered (field errors, an announcement's
 * preview). Any revalidation ends that answer — React Router clears the action's data when a
 * revalidation completes, whichever loaders it re-ran — so a change elsewhere would wipe her
 * errors or her preview while she reads them. Such changes wait for her next navigation. React
 * Router exposes no hook for the whole router's action data outside the route that posted; its
 * router is on `window.__reactRouterDataRouter` (react-router/dom's HydratedRouter sets it).
 */
function showsAnAnswer(): boolean {
  const { __reactRouterDataRouter: router } = window as {
    __reactRouterDataRouter?: { state?: { actionData?: unknown } };
  };
  return router?.state?.actionData != null;
}

export function useRealtimeRevalidation(channel: RealtimeChannel) {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  // A change announced while a navigation or form submission is under way waits for it: a
  // revalidation would cancel its loaders — and with them the one-time flash message. A
  // fetcher's submission too (the RSVP dialog's): a revalidation started while its action runs
  // makes React Router drop the redirect the action answers (her ticket's page).
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const busyRef = useRef(false);
  const missedRef = useRef(new Set<RealtimeChange>());
  busyRef.current = busy;

  useEffect(() => {
    if (!busy && missedRef.current.size > 0 && !showsAnAnswer()) {
      const missed = [...missedRef.current];
      missedRef.current.clear();
      delete document.documentElement.dataset.realtimeWaiting;
      revalidateFor(missed, revalidateRef.current);
    }
  }, [busy]);

  useEffect(() => {
    let socket: WebSocket | undefined;
    let stopped = false;
    let attempt = 0;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let debounceTimer: ReturnType<typeof setTimeout> | undefined;
    let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    const tab = ownTabId();
    const changed = new Set<RealtimeChange>();

    const refresh = (changes: Iterable<RealtimeChange>) => {
      for (const change of changes) changed.add(change);
      clearTimeout(debounceTimer);
      debounceTimer = setTimeout(() => {
        const changes = [...changed];
        changed.clear();
        if (busyRef.current || showsAnAnswer()) {
          changes.forEach((change) => missedRef.current.add(change));
          // Says (to a test, and devtools) that changes are waiting for her next navigation.
          document.documentElement.dataset.realtimeWaiting = "";
        } else revalidateFor(changes, revalidateRef.current);
      }, DEBOUNCE_MS);
    };

    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss" : "ws";
      const current = new WebSocket(`${scheme}://${window.location.host}/realtime/${channel}`);
      socket = current;
      current.addEventListener("open", () => {
        if (attempt > 0) refresh(everyChange);
        attempt = 0;
        document.documentElement.dataset.realtime = channel;
        heartbeatTimer = setInterval(() => {
          current.send("ping");
          pongTimer = setTimeout(() => current.close(), HEARTBEAT_TIMEOUT_MS);
        }, HEARTBEAT_MS);
      });
      current.addEventListener("message", (event) => {
        if (event.data === "pong") {
          clearTimeout(pongTimer);
          return;
        }
        const change = readChange(event.data);
        if (change === "unknown") refresh(everyChange);
        else if (change.origin !== tab) refresh([change.type]);
      });
      current.addEventListener("close", () => {
        clearInterval(heartbeatTimer);
        clearTimeout(pongTimer);
        delete document.documentElement.dataset.realtime;
        if (stopped) return;
        const delay =
          Math.min(MAX_BACKOFF_MS, FIRST_RETRY_MAX_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt += 1;
        reconnectTimer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(debounceTimer);
      clearInterval(heartbeatTimer);
      clearTimeout(pongTimer);
      socket?.close(1000, "page left");
    };
  }, [channel]);
}

/** The message's kind and origin; anything unreadable counts as "reload everything". */
function readChange(data: unknown): { type: RealtimeChange; origin?: string } | "unknown" {
  try {
    const message: unknown = JSON.parse(String(data));
    if (typeof message !== "object" || message === null) return "unknown";
    const { type, origin } = message as { type?: unknown; origin?: unknown };
    if (typeof type !== "string" || !isRealtimeChange(type)) return "unknown";
    return { type, origin: typeof origin === "string" ? origin : undefined };
  } catch {
    return "unknown";
  }
}
