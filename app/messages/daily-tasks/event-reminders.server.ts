import type { DailyTask } from "~/messages/daily-job.server";
import { attendeeRecipients, tellOffers } from "~/messages/event-notices.server";
import { mailSettings, scheduledMailOrigin } from "~/messages/mail-settings.server";
import { sendMessages, type OutgoingMessage } from "~/messages/send.server";
import { getDb } from "~/models/db.server";
import { smsOn } from "~/models/sms.server";
import { inLanguage } from "~/models/localised-content.server";
import {
  attendeesOfEventsBetween,
  eventReminderKey,
  refreshAllWaitlists,
} from "~/models/event-rsvps.server";
import { addDays, watDayOf } from "~/models/membership/period-rules";
import { fromWat } from "~/utils/dates";
import { formatEventDateIn } from "~/utils/hausa-dates";

/**
 * The waitlists (ADR 0040, ADR 0048): offers not confirmed in 24 hours go to the next in line,
 * who are told. Every hour (and in the daily job): pages only read (issue #50), and a place freed
 * by a cancellation, a removal or more capacity is offered by the action that freed it.
 */
export const moveWaitlistsOn: DailyTask = {
  name: "event offers",
  async run(env, now) {
    const offers = await refreshAllWaitlists(getDb(env), now);
    await tellOffers(env, scheduledMailOrigin(env), offers, now);
    return { offers: offers.length };
  },
};

/**
 * Issue #29's reminders: everyone with a place at an event on tomorrow's WAT day gets one, with
 * time, place and her ticket link — once (`event-reminder:<rsvp id>`), however often the job
 * runs. With e-mail off no e-mail is written (the admin's event page offers WhatsApp links
 * instead); a member who chose SMS gets hers by SMS all the same (issue #40).
 */
export const sendEventReminders: DailyTask = {
  name: "event reminders",
  async run(env, now) {
    const db = getDb(env);
    const origin = scheduledMailOrigin(env);
    // With e-mail off, who chose SMS still gets hers (issue #40); the others' are not written.
    if (!mailSettings(env).on && !smsOn(env)) return { off: 1 };

    const tomorrow = addDays(watDayOf(now), 1);
    const from = fromWat(tomorrow, "00:00");
    const to = fromWat(addDays(tomorrow, 1), "00:00");
    if (!from || !to) throw new Error(`no WAT day ${tomorrow}`);
    const attendees = await attendeesOfEventsBetween(db, from, to);
    // By SMS to a member who answered signed in and chose SMS (issue #40).
    const recipients = await attendeeRecipients(env, "event-reminder", attendees);
    const outgoing: OutgoingMessage<"event-reminder">[] = [];
    for (const [index, attendee] of attendees.entries()) {
      outgoing.push({
        kind: "event-reminder",
        to: recipients[index]!,
        key: eventReminderKey(attendee.id),
        origin,
        data: {
          fullName: attendee.fullName,
          code: attendee.code,
          title: inLanguage(attendee, attendee.language, ["title"]).title,
          when: formatEventDateIn(attendee.eventDate, attendee.language),
          location: attendee.location,
        },
      });
    }
    const outcomes = await sendMessages(env, outgoing, now);
    const counts: Record<string, number> = { due: attendees.length };
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  },
};
