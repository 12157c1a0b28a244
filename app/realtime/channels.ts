/** The hub's channels: `admin` (admin dashboards) and `events` (the public events page). */
export const realtimeChannels = ["admin", "events"] as const;
export type RealtimeChannel = (typeof realtimeChannels)[number];

/** The kinds of change a message announces; pages choose by kind what to reload. */
export const realtimeChanges = [
  "application",
  "message",
  "rsvp",
  "subscriber",
  "event",
  "resource",
  "testimonial",
  "renewal",
  "reminder",
  // Issue #42: a vote cast or a paper voter marked (the election's id: turnout, never a name).
  "vote",
] as const;
export type RealtimeChange = (typeof realtimeChanges)[number];

/**
 * What a change announces: its kind and the row id — never personal data — and, when the write
 * came from a page that listens, that browser tab's random id (`origin`), so that tab, which
 * reloads after its own form anyway, ignores the echo (ADR 0014).
 */
export type RealtimeEvent = {
  type: RealtimeChange;
  id: string;
  origin?: string;
};

/** The header a listening tab sends with its form posts: its id, echoed back as `origin`. */
export const REALTIME_TAB_HEADER = "X-Realtime-Tab";

/** A tab id is a random UUID; anything else in the header is dropped, not relayed. */
export function isTabId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9-]{8,64}$/.test(value);
}

export function isRealtimeChange(value: string): value is RealtimeChange {
  return (realtimeChanges as readonly string[]).includes(value);
}

export function isRealtimeChannel(value: string): value is RealtimeChannel {
  return (realtimeChannels as readonly string[]).includes(value);
}
