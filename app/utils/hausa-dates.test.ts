import { describe, expect, it } from "vitest";
import { formatDayIn, formatEventDateIn, formatWatDayIn } from "./hausa-dates";

describe("dates in Hausa (a table: workerd's ICU has no Hausa)", () => {
  it("names the Lagos day, month and weekday in Hausa; the time stays WAT", () => {
    // 7 Feb 2026 09:00 UTC is 10:00 on Saturday in Lagos.
    expect(formatEventDateIn(Date.UTC(2026, 1, 7, 9, 0), "ha")).toBe(
      "Asabar, 7 Faburairu 2026, 10:00 WAT",
    );
    // 23:30 UTC on Thursday 31 December is already Friday 1 January in Lagos.
    expect(formatEventDateIn(Date.UTC(2026, 11, 31, 23, 30), "ha")).toBe(
      "Jummaʼa, 1 Janairu 2027, 00:30 WAT",
    );
    expect(formatDayIn(Date.UTC(2026, 10, 21, 12), "ha")).toBe("21 Nuwamba 2026");
    expect(formatWatDayIn("2027-01-31", "ha")).toBe("31 Janairu 2027");
  });

  it("has all twelve months and seven weekdays", () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDayIn(Date.UTC(2026, m, 15), "ha"));
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
      (_, d) => formatEventDateIn(Date.UTC(2026, 0, 4 + d, 12), "ha").split(",")[0],
    );
    expect(days).toEqual(["Lahadi", "Litinin", "Talata", "Laraba", "Alhamis", "Jummaʼa", "Asabar"]);
  });

  it("in English, the English formats of app/utils/dates", () => {
    expect(formatWatDayIn("2027-01-31", "en")).toBe("31 January 2027");
    expect(formatDayIn(Date.UTC(2026, 10, 21, 12), "en")).toBe("21 November 2026");
  });
});
