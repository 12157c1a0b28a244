import type { DailyTask } from "~/messages/daily-job.server";
import { mailSettings, scheduledMailOrigin } from "~/messages/mail-settings.server";
import { noticeRecipient } from "~/messages/channels.server";
import { sendMessages, type OutgoingMessage } from "~/messages/send.server";
import { smsOn } from "~/models/sms.server";
import { inLanguage } from "~/models/localised-content.server";
import {
  dueElectionRemindersQuery,
  electionReminderKey,
} from "~/models/elections/reminders.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { forgetCachedPages } from "~/http/caching.server";
import { electionPublicPaths } from "~/utils/election-paths";
import { getDb } from "~/models/db.server";
import {
  HOURLY_JOB,
  closeElection,
  electionsDue,
  openElection,
} from "~/models/elections/elections.server";
import { membershipTerms } from "~/models/membership/period-rules";

/**
 * Elections at their times (issue #42), every hour: a complete draft whose voting time has begun
 * opens (its electorate written, frozen), one still without a candidate everywhere waits for the
 * admin; an open election whose closing time has passed closes and its results are published.
 * The admin's buttons do the same at the minute; this is for when nobody presses them.
 */
export const openAndCloseElections: DailyTask = {
  name: "elections",
  async run(env, now) {
    const db = getDb(env);
    const { toOpen, toClose } = await electionsDue(db, now);
    const counts = { opened: 0, incomplete: 0, closed: 0 };
    const site = new Request(scheduledMailOrigin(env));
    for (const id of toOpen) {
      const opened = await openElection(db, HOURLY_JOB, id, membershipTerms(env), now);
      if (typeof opened !== "string") {
        counts.opened += 1;
        await forgetCachedPages(site, env, electionPublicPaths(id));
      } else if (opened === "incomplete") counts.incomplete += 1;
    }
    for (const election of toClose) {
      if ((await closeElection(db, HOURLY_JOB, election, now)) !== "closed") continue;
      counts.closed += 1;
      await forgetCachedPages(site, env, electionPublicPaths(election.id));
    }
    return counts;
  },
};

/** Reminders written in one run at most; any left are still due, and go the next hour. */
const REMINDERS_PER_RUN = 1000;

/**
 * The day before voting closes (issue #42): each member of the electorate with an account who
 * has not voted is reminded once, by her channel (SMS when she chose it), in her language, with
 * her ballot's link. Never a word about how anyone voted: the job knows only who has.
 */
export const sendElectionReminders: DailyTask = {
  name: "election reminders",
  async run(env, now) {
    if (!mailSettings(env).on && !smsOn(env)) return { off: 1 };
    const due = await dueElectionRemindersQuery(getDb(env), now, REMINDERS_PER_RUN);
    const origin = scheduledMailOrigin(env);
    const textsOn = smsOn(env);
    const outgoing = due.flatMap((elector): OutgoingMessage<"election-reminder">[] => {
      const to = noticeRecipient("election-reminder", elector, { smsOn: textsOn });
      if (!to) return [];
      const { title } = inLanguage(elector, elector.language, ["title"]);
      return [
        {
          kind: "election-reminder",
          to,
          key: electionReminderKey(elector.electionId, elector.applicationId),
          origin,
          data: {
            fullName: elector.fullName,
            electionId: elector.electionId,
            title,
            closes: formatEventDateIn(elector.closesAt, elector.language),
          },
        },
      ];
    });
    const outcomes = await sendMessages(env, outgoing, now);
    const counts: Record<string, number> = { due: due.length };
    for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
    return counts;
  },
};
