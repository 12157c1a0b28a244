import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueOf, namespaces } from "~/i18n/catalogue";

/** Values that may read the same in both languages (names, symbols). */
const SAME_IN_BOTH = new Set(["ZAMWE", "WhatsApp", "₦"]);

type Tree = { [key: string]: string | Tree };

/** Every text of a catalogue as [key path, value]. */
function leaves(tree: Tree, prefix: string[] = []): [string[], string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[[...prefix, key], value]] : leaves(value, [...prefix, key]),
  );
}

const en = leaves(catalogueOf("en") as unknown as Tree);
const ha = new Map(leaves(catalogueOf("ha") as unknown as Tree).map(([p, v]) => [p.join("."), v]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the Hausa catalogue is complete", () => {
  it("has exactly the English catalogue's keys", () => {
    expect([...ha.keys()].sort()).toEqual(en.map(([path]) => path.join(".")).sort());
    expect(en.length).toBeGreaterThan(100);
  });

  it("has no empty text, and none left in English (except names)", () => {
    for (const [path, english] of en) {
      const key = path.join(".");
      const hausa = ha.get(key) ?? "";
      expect(hausa.trim(), key).not.toBe("");
      if (!SAME_IN_BOTH.has(english)) expect(hausa, key).not.toBe(english);
    }
  });

  it("keeps every {placeholder} of the English text", () => {
    for (const [path, english] of en) {
      const key = path.join(".");
      expect(placeholders(ha.get(key) ?? ""), key).toEqual(placeholders(english));
    }
  });

  it("writes the glottal stop with ʼ (U+02BC), never a typewriter or curly apostrophe", () => {
    for (const [key, hausa] of ha) expect(hausa, key).not.toMatch(/['’‘]/);
  });
});

/** The app's sources that use the catalogue (the catalogue files themselves excluded). */
function appSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    // The namespace modules hold the texts; reading them does not count as using them.
    if (dir.endsWith("i18n") && entry.name.replace(/\.ts$/, "") in namespaces) return [];
    return [readFileSync(path, "utf8")];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text is used when the sources read it by its path below the namespace (`t.hero.headline`),
 * or read its parent by a key (`t.support.cards[card.text]`) and name the key as a string
 * ("mentorship") — docs/i18n.md, "How texts are read".
 */
function isUsed(source: string, path: string[]): boolean {
  const segments = path.slice(1);
  const chain = (parts: string[]) => parts.map(escape).join("\\.");
  if (new RegExp(`\\.${chain(segments)}(?![\\w$])`).test(source)) return true;
  for (let i = 1; i < segments.length; i++) {
    const parentRead = new RegExp(`\\.${chain(segments.slice(0, i))}\\[`).test(source);
    const keyNamed = new RegExp(`["']${escape(segments[i]!)}["']`).test(source);
    if (parentRead && keyNamed) return true;
  }
  return false;
}

describe("the catalogue has no unused text", () => {
  const source = appSources(join(__dirname, "..")).join("\n");

  it("every English text is read somewhere in app/", () => {
    // The validation messages are found by their English text, which the schemas write
    // (app/i18n/validation.test.ts checks that each of them is).
    const unused = en
      .filter(([path]) => path[0] !== "validation" && !isUsed(source, path))
      .map(([path]) => path.join("."));
    expect(unused).toEqual([]);
  });

  it("the check itself fails on a text nobody reads", () => {
    expect(isUsed(source, ["home", "hero", "noSuchText"])).toBe(false);
    expect(isUsed(source, ["home", "support", "cards", "noSuchCard", "title"])).toBe(false);
    expect(isUsed(source, ["home", "support", "cards", "mentorship", "title"])).toBe(true);
  });
});
