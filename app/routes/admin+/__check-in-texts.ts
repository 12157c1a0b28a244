import type { DoorTexts } from "~/i18n/door";
import { format } from "~/i18n/language";
import { toWat } from "~/utils/dates";

/**
 * What the door says about one check-in (issue #29), the same words with JavaScript (the phone's
 * own list, the server's answer to a sync) and without (the list's Check in button), in the
 * page's language (issue #38 §7): `t` is the door's texts the loader sent, in that language only.
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

/** " by Amina", or nothing when nobody is known. */
const byWhom = (name: string | null, t: DoorTexts) => (name ? format(t.outcomes.by, { name }) : "");

/** "Checked in at 10:02 by Amina" (WAT): on the list and after a second scan. */
export function checkedInLine(
  attendee: Pick<DeskAttendee, "checkedInAt" | "checkedInBy">,
  t: DoorTexts,
) {
  if (attendee.checkedInAt === null) return "";
  return format(t.outcomes.checkedInAt, {
    time: toWat(attendee.checkedInAt).time,
    by: byWhom(attendee.checkedInBy, t),
  });
}

/** Why a place that is not confirmed lets nobody in. */
function noPlace(status: DeskAttendee["status"], t: DoorTexts): string {
  switch (status) {
    case "cancelled":
      return t.outcomes.cancelled;
    case "waitlisted":
      return t.outcomes.waitlisted;
    case "offered":
      return t.outcomes.offered;
    case "confirmed":
      return t.outcomes.noPlace;
  }
}

/** The headline (her name, large) and the sentence under it; `refused` colours it red. */
export function reportText(
  report: DeskReport,
  t: DoorTexts,
): {
  name: string | null;
  message: string;
  refused: boolean;
} {
  switch (report.outcome) {
    case "checked-in":
      return { name: report.attendee.fullName, message: t.outcomes.checkedIn, refused: false };
    case "already":
      return {
        name: report.attendee.fullName,
        message: format(t.outcomes.already, {
          time: toWat(report.attendee.checkedInAt ?? 0).time,
          by: byWhom(report.attendee.checkedInBy, t),
          phone: report.sameDevice === false ? t.outcomes.anotherPhone : "",
        }),
        refused: true,
      };
    case "no-place":
      return {
        name: report.attendee.fullName,
        message: noPlace(report.attendee.status, t),
        refused: true,
      };
    case "other-event":
      return { name: null, message: t.outcomes.otherEvent, refused: true };
    case "not-found":
      return {
        name: null,
        message: report.offline ? t.outcomes.notFoundOffline : t.outcomes.notFound,
        refused: true,
      };
  }
}

/** A search refused by its limit (issue #37): the desk and its list stay usable. */
export function searchLimitedText(waitMs: number, t: DoorTexts) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const wait = minutes === 1 ? t.oneMinute : format(t.minutes, { count: minutes });
  return format(t.searchLimited, { wait });
}
