import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { action as contentAction, loader as contentLoader } from "../../app/routes/admin+/content";
import {
  action as newsletterAction,
  loader as newsletterLoader,
} from "../../app/routes/admin+/newsletter";
import { loader as csvLoader } from "../../app/routes/admin+/newsletter[.csv]";
import { loader as resourcesLoader } from "../../app/routes/_public+/resources";
import { loader as storiesLoader } from "../../app/routes/_public+/success-stories";
import { startSession } from "../../app/auth/session.server";
import type { Role } from "../../db/schema";
import { parseCsv } from "../support/parse-csv";
import { flashOf as flash, recordingRealtime } from "./support/realtime";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";

let t: TestDatabase;
let adminCookie: string;
let memberCookie: string;
/** What announce() sent to the hub (a stand-in for the Durable Object namespace). */
let hub: ReturnType<typeof recordingRealtime>;

async function signedIn(roles: Role[], email: string) {
  const id = crypto.randomUUID();
  await t.db.batch([
    t.db.prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')").bind(id, email),
    t.db.prepare("INSERT INTO profiles (user_id, full_name) VALUES (?, ?)").bind(id, email),
    ...roles.map((role) =>
      t.db.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, ?)").bind(id, role),
    ),
  ]);
  const setCookie = await startSession(t.env, { id, roles });
  return setCookie.split(";")[0]!;
}

beforeAll(async () => {
  t = await createTestDatabase({
    SESSION_SECRET: "test-secret-for-admin-content",
  } as Partial<Env>);
  await execSql(t.db, buildSeedSql());
  hub = recordingRealtime(t);
  t.context = hub.context;
  adminCookie = await signedIn(["user", "admin"], "admin@zamwe.test");
  memberCookie = await signedIn(["user"], "member@zamwe.test");
});
beforeEach(() => {
  hub.forget();
});

type Who = "admin" | "member" | "anonymous";
const cookieOf = (who: Who) =>
  who === "admin" ? adminCookie : who === "member" ? memberCookie : undefined;

function get(path: string, who: Who = "admin") {
  const cookie = cookieOf(who);
  return routeArgs({
    request: new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    context: t.context,
    params: {},
  });
}

function post(path: string, fields: Record<string, string>, who: Who = "admin") {
  const cookie = cookieOf(who);
  return routeArgs({
    request: new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: cookie ? { Cookie: cookie } : {},
    }),
    context: t.context,
    params: {},
  });
}

/** A loader or action that throws its answer (a redirect or a 403) returns it here instead. */
async function settle<T>(promise: Promise<T>): Promise<T | Response> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Reply = {
  data: {
    intent: string | null;
    result?: {
      status?: string;
      initialValue?: Record<string, unknown>;
      error?: Record<string, string[]>;
    };
    toast?: { message: string; description?: string };
  };
  init: { status: number } | null;
};

const flashOf = (response: Response) => flash(t, response);

const rows = <T>(sql: string, ...binds: unknown[]) =>
  t.db
    .prepare(sql)
    .bind(...binds)
    .all<T>()
    .then((r) => r.results);
