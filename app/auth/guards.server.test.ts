import { describe, expect, it } from "vitest";
import { safeRedirect } from "./guards.server";

describe("safeRedirect", () => {
  it("keeps a local path with its query and fragment", () => {
    expect(safeRedirect("/admin/events?page=2#list", "/")).toBe("/admin/events?page=2#list");
  });

  it("drops anything that leaves the site", () => {
    for (const to of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirect(to, "/dashboard"), String(to)).toBe("/dashboard");
    }
  });

  it("percent-encodes what a Location header cannot carry; refuses control characters", () => {
    expect(safeRedirect("/members/Zainab Müller", "/")).toBe("/members/Zainab%20M%C3%BCller");
    // Line breaks and other controls could split the header: such a target is not used at all.
    expect(safeRedirect("/a\r\nSet-Cookie: x=1", "/")).toBe("/");
    expect(safeRedirect("/😀?q=ü", "/")).toBe("/%F0%9F%98%80?q=%C3%BC");
    expect(() => new Headers({ Location: safeRedirect("/\u0000\u202E", "/") })).not.toThrow();
  });
});
