import { describe, expect, it } from "vitest";
import {
  handleFrom,
  koboToNaira,
  nairaToKobo,
  siteFormSchema,
  slugField,
  suggestSlug,
} from "./builder";

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

describe("social handles", () => {
  it("takes a handle, an @handle or a profile link", () => {
    expect(handleFrom("@amina.fabrics")).toBe("amina.fabrics");
    expect(handleFrom("amina_fabrics")).toBe("amina_fabrics");
    expect(handleFrom("https://www.instagram.com/amina.fabrics/?hl=en")).toBe("amina.fabrics");
    expect(handleFrom("instagram.com/amina")).toBe("amina");
    expect(handleFrom("https://www.tiktok.com/@amina")).toBe("amina");
    expect(handleFrom("https://m.facebook.com/AminaFabrics")).toBe("AminaFabrics");
  });
});

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
      expect(siteFormSchema.safeParse({ ...base, [field]: long(max) }).success, field).toBe(true);
      expect(siteFormSchema.safeParse({ ...base, [field]: long(max + 1) }).success, field).toBe(
        false,
      );
    }
  });
});
