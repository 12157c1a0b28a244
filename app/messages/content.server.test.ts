import { describe, expect, it } from "vitest";
import { greetingFor, plainName } from "./content.server";

// Issue #37: a name typed on a form reaches a message only when it is plainly a name.
describe("plainName", () => {
  it("keeps names as they are written, in any script, with initials, hyphens and apostrophes", () => {
    for (const name of [
      "Amina",
      "Hajiya A. Bello-Yusuf",
      "Ƙasimu Ɗanjuma",
      "N'Dour",
      "Maryam Sani Aliyu Gusau",
      "Bello, Amina",
    ]) {
      expect(plainName(name), name).toBe(name);
    }
    expect(plainName("  Amina \n Bello ")).toBe("Amina Bello");
  });

  it("leaves out whole anything a mail app could link, or that is not a name", () => {
    for (const name of [
      "URGENT: pay fee at http://evil.example/pay",
      "Amina evil.example",
      "Amina.Bello",
      "www evil com/pay",
      "amina@evil.example",
      "Call 0803 555 0101",
      "<b>Amina</b>",
      "Amina (Mama)",
      "Please pay the new fee to this account today now",
      "",
      "   ",
    ]) {
      expect(plainName(name), name).toBeNull();
    }
    expect(plainName(null)).toBeNull();
    expect(plainName(undefined)).toBeNull();
  });

  it("greets by a plain name, and without one otherwise", () => {
    expect(greetingFor("en", "Amina")).toBe("Hello Amina,");
    expect(greetingFor("ha", "Amina")).toBe("Sannu Amina,");
    expect(greetingFor("en", "http://evil.example")).toBe("Hello,");
    expect(greetingFor("ha", null)).toBe("Sannu,");
  });
});
