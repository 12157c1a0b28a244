import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { startSession } from "../../app/auth/session.server";
import { getDb } from "../../app/models/db.server";
import { createMemberAccount } from "../../app/models/users.server";
import {
  action as adminSitesAction,
  loader as adminSitesLoader,
} from "../../app/routes/admin+/sites";
import { action as createAction, loader as createLoader } from "../../app/routes/_member+/builder";
import { action as editAction, loader as editLoader } from "../../app/routes/_member+/builder_.$id";
import {
  action as deleteAction,
  loader as deleteLoader,
} from "../../app/routes/_member+/builder_.$id_.delete";
import { loader as ownerLogoLoader } from "../../app/routes/_member+/builder_.$id_.logo";
import { loader as previewLoader } from "../../app/routes/_member+/builder_.$id_.preview";
import { loader as siteLoader } from "../../app/routes/_public+/sites.$slug";
import { loader as publicLogoLoader } from "../../app/routes/_public+/sites.$slug_.logo";
import {
  action as templatesAction,
  loader as templatesLoader,
} from "../../app/routes/_member+/templates";
import { getLoadContext } from "../../load-context";
import { failingStatements, writes } from "../security/support/faults";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "integration-test-secret" } as Partial<Env>);
});

const LIMIT_MESSAGE = "Templates Limit: 5 (Free Member) reached";
const ORIGIN = "http://zamwe.test";

type Member = { id: string; cookie: string };

/** A member account with a live session, as sign-up makes them. */
async function member(name: string, roles: ("user" | "admin")[] = ["user"]): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const created = await createMemberAccount(getDb(t.env), {
    fullName: name,
    email,
    passwordHash: "not-used-here",
  });
  if (created === "duplicate") throw new Error("duplicate test account");
  if (roles.includes("admin")) {
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')")
      .bind(created.id)
      .run();
  }
  const setCookie = await startSession(t.env, { id: created.id, roles });
  return { id: created.id, cookie: setCookie.split(";")[0]! };
}

