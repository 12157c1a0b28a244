import { getDb } from "~/models/db.server";
import {
  expireHeldBySite,
  releaseHeldByBudget,
  requeueLateMessages,
} from "~/models/messages.server";
import { startOfWatMonth } from "~/utils/dates";
import { moveDirectoryBoundary } from "~/models/membership/directory-upkeep.server";
import { membershipTerms } from "~/models/membership/period-rules";
import { enqueue } from "~/messages/send.server";
import { clearExpired } from "~/messages/daily-tasks/clear-expired.server";
import { sendRenewalReminders } from "~/messages/daily-tasks/renewal-reminders.server";
import { reconcileOnlinePayments } from "~/messages/daily-tasks/reconcile-payments.server";
import { moveWaitlistsOn, sendEventReminders } from "~/messages/daily-tasks/event-reminders.server";
import {
  openAndCloseElections,
  sendElectionReminders,
} from "~/messages/daily-tasks/elections.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * The daily job (Cron Trigger, 08:00 WAT; wrangler.toml `[triggers]`). Each task is safe to run
 * twice: every scheduled message has a unique key (member + period + kind), so a re-run sends
 * nothing twice. A task that fails is logged and the others still run.
 */
export type DailyTaskEnv = Env;
export type DailyTask = {
  name: string;
  run: (env: DailyTaskEnv, now: Date) => Promise<Record<string, number>>;
};

/**
 * Late messages (MESSAGE_LATE_AFTER_MS): queued ones the queue never delivered, and sending ones
 * whose sender died, queued again (failed once their last attempt is spent). Each delivery
 * batch does the same for a few; this takes what is left, e.g. after a quiet day.
 */
const requeueStaleMessages: DailyTask = {
  name: "stale messages",
  async run(env, now) {
    const ids = await requeueLateMessages(getDb(env), now, 500);
    await enqueue(env, ids);
    return { requeued: ids.length };
  },
};

/**
 * Messages the site's daily sending limit held back and nobody sent within 24 hours expire
 * (issue #50): their payloads, links included, are dropped.
 */
const expireHeldMessages: DailyTask = {
  name: "held messages",
  async run(env, now) {
    return { expired: await expireHeldBySite(getDb(env), now) };
  },
};

/**
 * A new month, a new SMS budget (issue #40): the announcements' texts held back in an earlier
 * month are queued again, once each (those held this month stay: they are held again).
 */
const releaseTextsOfLastMonth: DailyTask = {
  name: "texts held by the SMS budget",
  async run(env, now) {
    const ids = await releaseHeldByBudget(getDb(env), now, startOfWatMonth(now));
    await enqueue(env, ids);
    return { released: ids.length };
  },
};

/** Members who crossed the grace boundary leave the directory's counts (issue #41). */
const moveDirectoryOn: DailyTask = {
  name: "directory",
  run: (env, now) => moveDirectoryBoundary(getDb(env), membershipTerms(env), now),
};

export const dailyTasks: DailyTask[] = [
  requeueStaleMessages,
  // Before the reminders: a renewal paid online whose webhook was lost gets no reminder.
  reconcileOnlinePayments,
  sendRenewalReminders,
  // Not the waitlists: the hourly job moves them on, at this hour too (two triggers at 07:00 UTC
  // would run the same task twice at once).
  sendEventReminders,
  clearExpired,
];

/**
 * The hourly job (the second Cron Trigger, ADR 0048): what a day would leave too late. An offer
 * of a freed place that ran out goes to the next in line within the hour; a held message expires
 * within the hour of its day; texts held by last month's SMS budget go in the new month's first;
 * an election opens and closes at its times, and who has not voted is reminded the day before.
 */
export const hourlyTasks: DailyTask[] = [
  openAndCloseElections,
  sendElectionReminders,
  moveWaitlistsOn,
  expireHeldMessages,
  releaseTextsOfLastMonth,
  moveDirectoryOn,
];

/** The hourly trigger's cron (wrangler.toml `[triggers]`); any other runs the daily job. */
export const HOURLY_CRON = "0 * * * *";

async function runTasks(job: string, tasks: DailyTask[], env: DailyTaskEnv, now: Date) {
  const report: Record<string, Record<string, number> | { error: string }> = {};
  for (const task of tasks) {
    try {
      report[task.name] = await task.run(env, now);
    } catch (error) {
      console.error(`[${job}] ${task.name} failed:`, loggableError(error));
      report[task.name] = { error: (error as Error).message };
    }
  }
  console.log(`[${job}]`, JSON.stringify(report));
  return report;
}

export const runDailyJob = (env: DailyTaskEnv, now = new Date()) =>
  runTasks("daily job", dailyTasks, env, now);

export const runHourlyJob = (env: DailyTaskEnv, now = new Date()) =>
  runTasks("hourly job", hourlyTasks, env, now);
