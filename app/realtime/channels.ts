/** The hub's channels: `admin` (admin dashboards) and `events` (the public events page). */
export const realtimeChannels = ["admin", "events"] as const;
export type RealtimeChannel = (typeof realtimeChannels)[number];

/** What a change announces: its kind and the row id — never personal data. */
export type RealtimeEvent = {
  type: "application" | "message" | "rsvp" | "subscriber" | "event" | "resource" | "testimonial";
  id: string;
};

export function isRealtimeChannel(value: string): value is RealtimeChannel {
  return (realtimeChannels as readonly string[]).includes(value);
}