function body(fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const request = (path: string, who: Member | null, fields?: Record<string, string | File>) =>
  new Request(`${ORIGIN}${path}`, {
    method: fields ? "POST" : "GET",
    headers: who ? { Cookie: who.cookie } : {},
    body: fields ? body(fields) : undefined,
  });

type Reply = {
  data: {
    result?: {
      error?: Record<string, string[] | null>;
      initialValue?: Record<string, unknown>;
    };
    toast?: { message: string; description?: string };
  };
  init: { status: number } | null;
};

/** Calls a loader or action like Remix does; a thrown Response is returned (for its status). */
async function call<T>(
  fn: (args: LoaderFunctionArgs) => T,
  req: Request,
  params: Record<string, string> = {},
): Promise<Awaited<T> | Response> {
  try {
    return await fn(routeArgs({ request: req, context: t.context, params }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown as Response;
    throw thrown;
  }
}

const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as Reply).init?.status ?? 200);

async function create(
  who: Member,
  fields: { design?: string; businessName: string; slug?: string },
): Promise<Response | Reply> {
  return (await call(
    createAction,
    request("/builder", who, { design: "market-stall", ...fields }),
  )) as Response | Reply;
}

/** Creates a draft and returns its id (from the redirect to its edit page). */
async function createDraft(who: Member, businessName: string, slug: string, design = "boutique") {
  const response = await create(who, { businessName, slug, design });
  if (!(response instanceof Response) || response.status !== 302) {
    throw new Error(`create failed: ${JSON.stringify((response as Reply).data)}`);
  }
  return response.headers.get("Location")!.replace("/builder/", "");
}

const uniqueSlug = (base: string) => `${base}-${crypto.randomUUID().slice(0, 6)}`;

async function countOf(userId: string) {
  const row = await t.db
    .prepare("SELECT count(*) AS n FROM member_sites WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

const rowOf = (id: string) =>
  t.db.prepare("SELECT * FROM member_sites WHERE id = ?").bind(id).first<Record<string, unknown>>();

/** The edit form as the browser sends it (eight product rows, most of them empty). */
function editFields(overrides: Record<string, string | File> = {}) {
  const fields: Record<string, string | File> = {
    design: "professional",
    theme: "indigo",
    businessName: "Amina Fabrics",
    tagline: "Quality Ankara and lace in Gusau",
    about: "Family business since 2012.\nWe deliver across Zamfara.",
    openingHours: "Monday to Saturday, 8 AM to 6 PM",
    location: "Shop 12, Central Market, Gusau",
    phone: "0803 123 4567",
    whatsapp: "+234 (0) 806 555 0101",
    email: "amina@example.com",
    instagram: "https://www.instagram.com/amina.fabrics/",
    facebook: "AminaFabricsGusau",
    tiktok: "@amina_fabrics",
  };
  for (let i = 0; i < 8; i++) {
    fields[`products[${i}].name`] = "";
    fields[`products[${i}].description`] = "";
    fields[`products[${i}].price`] = "";
  }
  return { ...fields, ...overrides };
}

const edit = (who: Member, id: string, fields: Record<string, string | File>) =>
  call(editAction, request(`/builder/${id}`, who, fields), { id }) as Promise<Response | Reply>;

const png = () =>
  new File(
    [
      Buffer.from(
        "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
          "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
        "hex",
      ),
    ],
    "logo.png",
    { type: "image/png" },
  );

describe("creating pages and the limit of 5", () => {
  it("creates a draft in the chosen design; a blank web address is made from the name", async () => {
    const amina = await member("Amina Create");
    const response = (await create(amina, {
      design: "professional",
      businessName: "Zainab's Tailoring & Co.",
    })) as Response;
    expect(response.status).toBe(302);
    const id = response.headers.get("Location")!.replace("/builder/", "");
    const row = await rowOf(id);
    expect(row).toMatchObject({
      user_id: amina.id,
      slug: "zainabs-tailoring-co",
      design: "professional",
      status: "draft",
      theme: "emerald",
      logo_key: null,
      published_at: null,
    });
    expect(JSON.parse(String(row!.content))).toEqual({
      businessName: "Zainab's Tailoring & Co.",
      products: [],
    });
    // The same name again gets the next free address.
    const again = (await create(amina, { businessName: "Zainab's Tailoring & Co." })) as Response;
    const second = await rowOf(again.headers.get("Location")!.replace("/builder/", ""));
    expect(second!.slug).toBe("zainabs-tailoring-co-2");
  });

  it("each of the three designs can be chosen; anything else is refused", async () => {
    const who = await member("Designs");
    for (const design of ["market-stall", "boutique", "professional"]) {
      const id = await createDraft(who, `Design ${design}`, uniqueSlug(design), design);
      expect((await rowOf(id))!.design).toBe(design);
    }
    const bad = (await create(who, {
      design: "neon",
      businessName: "X",
      slug: uniqueSlug("neon"),
    })) as Reply;
    expect(statusOf(bad)).toBe(400);
    expect(bad.data.result?.error?.design).toEqual(["Please choose a design."]);
    expect(await countOf(who.id)).toBe(3);
  });

  it("a sixth page is refused with the spec's message and nothing is created", async () => {
    const who = await member("Limit Five");
    for (let i = 1; i <= 5; i++) await createDraft(who, `Shop ${i}`, uniqueSlug(`shop-${i}`));
    expect(await countOf(who.id)).toBe(5);

    const sixth = (await create(who, {
      businessName: "Shop 6",
      slug: uniqueSlug("shop-6"),
    })) as Reply;
    expect(statusOf(sixth)).toBe(409);
    expect(sixth.data.toast?.message).toBe(LIMIT_MESSAGE);
    expect(sixth.data.result?.error?.[""]).toEqual([LIMIT_MESSAGE]);
    expect(await countOf(who.id)).toBe(5);

    // A crafted POST (no page, extra fields, a status of its own choosing) fares no better.
    const crafted = (await call(
      createAction,
      request("/builder", who, {
        design: "boutique",
        businessName: "Crafted",
        slug: uniqueSlug("crafted"),
        status: "published",
        userId: crypto.randomUUID(),
      }),
    )) as Reply;
    expect(statusOf(crafted)).toBe(409);
    expect(await countOf(who.id)).toBe(5);

    // Duplicate counts too.
    const [first] = (
      await t.db
        .prepare("SELECT id FROM member_sites WHERE user_id = ? LIMIT 1")
        .bind(who.id)
        .all<{ id: string }>()
    ).results;
    const duplicate = (await call(
      templatesAction,
      request("/templates", who, { intent: "duplicate", siteId: first!.id }),
    )) as Reply;
    expect(statusOf(duplicate)).toBe(409);
    expect(duplicate.data.toast?.message).toBe(LIMIT_MESSAGE);
    expect(await countOf(who.id)).toBe(5);

    // The pages say so.
    const builderPage = (await call(createLoader, request("/builder", who))) as {
      atLimit: boolean;
      used: number;
    };
    expect(builderPage).toMatchObject({ atLimit: true, used: 5 });
  });

  it("twelve simultaneous creates leave exactly five pages", async () => {
    const who = await member("Concurrent");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(who, { businessName: `Rush ${i}`, slug: uniqueSlug(`rush-${i}`) }),
      ),
    );
    const created = results.filter((r) => r instanceof Response && r.status === 302);
    const refused = results.filter((r) => statusOf(r) === 409);
    expect(created).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect(await countOf(who.id)).toBe(5);
  });

  it("simultaneous duplicates stop at five too, each copy a draft with its own address", async () => {
    const who = await member("Copier");
    const slug = uniqueSlug("original");
    const id = await createDraft(who, "Original", slug);
    await edit(who, id, editFields({ businessName: "Original", slug, "products[0].name": "Soap" }));
    await call(templatesAction, request("/templates", who, { intent: "publish", siteId: id }));
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(templatesAction, request("/templates", who, { intent: "duplicate", siteId: id })),
      ),
    );
    expect(results.filter((r) => statusOf(r) === 302)).toHaveLength(4);
    expect(results.filter((r) => statusOf(r) === 409)).toHaveLength(2);
    const rows = (
      await t.db
        .prepare("SELECT slug, status, content FROM member_sites WHERE user_id = ? ORDER BY slug")
        .bind(who.id)
        .all<{ slug: string; status: string; content: string }>()
    ).results;
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(5);
    expect(rows.map((r) => r.slug)).toContain(`${slug}-copy`);
    const copies = rows.filter((r) => r.slug !== slug);
    expect(copies.every((r) => r.status === "draft")).toBe(true);
    expect(JSON.parse(copies[0]!.content).products).toEqual([{ name: "Soap" }]);
  });
});

