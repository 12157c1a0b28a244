import { describe, expect, it } from "vitest";
import {
  addMonthsClamped,
  daysBetween,
  membershipTerms,
  nextPeriodStart,
  periodEnd,
  standingOn,
  startOfWatDay,
  watDayOf,
} from "./period-rules";

const terms = { periodMonths: 12, graceDays: 30 };

describe("anniversaries, clamped at month ends", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-08-31", 12, "2027-08-31"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-05-31", 13, "2027-06-30"],
  ])("%s + %i months = %s", (day, months, expected) => {
    expect(addMonthsClamped(day, months)).toBe(expected);
  });

  it("a period lasts the deployment's number of months", () => {
    expect(periodEnd("2026-11-25", terms)).toBe("2027-11-25");
    expect(periodEnd("2026-11-25", { periodMonths: 6, graceDays: 30 })).toBe("2027-05-25");
  });

  it("refuses what is not a calendar day", () => {
    expect(() => addMonthsClamped("25/11/2026", 1)).toThrow(RangeError);
  });
});

describe("days in Lagos (UTC+1, no daylight saving)", () => {
  it("the WAT day turns at 23:00 UTC", () => {
    expect(watDayOf(new Date("2026-01-31T22:59:59.999Z"))).toBe("2026-01-31");
    expect(watDayOf(new Date("2026-01-31T23:00:00.000Z"))).toBe("2026-02-01");
    expect(watDayOf(new Date("2026-12-31T23:30:00.000Z"))).toBe("2027-01-01");
  });

  it("midnight WAT is 23:00 UTC the evening before", () => {
    expect(startOfWatDay("2026-02-01").toISOString()).toBe("2026-01-31T23:00:00.000Z");
    expect(watDayOf(startOfWatDay("2028-02-29"))).toBe("2028-02-29");
  });

  it("counts whole days across month and leap-year ends", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysBetween("2027-01-01", "2026-12-31")).toBe(-1);
  });
});

describe("where a membership stands", () => {
  const endsOn = "2027-01-31";
  it.each([
    ["2026-12-31", "active", 31],
    ["2027-01-01", "expiring", 30],
    ["2027-01-31", "expiring", 0],
    ["2027-02-01", "grace", -1],
    // Grace counts the days after the end day: 1 February is day 1, 2 March 2027 day 30.
    ["2027-03-02", "grace", -30],
    ["2027-03-03", "lapsed", -31],
  ])("on %s it is %s (%i days left)", (today, status, daysLeft) => {
    expect(standingOn(endsOn, today, terms)).toEqual({ status, daysLeft, endsOn });
  });

  it("a deployment without grace lapses the day after the end", () => {
    expect(standingOn(endsOn, "2027-02-01", { periodMonths: 12, graceDays: 0 }).status).toBe(
      "lapsed",
    );
  });
});

describe("the next period", () => {
  it("follows the current one when paid early", () => {
    expect(nextPeriodStart("2027-01-31", "2026-12-20")).toBe("2027-01-31");
  });
  it("starts today in grace or after a lapse", () => {
    expect(nextPeriodStart("2027-01-31", "2027-02-10")).toBe("2027-02-10");
    expect(nextPeriodStart(null, "2027-02-10")).toBe("2027-02-10");
  });
});

describe("the deployment's terms", () => {
  it("default to twelve months and thirty days of grace", () => {
    expect(membershipTerms({})).toEqual({ periodMonths: 12, graceDays: 30 });
  });
  it("read whole numbers in range and ignore anything else", () => {
    expect(membershipTerms({ MEMBERSHIP_PERIOD_MONTHS: "6", MEMBERSHIP_GRACE_DAYS: "0" })).toEqual({
      periodMonths: 6,
      graceDays: 0,
    });
    expect(
      membershipTerms({ MEMBERSHIP_PERIOD_MONTHS: "0", MEMBERSHIP_GRACE_DAYS: "thirty" }),
    ).toEqual({ periodMonths: 12, graceDays: 30 });
    expect(membershipTerms({ MEMBERSHIP_PERIOD_MONTHS: "1.5" }).periodMonths).toBe(12);
  });
});
