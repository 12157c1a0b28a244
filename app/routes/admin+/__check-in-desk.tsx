/**
 * The check-in page with JavaScript (issue #29, ADR 0041): a ticket code typed or scanned
 * (`BarcodeDetector` where the browser has it), or a name; the event's tickets kept on the
 * phone (IndexedDB) so the door works without a connection; check-ins queued there and sent
 * when the connection returns. The page's list and forms work without any of this.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { DoorTexts } from "~/i18n/door";
import { format, localePath, useLanguage } from "~/i18n/language";
import { ticketCodeHash, ticketCodeIn } from "~/utils/ticket-code";
import {
  deviceId,
  openCheckInStore,
  type CheckInStore,
  type StoredTicket,
} from "./__check-in-store";
import { Scanner } from "./__check-in-scanner";
import { CHECK_IN_CACHE, KEPT_AT_HEADER } from "./__check-in-keep";
import { reportText, type DeskReport } from "./__check-in-texts";

type ServerReport = DeskReport & { rsvpId?: string; attendee?: StoredTicket };

export type CheckInDesk = {
  online: boolean;
  tickets: StoredTicket[] | null;
  waiting: number;
  report: DeskReport | null;
  matches: StoredTicket[] | null;
  notices: string[];
  /** Checks her in through the phone's queue; false when the phone's list does not hold her. */
  checkIn: (rsvpId: string) => boolean;
  enter: (text: string) => void;
};

/**
 * The desk's state and actions; null until the page is hydrated (then the forms post). `t`: the
 * door's texts in the page's language, from the loader.
 */
export function useCheckInDesk(
  eventId: string,
  staffName: string,
  t: DoorTexts,
): CheckInDesk | null {
  const base = `/admin/events/${eventId}/check-in`;
  // The page kept for offline is the one in her language (`?lang=ha`).
  const page = localePath(base, useLanguage());
  // The latest texts, without restarting the desk when the page's data reloads.
  const texts = useRef(t);
  texts.current = t;
  const store = useRef<CheckInStore | null>(null);
  const sending = useRef(false);
  /** A check-in queued while a sync was under way: sync again when it ends. */
  const again = useRef(false);
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(true);
  const [tickets, setTickets] = useState<StoredTicket[] | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [report, setReport] = useState<DeskReport | null>(null);
  const [matches, setMatches] = useState<StoredTicket[] | null>(null);
  const [notices, setNotices] = useState<string[]>([]);

  const reload = useCallback(async () => {
    const kept = store.current;
    if (!kept) return;
    setTickets(await kept.tickets());
    setWaiting((await kept.queued()).length);
  }, []);

  const refreshTickets = useCallback(async () => {
    const kept = store.current;
    if (!kept || !navigator.onLine) return;
    try {
      const response = await fetch(`${base}/sync`, { headers: { Accept: "application/json" } });
      if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) return;
      const { tickets: fresh } = (await response.json()) as { tickets: StoredTicket[] };
      await kept.replaceTickets(fresh);
      await reload();
    } catch {
      // Offline after all: the kept list serves.
    }
  }, [base, reload]);

  /** Sends what waits in the queue, in batches; what the server answered leaves the queue. */
  const flush = useCallback(async () => {
    const kept = store.current;
    if (!kept || !navigator.onLine) return;
    if (sending.current) {
      again.current = true;
      return;
    }
    sending.current = true;
    again.current = false;
    try {
      for (let queued = await kept.queued(); queued.length > 0; queued = await kept.queued()) {
        const batch = queued.slice(0, 200);
        const response = await fetch(`${base}/sync`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ device: deviceId(), checkIns: batch }),
        });
        if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) {
          const notSent = format(texts.current.desk.notSent, { status: response.status });
          setNotices((n) => [notSent, ...n]);
          return;
        }
        const { reports } = (await response.json()) as { reports: ServerReport[] };
        // Duplicates from another phone, and places cancelled since the list was kept.
        const reported = reports.filter(
          (r) => r.outcome !== "checked-in" && !(r.outcome === "already" && r.sameDevice),
        );
        setNotices((n) => [
          ...reported.map((r) => {
            const { name, message } = reportText(r, texts.current);
            return name ? `${name}: ${message}` : message;
          }),
          ...n,
        ]);
        await kept.dequeue(batch.map((q) => q.rsvpId));
      }
      await refreshTickets();
    } catch {
      // The connection went while sending: everything not answered stays queued.
    } finally {
      sending.current = false;
      await reload();
    }
    if (again.current) await flush();
  }, [base, refreshTickets, reload]);

  useEffect(() => {
    let live = true;
    setOnline(navigator.onLine);
    openCheckInStore(eventId)
      .then(async (opened) => {
        if (!live) return;
        store.current = opened;
        await reload();
        await refreshTickets();
        // The desk takes the page's buttons once it holds the list the page shows (a first visit
        // starts with an empty phone); until then they post to the server, as without JavaScript.
        if (live) setReady(true);
        await flush();
      })
      .catch(() => setNotices([texts.current.desk.cannotKeep]));
    const goOnline = () => {
      setOnline(true);
      void flush();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    keepPageForOffline(base, page);
    return () => {
      live = false;
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [eventId, base, page, reload, refreshTickets, flush]);

  // Logging out clears the phone (Clear-Site-Data, issue #37), the queue too: ask first.
  useEffect(() => {
    if (waiting === 0) return;
    const beforeLogout = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !navigator.onLine) return;
      if (new URL(form.action, location.href).pathname !== "/logout") return;
      const sentence =
        waiting === 1
          ? texts.current.desk.logoutOne
          : format(texts.current.desk.logoutMany, { count: waiting });
      if (!window.confirm(sentence)) event.preventDefault();
    };
    document.addEventListener("submit", beforeLogout, true);
    return () => document.removeEventListener("submit", beforeLogout, true);
  }, [waiting]);

  // Offline, a link or a form of another page cannot load (issue #38): the desk stays, and says
  // so, instead of the framework's error page replacing it.
  useEffect(() => {
    if (online) return;
    const needsNetwork = (event: Event, target: URL) => {
      if (target.origin === location.origin && target.pathname === location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      const needsNetwork = texts.current.desk.needsNetwork;
      setNotices((n) => [needsNetwork, ...n.filter((notice) => notice !== needsNetwork)]);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement) needsNetwork(event, new URL(link.href));
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (form instanceof HTMLFormElement) needsNetwork(event, new URL(form.action, location.href));
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("submit", onSubmit, true);
    };
  }, [online]);

  const checkInTicket = useCallback(
    async (ticket: StoredTicket) => {
      const kept = store.current;
      if (!kept) return;
      setMatches(null);
      if (ticket.status !== "confirmed")
        return setReport({ outcome: "no-place", attendee: ticket });
      if (ticket.checkedInAt !== null) return setReport({ outcome: "already", attendee: ticket });
      const at = Date.now();
      const checkedIn = { ...ticket, checkedInAt: at, checkedInBy: staffName };
      await kept.putTicket(checkedIn);
      await kept.enqueue({ rsvpId: ticket.rsvpId, at });
      setReport({ outcome: "checked-in", attendee: checkedIn });
      await reload();
      void flush();
    },
    [staffName, reload, flush],
  );

  /** A code not on the phone's list: the server knows whether it is another event's. */
  const askServer = useCallback(
    async (code: string) => {
      const response = await fetch(`${base}/sync`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ device: deviceId(), checkIns: [{ code, at: Date.now() }] }),
      });
      const { reports } = (await response.json()) as { reports: ServerReport[] };
      setReport(reports[0] ?? { outcome: "not-found" });
      await refreshTickets();
    },
    [base, refreshTickets],
  );

  const enter = useCallback(
    (text: string) => {
      const list = tickets ?? [];
      const code = ticketCodeIn(text);
      if (code) {
        const hash = ticketCodeHash(code);
        const ticket = list.find((t) => t.codeHash === hash);
        if (ticket) return void checkInTicket(ticket);
        if (!navigator.onLine) return setReport({ outcome: "not-found", offline: true });
        return void askServer(code).catch(() => setReport({ outcome: "not-found", offline: true }));
      }
      const term = text.trim().toLowerCase();
      setReport(null);
      // An empty search shows everyone again.
      if (!term) return setMatches(null);
      setMatches(
        list.filter((t) => t.fullName.toLowerCase().includes(term) || t.codeEnd === term.slice(-6)),
      );
    },
    [tickets, checkInTicket, askServer],
  );

  const checkIn = useCallback(
    (rsvpId: string) => {
      const ticket = tickets?.find((t) => t.rsvpId === rsvpId);
      if (ticket) void checkInTicket(ticket);
      return ticket !== undefined;
    },
    [tickets, checkInTicket],
  );

  if (!ready) return null;
  return { online, tickets, waiting, report, matches, notices, checkIn, enter };
}

