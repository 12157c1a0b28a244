import { toWat } from "~/utils/dates";

/**
 * What the door says about one check-in (issue #29), the same words with JavaScript (the phone's
 * own list, the server's answer to a sync) and without (the list's Check in button). The admin
 * area is English only.
 */
export type DeskAttendee = {
  fullName: string;
  status: "confirmed" | "waitlisted" | "offered" | "cancelled";
  checkedInAt: number | null;
  checkedInBy: string | null;
};

export type DeskReport =
  | { outcome: "checked-in"; attendee: DeskAttendee }
  | { outcome: "already"; attendee: DeskAttendee; sameDevice?: boolean }
  | { outcome: "no-place"; attendee: DeskAttendee }
  | { outcome: "other-event" }
  | { outcome: "not-found"; offline?: boolean };

/** "Checked in at 10:02 by Amina" (WAT): on the list and after a second scan. */
export function checkedInLine(attendee: Pick<DeskAttendee, "checkedInAt" | "checkedInBy">) {
  if (attendee.checkedInAt === null) return "";
  const by = attendee.checkedInBy ? ` by ${attendee.checkedInBy}` : "";
  return `Checked in at ${toWat(attendee.checkedInAt).time}${by}`;
}

const noPlace: Record<Exclude<DeskAttendee["status"], "confirmed">, string> = {
  cancelled: "Her place was cancelled. Do not let her in on this ticket.",
  waitlisted: "She is on the waitlist and has no place yet.",
  offered: "She was offered a place but has not confirmed it yet.",
};

/** The headline (her name, large) and the sentence under it; `refused` colours it red. */
export function reportText(report: DeskReport): {
  name: string | null;
  message: string;
  refused: boolean;
} {
  switch (report.outcome) {
    case "checked-in":
      return { name: report.attendee.fullName, message: "Checked in. Welcome!", refused: false };
    case "already":
      return {
        name: report.attendee.fullName,
        message: `Already checked in at ${toWat(report.attendee.checkedInAt ?? 0).time}${
          report.attendee.checkedInBy ? ` by ${report.attendee.checkedInBy}` : ""
        }${report.sameDevice === false ? " (on another phone)" : ""}.`,
        refused: true,
      };
    case "no-place":
      return {
        name: report.attendee.fullName,
        message:
          report.attendee.status === "confirmed"
            ? "No place on this ticket."
            : noPlace[report.attendee.status],
        refused: true,
      };
    case "other-event":
      return { name: null, message: "This ticket is for another event.", refused: true };
    case "not-found":
      return {
        name: null,
        message: report.offline
          ? "Ticket not found on this event's list (offline: checked against the list kept on this phone)."
          : "Ticket not found. Check the code, or search for her name.",
        refused: true,
      };
  }
}

/** A search refused by its limit (issue #37): the desk and its list stay usable. */
export function searchLimitedText(waitMs: number) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many searches. You can search again in ${minutes} ${
    minutes === 1 ? "minute" : "minutes"
  }; until then, check people in from the list below.`;
}