const count = async (table: string) =>
  (await t.db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
/** Everything in the three tables this tab writes, to prove a refused request changed nothing. */
const snapshot = async () => ({
  subscribers: await rows("SELECT * FROM newsletter_subscribers ORDER BY id"),
  resources: await rows("SELECT * FROM resources ORDER BY id"),
  testimonials: await rows("SELECT * FROM testimonials ORDER BY id"),
});

const publishedEvents = () => hub.published();

async function addSubscriber(email: string, fullName: string | null, subscribedAt: number) {
  await t.db
    .prepare(
      "INSERT INTO newsletter_subscribers (id, email, full_name, subscribed_at) VALUES (?, ?, ?, ?)",
    )
    .bind(crypto.randomUUID(), email, fullName, subscribedAt)
    .run();
}

describe("Newsletter tab", () => {
  it("shows the count and the subscribers newest first", async () => {
    const page = await newsletterLoader(get("/admin/newsletter"));
    const total = await count("newsletter_subscribers");
    expect(page.total).toBe(total);
    expect(page.subscribers.map((s) => s.email)).toEqual([
      "news.reader@example.com",
      "zainab.glow@example.com",
      "aisha.bello@example.com",
    ]);
    expect(page.subscribers[1]!.fullName).toBeNull();
    expect(page.subscribers[0]!.subscribedAt).toBeLessThan(page.now);
    expect(page.removing).toBeNull();
  });

  it("searches e-mail and name in any case, and treats % and _ as plain characters", async () => {
    const byName = await newsletterLoader(get("/admin/newsletter?q=GRACE"));
    expect(byName.subscribers.map((s) => s.email)).toEqual(["news.reader@example.com"]);
    expect(byName.matching).toBe(1);
    expect(byName.total).toBe(await count("newsletter_subscribers"));
    const byEmail = await newsletterLoader(get("/admin/newsletter?q=glow@"));
    expect(byEmail.subscribers.map((s) => s.email)).toEqual(["zainab.glow@example.com"]);
    const wildcard = await newsletterLoader(get("/admin/newsletter?q=%25"));
    expect(wildcard.subscribers).toEqual([]);
    expect(wildcard.matching).toBe(0);
  });

  it("pages 50 at a time, newest first across pages", async () => {
    const base = Date.now() - 1000 * 60 * 60;
    for (let i = 0; i < 55; i++) {
      await addSubscriber(`bulk${String(i).padStart(2, "0")}@paging.test`, null, base + i * 1000);
    }
    const first = await newsletterLoader(get("/admin/newsletter?q=paging.test"));
    expect(first.matching).toBe(55);
    expect(first.pageCount).toBe(2);
    expect(first.subscribers).toHaveLength(50);
    expect(first.subscribers[0]!.email).toBe("bulk54@paging.test");
    const second = await newsletterLoader(get("/admin/newsletter?q=paging.test&page=2"));
    expect(second.subscribers.map((s) => s.email)).toEqual([
      "bulk04@paging.test",
      "bulk03@paging.test",
      "bulk02@paging.test",
      "bulk01@paging.test",
      "bulk00@paging.test",
    ]);
  });

  it("removes a subscriber after the confirm step, and announces it", async () => {
    await addSubscriber("leaving@example.com", "Leaving Soon", Date.now());
    const [row] = await rows<{ id: string }>(
      "SELECT id FROM newsletter_subscribers WHERE email = 'leaving@example.com'",
    );
    const confirm = await newsletterLoader(get(`/admin/newsletter?remove=${row!.id}`));
    expect(confirm.removing).toEqual({ id: row!.id, email: "leaving@example.com" });

    const before = await count("newsletter_subscribers");
    const response = (await newsletterAction(
      post("/admin/newsletter", { intent: "remove-subscriber", id: row!.id }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/newsletter");
    expect(await flashOf(response)).toMatchObject({
      type: "success",
      message: "Subscriber removed",
      description: "leaving@example.com no longer receives the newsletter.",
    });
    expect(await count("newsletter_subscribers")).toBe(before - 1);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "subscriber", id: row!.id } },
    ]);

    // A second click (another tab): nothing left to remove, nothing else touched.
    const again = (await newsletterAction(
      post("/admin/newsletter", { intent: "remove-subscriber", id: row!.id }),
    )) as Response;
    expect(await flashOf(again)).toMatchObject({ type: "error", message: "Update failed" });
    expect(await count("newsletter_subscribers")).toBe(before - 1);
    expect(await publishedEvents()).toEqual([]);
  });
});

