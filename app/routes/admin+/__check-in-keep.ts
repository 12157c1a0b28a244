/**
 * How the check-in page is kept on the phone for the hall without signal (ADR 0041), shared by
 * its service worker (./__check-in-sw.ts) and the page (./__check-in-desk.tsx).
 */
export const CHECK_IN_CACHE = "zamwe-check-in-v1";

/** When the kept copy was fetched (the phone's clock, ms): written on the copy itself. */
export const KEPT_AT_HEADER = "X-Kept-At";

/**
 * A kept copy older than this is not served (issue #37): a steward's session ends after a day
 * without use (an admin's sooner), and offline nothing uses it, so by then she is signed out.
 */
export const KEEP_PAGE_MS = 24 * 60 * 60 * 1000;

/** The phone's list of an event's tickets and queue (./__check-in-store.ts). */
export const checkInDatabaseName = (eventId: string) => `zamwe-check-in-${eventId}`;
