import { describe, expect, it } from "vitest";
import { newShortCode, SHORT_CODE_PATTERN, shortCodeOf } from "./short-code";

describe("newShortCode", () => {
  it("writes 80 random bits as four groups of Crockford base32", () => {
    const code = newShortCode((bytes) => crypto.getRandomValues(bytes));
    expect(code).toMatch(SHORT_CODE_PATTERN);
    expect(newShortCode((bytes) => bytes.fill(33))).toBe("1111-1111-1111-1111");
    expect(newShortCode((bytes) => crypto.getRandomValues(bytes))).not.toBe(code);
  });
});

describe("shortCodeOf", () => {
  it("reads a code as typed from paper: case, spaces, dashes, O for 0, I and L for 1", () => {
    expect(shortCodeOf("7kq2 m9xd ab12 cd34")).toBe("7KQ2-M9XD-AB12-CD34");
    expect(shortCodeOf(" 7KQ2-M9XD-AB12-CD34 ")).toBe("7KQ2-M9XD-AB12-CD34");
    expect(shortCodeOf("OOOO-IIII-LLLL-0000")).toBe("0000-1111-1111-0000");
  });

  it("is null for what cannot be a code", () => {
    expect(shortCodeOf("")).toBeNull();
    expect(shortCodeOf("7KQ2-M9XD-AB12")).toBeNull();
    expect(shortCodeOf("7KQ2-M9XD-AB12-CD3U")).toBeNull();
    expect(shortCodeOf("7KQ2-M9XD-AB12-CD34-5")).toBeNull();
    expect(shortCodeOf("<script>alert(1)</script>")).toBeNull();
  });
});
