import { describe, expect, it } from "vitest";
import { defaultAssociation, getAssociation } from "./association";
import { formatNaira } from "../utils/money";
import { telHref, whatsappHref } from "../utils/phone";

describe("site config", () => {
  it("holds the association's published facts by default", () => {
    const site = getAssociation({});
    expect(site.shortName).toBe("ZAMWE");
    expect(site.fullName).toBe("Zamfara Women Entrepreneurs Association");
    expect(site.phone).toBe("+234 912 754 5291");
    expect(site.whatsappNumber).toBe("2349127545291");
    expect(site.email).toBe("info@zamwe.org");
    expect(site.bank).toEqual({
      name: "Zenith Bank",
      accountNumber: "1229986982",
      accountName: "Zamfara Women Entrepreneurs Association",
    });
    expect(site.plans.map((p) => [p.id, p.priceKobo, p.recommended])).toEqual([
      ["starter", 290_000, false],
      ["pro", 590_000, true],
    ]);
  });

  it("takes overrides from the Worker's env vars and ignores blank or invalid ones", () => {
    const site = getAssociation({
      DB: {},
      SITE_PHONE: "+234 803 000 0000",
      SITE_WHATSAPP_NUMBER: "+234 803-000-0000",
      SITE_EMAIL: "  ",
      SITE_PLAN_PRO_KOBO: "650000",
      SITE_PLAN_STARTER_KOBO: "-5",
      SITE_PUBLIC_URL: "https://zamwe.org/",
    });
    expect(site.phone).toBe("+234 803 000 0000");
    expect(site.whatsappNumber).toBe("2348030000000");
    expect(site.email).toBe(defaultAssociation.email);
    expect(site.plans.find((p) => p.id === "pro")?.priceKobo).toBe(650_000);
    expect(site.plans.find((p) => p.id === "starter")?.priceKobo).toBe(290_000);
    expect(site.publicUrl).toBe("https://zamwe.org");
  });

  it("builds tel: and WhatsApp links and formats Naira", () => {
    expect(telHref("+234 912 754 5291")).toBe("tel:+2349127545291");
    expect(whatsappHref("2349127545291")).toBe("https://wa.me/2349127545291");
    expect(whatsappHref("+234 912 754 5291", "Hello ZAMWE!")).toBe(
      "https://wa.me/2349127545291?text=Hello%20ZAMWE!",
    );
    expect(formatNaira(290_000)).toBe("₦2,900");
    expect(formatNaira(590_050)).toBe("₦5,900.50");
  });
});
