import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contactSchema } from "./contact";
import { joinDetailsSchema } from "./join";
import { newsletterSchema } from "./newsletter";
import { rsvpSchema } from "./rsvp";

/** A valid value of exactly `length` characters for the field. */
function ofLength(field: string, length: number): string {
  if (field.toLowerCase().includes("email"))
    return `${"a".repeat(length - "@example.com".length)}@example.com`;
  if (field.toLowerCase().includes("phone")) return `0${"8".repeat(length - 1)}`;
  return "x".repeat(length);
}

const valid = {
  contact: { name: "Amina", email: "a@example.com", message: "Hello" },
  newsletter: { email: "a@example.com" },
  rsvp: { fullName: "Amina", email: "a@example.com" },
  join: {
    fullName: "Amina",
    phoneNumber: "08031234567",
    contactAddress: "Gusau",
    nextOfKin: "Kin",
    businessName: "B",
    businessType: "retail",
    whyJoin: "W",
    membershipPlan: "starter",
    idempotencyKey: "5b0c3f3e-8f0e-4a8e-9d7e-0c1f6f0b9a11",
  },
};

const cases: [string, z.ZodTypeAny, Record<string, string>, Record<string, number>][] = [
  ["contact", contactSchema, valid.contact, { name: 100, email: 254, phone: 30, message: 5000 }],
  ["newsletter", newsletterSchema, valid.newsletter, { fullName: 100, email: 254 }],
  ["rsvp", rsvpSchema, valid.rsvp, { fullName: 100, email: 254, phone: 30 }],
  [
    "join",
    joinDetailsSchema,
    valid.join,
    {
      fullName: 100,
      phoneNumber: 30,
      email: 254,
      contactAddress: 300,
      nextOfKin: 200,
      businessName: 150,
      businessTypeDetail: 100,
      whyJoin: 2000,
    },
  ],
];

describe("every text field has a maximum", () => {
  for (const [form, schema, base, limits] of cases) {
    for (const [field, max] of Object.entries(limits)) {
      it(`${form}.${field}: ${max} characters pass, ${max + 1} are refused with a message`, () => {
        const atMax = schema.safeParse({ ...base, [field]: ofLength(field, max) });
        // A phone number of 30 digits is not a phone number; only its length rule is tested here.
        if (!field.toLowerCase().includes("phone")) expect(atMax.success).toBe(true);
        const over = schema.safeParse({ ...base, [field]: ofLength(field, max + 1) });
        expect(over.success).toBe(false);
        const messages = over.success ? [] : over.error.issues.filter((i) => i.path[0] === field);
        expect(messages.length).toBeGreaterThan(0);
        expect(messages.some((i) => /shorter|under|keep/i.test(i.message))).toBe(true);
      });
    }
  }
});
