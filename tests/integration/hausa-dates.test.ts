import { describe, expect, it } from "vitest";
import { formatEventDateIn } from "../../app/utils/hausa-dates";

// Runs inside workerd, as the Worker does (ADR 0010): what its ICU knows decides how Hausa dates
// are made (ADR 0023).
describe("Hausa dates inside workerd", () => {
  it("workerd's ICU has no Hausa: Intl answers in English, so the dates come from a table", () => {
    // When this fails, workerd has gained Hausa and Intl could replace the table in app/utils/hausa-dates.ts.
    expect(Intl.DateTimeFormat.supportedLocalesOf(["ha-NG", "ha"])).toEqual([]);
    const day = Date.UTC(2026, 0, 4, 12);
    expect(new Intl.DateTimeFormat("ha-NG", { month: "long", timeZone: "UTC" }).format(day)).toBe(
      "January",
    );
    expect(formatEventDateIn(day, "ha")).toBe("Lahadi, 4 Janairu 2026, 13:00 WAT");
  });
});