describe("Newsletter CSV", () => {
  it("has every subscriber, a BOM, neutralised formulas and exact round trips", async () => {
    const now = Date.now();
    await addSubscriber("formula@example.com", '=HYPERLINK("x")', now);
    await addSubscriber("plus@example.com", "+2348031234567", now - 1);
    await addSubscriber("tricky@example.com", 'Amina, "Queen"\nof Gusau', now - 2);
    await addSubscriber("hausa@example.com", "Ɗanladi Ƙauran Namoda ₦", now - 3);

    const response = await csvLoader(get("/admin/newsletter.csv"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="zamwe-newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const { bom, rows: csv } = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
    );
    expect(bom).toBe(true);
    const [header, ...data] = csv;
    expect(header).toEqual(["Email", "Full Name", "Subscribed At"]);
    // Every row, far beyond one page of the tab (the paging test added 55).
    expect(data).toHaveLength(await count("newsletter_subscribers"));
    expect(data.length).toBeGreaterThan(50);

    const byEmail = new Map(data.map((row) => [row[0], row]));
    expect(byEmail.get("formula@example.com")![1]).toBe(`'=HYPERLINK("x")`);
    expect(byEmail.get("plus@example.com")![1]).toBe("'+2348031234567");
    expect(byEmail.get("tricky@example.com")![1]).toBe('Amina, "Queen"\nof Gusau');
    expect(byEmail.get("hausa@example.com")![1]).toBe("Ɗanladi Ƙauran Namoda ₦");
    expect(byEmail.get("zainab.glow@example.com")![1]).toBe("");
    expect(data[0]![0]).toBe("formula@example.com");
    expect(new Date(data[0]![2]!).getTime()).toBe(now);
  });
});

describe("Resources", () => {
  const valid = {
    intent: "save-resource",
    title: "Export Readiness Checklist",
    category: "  Trade ",
    description: "What buyers abroad ask for, in one page.",
    fileUrl: "/downloads/export-checklist.pdf",
  };

  it("adds a resource that the public page shows at once", async () => {
    const before = await count("resources");
    const response = (await contentAction(post("/admin/content", valid))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/content");
    expect(await flashOf(response)).toMatchObject({
      type: "success",
      message: "Resource added",
    });
    expect(await count("resources")).toBe(before + 1);
    const [row] = await rows<Record<string, unknown>>(
      "SELECT * FROM resources WHERE title = ?",
      valid.title,
    );
    expect(row).toMatchObject({
      category: "trade",
      description: valid.description,
      file_url: valid.fileUrl,
    });
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "resource", id: row!.id } },
    ]);

    const admin = await contentLoader(get("/admin/content"));
    expect(admin.resources[0]).toMatchObject({ title: valid.title, category: "trade" });
    const pub = await resourcesLoader(get("/resources", "anonymous"));
    expect(pub.items[0]).toMatchObject({ title: valid.title, fileUrl: valid.fileUrl });
    expect(pub.categories).toContain("trade");
  });

  it("accepts an https link and no description (stored as null)", async () => {
    const response = (await contentAction(
      post("/admin/content", {
        intent: "save-resource",
        title: "Loan Calculator",
        category: "finance",
        description: "   ",
        fileUrl: "https://example.org/files/loan-calculator.xlsx",
      }),
    )) as Response;
    expect(response.status).toBe(302);
    const [row] = await rows<Record<string, unknown>>(
      "SELECT description, file_url FROM resources WHERE title = 'Loan Calculator'",
    );
    expect(row).toEqual({
      description: null,
      file_url: "https://example.org/files/loan-calculator.xlsx",
    });
  });

  it("opens a prefilled edit form and saves the change", async () => {
    const id = seedId("resource:Simple Cash Book");
    const page = await contentLoader(get(`/admin/content?edit-resource=${id}`));
    expect(page.editResource).toMatchObject({ id, title: "Simple Cash Book", category: "finance" });
    const before = await count("resources");

    const response = (await contentAction(
      post(`/admin/content?edit-resource=${id}`, {
        intent: "save-resource",
        id,
        title: "Simple Cash Book (2026 edition)",
        category: "Finance",
        description: "",
        fileUrl: "/downloads/simple-cash-book-2026.pdf",
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await flashOf(response)).toMatchObject({ message: "Resource updated" });
    expect(await count("resources")).toBe(before);
    const [row] = await rows<Record<string, unknown>>(
      "SELECT title, category, description, file_url FROM resources WHERE id = ?",
      id,
    );
    expect(row).toEqual({
      title: "Simple Cash Book (2026 edition)",
      category: "finance",
      description: null,
      file_url: "/downloads/simple-cash-book-2026.pdf",
    });
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "resource", id } },
    ]);
    const pub = await resourcesLoader(get("/resources?category=finance", "anonymous"));
    expect(pub.items.map((r) => r.title)).toContain("Simple Cash Book (2026 edition)");
  });

  it("refuses to edit a resource that no longer exists, creating nothing", async () => {
    const before = await snapshot();
    const reply = (await contentAction(
      post("/admin/content", { ...valid, id: "00000000-0000-4000-8000-000000000000" }),
    )) as unknown as Reply;
    expect(reply.init?.status).toBe(404);
    expect(reply.data.toast).toMatchObject({
      message: "Update failed",
      description: "This resource no longer exists.",
    });
    expect(await snapshot()).toEqual(before);
  });

  it("deletes after the confirm step; the public page drops it", async () => {
    const id = seedId("resource:Grant Application Tips");
    const confirm = await contentLoader(get(`/admin/content?delete-resource=${id}`));
    expect(confirm.deleteResource).toMatchObject({ id, title: "Grant Application Tips" });
    const before = await count("resources");

    const response = (await contentAction(
      post("/admin/content", { intent: "delete-resource", id }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await flashOf(response)).toMatchObject({ type: "success", message: "Resource deleted" });
    expect(await count("resources")).toBe(before - 1);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "resource", id } },
    ]);
    const pub = await resourcesLoader(get("/resources", "anonymous"));
    expect(pub.items.map((r) => r.title)).not.toContain("Grant Application Tips");

    const again = (await contentAction(
      post("/admin/content", { intent: "delete-resource", id }),
    )) as Response;
    expect(await flashOf(again)).toMatchObject({ type: "error", message: "Update failed" });
    expect(await count("resources")).toBe(before - 1);
  });

  it.each([
    [
      "missing fields",
      { title: " ", category: "", fileUrl: "" },
      {
        title: ["Please enter a title."],
        category: ["Please enter a category."],
        fileUrl: ["Please enter the file's link."],
      },
    ],
    [
      "a script link",
      { fileUrl: "javascript:alert(1)" },
      {
        fileUrl: ["Please enter a link starting with https:// or / (e.g. /downloads/guide.pdf)."],
      },
    ],
    [
      "a protocol-relative link",
      { fileUrl: "//evil.example/x.pdf" },
      {
        fileUrl: ["Please enter a link starting with https:// or / (e.g. /downloads/guide.pdf)."],
      },
    ],
    [
      "over-long values",
      {
        title: "T".repeat(201),
        category: "c".repeat(51),
        description: "d".repeat(1001),
        fileUrl: `/downloads/${"x".repeat(500)}.pdf`,
      },
      {
        title: ["Please keep the title under 200 characters."],
        category: ["Please keep the category under 50 characters."],
        description: ["Please keep the description under 1,000 characters."],
        fileUrl: ["Please keep the link under 500 characters."],
      },
    ],
  ])("refuses %s, keeps the input and writes nothing", async (_, fields, errors) => {
    const before = await snapshot();
    const submitted = { ...valid, title: "Kept Title", ...fields };
    const reply = (await contentAction(post("/admin/content", submitted))) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.intent).toBe("save-resource");
    expect(reply.data.result?.error).toEqual(errors);
    // What was typed comes back to refill the form (conform leaves out empty fields).
    const typed = Object.fromEntries(
      Object.entries(submitted).filter(([key, value]) => key !== "intent" && value !== ""),
    );
    expect(reply.data.result?.initialValue).toMatchObject(typed);
    expect(await snapshot()).toEqual(before);
    expect(await publishedEvents()).toEqual([]);
  });
});