describe("web addresses", () => {
  it("reserved words are refused in any case, with a clear message", async () => {
    const who = await member("Reserved");
    for (const slug of ["admin", "API", "templates", "Sites", "login", "builder", "members"]) {
      const result = (await create(who, { businessName: "Reserved", slug })) as Reply;
      expect(statusOf(result), slug).toBe(400);
      expect(result.data.result?.error?.slug).toEqual([
        `“${slug.toLowerCase()}” is reserved. Please choose another web address.`,
      ]);
    }
    expect(await countOf(who.id)).toBe(0);
  });

  it("only lowercase letters, digits and single hyphens, 3 to 40 characters", async () => {
    const who = await member("Patterns");
    const pattern =
      "Use only lowercase letters, digits and single hyphens between them, e.g. amina-fabrics.";
    const cases: [string, string][] = [
      ["ab", "Please use 3 to 40 characters."],
      ["a".repeat(41), "Please use 3 to 40 characters."],
      ["-amina", pattern],
      ["amina-", pattern],
      ["amina--fabrics", pattern],
      ["amina_fabrics", pattern],
      ["amina fabrics", pattern],
      ["amína", pattern],
      ["../admin", pattern],
    ];
    for (const [slug, message] of cases) {
      const result = (await create(who, { businessName: "Pattern", slug })) as Reply;
      expect(statusOf(result), slug).toBe(400);
      expect(result.data.result?.error?.slug, slug).toEqual([message]);
    }
    // Typed with capitals and spaces around: stored lowercase.
    const id = await createDraft(who, "Pattern", `  Good-${"A1".repeat(3)}  `);
    expect((await rowOf(id))!.slug).toBe("good-a1a1a1");
    const longest = await createDraft(who, "Pattern", "b".repeat(40));
    expect((await rowOf(longest))!.slug).toHaveLength(40);
  });

  it("a taken address is refused whatever its case, on create and on edit", async () => {
    const first = await member("First Owner");
    const second = await member("Second Owner");
    const taken = uniqueSlug("amina-fabrics");
    await createDraft(first, "Amina Fabrics", taken);

    const upper = (await create(second, {
      businessName: "Copycat",
      slug: taken.toUpperCase(),
    })) as Reply;
    expect(statusOf(upper)).toBe(409);
    expect(upper.data.result?.error?.slug).toEqual([
      "This web address is already taken. Please choose another.",
    ]);
    expect(await countOf(second.id)).toBe(0);

    const mine = await createDraft(second, "Mine", uniqueSlug("mine"));
    const before = await rowOf(mine);
    const renamed = (await edit(
      second,
      mine,
      editFields({ slug: `${taken.slice(0, 1).toUpperCase()}${taken.slice(1)}` }),
    )) as Reply;
    expect(statusOf(renamed)).toBe(409);
    expect(renamed.data.result?.error?.slug).toEqual([
      "This web address is already taken. Please choose another.",
    ]);
    expect(await rowOf(mine)).toEqual(before);

    // The database itself refuses a second row for the same address in another case.
    await expect(
      t.db
        .prepare(
          "INSERT INTO member_sites (id, user_id, slug, design, content) VALUES (?, ?, ?, 'boutique', '{}')",
        )
        .bind(crypto.randomUUID(), second.id, taken.toUpperCase())
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed/);
  });
});

