import { describe, expect, it } from "vitest";
import { koboToNaira, nairaToKobo } from "./naira-input";

describe("prices in Naira", () => {
  it("reads the ways people write them, into integer kobo", () => {
    expect(nairaToKobo("2500")).toBe(250_000);
    expect(nairaToKobo("2,500")).toBe(250_000);
    expect(nairaToKobo("₦ 2,500")).toBe(250_000);
    expect(nairaToKobo("N2500")).toBe(250_000);
    expect(nairaToKobo("NGN 1,000,000")).toBe(100_000_000);
    expect(nairaToKobo("1500.5")).toBe(150_050);
    expect(nairaToKobo("0.05")).toBe(5);
    expect(nairaToKobo("0")).toBe(0);
  });

  it("refuses what is not a price", () => {
    for (const bad of ["", "two", "-5", "1.234", "1e3", "12,50.0.1", "₦"]) {
      expect(nairaToKobo(bad), bad).toBeNull();
    }
  });

  it("shows kobo back as the form's text", () => {
    expect(koboToNaira(250_000)).toBe("2500");
    expect(koboToNaira(150_050)).toBe("1500.50");
    expect(koboToNaira(5)).toBe("0.05");
  });
});
