import { describe, expect, it } from "vitest";
import { smsFieldLimits, smsTexts } from "~/i18n/sms";
import { languages } from "~/i18n/language";
import { composeSms, inPlainLetters, smsSize } from "./sms-pages";

describe("smsSize: what a network charges for a text", () => {
  it("counts GSM-7 pages: 160 characters in one, then 153 a part", () => {
    expect(smsSize("")).toEqual({ encoding: "gsm-7", units: 0, pages: 0 });
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "gsm-7", units: 160, pages: 1 });
    expect(smsSize("a".repeat(161)).pages).toBe(2);
    expect(smsSize("a".repeat(306)).pages).toBe(2);
    expect(smsSize("a".repeat(307)).pages).toBe(3);
  });

  it("counts an extension character (€ [ ] { } ~ ^ | \\) as two septets", () => {
    expect(smsSize("€".repeat(80))).toEqual({ encoding: "gsm-7", units: 160, pages: 1 });
    expect(smsSize("[".repeat(81)).pages).toBe(2);
  });

  it("falls to UCS-2 with one hooked letter, a naira sign or a curly apostrophe: 70, then 67", () => {
    for (const odd of ["ɗ", "ƙ", "ɓ", "ƴ", "₦", "’"]) {
      expect(smsSize(`${odd}${"a".repeat(69)}`)).toEqual({
        encoding: "ucs-2",
        units: 70,
        pages: 1,
      });
      expect(smsSize(`${odd}${"a".repeat(70)}`).pages).toBe(2);
    }
    expect(smsSize("a".repeat(134) + "ƙ").pages).toBe(3);
    // An emoji is two UTF-16 units.
    expect(smsSize("🙂").units).toBe(2);
  });
});

describe("inPlainLetters", () => {
  it("writes Hausa's hooked letters, quotes, dashes and ₦ in GSM's alphabet", () => {
    const plain = inPlainLetters("Ƙungiyar ɗaya ta ɓullo da ƴaƴa’n sanaʼa – ₦2,900…");
    expect(plain).toBe("Kungiyar daya ta bullo da yaya'n sana'a - N2,900...");
    expect(smsSize(plain).encoding).toBe("gsm-7");
  });

  it("leaves a text already in GSM's alphabet as it is", () => {
    const text = "ZAMWE: 483920 is your code. Ina kwana? @£$¥èé";
    expect(inPlainLetters(text)).toBe(text);
  });
});

describe("composeSms", () => {
  it("fills the fields, cutting one past its limit with '...'", () => {
    const sms = composeSms(
      "Hi {name}, see {event}.",
      { name: "Hauwa", event: "x".repeat(50) },
      {
        event: 10,
      },
    );
    expect(sms).toBe("Hi Hauwa, see xxxxxxx....");
  });

  it("refuses a text whose field is missing (an SMS saying '{link}' would be paid for)", () => {
    expect(() => composeSms("Open {link}", {}, {})).toThrow("{link}");
  });
});

/** The longest values each field is sent with (a link: the site's own, at its longest). */
const longest = (language: string): Record<string, string | number> => ({
  code: "483920",
  minutes: 10,
  name: "Khadijatulkubra Muhammad-Bello",
  reference: "ZW-7K3Q9-12",
  number: "ZW-2026-00022",
  amount: "5,900",
  purpose: language === "ha" ? smsTexts.ha.purposes.renewal : smsTexts.en.purposes.renewal,
  date: language === "ha" ? "Laraba, 30 ga Satumba, 2026" : "Wednesday, 30 September 2026",
  graceDate: language === "ha" ? "Laraba, 30 ga Satumba, 2026" : "Wednesday, 30 September 2026",
  // An event's date and time as formatEventDateIn writes it.
  when:
    language === "ha"
      ? "Laraba, 30 Satumba 2026, 10:00 WAT"
      : "Wednesday, 30 September 2026, 10:00 AM WAT",
  event: "Baje-kolin kasuwanci na mata ʼyan kasuwa na Jihar Zamfara ".repeat(3),
  title: "Taron shekara-shekara na ƙungiya: sabbin shugabanni da kasafin kuɗi ".repeat(2),
  link: `https://zamwe.org/dashboard/receipts/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}?lang=${language}`,
  // An announcement's links carry its message's token: a UUID, a dot and a 22-letter tag.
  read: `https://zamwe.org/read/${"0".repeat(36)}.${"A".repeat(22)}?lang=${language}`,
  stop: `https://zamwe.org/unsubscribe/${"0".repeat(36)}.${"A".repeat(22)}?lang=${language}`,
});

/** Every text of app/i18n/sms.ts, by its path ("renewal.ahead"). */
function textsOf(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value as object, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("every SMS text (issue #40): at most 2 pages with its longest values", () => {
  for (const language of languages) {
    for (const [path, template] of textsOf(smsTexts[language]).filter(
      ([path]) => !path.startsWith("purposes."),
    )) {
      it(`${language} ${path}`, () => {
        const sms = composeSms(template, longest(language), smsFieldLimits);
        const size = smsSize(sms);
        expect(size.encoding, sms).toBe("gsm-7");
        expect(size.pages, sms).toBeLessThanOrEqual(2);
      });
    }
  }

  it("names the same fields in English and Hausa", () => {
    const english = Object.fromEntries(textsOf(smsTexts.en));
    for (const [path, text] of textsOf(smsTexts.ha)) {
      expect(placeholders(text), path).toEqual(placeholders(english[path]!));
    }
  });
});