describe("another member's page", () => {
  it("cannot be seen in the builder, edited, published, duplicated or deleted: 403, rows unchanged", async () => {
    const owner = await member("Owner Hauwa");
    const other = await member("Other Binta");
    const slug = uniqueSlug("hauwa-kitchen");
    const id = await createDraft(owner, "Hauwa Kitchen", slug);
    await edit(owner, id, editFields({ businessName: "Hauwa Kitchen", slug, logo: png() }));
    const before = await rowOf(id);
    const sitesBefore = await countOf(other.id);

    for (const intent of ["save", "publish", "unpublish", "preview"]) {
      const result = await edit(other, id, editFields({ intent, businessName: "Hacked", slug }));
      expect(statusOf(result), intent).toBe(403);
    }
    for (const intent of ["publish", "unpublish", "duplicate"]) {
      const result = await call(
        templatesAction,
        request("/templates", other, { intent, siteId: id }),
      );
      expect(statusOf(result), intent).toBe(403);
    }
    const deleted = await call(
      deleteAction,
      request(`/builder/${id}/delete`, other, { siteId: id }),
      {
        id,
      },
    );
    expect(statusOf(deleted)).toBe(403);

    const loaders = [editLoader, deleteLoader, previewLoader, ownerLogoLoader] as ((
      args: LoaderFunctionArgs,
    ) => Promise<unknown>)[];
    for (const loader of loaders) {
      const result = await call(loader, request(`/builder/${id}`, other), { id });
      expect(statusOf(result)).toBe(403);
    }

    expect(await rowOf(id)).toEqual(before);
    expect(await countOf(other.id)).toBe(sitesBefore);
    expect(await t.env.UPLOADS.head(String(before!.logo_key))).not.toBeNull();
  });

  it("visitors without a session are sent to log in; unknown pages are 404", async () => {
    const owner = await member("Owner Login");
    const id = await createDraft(owner, "Login Shop", uniqueSlug("login-shop"));
    const anonymous = (await call(editLoader, request(`/builder/${id}`, null), {
      id,
    })) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/builder/${id}`)}`,
    );
    const post = (await edit(null as unknown as Member, id, editFields())) as Response;
    expect(post.status).toBe(302);
    for (const unknown of [crypto.randomUUID(), "not-a-uuid"]) {
      expect(
        statusOf(await call(editLoader, request(`/builder/${unknown}`, owner), { id: unknown })),
      ).toBe(404);
    }
  });
});

