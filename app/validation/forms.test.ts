import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import * as forms from "./forms";

describe("the precomputed constraints of each form", () => {
  const entries = Object.entries(forms);

  test("cover every form of forms.ts", () => {
    expect(entries.length).toBeGreaterThanOrEqual(13);
  });

  test.each(entries)("%s matches its zod schema", async (name, form) => {
    expect(
      form.constraint,
      `${name}: run \`npm run forms:constraints\` after changing a form's schema`,
    ).toEqual(getZodConstraint(await form.load()));
  });
});
