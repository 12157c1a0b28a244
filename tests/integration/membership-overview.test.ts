/**
 * The admin overview's numbers (issue #18) for the seeded association, checked against the same
 * numbers counted in JavaScript from the rows themselves with the app's own calendar rules:
 * the SQL of the charts and standingOn() must agree.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/models/db.server";
import { membershipOverview } from "../../app/models/membership/overview.server";
import {
  addDays,
  DEFAULT_TERMS,
  standingOn,
  watDayOf,
} from "../../app/models/membership/period-rules";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";

const now = new Date("2026-11-25T10:00:00Z");
let t: TestDatabase;
let approved: { id: string; plan: string; ends_on: string | null }[];
let periods: { application_id: string; starts_on: string; ends_on: string }[];
let submitted: number[];

beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql(now.getTime()));
  approved = (
    await t.db
      .prepare(
        "SELECT a.id, a.membership_plan AS plan, (SELECT max(ends_on) FROM membership_periods p WHERE p.application_id = a.id) AS ends_on FROM join_applications a WHERE a.status = 'approved'",
      )
      .all<{ id: string; plan: string; ends_on: string | null }>()
  ).results;
  periods = (
    await t.db
      .prepare("SELECT application_id, starts_on, ends_on FROM membership_periods")
      .all<{ application_id: string; starts_on: string; ends_on: string }>()
  ).results;
  submitted = (
    await t.db.prepare("SELECT submitted_at FROM join_applications").all<{ submitted_at: number }>()
  ).results.map((row) => row.submitted_at);
});

const today = watDayOf(now);
const statusOf = (endsOn: string | null) =>
  endsOn ? standingOn(endsOn, today, DEFAULT_TERMS).status : "none";

describe("the admin overview", () => {
  it("counts members by status as the dashboard computes each one's, the seed's cycle included", async () => {
    const overview = await membershipOverview(getDb(t.env), DEFAULT_TERMS, now);
    const expected = { active: 0, expiring: 0, grace: 0, lapsed: 0, none: 0 };
    for (const member of approved) expected[statusOf(member.ends_on)] += 1;
    expect(overview.byStatus).toEqual(expected);
    // The seed puts one member at each point past active.
    expect(expected).toMatchObject({ expiring: 1, grace: 1, lapsed: 1 });
  });

  it("counts the plan mix of listed members and the renewals due in 30/60/90 days", async () => {
    const overview = await membershipOverview(getDb(t.env), DEFAULT_TERMS, now);
    const listed = approved.filter((member) => statusOf(member.ends_on) !== "lapsed");
    expect(overview.planMix).toEqual([
      { label: "Starter", value: listed.filter((m) => m.plan === "starter").length },
      { label: "Pro", value: listed.filter((m) => m.plan === "pro").length },
    ]);
    const dueBetween = (from: number, to: number) =>
      approved.filter(
        (m) => m.ends_on && m.ends_on >= addDays(today, from) && m.ends_on <= addDays(today, to),
      ).length;
    expect(overview.renewalsDue.map((bar) => bar.value)).toEqual([
      dueBetween(0, 30),
      dueBetween(31, 60),
      dueBetween(61, 90),
    ]);
    expect(overview.renewalsDue[0]!.value).toBeGreaterThan(0);
  });

  it("counts members with a period on the last day of each of the last 12 months", async () => {
    const overview = await membershipOverview(getDb(t.env), DEFAULT_TERMS, now);
    expect(overview.activeByMonth).toHaveLength(12);
    expect(overview.activeByMonth.map((bar) => bar.label).slice(-2)).toEqual(["Oct 26", "Nov 26"]);
    const monthEnds = [
      "2025-12-31",
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      "2026-11-30",
    ];
    expect(overview.activeByMonth.map((bar) => bar.value)).toEqual(
      monthEnds.map(
        (day) =>
          new Set(
            periods
              .filter((p) => p.starts_on <= day && p.ends_on >= day)
              .map((p) => p.application_id),
          ).size,
      ),
    );
  });

  it("counts the applications received in each of the last 12 weeks", async () => {
    const overview = await membershipOverview(getDb(t.env), DEFAULT_TERMS, now);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(overview.applicationsByWeek.map((bar) => bar.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => {
        const weeksAgo = 11 - i;
        return submitted.filter(
          (at) =>
            at >= now.getTime() - 12 * week && Math.floor((now.getTime() - at) / week) === weeksAgo,
        ).length;
      }),
    );
    expect(overview.applicationsByWeek.at(-1)!.label).toBe("this week");
  });
});
