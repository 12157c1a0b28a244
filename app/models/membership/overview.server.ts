import { pastAttendance } from "~/models/event-rsvps.server";
import { and, count, eq, gte, sql } from "drizzle-orm";
import { joinApplications as ja, membershipPeriods as mp } from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { membershipStatusSql } from "./periods.server";
import {
  addDays,
  addMonthsClamped,
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

/** The overview's statements, built apart so the joined-column guard can read them. */
export function overviewQueries(db: Db, terms: MembershipTerms, now: Date) {
  const today = watDayOf(now);
  const latestEnd = db
    .select({
      applicationId: mp.applicationId,
      endsOn: sql<string>`max(${mp.endsOn})`.as("ends_on"),
    })
    .from(mp)
    .groupBy(mp.applicationId)
    .as("latest");
  // "none": approved, not paid yet (no period).
  const status = membershipStatusSql(sql`${latestEnd.endsOn}`, today, terms);
  const approved = db
    .select({ status: status.as("status"), plan: ja.membershipPlan })
    .from(ja)
    .leftJoin(latestEnd, eq(latestEnd.applicationId, ja.id))
    .where(eq(ja.status, "approved"))
    .as("approved");
  const statusQuery = db
    .select({ status: approved.status, members: count().as("members") })
    .from(approved)
    .groupBy(sql`status`);
  const planQuery = db
    .select({ plan: approved.plan, members: count().as("members") })
    .from(approved)
    .where(sql`${approved.status} <> 'lapsed'`)
    .groupBy(approved.plan);

  const monthEnds = Array.from({ length: 12 }, (_, i) => lastDayOfMonth(today, i - 11));
  const activeQueries = monthEnds.map((day) =>
    db
      .select({ members: sql<number>`count(distinct ${mp.applicationId})`.as("members") })
      .from(mp)
      .where(sql`${mp.startsOn} <= ${day} and ${mp.endsOn} >= ${day}`),
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
      within: sql<number>`case when ${latestEnd.endsOn} <= ${addDays(today, 30)} then 30
        when ${latestEnd.endsOn} <= ${addDays(today, 60)} then 60 else 90 end`.as("within"),
      members: count().as("members"),
    })
    .from(latestEnd)
    .innerJoin(ja, and(eq(ja.id, latestEnd.applicationId), eq(ja.status, "approved")))
    .where(sql`${latestEnd.endsOn} >= ${today} and ${latestEnd.endsOn} <= ${addDays(today, 90)}`)
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
