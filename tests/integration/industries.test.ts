/**
 * Issue #26 (ADR 0034): the business type is one of the association's industries. Migration 0012
 * maps every business type typed before onto the list, losing nothing (applied to a real D1
 * holding rows written under migrations 0000–0011); the directory lists and filters each industry
 * once, in the page's language; /join and "Edit my profile" take an industry, and "Other" with
 * her own words; the admin list shows both.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { industries, type Industry } from "../../app/config/industries";
import { industryTexts } from "../../app/i18n/industries";
import { validationTexts } from "../../app/i18n/validation";
import { eraseAccount } from "../../app/models/account-erasure.server";
import { getDb } from "../../app/models/db.server";
import { loader as adminLoader } from "../../app/routes/admin+/_index";
import {
  action as profileAction,
  loader as profileLoader,
} from "../../app/routes/_member+/dashboard_.profile";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { loader as directoryLoader } from "../../app/routes/_public+/members._index";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { applyRemainingMigrations, createTestDatabase, type TestDatabase } from "./support/d1";
import { request, statusOf, type Payload } from "./support/http";
import { joinDetails } from "./support/join";
import { routeArgs } from "../support/route-args";

// Accounts are made with PBKDF2 at 100,000 iterations.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

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

const rowId = (i: number) => `legacy-${String(i).padStart(3, "0")}`;
const texts = [...named.map(([text]) => text), ...unnamed];
const idsOf = (industry: Industry) =>
  [
    ...named.flatMap(([, key], i) => (key === industry ? [rowId(i)] : [])),
    ...(industry === "other" ? unnamed.map((_, j) => rowId(named.length + j)) : []),
  ].sort();

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase({}, { migrationsBefore: "0012" });
  await t.db.batch(
    texts.map((text, i) =>
      t.db
        .prepare(
          `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
            business_name, business_type, why_join, membership_plan, status, payment_reference)
           VALUES (?, 'Member ' || ?, '+2348030000000', 'Gusau', 'Kin', 'Shop ' || ?, ?, 'To grow',
            'starter', 'approved', ?)`,
        )
        .bind(rowId(i), String(i), String(i), text, `ZW-T${String(i).padStart(4, "0")}`),
    ),
  );
  await applyRemainingMigrations(t.db);
});

type Row = {
  id: string;
  business_name: string;
  business_type: string;
  business_type_detail: string | null;
};
const rowOf = (id: string) =>
  t.db
    .prepare(
      "SELECT id, business_name, business_type, business_type_detail FROM join_applications WHERE id = ?",
    )
    .bind(id)
    .first<Row>();

describe("migration 0012: business types onto the association's industries", () => {
  it("gives a name of an industry its key, in any case, punctuation or language", async () => {
    for (const [i, [text, industry]] of named.entries()) {
      expect(await rowOf(rowId(i)), text).toMatchObject({
        business_type: industry,
        business_type_detail: null,
      });
    }
  });

  it("makes any other text 'other' and keeps it, as typed, as the detail", async () => {
    for (const [j, text] of unnamed.entries()) {
      expect(await rowOf(rowId(named.length + j))).toMatchObject({
        business_type: "other",
        business_type_detail: text,
      });
    }
  });

  it("loses no row, changes nothing else, and leaves only keys of the list", async () => {
    const { results } = await t.db
      .prepare("SELECT id, business_name, business_type FROM join_applications")
      .all<Row>();
    expect(results).toHaveLength(texts.length);
    for (const row of results) {
      expect(row.business_name).toBe(`Shop ${Number(row.id.slice("legacy-".length))}`);
      expect(industries).toContain(row.business_type);
    }
    const scratch = await t.db
      .prepare("SELECT name FROM sqlite_master WHERE name = '_industry_names'")
      .first();
    expect(scratch).toBeNull();
  });
});

const get = (path: string) => ({ request: request(path), context: t.context, params: {} });

describe("the directory by industry", () => {
  it("lists each industry once, with its count, in the page's language; Other last", async () => {
    const english = await directoryLoader(routeArgs(get("/members")));
    const values = english.industries.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.at(-1)).toBe("other");
    expect(english.industries.find((option) => option.value === "fashion")).toEqual({
      value: "fashion",
      label: "Fashion & Textiles",
      count: idsOf("fashion").length,
    });
    const hausa = await directoryLoader(routeArgs(get("/members?lang=ha")));
    expect(hausa.industries.find((option) => option.value === "fashion")?.label).toBe(
      "Kayan sawa da yaduka",
    );
    expect(hausa.industries.at(-1)?.label).toBe("Wani daban");
  });

  it("filters by industry: the names typed differently are together, 'Other' shows her words", async () => {
    const fashion = await directoryLoader(routeArgs(get("/members?type=fashion")));
    expect(fashion.members.map((m) => m.id).sort()).toEqual(idsOf("fashion"));
    expect(new Set(fashion.members.map((m) => m.industry))).toEqual(
      new Set(["Fashion & Textiles"]),
    );
    const other = await directoryLoader(routeArgs(get("/members?type=other")));
    expect(other.members.map((m) => m.id).sort()).toEqual(idsOf("other"));
    const shown = other.members.map((m) => m.industry);
    for (const text of unnamed) expect(shown).toContain(text);
    // Those who typed "Other" itself have no words of their own: the name of the choice.
    expect(shown).toContain("Other");
    // A name typed into an old link filters nothing.
    const old = await directoryLoader(routeArgs(get("/members?type=Fashion%20%26%20Textiles")));
    expect(old.type).toBe("");
    expect(old.total).toBe(texts.length);
  });

  it("finds a business type by its name in either language, or by her own words", async () => {
    const byHausa = await directoryLoader(routeArgs(get("/members?q=kayan%20sawa")));
    expect(byHausa.members.map((m) => m.id).sort()).toEqual(idsOf("fashion"));
    const byWords = await directoryLoader(routeArgs(get("/members?q=bead%20making")));
    expect(byWords.members.map((m) => m.industry)).toEqual(["Tailoring and bead making"]);
  });
});

type Answer = Payload<{ step?: number; result?: { error?: Record<string, string[] | null> } }>;
const postJoin = (fields: Record<string, string>, query = "") =>
  joinAction(
    routeArgs({
      request: request(`/join${query}`, { fields }),
      context: t.context,
      params: {},
    }),
  ) as Promise<unknown>;

describe("/join: the type of business is chosen from the list", () => {
  it("refuses a typed name, and 'Other' without her words, in the page's language", async () => {
    const typed = (await postJoin({
      ...joinDetails(crypto.randomUUID()),
      businessType: "Fashion and Textiles",
      intent: "continue",
    })) as Answer;
    expect(statusOf(typed)).toBe(400);
    expect(typed.data.result?.error?.businessType).toEqual([
      "Please choose your type of business.",
    ]);
    for (const [query, language] of [
      ["", "en"],
      ["?lang=ha", "ha"],
    ] as const) {
      const bare = (await postJoin(
        { ...joinDetails(crypto.randomUUID()), businessType: "other", intent: "continue" },
        query,
      )) as Answer;
      expect(statusOf(bare)).toBe(400);
      expect(bare.data.result?.error?.businessTypeDetail).toEqual([
        validationTexts[language].join.businessTypeDetail,
      ]);
    }
  });

  it("stores the industry's key, and her words only with 'Other'", async () => {
    const cases = [
      ["other", "Tailoring", "other", "Tailoring"],
      ["beauty", "left over from an earlier choice", "beauty", null],
    ] as const;
    for (const [businessType, businessTypeDetail, storedType, storedDetail] of cases) {
      const key = crypto.randomUUID();
      const fields = { ...joinDetails(key), businessType, businessTypeDetail };
      const step2 = (await postJoin({ ...fields, intent: "continue" })) as Payload<{
        paymentReference: string;
      }>;
      const done = await postJoin({
        ...fields,
        paymentReference: step2.data.paymentReference,
        intent: "submit",
      });
      expect(statusOf(done)).toBe(302);
      const row = await t.db
        .prepare(
          "SELECT business_type, business_type_detail FROM join_applications WHERE idempotency_key = ?",
        )
        .bind(key)
        .first();
      expect(row).toEqual({ business_type: storedType, business_type_detail: storedDetail });
    }
  });
});

type Call = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;
const call = (fn: Call, path: string, cookie: string, body?: FormData) => {
  const base = request(path, { cookie });
  const req = body ? new Request(base, { method: "POST", body }) : base;
  return settle(() => fn(routeArgs({ request: req, context: t.context, params: {} })));
};

describe("Edit my profile, what admins see, and deleting her account", () => {
  let member: SignedIn;
  let admin: SignedIn;
  const mine = rowId(named.length); // "Tailoring and bead making", migrated to "other"

  beforeAll(async () => {
    [member, admin] = await Promise.all([
      signedInAccount(t, "industry.member@zamwe.test"),
      signedInAccount(t, "industry.admin@zamwe.test", { admin: true }),
    ]);
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(member.id, mine)
      .run();
  });

  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    const values = {
      fullName: "Member",
      businessName: "Shop",
      phoneNumber: "0803 000 0000",
      contactAddress: "Gusau",
      nextOfKin: "Kin",
      whyJoin: "To grow",
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) body.set(name, value);
    return body;
  };

  it("offers the list in her language, with her words for 'Other' filled in", async () => {
    const loaded = (await call(profileLoader, "/dashboard/profile?lang=ha", member.cookie)) as {
      profile: { businessType: string; businessTypeDetail: string | null };
      industries: { options: { value: string; label: string }[] };
    };
    expect(loaded.profile).toMatchObject({
      businessType: "other",
      businessTypeDetail: "Tailoring and bead making",
    });
    expect(loaded.industries.options.map((o) => o.value).sort()).toEqual([...industries].sort());
    expect(loaded.industries.options.at(-1)).toEqual({ value: "other", label: "Wani daban" });
  });

  it("asks for her words with 'Other', and drops them with an industry of the list", async () => {
    const bare = (await call(
      profileAction,
      "/dashboard/profile",
      member.cookie,
      form({ businessType: "other", businessTypeDetail: "  " }),
    )) as Answer;
    expect(statusOf(bare)).toBe(400);
    expect(bare.data.result?.error?.businessTypeDetail).toEqual([
      "Please describe your type of business.",
    ]);
    const chosen = await call(
      profileAction,
      "/dashboard/profile",
      member.cookie,
      form({ businessType: "fashion", businessTypeDetail: "Tailoring and bead making" }),
    );
    expect(statusOf(chosen)).toBe(302);
    expect(await rowOf(mine)).toMatchObject({
      business_type: "fashion",
      business_type_detail: null,
    });
  });

  it("shows admins the English name, with her words after 'Other'", async () => {
    const industryOf = async (i: number) => {
      const list = (await call(adminLoader, `/admin?q=Member%20${i}`, admin.cookie)) as {
        applications: { id: string; industry: string }[];
      };
      return list.applications.find((a) => a.id === rowId(i))?.industry;
    };
    expect(await industryOf(0)).toBe("Fashion & Textiles");
    expect(await industryOf(named.length + 1)).toBe("Other: Fashion designer & tailor");
  });
});

it("deleting her account clears her words for 'Other' and keeps the industry", async () => {
  const leaving = await signedInAccount(t, "industry.leaving@zamwe.test");
  const hers = rowId(named.length + 2); // "Food", migrated to "other"
  await t.db
    .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
    .bind(leaving.id, hers)
    .run();
  const erased = await eraseAccount(getDb(t.env), { userId: leaving.id });
  expect(erased.status).toBe("deleted");
  expect(await rowOf(hers)).toMatchObject({ business_type: "other", business_type_detail: null });
});
