import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINE_OCTETS, foldLine } from "./icalendar";

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder("utf-8", { fatal: true });

/** RFC 5545 §3.1: a line break followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

/**
 * The physical lines as a calendar reads them: the folded text as UTF-8 octets, cut at CRLF, each
 * decoded on its own — which throws if a fold fell inside a character.
 */
function physicalLines(folded: string): Uint8Array[] {
  const bytes = encoder.encode(folded);
  const lines: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  lines.push(bytes.subarray(start));
  return lines;
}

function expectWellFolded(line: string) {
  const folded = foldLine(line);
  expect(unfold(folded)).toBe(line);
  for (const physical of physicalLines(folded)) {
    expect(physical.length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(() => strictDecoder.decode(physical)).not.toThrow();
  }
}

// Hausa letters are two octets each in UTF-8 (ƙ U+0199, ɗ U+0257, ƴ U+01B4, ʼ U+02BC).
const hausaTitle = "SUMMARY:Taron Ƙungiyar Mata ʼYan Kasuwa: ɗinki\\, ƙira da ɗaukar ƴaƴan ƙasa";

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds one of 76", () => {
    const exact = `SUMMARY:${"a".repeat(MAX_LINE_OCTETS - "SUMMARY:".length)}`;
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}b`)).toBe(`${exact}\r\n b`);
  });

  it("counts a Hausa title in octets: no physical line over 75, unfolded it is the title", () => {
    // 74 UTF-16 units but 82 octets: counted in units it looked short enough to leave whole.
    expect(hausaTitle.length).toBe(74);
    expect(encoder.encode(hausaTitle).length).toBe(82);
    expectWellFolded(hausaTitle);
    expect(foldLine(hausaTitle).split("\r\n").length).toBe(2);
  });

  it("never cuts a character in two: Hausa letters and emoji astride the 75th octet", () => {
    // Each offset puts a 2-octet Hausa letter or a 4-octet emoji across the fold.
    for (let offset = 0; offset < 4; offset++) {
      expectWellFolded(`${"a".repeat(73 + offset)}ƙɗʼƴ🎉👩🏾‍💼${"ɗ".repeat(80)}`);
    }
  });

  it("folds any text of Hausa letters, emoji and ASCII within the limit, losing nothing", () => {
    const hausaAndEmoji = fc.constantFrom(
      "ƙ",
      "ɗ",
      "ʼ",
      "ƴ",
      "Ƙ",
      "Ɗ",
      "Ƴ",
      "a",
      " ",
      "🎉",
      "👩🏾‍💼",
      "₦",
    );
    fc.assert(
      fc.property(fc.string({ unit: hausaAndEmoji, maxLength: 400, size: "max" }), (text) => {
        expectWellFolded(`DESCRIPTION:${text}`);
      }),
    );
  });

  it("folds any Unicode text within the limit, losing nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300, size: "max" }), (text) => {
        expectWellFolded(`LOCATION:${text}`);
      }),
    );
  });
});
