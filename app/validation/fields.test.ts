import { describe, expect, it } from "vitest";
import { z } from "zod";
import { NAME_WITHOUT_ADDRESSES, withoutAddresses } from "~/validation/fields";

const name = withoutAddresses(z.string().max(100));
const refusedForAddress = (value: string) =>
  name.safeParse(value).error?.issues.some((issue) => issue.message === NAME_WITHOUT_ADDRESSES) ??
  false;

describe("a name that holds an address (issue #50)", () => {
  it("refuses web and e-mail addresses and domain-like words, keeps names and initials", () => {
    for (const value of ["evil.example/pay", "x-y.com", "www.x", "a@b", "see https://x", "ab.cd"]) {
      expect(refusedForAddress(value), value).toBe(true);
    }
    for (const value of ["Amina Bello", "A.Bello", "Dr. Amina", "a.b", "Ƙasuwa Ɗanjuma"]) {
      expect(refusedForAddress(value), value).toBe(false);
    }
  });

  // zod runs the check on a value already too long, and hostile forms send a megabyte: the
  // pattern starts only where a word starts, so it reads such a value once. Its first form
  // tried every position of a long word again (quadratic): the fuzzing suite's workerd then
  // spun for minutes on one name (seen twice in full runs).
  it("checks a megabyte-long word and a megabyte of short words to the end", () => {
    expect(refusedForAddress("a".repeat(1_000_000))).toBe(false);
    expect(refusedForAddress("ab ".repeat(350_000))).toBe(false);
    expect(refusedForAddress(`${"a".repeat(1_000_000)}.example`)).toBe(true);
  });
});
