import { describe, expect, it } from "vitest";
import { formatDay, formatEventDate, formatWatDay, timeAgo } from "./dates";

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

describe("dates in Hausa (a table: workerd's ICU has no Hausa)", () => {
  it("names the Lagos day, month and weekday in Hausa; the time stays WAT", () => {
    // 7 Feb 2026 09:00 UTC is 10:00 on Saturday in Lagos.
    expect(formatEventDate(Date.UTC(2026, 1, 7, 9, 0), "ha")).toBe(
      "Asabar, 7 Faburairu 2026, 10:00 WAT",
    );
    // 23:30 UTC on Thursday 31 December is already Friday 1 January in Lagos.
    expect(formatEventDate(Date.UTC(2026, 11, 31, 23, 30), "ha")).toBe(
      "Jummaʼa, 1 Janairu 2027, 00:30 WAT",
    );
    expect(formatDay(Date.UTC(2026, 10, 21, 12), "ha")).toBe("21 Nuwamba 2026");
    expect(formatWatDay("2027-01-31", "ha")).toBe("31 Janairu 2027");
  });

  it("has all twelve months and seven weekdays", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDay(Date.UTC(2026, m, 15), "ha"));
    expect(months.map((d) => d.split(" ")[1])).toEqual([
      "Janairu",
      "Faburairu",
      "Maris",
      "Afirilu",
      "Mayu",
      "Yuni",
      "Yuli",
      "Agusta",
      "Satumba",
      "Oktoba",
      "Nuwamba",
      "Disamba",
    ]);
    // 4–10 January 2026 run from Sunday to Saturday.
    const days = Array.from(
      { length: 7 },
      (_, d) => formatEventDate(Date.UTC(2026, 0, 4 + d, 12), "ha").split(",")[0],
    );
    expect(days).toEqual(["Lahadi", "Litinin", "Talata", "Laraba", "Alhamis", "Jummaʼa", "Asabar"]);
  });

  it("English stays as it was", () => {
    expect(formatWatDay("2027-01-31")).toBe("31 January 2027");
    expect(formatDay(Date.UTC(2026, 10, 21, 12), "en")).toBe("21 November 2026");
  });
});
