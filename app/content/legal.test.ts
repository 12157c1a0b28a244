import { describe, expect, it } from "vitest";
import { legalPages, type LegalPage } from "~/content/legal";
import { legalPageIn, legalPagesHa } from "~/content/legal-ha";

/** A page's shape: its sections, and per section the kind and length of each block. */
const shape = (page: LegalPage) =>
  page.sections.map((section) =>
    section.blocks.map((block) => (block.kind === "p" ? "p" : `ul:${block.items.length}`)),
  );

const texts = (page: LegalPage) => [
  page.title,
  page.description,
  page.intro,
  ...page.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => (block.kind === "p" ? [block.text] : block.items)),
  ]),
];

describe("the Hausa legal pages", () => {
  for (const slug of ["privacy", "terms", "cookies"] as const) {
    it(`${slug}: every section, paragraph and list item of the English, in Hausa`, () => {
      const english = legalPages[slug];
      const hausa = legalPagesHa[slug];
      expect(hausa.slug).toBe(slug);
      expect(shape(hausa)).toEqual(shape(english));
      const englishTexts = new Set(texts(english));
      for (const text of texts(hausa)) {
        expect(text.trim(), slug).not.toBe("");
        expect(englishTexts.has(text), text).toBe(false);
        // The glottal stop is ʼ (U+02BC), as in the catalogue (docs/i18n.md).
        expect(text, text).not.toMatch(/['’‘]/);
      }
    });
  }

  it("are what a Hausa page shows; an English page shows the English", () => {
    expect(legalPageIn("terms", "ha")).toBe(legalPagesHa.terms);
    expect(legalPageIn("terms", "en")).toBe(legalPages.terms);
  });
});
