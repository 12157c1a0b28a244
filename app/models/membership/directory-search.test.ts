import { describe, expect, it } from "vitest";
import { industries } from "~/config/industries";
import { industryCode } from "./directory-search";

describe("the search index's industry codes", () => {
  it("give each industry its own single trigram, whatever the case", () => {
    const codes = industries.map((industry) => industryCode(industry).toLowerCase());
    expect(new Set(codes).size).toBe(industries.length);
    for (const code of codes) expect(Array.from(code)).toHaveLength(3);
    expect(industryCode("fashion")).toBe("#fa");
  });
});
