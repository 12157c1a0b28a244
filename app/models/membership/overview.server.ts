import { pastAttendance } from "~/models/event-rsvps.server";
import { and, count, gte, sql } from "drizzle-orm";
import {
  joinApplications as ja,
  periodDays as pd,
  registerEndDays as ends,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { statusCountsQuery } from "./register.server";
import {
  addDays,
  addMonthsClamped,
  statusBoundaries,
  watDayOf,
  type MembershipStatus,
  type MembershipTerms,
} from "~/models/membership/period-rules";

/** One bar of a chart: what it counts and how many. */
export type Bar = { label: string; value: number };

export type MembershipOverview = {
  byStatus: Record<MembershipStatus | "none", number>;
  /** Members with a period covering the last day of each of the last 12 months, oldest first. */
  activeByMonth: Bar[];
  /** Applications received in each of the last 12 weeks (7-day windows), oldest first. */
  applicationsByWeek: Bar[];
  /** Listed members by plan. */
  planMix: Bar[];
  /** Memberships ending within 30, 31–60 and 61–90 days. */
  renewalsDue: Bar[];
  /** Past events, latest first: checked-in of confirmed (issue #29). */
  attendance: {
    id: string;
    title: string;
    eventDate: Date;
    checkedIn: number;
    confirmed: number;
  }[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The overview's statements, built apart so the joined-column guard can read them. Members by
 * status, plan and renewal date are sums over the kept end days, members by month over the kept
 * period days (issue #41): rows per day, not per member.
 */
export function overviewQueries(db: Db, terms: MembershipTerms, now: Date) {
  const today = watDayOf(now);
  const statusQuery = statusCountsQuery(db, { today, terms });
  // Listed: not lapsed (her end no earlier than grace allows, or no period yet: '9999-12-31').
  const planQuery = db
    .select({ plan: ends.plan, members: sql<number>`sum(${ends.members})`.as("members") })
    .from(ends)
    .where(gte(ends.endsOn, statusBoundaries(today, terms).graceFrom))
    .groupBy(ends.plan);

  const monthEnds = Array.from({ length: 12 }, (_, i) => lastDayOfMonth(today, i - 11));
  // The periods covering a day: those started by then, less those that ended before it. A member
  // has one period on any day (each starts after the last ends), so periods are members.
  const activeQueries = monthEnds.map((day) =>
    db
      .select({
        members:
          sql<number>`coalesce(sum(case when ${pd.day} <= ${day} then ${pd.starting} else 0 end) - sum(case when ${pd.day} < ${day} then ${pd.ending} else 0 end), 0)`.as(
            "members",
          ),
      })
      .from(pd),
  );
  const since = now.getTime() - 12 * 7 * DAY_MS;
  const weeksQuery = db
    .select({
      weeksAgo:
        sql<number>`cast((${now.getTime()} - ${ja.submittedAt}) / ${7 * DAY_MS} as integer)`.as(
          "weeks_ago",
        ),
      received: count().as("received"),
    })
    .from(ja)
    .where(and(gte(ja.submittedAt, new Date(since))))
    .groupBy(sql`weeks_ago`);
  const dueQuery = db
    .select({
      within: sql<number>`case when ${ends.endsOn} <= ${addDays(today, 30)} then 30
        when ${ends.endsOn} <= ${addDays(today, 60)} then 60 else 90 end`.as("within"),
      members: sql<number>`sum(${ends.members})`.as("members"),
    })
    .from(ends)
    .where(sql`${ends.endsOn} >= ${today} and ${ends.endsOn} <= ${addDays(today, 90)}`)
    .groupBy(sql`within`);

  return { statusQuery, planQuery, weeksQuery, dueQuery, activeQueries, monthEnds };
}

/**
 * The admin overview's numbers (issue #18), each computed in D1 from the periods and
 * applications, all in one batch (one round trip). Days are WAT calendar days (ADR 0015).
 */
export async function membershipOverview(
  db: Db,
  terms: MembershipTerms,
  now = new Date(),
): Promise<MembershipOverview> {
  const { statusQuery, planQuery, weeksQuery, dueQuery, activeQueries, monthEnds } =
    overviewQueries(db, terms, now);
  const [[statuses, plans, weeks, due, ...active], attendance] = await Promise.all([
    db.batch([statusQuery, planQuery, weeksQuery, dueQuery, ...activeQueries]),
    pastAttendance(db, now),
  ]);

  const byStatus = { active: 0, expiring: 0, grace: 0, lapsed: 0, none: 0 };
  for (const row of statuses) byStatus[row.status] = row.members;
  const weekly = new Map(weeks.map((row) => [row.weeksAgo, row.received]));
  const dueWithin = new Map(due.map((row) => [row.within, row.members]));
  return {
    byStatus,
    activeByMonth: monthEnds.map((day, i) => ({
      label: `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(2, 4)}`,
      value: active[i]?.[0]?.members ?? 0,
    })),
    applicationsByWeek: Array.from({ length: 12 }, (_, i) => {
      const weeksAgo = 11 - i;
      return {
        label: weeksAgo === 0 ? "this week" : `${weeksAgo} wk ago`,
        value: weekly.get(weeksAgo) ?? 0,
      };
    }),
    planMix: (["starter", "pro"] as const).map((plan) => ({
      label: plan === "pro" ? "Pro" : "Starter",
      value: plans.find((row) => row.plan === plan)?.members ?? 0,
    })),
    renewalsDue: [
      { label: "within 30 days", value: dueWithin.get(30) ?? 0 },
      { label: "31–60 days", value: dueWithin.get(60) ?? 0 },
      { label: "61–90 days", value: dueWithin.get(90) ?? 0 },
    ],
    attendance,
  };
}

/** The last day of the month `offset` months from the month of `day` (0: this month). */
function lastDayOfMonth(day: string, offset: number): string {
  const firstOfNext = addMonthsClamped(`${day.slice(0, 8)}01`, offset + 1);
  return addDays(firstOfNext, -1);
}
