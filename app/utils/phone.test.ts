import { describe, expect, it } from "vitest";
import { isNigerianMobile } from "./nigerian-mobile";
import { toE164, whatsappLink } from "./phone";

describe("toE164", () => {
  it.each([
    ["08031234567", "+2348031234567"],
    ["0803 123 4567", "+2348031234567"],
    ["0803-123-4567", "+2348031234567"],
    ["8031234567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["+234 (0) 803 123 4567", "+2348031234567"],
    ["002348031234567", "+2348031234567"],
    ["09127545291", "+2349127545291"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("%s → %s", (input, expected) => {
    expect(toE164(input)).toBe(expected);
  });

  it.each(["", "abc", "12345", "0803123456", "080312345678", "+234 803", "05031234567", "+0 123"])(
    "refuses %j",
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );
});

describe("whatsappLink", () => {
  it("uses the digits of the E.164 number: a 0803 number gives 234803", () => {
    expect(whatsappLink("0803 123 4567")).toBe("https://wa.me/2348031234567");
    expect(whatsappLink("+2348031234567", "Hello & welcome")).toBe(
      "https://wa.me/2348031234567?text=Hello%20%26%20welcome",
    );
    expect(whatsappLink("not a number")).toBeNull();
  });
});

describe("isNigerianMobile", () => {
  it("takes the mobile ranges in E.164, and nothing else", () => {
    for (const number of ["+2347031234567", "+2348031234567", "+2348131234567", "+2349121234567"]) {
      expect(isNigerianMobile(number), number).toBe(true);
    }
    for (const number of [
      "+2342012345678",
      "+2348231234567",
      "+447911123456",
      "08031234567",
      "+234803123456",
    ]) {
      expect(isNigerianMobile(number), number).toBe(false);
    }
  });
});
