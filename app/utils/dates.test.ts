import { describe, expect, it } from "vitest";
import { formatEventDate, startOfWatMonth, timeAgo } from "./dates";

const now = Date.UTC(2026, 10, 21, 12);
const DAY = 24 * 60 * 60 * 1000;

describe("timeAgo", () => {
  it.each([
    [now - 10_000, "just now"],
    [now - 5 * 60_000, "5 minutes ago"],
    [now - 3 * 60 * 60_000, "3 hours ago"],
    [now - DAY, "1 day ago"],
    [now - 9 * DAY, "1 week ago"],
    [now - 70 * DAY, "2 months ago"],
    [now - 400 * DAY, "1 year ago"],
  ])("%s", (date, expected) => {
    expect(timeAgo(date, now)).toBe(expected);
  });
});

describe("formatEventDate", () => {
  it("reads like the spec's example, in WAT", () => {
    expect(formatEventDate(Date.UTC(2026, 1, 7, 9, 0))).toBe(
      "Saturday, 7 February 2026, 10:00 AM WAT",
    );
    expect(formatEventDate(Date.UTC(2026, 11, 31, 23, 30))).toBe(
      "Friday, 1 January 2027, 12:30 AM WAT",
    );
  });
});

describe("startOfWatMonth", () => {
  it("is midnight of the 1st in Lagos (23:00 UTC the day before), by Lagos's calendar", () => {
    const start = (iso: string) => startOfWatMonth(new Date(iso)).toISOString();
    expect(start("2026-12-06T17:00:00Z")).toBe("2026-11-30T23:00:00.000Z");
    // 23:30 UTC on 31 December is already January in Lagos.
    expect(start("2026-12-31T23:30:00Z")).toBe("2026-12-31T23:00:00.000Z");
    expect(start("2026-12-31T22:59:00Z")).toBe("2026-11-30T23:00:00.000Z");
    expect(start("2028-02-29T12:00:00Z")).toBe("2028-01-31T23:00:00.000Z");
  });
});
