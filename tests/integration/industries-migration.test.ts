/**
 * Issue #26 (ADR 0034): migration 0012 maps every business type typed before the list of
 * industries onto it, losing nothing. Applied to a real D1 holding rows written under the old
 * schema (migrations 0000–0011): a name of an industry, in either language, in any case or
 * punctuation, becomes its key; any other text becomes "other" and is kept as typed.
 */
import { applyD1Migrations, env as bindings } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { industries, type Industry } from "../../app/config/industries";
import { industryTexts } from "../../app/i18n/industries";

type Migration = { name: string; queries: string[] };
const migrations = (bindings as unknown as { TEST_MIGRATIONS: Migration[] }).TEST_MIGRATIONS;
// This file's own storage: the database starts empty (no createTestDatabase, which applies all).
const db = (bindings as unknown as { DB: D1Database }).DB;

/** [what she typed, the industry it becomes]: names of the list, as people type them. */
const named: [string, Industry][] = [
  ["Fashion & Textiles", "fashion"],
  ["Fashion and Textiles", "fashion"],
  ["fashion/textile", "fashion"],
  ["  FASHION ", "fashion"],
  ["Beauty and wellness.", "beauty"],
  ["Food-Processing", "food_processing"],
  ["Printing/Media", "media"],
  ["Event planner", "event_planning"],
  ["Sarrafa Abinci", "food_processing"],
  ["Sana'ar hannu", "crafts"],
  ["ƘERE-ƘERE", "manufacturing"],
  ["Others", "other"],
  // Every name of the list, in both languages, and every key (mapping twice changes nothing).
  ...industries.flatMap((key): [string, Industry][] => [
    [industryTexts.en.names[key], key],
    [industryTexts.ha.names[key], key],
    [key, key],
  ]),
];
/** Texts that name no industry of the list: "other", with the text kept as the detail. */
const unnamed = ["Tailoring and bead making", "Fashion designer & tailor", "Food", "Sabis"];

const rowId = (i: number) => `legacy-${i}`;
const texts = [...named.map(([text]) => text), ...unnamed];

beforeAll(async () => {
  await applyD1Migrations(
    db,
    migrations.filter((migration) => migration.name < "0012"),
  );
  await db.batch(
    texts.map((text, i) =>
      db
        .prepare(
          `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
            business_name, business_type, why_join, membership_plan, status, payment_reference)
           VALUES (?, 'Member ' || ?, '+2348030000000', 'Gusau', 'Kin', 'Shop ' || ?, ?, 'To grow',
            'starter', 'approved', ?)`,
        )
        .bind(rowId(i), String(i), String(i), text, `ZW-T${String(i).padStart(4, "0")}`),
    ),
  );
  // Only 0012 is left to apply.
  await applyD1Migrations(db, migrations);
});

async function stored() {
  const { results } = await db
    .prepare(
      "SELECT id, business_name, business_type, business_type_detail FROM join_applications ORDER BY id",
    )
    .all<{
      id: string;
      business_name: string;
      business_type: string;
      business_type_detail: string | null;
    }>();
  return new Map(results.map((row) => [row.id, row]));
}

describe("migration 0012: business types onto the association's industries", () => {
  it("gives a name of an industry its key, in any case, punctuation or language", async () => {
    const rows = await stored();
    for (const [i, [text, industry]] of named.entries()) {
      expect(rows.get(rowId(i)), text).toMatchObject({
        business_type: industry,
        business_type_detail: null,
      });
    }
  });

  it("makes any other text 'other' and keeps it, as typed, as the detail", async () => {
    const rows = await stored();
    for (const [j, text] of unnamed.entries()) {
      expect(rows.get(rowId(named.length + j))).toMatchObject({
        business_type: "other",
        business_type_detail: text,
      });
    }
  });

  it("loses no row, changes nothing else, and leaves only keys of the list", async () => {
    const rows = await stored();
    expect(rows.size).toBe(texts.length);
    for (const [i] of texts.entries()) expect(rows.get(rowId(i))?.business_name).toBe(`Shop ${i}`);
    const keys = new Set<string>(industries);
    expect([...rows.values()].every((row) => keys.has(row.business_type))).toBe(true);
    const scratch = await db
      .prepare("SELECT name FROM sqlite_master WHERE name = '_industry_names'")
      .first();
    expect(scratch).toBeNull();
  });
});
