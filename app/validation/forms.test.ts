import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { formSchemas } from "./form-schemas";
import * as forms from "./forms";

describe("the precomputed constraints of each form", () => {
  const entries = Object.entries(forms);

  test("cover every form of forms.ts", () => {
    expect(entries.length).toBeGreaterThanOrEqual(13);
    // app/validation/lazy/ is generated from form-schemas.ts: run the generator after adding one.
    expect(Object.keys(forms).sort()).toEqual(Object.keys(formSchemas).sort());
  });

  test.each(entries)("%s matches its zod schema", async (name, form) => {
    expect(
      form.constraint,
      `${name}: run \`npm run forms:constraints\` after changing a form's schema`,
    ).toEqual(getZodConstraint(await form.load()));
  });
});