describe("Testimonials", () => {
  const valid = {
    intent: "save-testimonial",
    memberName: "Safiya Mohammed",
    businessName: "Safiya Shea Butter",
    content: "The packaging training got my shea butter into two supermarkets.",
    photoUrl: "",
  };
  const idOf = async (memberName: string) =>
    (
      await rows<{ id: string }>("SELECT id FROM testimonials WHERE member_name = ?", memberName)
    )[0]!.id;
  const storyNames = async () =>
    (await storiesLoader(get("/success-stories", "anonymous"))).stories.map((s) => s.memberName);

  it("adds a featured testimonial that Success Stories shows; un-featuring hides it", async () => {
    const before = await count("testimonials");
    const response = (await contentAction(
      post("/admin/content", { ...valid, isFeatured: "on" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await flashOf(response)).toMatchObject({
      message: "Testimonial added",
      description:
        "It is shown on the Success Stories page. No Hausa yet for its content: Hausa pages show the English until you add it.",
    });
    expect(await count("testimonials")).toBe(before + 1);
    const id = await idOf(valid.memberName);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "testimonial", id } },
    ]);
    expect((await storyNames())[0]).toBe(valid.memberName);

    const hide = (await contentAction(
      post("/admin/content", { intent: "feature-testimonial", id, featured: "false" }),
    )) as Response;
    expect(hide.status).toBe(302);
    expect(await flashOf(hide)).toMatchObject({ message: "Testimonial hidden" });
    expect(await storyNames()).not.toContain(valid.memberName);
    const admin = await contentLoader(get("/admin/content"));
    expect(admin.testimonials.find((s) => s.id === id)).toMatchObject({ isFeatured: false });

    const show = (await contentAction(
      post("/admin/content", { intent: "feature-testimonial", id, featured: "true" }),
    )) as Response;
    expect(await flashOf(show)).toMatchObject({ message: "Testimonial featured" });
    expect(await storyNames()).toContain(valid.memberName);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "testimonial", id } },
      { channels: ["admin"], event: { type: "testimonial", id } },
    ]);
  });

  it("an unticked Featured box adds a testimonial that stays off the public page", async () => {
    const response = (await contentAction(
      post("/admin/content", {
        ...valid,
        memberName: "Maryam Sani",
        photoUrl: "https://images.example.org/maryam.jpg",
      }),
    )) as Response;
    expect(await flashOf(response)).toMatchObject({
      description:
        "It stays off the Success Stories page until you feature it. No Hausa yet for its content: Hausa pages show the English until you add it.",
    });
    const [row] = await rows<Record<string, unknown>>(
      "SELECT is_featured, photo_url FROM testimonials WHERE member_name = 'Maryam Sani'",
    );
    expect(row).toEqual({ is_featured: 0, photo_url: "https://images.example.org/maryam.jpg" });
    expect(await storyNames()).not.toContain("Maryam Sani");
  });

  it("edits a testimonial through its prefilled form", async () => {
    const id = seedId("testimonial:Hauwa Abubakar");
    const page = await contentLoader(get(`/admin/content?edit-testimonial=${id}`));
    expect(page.editTestimonial).toMatchObject({
      id,
      memberName: "Hauwa Abubakar",
      isFeatured: true,
    });
    const response = (await contentAction(
      post(`/admin/content?edit-testimonial=${id}`, {
        intent: "save-testimonial",
        id,
        memberName: "Hauwa Abubakar",
        businessName: "Hauwa Fabrics & Tailoring",
        content: "My sales tripled in two years.",
        photoUrl: "/images/members/hauwa.jpg",
        isFeatured: "on",
      }),
    )) as Response;
    expect(await flashOf(response)).toMatchObject({ message: "Testimonial updated" });
    const [row] = await rows<Record<string, unknown>>(
      "SELECT business_name, content, photo_url, is_featured FROM testimonials WHERE id = ?",
      id,
    );
    expect(row).toEqual({
      business_name: "Hauwa Fabrics & Tailoring",
      content: "My sales tripled in two years.",
      photo_url: "/images/members/hauwa.jpg",
      is_featured: 1,
    });
    const stories = (await storiesLoader(get("/success-stories", "anonymous"))).stories;
    expect(stories.find((s) => s.id === id)).toMatchObject({
      businessName: "Hauwa Fabrics & Tailoring",
      photoUrl: "/images/members/hauwa.jpg",
    });
  });

  it("deletes after the confirm step", async () => {
    const id = seedId("testimonial:Rakiya Usman");
    const confirm = await contentLoader(get(`/admin/content?delete-testimonial=${id}`));
    expect(confirm.deleteTestimonial).toMatchObject({ id, memberName: "Rakiya Usman" });
    const before = await count("testimonials");
    const response = (await contentAction(
      post("/admin/content", { intent: "delete-testimonial", id }),
    )) as Response;
    expect(await flashOf(response)).toMatchObject({ message: "Testimonial deleted" });
    expect(await count("testimonials")).toBe(before - 1);
    expect(await storyNames()).not.toContain("Rakiya Usman");
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "testimonial", id } },
    ]);
  });

  it("refuses invalid input, keeps it and writes nothing", async () => {
    const before = await snapshot();
    const reply = (await contentAction(
      post("/admin/content", {
        intent: "save-testimonial",
        memberName: "",
        businessName: "B".repeat(151),
        content: "  ",
        photoUrl: "data:image/png;base64,AAAA",
        isFeatured: "on",
      }),
    )) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error).toEqual({
      memberName: ["Please enter the member's name."],
      businessName: ["Please keep the business name under 150 characters."],
      content: ["Please enter the quote."],
      photoUrl: ["Please enter a link starting with https:// or / (e.g. /images/photo.jpg)."],
    });
    expect(reply.data.result?.initialValue).toMatchObject({
      businessName: "B".repeat(151),
      photoUrl: "data:image/png;base64,AAAA",
      isFeatured: "on",
    });
    const tooLong = (await contentAction(
      post("/admin/content", { ...valid, content: "q".repeat(2001) }),
    )) as unknown as Reply;
    expect(tooLong.data.result?.error).toEqual({
      content: ["Please keep the quote under 2,000 characters."],
    });
    expect(await snapshot()).toEqual(before);
    expect(await publishedEvents()).toEqual([]);
  });

  it("refuses a toggle or an edit of a testimonial that no longer exists", async () => {
    const before = await snapshot();
    const missing = "00000000-0000-4000-8000-000000000001";
    const toggle = (await contentAction(
      post("/admin/content", { intent: "feature-testimonial", id: missing, featured: "true" }),
    )) as Response;
    expect(await flashOf(toggle)).toMatchObject({ type: "error", message: "Update failed" });
    const edit = (await contentAction(
      post("/admin/content", { ...valid, id: missing, isFeatured: "on" }),
    )) as unknown as Reply;
    expect(edit.init?.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("an unknown intent is refused", async () => {
    const before = await snapshot();
    const reply = (await contentAction(
      post("/admin/content", { intent: "drop-tables" }),
    )) as unknown as Reply;
    expect(reply.init?.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe("only admins", () => {
  const someResource = seedId("resource:Business Plan Template");
  const someTestimonial = seedId("testimonial:Khadija Aliyu");
  const someSubscriber = seedId("subscriber:aisha.bello@example.com");

  const loaders: [string, (args: ReturnType<typeof get>) => Promise<unknown>][] = [
    ["/admin/newsletter", newsletterLoader],
    ["/admin/newsletter?q=a&remove=" + someSubscriber, newsletterLoader],
    ["/admin/newsletter.csv", csvLoader],
    ["/admin/content", contentLoader],
    [`/admin/content?edit-resource=${someResource}`, contentLoader],
    [`/admin/content?delete-testimonial=${someTestimonial}`, contentLoader],
  ];

  it.each(loaders)("GET %s as anonymous goes to the admin login", async (path, loader) => {
    const answer = await settle(loader(get(path, "anonymous")));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent(path)}`,
    );
  });

  it.each(loaders)("GET %s as a member goes to / with 'Unauthorized'", async (path, loader) => {
    const answer = await settle(loader(get(path, "member")));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(await flashOf(response)).toMatchObject({
      type: "error",
      message: "Unauthorized",
      description: "Admin access required",
    });
  });

  const validResource = {
    title: "Sneaky",
    category: "x",
    fileUrl: "/downloads/x.pdf",
  };
  const validTestimonial = {
    memberName: "Sneaky",
    businessName: "X",
    content: "Y",
    isFeatured: "on",
  };
  const actions: [
    string,
    (args: ReturnType<typeof post>) => Promise<unknown>,
    string,
    Record<string, string>,
  ][] = [
    [
      "remove-subscriber",
      newsletterAction,
      "/admin/newsletter",
      { intent: "remove-subscriber", id: someSubscriber },
    ],
    [
      "save-resource (new)",
      contentAction,
      "/admin/content",
      { intent: "save-resource", ...validResource },
    ],
    [
      "save-resource (edit)",
      contentAction,
      "/admin/content",
      { intent: "save-resource", id: someResource, ...validResource },
    ],
    [
      "delete-resource",
      contentAction,
      "/admin/content",
      { intent: "delete-resource", id: someResource },
    ],
    [
      "save-testimonial (new)",
      contentAction,
      "/admin/content",
      { intent: "save-testimonial", ...validTestimonial },
    ],
    [
      "save-testimonial (edit)",
      contentAction,
      "/admin/content",
      { intent: "save-testimonial", id: someTestimonial, ...validTestimonial },
    ],
    [
      "feature-testimonial",
      contentAction,
      "/admin/content",
      { intent: "feature-testimonial", id: someTestimonial, featured: "false" },
    ],
    [
      "delete-testimonial",
      contentAction,
      "/admin/content",
      { intent: "delete-testimonial", id: someTestimonial },
    ],
  ];

  for (const who of ["anonymous", "member"] as const) {
    it.each(actions)(`POST %s as ${who}: 403, nothing changes`, async (_, action, path, fields) => {
      const before = await snapshot();
      const answer = await settle(action(post(path, fields, who)));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(403);
      expect(await snapshot()).toEqual(before);
      expect(await publishedEvents()).toEqual([]);
    });
  }

  it("the same requests as admin do change rows (the refusals above are not vacuous)", async () => {
    const before = await snapshot();
    const response = (await contentAction(
      post("/admin/content", {
        intent: "feature-testimonial",
        id: someTestimonial,
        featured: "false",
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await snapshot()).not.toEqual(before);
  });
});
