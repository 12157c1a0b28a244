import { membershipCycle } from "~/config/membership";
import type { DailyTask } from "~/messages/daily-job.server";
import { mailSettings, scheduledMailOrigin } from "~/messages/mail-settings.server";
import { sendMessages, type OutgoingMessage, type Recipient } from "~/messages/send.server";
import { noticeRecipient } from "~/messages/channels.server";
import { smsOn } from "~/models/sms.server";
import { getDb } from "~/models/db.server";
import {
  dueRenewalReminders,
  renewalReminderKey,
  type DueReminder,
} from "~/models/membership/renewal-reminders.server";
import { addDays, daysBetween, watDayOf } from "~/models/membership/period-rules";

/** Reminders written in one run at most; any left are still due, and go the next day. */
const REMINDERS_PER_RUN = 1000;

/**
 * Renewal reminders (issue #27): each member whose stage is due today gets it once per
 * period, in her account's language, with the renewal link and her plan's price on this
 * deployment. With e-mail off no e-mail is written, so a stage still goes out if e-mail comes on
 * before the next stage's day; a member who chose SMS gets hers by SMS all the same (issue #40).
 */
export const sendRenewalReminders: DailyTask = {
  name: "renewal reminders",
  async run(env, now) {
    // With e-mail off, who chose SMS still gets hers (issue #40); the others' are not written.
    if (!mailSettings(env).on && !smsOn(env)) return { off: 1 };
    const { terms, priceKobo } = membershipCycle(env);
    const today = watDayOf(now);
    const due = await dueRenewalReminders(getDb(env), { today, terms, limit: REMINDERS_PER_RUN });
    const origin = scheduledMailOrigin(env);
    const textsOn = smsOn(env);
    const outgoing = due.flatMap((reminder): OutgoingMessage<"renewal-reminder">[] => {
      // By SMS when she chose it or has no e-mail (issue #40).
      const to = noticeRecipient("renewal-reminder", reminder, { smsOn: textsOn });
      return to ? [reminderTo(to, reminder)] : [];
    });
    const outcomes = await sendMessages(env, outgoing, now);
    const counts: Record<string, number> = { due: due.length };
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;

    function reminderTo(to: Recipient, reminder: DueReminder): OutgoingMessage<"renewal-reminder"> {
      return {
        kind: "renewal-reminder",
        to,
        key: renewalReminderKey(reminder.periodId, reminder.stage),
        origin,
        data: {
          stage: reminder.stage,
          fullName: reminder.fullName,
          plan: reminder.plan,
          amountKobo: priceKobo[reminder.plan],
          endsOn: reminder.endsOn,
          graceEndsOn: addDays(reminder.endsOn, terms.graceDays),
          daysLeft: daysBetween(today, reminder.endsOn),
        },
      };
    }
  },
};