describe("publishing", () => {
  it("a draft is 404; published it is served; unpublished it is 404 again", async () => {
    const who = await member("Publisher");
    const slug = uniqueSlug("rabi-spices");
    const id = await createDraft(who, "Rabi Spices", slug, "market-stall");
    const visit = () => call(siteLoader, request(`/sites/${slug}`, null), { slug });

    expect(statusOf(await visit())).toBe(404);
    const published = (await edit(
      who,
      id,
      editFields({ intent: "publish", businessName: "Rabi Spices", slug }),
    )) as Response;
    expect(published.status).toBe(302);
    expect(published.headers.get("Location")).toBe(`/builder/${id}`);
    const page = (await visit()) as { content: { businessName: string }; design: string };
    expect(page.content.businessName).toBe("Rabi Spices");
    expect(page.design).toBe("professional");
    // Any case finds it.
    expect(
      statusOf(await call(siteLoader, request("/x", null), { slug: slug.toUpperCase() })),
    ).toBe(200);

    await call(templatesAction, request("/templates", who, { intent: "unpublish", siteId: id }));
    expect(statusOf(await visit())).toBe(404);
    expect((await rowOf(id))!.status).toBe("draft");

    await call(templatesAction, request("/templates", who, { intent: "publish", siteId: id }));
    expect(statusOf(await visit())).toBe(200);
    await edit(who, id, editFields({ intent: "unpublish", businessName: "Rabi Spices", slug }));
    expect(statusOf(await visit())).toBe(404);

    for (const unknown of ["no-such-page", "x".repeat(300)]) {
      expect(statusOf(await call(siteLoader, request("/x", null), { slug: unknown }))).toBe(404);
    }
  });

  it("the badge links to the owner's directory profile once her application is approved", async () => {
    const who = await member("Badge Owner");
    const slug = uniqueSlug("badge");
    const id = await createDraft(who, "Badge Shop", slug);
    await call(templatesAction, request("/templates", who, { intent: "publish", siteId: id }));
    const page = () =>
      call(siteLoader, request(`/sites/${slug}`, null), { slug }) as Promise<{
        memberProfileId: string | null;
      }>;
    expect((await page()).memberProfileId).toBeNull();

    const applicationId = crypto.randomUUID();
    await t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference, user_id)
         VALUES (?, 'Badge Owner', '+2348030000001', 'Gusau', 'Kin', 'Badge Shop', 'retail', 'To grow',
          'starter', 'pending', ?, ?)`,
      )
      .bind(applicationId, `ZW-${crypto.randomUUID().slice(0, 5).toUpperCase()}`, who.id)
      .run();
    expect((await page()).memberProfileId).toBeNull();
    await t.db
      .prepare("UPDATE join_applications SET status = 'approved' WHERE id = ?")
      .bind(applicationId)
      .run();
    expect((await page()).memberProfileId).toBe(applicationId);
  });

  it("deleting asks first, then removes the row and its logo", async () => {
    const who = await member("Deleter");
    const slug = uniqueSlug("to-delete");
    const id = await createDraft(who, "To Delete", slug);
    await edit(who, id, editFields({ slug, logo: png() }));
    const logoKey = String((await rowOf(id))!.logo_key);
    const confirm = (await call(deleteLoader, request(`/builder/${id}/delete`, who), { id })) as {
      businessName: string;
    };
    expect(confirm.businessName).toBe("Amina Fabrics");
    // A form without the page's id is refused.
    const wrong = await call(
      deleteAction,
      request(`/builder/${id}/delete`, who, { siteId: crypto.randomUUID() }),
      { id },
    );
    expect(statusOf(wrong)).toBe(400);
    expect(await rowOf(id)).not.toBeNull();

    const done = (await call(deleteAction, request(`/builder/${id}/delete`, who, { siteId: id }), {
      id,
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/templates");
    expect(await rowOf(id)).toBeNull();
    expect(await t.env.UPLOADS.head(logoKey)).toBeNull();
  });
});

describe("content", () => {
  it("round-trips: what the form sends is stored as checked JSON and comes back to the form", async () => {
    const who = await member("Round Trip");
    const slug = uniqueSlug("amina-fabrics");
    const id = await createDraft(who, "Amina", slug);
    const saved = (await edit(
      who,
      id,
      editFields({
        slug,
        "products[0].name": "Ankara (6 yards)",
        "products[0].description": "Holland wax, many patterns",
        "products[0].price": "₦12,500",
        "products[1].name": "Lace",
        "products[1].price": "1500.5",
        // An empty row in between is dropped, the rest keep their order.
        "products[3].name": "Tailoring",
        "products[3].description": "Made to measure in 3 days",
      }),
    )) as Response;
    expect(saved.status).toBe(302);
    const row = await rowOf(id);
    expect(row).toMatchObject({ design: "professional", theme: "indigo", status: "draft" });
    expect(JSON.parse(String(row!.content))).toEqual({
      businessName: "Amina Fabrics",
      tagline: "Quality Ankara and lace in Gusau",
      about: "Family business since 2012.\nWe deliver across Zamfara.",
      products: [
        {
          name: "Ankara (6 yards)",
          description: "Holland wax, many patterns",
          priceKobo: 1_250_000,
        },
        { name: "Lace", priceKobo: 150_050 },
        { name: "Tailoring", description: "Made to measure in 3 days" },
      ],
      openingHours: "Monday to Saturday, 8 AM to 6 PM",
      location: "Shop 12, Central Market, Gusau",
      phone: "+2348031234567",
      whatsapp: "+2348065550101",
      email: "amina@example.com",
      instagram: "amina.fabrics",
      facebook: "AminaFabricsGusau",
      tiktok: "amina_fabrics",
    });

    const form = (await call(editLoader, request(`/builder/${id}`, who), { id })) as {
      defaultValue: Record<string, unknown> & { products: Record<string, string>[] };
    };
    expect(form.defaultValue).toMatchObject({
      design: "professional",
      theme: "indigo",
      slug,
      businessName: "Amina Fabrics",
      phone: "+2348031234567",
      instagram: "@amina.fabrics",
      tiktok: "@amina_fabrics",
    });
    expect(form.defaultValue.products).toHaveLength(8);
    expect(form.defaultValue.products.slice(0, 4)).toEqual([
      { name: "Ankara (6 yards)", description: "Holland wax, many patterns", price: "12500" },
      { name: "Lace", description: "", price: "1500.50" },
      { name: "Tailoring", description: "Made to measure in 3 days", price: "" },
      { name: "", description: "", price: "" },
    ]);
    // Sent back unchanged, it stores the same content.
    const resent: Record<string, string> = {};
    for (const [key, value] of Object.entries(form.defaultValue)) {
      if (key !== "products") resent[key] = String(value);
    }
    form.defaultValue.products.forEach((product, i) => {
      for (const [key, value] of Object.entries(product)) resent[`products[${i}].${key}`] = value;
    });
    await edit(who, id, resent);
    expect((await rowOf(id))!.content).toBe(row!.content);
  });

  it("bad values come back with messages next to their fields and nothing is saved", async () => {
    const who = await member("Bad Values");
    const slug = uniqueSlug("bad-values");
    const id = await createDraft(who, "Bad Values", slug);
    const before = await rowOf(id);
    const result = (await edit(
      who,
      id,
      editFields({
        slug,
        businessName: "",
        phone: "12345",
        email: "not-an-email",
        instagram: "has spaces",
        theme: "neon-pink",
        "products[0].price": "two thousand",
        "products[1].price": "500",
        "products[2].name": "x".repeat(61),
      }),
    )) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error).toMatchObject({
      businessName: ["Please enter your business name."],
      phone: ["Please enter a valid phone number, e.g. 0803 123 4567."],
      email: ["Please enter a valid email address."],
      instagram: ["Please enter your Instagram name, e.g. @aminafabrics."],
      theme: ["Please choose a colour theme."],
      "products[0].price": ["Please enter a price in Naira, e.g. 2500 or 2,500."],
      "products[1].name": ["Please enter the name of this product or service."],
      "products[2].name": ["Please keep this under 60 characters."],
    });
    expect(result.data.result?.initialValue).toMatchObject({
      tagline: "Quality Ankara and lace in Gusau",
      location: "Shop 12, Central Market, Gusau",
      products: expect.arrayContaining([{ name: "x".repeat(61) }]),
    });
    expect(await rowOf(id)).toEqual(before);
  });

  it("at most 8 products, even from a crafted form", async () => {
    const who = await member("Nine Products");
    const slug = uniqueSlug("nine");
    const id = await createDraft(who, "Nine", slug);
    const result = (await edit(
      who,
      id,
      editFields({ slug, "products[8].name": "Ninth", "products[0].name": "First" }),
    )) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error?.products).toEqual(["Up to 8 products or services."]);
    expect(JSON.parse(String((await rowOf(id))!.content)).products).toEqual([]);
  });

  it("content that does not match the schema in D1 is not passed on as it is", async () => {
    const who = await member("Corrupt");
    const slug = uniqueSlug("corrupt");
    const id = await createDraft(who, "Corrupt", slug);
    await t.db
      .prepare("UPDATE member_sites SET status = 'published', content = ? WHERE id = ?")
      .bind(JSON.stringify({ businessName: "<b>x</b>", products: "not a list", extra: 1 }), id)
      .run();
    const page = (await call(siteLoader, request(`/sites/${slug}`, null), { slug })) as {
      content: unknown;
    };
    expect(page.content).toEqual({ businessName: slug, products: [] });
  });
});

describe("logo uploads", () => {
  it("stores a real image under a new key, served publicly once published with a long cache", async () => {
    const who = await member("Logo Owner");
    const slug = uniqueSlug("logo-owner");
    const id = await createDraft(who, "Logo Owner", slug);
    // Named .jpg, but the bytes are PNG: the bytes decide.
    const file = new File([await png().arrayBuffer()], "photo.jpg", { type: "image/jpeg" });
    expect(statusOf(await edit(who, id, editFields({ slug, logo: file })))).toBe(302);
    const logoKey = String((await rowOf(id))!.logo_key);
    expect(logoKey).toMatch(new RegExp(`^sites/${id}/logo-[0-9a-f]{8}\\.png$`));
    expect((await t.env.UPLOADS.head(logoKey))?.httpMetadata?.contentType).toBe("image/png");

    // The owner sees it; the public does not while it is a draft.
    const own = (await call(ownerLogoLoader, request(`/builder/${id}/logo`, who), {
      id,
    })) as Response;
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toContain("private");
    const draftLogo = await call(publicLogoLoader, request(`/sites/${slug}/logo`, null), { slug });
    expect(statusOf(draftLogo)).toBe(404);

    await call(templatesAction, request("/templates", who, { intent: "publish", siteId: id }));
    const page = (await call(siteLoader, request(`/sites/${slug}`, null), { slug })) as {
      logoUrl: string;
    };
    const version = new URL(page.logoUrl, ORIGIN).searchParams.get("v")!;
    const logo = (await call(publicLogoLoader, request(`/sites/${slug}/logo?v=${version}`, null), {
      slug,
    })) as Response;
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Content-Type")).toBe("image/png");
    expect(logo.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(logo.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(
      new Uint8Array(await png().arrayBuffer()),
    );
    const stale = (await call(publicLogoLoader, request(`/sites/${slug}/logo?v=old`, null), {
      slug,
    })) as Response;
    expect(stale.headers.get("Cache-Control")).toBe("public, max-age=300");

    // A new logo replaces the old object; "Remove" removes it.
    await edit(who, id, editFields({ slug, logo: png() }));
    const replaced = String((await rowOf(id))!.logo_key);
    expect(replaced).not.toBe(logoKey);
    expect(await t.env.UPLOADS.head(logoKey)).toBeNull();
    await edit(who, id, editFields({ slug, removeLogo: "on" }));
    expect((await rowOf(id))!.logo_key).toBeNull();
    expect(await t.env.UPLOADS.head(replaced)).toBeNull();
  });

  it("refuses a file that is not an image, or over 2 MB, keeping what was typed and storing nothing", async () => {
    const who = await member("Bad Upload");
    const slug = uniqueSlug("bad-upload");
    const id = await createDraft(who, "Bad Upload", slug);
    const before = await rowOf(id);

    const fake = new File(["<html><script>alert(1)</script></html>"], "logo.jpg", {
      type: "image/jpeg",
    });
    const pdf = new File(["%PDF-1.4 not a logo"], "logo.pdf", { type: "application/pdf" });
    const big = new File(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(2 * 1024 * 1024)],
      "big.jpg",
      { type: "image/jpeg" },
    );
    const cases: [File, string][] = [
      [fake, "This file is not a JPEG, PNG or WebP image. Please choose a photo or logo."],
      [pdf, "This file is not a JPEG, PNG or WebP image. Please choose a photo or logo."],
      [big, "This file is larger than 2 MB. Please choose a smaller JPEG, PNG or WebP image."],
    ];
    for (const [file, message] of cases) {
      const result = (await edit(
        who,
        id,
        editFields({ slug, intent: "publish", tagline: "Kept as typed", logo: file }),
      )) as Reply;
      expect(statusOf(result), file.name).toBe(400);
      expect(result.data.result?.error?.logo).toEqual([message]);
      expect(result.data.toast).toMatchObject({
        message: "Logo not accepted",
        description: message,
      });
      expect(result.data.result?.initialValue).toMatchObject({
        tagline: "Kept as typed",
        businessName: "Amina Fabrics",
      });
      // No File travels back in the page's data.
      expect(result.data.result?.initialValue?.logo).toBeUndefined();
    }
    expect(await rowOf(id)).toEqual(before);
    expect((await t.env.UPLOADS.list({ prefix: `sites/${id}/` })).objects).toHaveLength(0);
  });
});

describe("a new logo and a save that does not happen", () => {
  const logoKeysOf = async (id: string) =>
    (await t.env.UPLOADS.list({ prefix: `sites/${id}/` })).objects.map((o) => o.key);

  it("the web address is taken: 409, the new object deleted again, the stored logo kept", async () => {
    const who = await member("Logo Taken");
    const taken = uniqueSlug("logo-taken");
    await createDraft(who, "Taken", taken);
    const slug = uniqueSlug("logo-keeps");
    const id = await createDraft(who, "Keeps", slug);
    await edit(who, id, editFields({ slug, logo: png() }));
    const before = await rowOf(id);
    const stored = String(before!.logo_key);

    const result = (await edit(who, id, editFields({ slug: taken, logo: png() }))) as Reply;
    expect(statusOf(result)).toBe(409);
    expect(result.data.result?.error?.slug).toEqual([
      "This web address is already taken. Please choose another.",
    ]);
    expect(await rowOf(id)).toEqual(before);
    expect(await logoKeysOf(id)).toEqual([stored]);
  });

  it("D1 fails while saving: 503 'Save failed', the new object deleted, row and stored logo untouched", async () => {
    const who = await member("Logo Fault");
    const slug = uniqueSlug("logo-fault");
    const id = await createDraft(who, "Logo Fault", slug);
    await edit(who, id, editFields({ slug, logo: png() }));
    const before = await rowOf(id);
    const stored = String(before!.logo_key);

    const env = {
      ...t.env,
      DB: failingStatements(
        t.db,
        (sql) => writes(sql) && sql.includes("member_sites"),
        () => {},
      ),
    } as Env;
    const context = getLoadContext({
      env,
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = (await editAction(
        routeArgs({
          request: request(
            `/builder/${id}`,
            who,
            editFields({ slug, tagline: "New", logo: png() }),
          ),
          context,
          params: { id },
        }),
      )) as unknown as Reply;
      expect(statusOf(result)).toBe(503);
      expect(result.data.toast).toMatchObject({
        message: "Save failed",
        description: "Please try again later.",
      });
      expect(result.data.result?.initialValue).toMatchObject({ tagline: "New" });
      expect(logged).toHaveBeenCalledWith("[builder] could not save the site:", expect.any(String));
    } finally {
      logged.mockRestore();
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await logoKeysOf(id)).toEqual([stored]);
  });
});

describe("duplicating", () => {
  it("copies the logo to a key of the copy's own: deleting one leaves the other whole", async () => {
    const who = await member("Logo Copier");
    const slug = uniqueSlug("with-logo");
    const id = await createDraft(who, "With Logo", slug);
    await edit(who, id, editFields({ slug, logo: png() }));
    const copied = (await call(
      templatesAction,
      request("/templates", who, { intent: "duplicate", siteId: id }),
    )) as Response;
    expect(copied.status).toBe(302);
    const copy = await t.db
      .prepare("SELECT id, slug, status, logo_key FROM member_sites WHERE slug = ?")
      .bind(`${slug}-copy`)
      .first<{ id: string; slug: string; status: string; logo_key: string }>();
    const original = await rowOf(id);
    expect(copy?.status).toBe("draft");
    expect(copy?.logo_key).toMatch(new RegExp(`^sites/${copy!.id}/logo-[0-9a-f]{8}\\.png$`));
    expect(copy?.logo_key).not.toBe(original!.logo_key);

    await call(deleteAction, request(`/builder/${id}/delete`, who, { siteId: id }), { id });
    const object = await t.env.UPLOADS.get(copy!.logo_key);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(
      new Uint8Array(await png().arrayBuffer()),
    );
  });
});

describe("admin moderation", () => {
  it("an admin unpublishes with a reason the member then sees; republishing clears it", async () => {
    const admin = await member("Admin Moderator", ["user", "admin"]);
    const owner = await member("Moderated Owner");
    const slug = uniqueSlug("moderated");
    const id = await createDraft(owner, "Moderated Shop", slug);
    await call(templatesAction, request("/templates", owner, { intent: "publish", siteId: id }));

    const list = (await call(adminSitesLoader, request("/admin/sites", admin))) as {
      sites: { id: string; businessName: string; slug: string }[];
    };
    expect(list.sites.find((s) => s.id === id)).toMatchObject({
      businessName: "Moderated Shop",
      slug,
    });

    // A reason is required.
    const noReason = (await call(
      adminSitesAction,
      request("/admin/sites", admin, { siteId: id, reason: "" }),
    )) as Reply;
    expect(statusOf(noReason)).toBe(400);
    expect(noReason.data.result?.error?.reason).toEqual([
      "Please give the reason the member will see.",
    ]);
    expect((await rowOf(id))!.status).toBe("published");

    // Members cannot moderate.
    const byMember = await call(
      adminSitesAction,
      request("/admin/sites", owner, { siteId: id, reason: "I am not an admin" }),
    );
    expect(statusOf(byMember)).toBe(403);
    expect((await rowOf(id))!.status).toBe("published");

    const reason = "Selling counterfeit goods is against the association's rules.";
    const done = (await call(
      adminSitesAction,
      request("/admin/sites", admin, { siteId: id, reason }),
    )) as Response;
    expect(done.status).toBe(302);
    expect(await rowOf(id)).toMatchObject({
      status: "draft",
      unpublished_reason: reason,
      unpublished_by: admin.id,
    });
    expect(statusOf(await call(siteLoader, request(`/sites/${slug}`, null), { slug }))).toBe(404);

    const mine = (await call(templatesLoader, request("/templates", owner))) as {
      sites: { id: string; status: string; unpublishedReason: string | null }[];
    };
    expect(mine.sites.find((s) => s.id === id)).toMatchObject({
      status: "draft",
      unpublishedReason: reason,
    });

    await call(templatesAction, request("/templates", owner, { intent: "publish", siteId: id }));
    expect(await rowOf(id)).toMatchObject({ status: "published", unpublished_reason: null });
  });
});
