import { describe, expect, it } from "vitest";
import { suggestSlug } from "~/config/website";
import { slugField, websiteFormSchema } from "./website";

describe("web addresses", () => {
  it("suggests one from a business name", () => {
    expect(suggestSlug("Amina's Fabrics & Co.")).toBe("aminas-fabrics-co");
    expect(suggestSlug("  Hauwa   Kitchen  ")).toBe("hauwa-kitchen");
    expect(suggestSlug("Café Zainab")).toBe("cafe-zainab");
    expect(suggestSlug("x".repeat(50))).toHaveLength(40);
  });

  it("lowercases what is typed and refuses reserved words", () => {
    expect(slugField.safeParse(" Amina-Fabrics ").data).toBe("amina-fabrics");
    for (const word of ["admin", "api", "login", "builder", "templates", "sites", "members"]) {
      expect(slugField.safeParse(word).success, word).toBe(false);
    }
  });

  it("the form carries a maximum for every text field", () => {
    // The limits reach the page as maxLength through conform; here, the schema refuses more.
    const long = (n: number) => "x".repeat(n);
    const base = { design: "boutique", theme: "rose", slug: "amina", businessName: "Amina" };
    const cases: [string, number][] = [
      ["businessName", 80],
      ["tagline", 120],
      ["about", 1000],
      ["openingHours", 300],
      ["location", 160],
    ];
    for (const [field, max] of cases) {
      expect(websiteFormSchema.safeParse({ ...base, [field]: long(max) }).success, field).toBe(
        true,
      );
      expect(websiteFormSchema.safeParse({ ...base, [field]: long(max + 1) }).success, field).toBe(
        false,
      );
    }
  });
});