/**
 * Registers the page's service worker (scope: this page only) and keeps the page (`page`: in her
 * language) and the scripts and stylesheet it loaded, so it opens again without a connection.
 */
function keepPageForOffline(base: string, page: string) {
  if (!("serviceWorker" in navigator) || !("caches" in window)) return;
  navigator.serviceWorker
    .register(`${base}.sw.js`, { scope: base })
    .then(async () => {
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith("/assets/"))
        .map((url) => url.pathname);
      const cache = await caches.open(CHECK_IN_CACHE);
      await cache.addAll([...new Set(assets)]);
      // The page with the time it was kept: the worker serves no copy older than a session lasts.
      const kept = await fetch(page, { credentials: "same-origin" });
      if (!kept.ok || kept.redirected) return;
      const headers = new Headers(kept.headers);
      headers.set(KEPT_AT_HEADER, String(Date.now()));
      await cache.put(page, new Response(await kept.blob(), { status: kept.status, headers }));
    })
    .catch(() => {
      // No service worker (an old browser, a private window): the page works online.
    });
}

/** The desk with JavaScript: the connection, the scanner, and what the last ticket said. */
export function DeskStatus({ desk, t }: { desk: CheckInDesk; t: DoorTexts }) {
  const result = desk.report ? reportText(desk.report, t) : null;
  return (
    <section aria-labelledby="desk-heading" className="space-y-4">
      <h3 id="desk-heading" className="text-lg font-bold text-brand-900">
        {t.desk.heading}
      </h3>
      <p data-testid="connection" className={desk.online ? "text-green-800" : "text-amber-900"}>
        <strong>{desk.online ? t.desk.online : t.desk.offline}</strong>
        {desk.online ? "." : t.desk.offlineNote}{" "}
        <span data-testid="waiting">
          {desk.waiting === 0
            ? t.desk.allSent
            : desk.waiting === 1
              ? t.desk.oneWaiting
              : format(t.desk.waiting, { count: desk.waiting })}
        </span>
      </p>
      <Scanner onCode={desk.enter} t={t} />
      <div aria-live="polite" data-testid="desk-result">
        {result ? (
          <div
            className={`rounded-2xl p-4 ${result.refused ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
          >
            {result.name ? <p className="text-4xl font-extrabold">{result.name}</p> : null}
            <p className="text-lg font-semibold">{result.message}</p>
          </div>
        ) : null}
      </div>
      {desk.notices.length > 0 ? (
        <ul aria-label={t.desk.messages} className="space-y-1 text-amber-900">
          {desk.notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
