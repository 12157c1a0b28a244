import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { loader as directoryLoader } from "../../app/routes/_public+/members._index";
import { loader as profileLoader } from "../../app/routes/_public+/members.$id";
import { loader as resourcesLoader } from "../../app/routes/_public+/resources";
import { loader as storiesLoader } from "../../app/routes/_public+/success-stories";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { unavailable } from "../security/support/faults";
import { loader as sitemapLoader } from "../../app/routes/_public+/sitemap[.]xml";
import { getDb } from "../../app/models/db.server";
import { listDirectory } from "../../app/models/membership/directory.server";
import { addDays, watDayOf } from "../../app/models/membership/period-rules";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql());
});

const get = (url: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://zamwe.test${url}`),
  context: t.context,
  params,
});
const rows = async <T>(sql: string) => (await t.db.prepare(sql).all<T>()).results;

describe("member directory", () => {
  it("lists approved applications only, ordered by full name", async () => {
    const data = await directoryLoader(routeArgs(get("/members")));
    // Saadatu Aliyu is the seeded member whose membership lapsed (issue #18).
    const approved = await rows<{ full_name: string }>(
      "SELECT full_name FROM join_applications WHERE status = 'approved' AND full_name <> 'Saadatu Aliyu' ORDER BY full_name",
    );
    expect(data.total).toBe(approved.length);
    expect(data.members.map((m) => m.fullName)).toEqual(approved.map((r) => r.full_name));
    const others = await rows<{ id: string }>(
      "SELECT id FROM join_applications WHERE status <> 'approved'",
    );
    expect(others.length).toBeGreaterThan(0);
    const shown = new Set(data.members.map((m) => m.id));
    for (const { id } of others) expect(shown.has(id)).toBe(false);
  });

  it("never sends next of kin, and contact details only with consent", async () => {
    const data = await directoryLoader(routeArgs(get("/members")));
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/next ?of ?kin/i);
    expect(json).not.toContain("nextOfKin");
    const consent = await rows<{ id: string; directory_consent: number }>(
      "SELECT id, directory_consent FROM join_applications WHERE status = 'approved'",
    );
    for (const member of data.members) {
      const consented = consent.find((c) => c.id === member.id)?.directory_consent === 1;
      if (consented) expect(member.phone).toMatch(/^\+234\d{10}$/);
      else expect([member.email, member.phone, member.address]).toEqual([null, null, null]);
    }
    expect(data.members.some((m) => m.phone === null)).toBe(true);
    expect(data.members.some((m) => m.phone !== null)).toBe(true);
  });

  it("searches name, business name and business type, case-insensitively", async () => {
    expect(
      (await directoryLoader(routeArgs(get("/members?q=HAUWA")))).members.map((m) => m.fullName),
    ).toEqual(["Hauwa Abubakar"]);
    expect(
      (await directoryLoader(routeArgs(get("/members?q=bakery")))).members.map((m) => m.fullName),
    ).toEqual(["Nafisa Umar"]);
    const textiles = await directoryLoader(routeArgs(get("/members?q=textiles")));
    expect(textiles.members.map((m) => m.fullName)).toEqual(["Hauwa Abubakar", "Maryam Ibrahim"]);
    // Pending applicants do not match either.
    expect((await directoryLoader(routeArgs(get("/members?q=Asma'u")))).total).toBe(0);
    // The visitor's % and _ are plain characters.
    expect((await directoryLoader(routeArgs(get("/members?q=%25")))).total).toBe(0);
  });

  it("filters by business type and paginates with a total", async () => {
    const agriculture = await directoryLoader(routeArgs(get("/members?type=agriculture")));
    expect(agriculture.members.every((m) => m.industry === "Agriculture")).toBe(true);
    expect(agriculture.total).toBe(2);
    expect(agriculture.industries.find((b) => b.value === "agriculture")?.count).toBe(2);

    const beyond = await directoryLoader(routeArgs(get("/members?page=99")));
    expect(beyond.members).toEqual([]);
    const nonsense = await directoryLoader(routeArgs(get("/members?page=-4")));
    expect(nonsense.page).toBe(1);
  });

  it("shows the empty state, not a 500, when D1 fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      ...t.context,
      cloudflare: { ...t.context.cloudflare, env: { ...t.env, DB: unavailable(t.db) } },
    };
    const data = await directoryLoader(routeArgs({ ...get("/members"), context: broken }));
    expect(data.members).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("members directory"),
      expect.anything(),
    );
    error.mockRestore();
  });
});

describe("member profile", () => {
  it("shows an approved member, without next of kin", async () => {
    const id = seedId("application:Hauwa Abubakar");
    const data = await profileLoader(routeArgs(get(`/members/${id}`, { id })));
    expect(data.member.fullName).toBe("Hauwa Abubakar");
    expect(data.member.plan).toBe("pro");
    expect(data.member.whyJoin).toContain("Hauwa Fabrics");
    expect(JSON.stringify(data)).not.toMatch(/next ?of ?kin/i);
  });

  it.each([
    ["pending", seedId("application:Asma'u Bashir")],
    ["rejected", seedId("application:Saratu Yakubu")],
    ["unknown", "no-such-id"],
  ])("answers 404 for a %s id", async (_kind, id) => {
    await expect(profileLoader(routeArgs(get(`/members/${id}`, { id })))).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("resources and success stories", () => {
  it("lists resources newest first with every category, and filters by category", async () => {
    const all = await resourcesLoader(routeArgs(get("/resources")));
    const created = all.items.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.categories).toEqual([...new Set(all.categories)].sort());
    const finance = await resourcesLoader(routeArgs(get("/resources?category=finance")));
    expect(finance.items.length).toBeGreaterThan(0);
    expect(finance.items.every((r) => r.category === "finance")).toBe(true);
  });

  it("shows featured testimonials only, newest first", async () => {
    const { stories } = await storiesLoader(routeArgs(get("/success-stories")));
    const featured = await rows<{ id: string }>(
      "SELECT id FROM testimonials WHERE is_featured = 1 ORDER BY created_at DESC",
    );
    expect(stories.map((s) => s.id)).toEqual(featured.map((f) => f.id));
  });
});

describe("D1 statements per request (at most two)", () => {
  /**
   * The real D1 binding, counting the statements each loader executes (alone or in a batch);
   * statements that are prepared but never run do not count.
   */
  function countingContext() {
    let statements = 0;
    const real = new WeakMap<object, D1PreparedStatement>();
    const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
      const proxy = new Proxy(statement, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (prop === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
          if (["all", "raw", "first", "run"].includes(String(prop))) {
            return (...args: unknown[]) => {
              statements++;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      real.set(proxy, statement);
      return proxy;
    };
    const db = new Proxy(t.db, {
      get(target, prop) {
        if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql));
        if (prop === "batch") {
          return (list: D1PreparedStatement[]) => {
            statements += list.length;
            return target.batch(list.map((s) => real.get(s) ?? s));
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const context = {
      ...t.context,
      cloudflare: { ...t.context.cloudflare, env: { ...t.env, DB: db } },
    };
    return { context, count: () => statements };
  }

  it.each([
    ["/members", directoryLoader, {}],
    ["/members?q=bello&type=Catering&page=2", directoryLoader, {}],
    [
      `/members/${seedId("application:Hauwa Abubakar")}`,
      profileLoader,
      { id: seedId("application:Hauwa Abubakar") },
    ],
    ["/resources?category=finance", resourcesLoader, {}],
    ["/success-stories", storiesLoader, {}],
  ] as const)("%s", async (url, loader, params) => {
    const { context, count } = countingContext();
    await (loader as (args: unknown) => Promise<unknown>)({ ...get(url, params), context });
    expect(count()).toBeGreaterThan(0);
    expect(count()).toBeLessThanOrEqual(2);
  });
});

describe("load failures show the empty or not-found state, logged, never a 500", () => {
  const broken = () => ({
    ...t.context,
    cloudflare: { ...t.context.cloudflare, env: { ...t.env, DB: unavailable(t.db) } },
  });

  it("profile → 404, resources and stories → empty", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const id = seedId("application:Hauwa Abubakar");
    await expect(
      profileLoader(routeArgs({ ...get(`/members/${id}`, { id }), context: broken() })),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(
      (await resourcesLoader(routeArgs({ ...get("/resources"), context: broken() }))).items,
    ).toEqual([]);
    expect(
      (await storiesLoader(routeArgs({ ...get("/success-stories"), context: broken() }))).stories,
    ).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });
});

describe("membership status in the directory (issue #18)", () => {
  let s: TestDatabase;
  let members: { id: string; full_name: string; business_type: string }[];
  const today = watDayOf(new Date());
  const call = (url: string, params: Record<string, string> = {}) => ({
    request: new Request(`http://zamwe.test${url}`),
    context: s.context,
    params,
  });

  beforeAll(async () => {
    s = await createTestDatabase();
    await execSql(s.db, buildSeedSql());
    members = (
      await s.db
        .prepare(
          "SELECT id, full_name, business_type FROM join_applications WHERE status = 'approved' ORDER BY full_name LIMIT 4",
        )
        .all<{ id: string; full_name: string; business_type: string }>()
    ).results;
    // Active (100 days left), expiring (10), in grace (10 days past) and lapsed (31 days past,
    // with the default 30 days of grace), in place of the periods the seed gave them.
    const endsIn = [100, 10, -10, -31];
    for (const [i, member] of members.entries()) {
      await s.db
        .prepare("DELETE FROM membership_periods WHERE application_id = ?")
        .bind(member.id)
        .run();
      const endsOn = addDays(today, endsIn[i]!);
      await s.db
        .prepare(
          `INSERT INTO membership_periods (id, application_id, plan, starts_on, ends_on, amount_kobo,
            payment_reference, confirmed_at, origin)
           VALUES (?, ?, 'starter', ?, ?, 290000, ?, ?, 'application')`,
        )
        .bind(
          `period-${i}`,
          member.id,
          addDays(endsOn, -365),
          endsOn,
          `TEST-PERIOD-${i}`,
          Date.now(),
        )
        .run();
    }
  });

  it("lists active, expiring and grace members and hides the lapsed one, in the counts too", async () => {
    const approved = await s.db
      .prepare("SELECT count(*) AS n FROM join_applications WHERE status = 'approved'")
      .first<{ n: number }>();
    const data = await directoryLoader(routeArgs(call("/members")));
    const shown = new Set(data.members.map((m) => m.id));
    // Minus the seeded lapsed member and the one lapsed here.
    expect(data.total).toBe(approved!.n - 2);
    expect(members.slice(0, 3).every((m) => shown.has(m.id))).toBe(true);
    expect(shown.has(members[3]!.id)).toBe(false);
    const counted = data.industries.reduce((sum, industry) => sum + industry.count, 0);
    expect(counted).toBe(approved!.n - 2);
    const search = await directoryLoader(
      routeArgs(call(`/members?q=${encodeURIComponent(members[3]!.full_name)}`)),
    );
    expect(search.members.map((m) => m.id)).not.toContain(members[3]!.id);
  });

  it("answers 404 for the lapsed member's profile, like an unapproved one, and leaves it out of the sitemap", async () => {
    const inGrace = await profileLoader(
      routeArgs(call(`/members/${members[2]!.id}`, { id: members[2]!.id })),
    );
    expect(inGrace.member.id).toBe(members[2]!.id);
    const lapsed = await profileLoader(
      routeArgs(call(`/members/${members[3]!.id}`, { id: members[3]!.id })),
    ).catch((thrown: unknown) => thrown);
    expect((lapsed as Response).status).toBe(404);
    const sitemap = await (await sitemapLoader(routeArgs(call("/sitemap.xml")))).text();
    expect(sitemap).toContain(`/members/${members[2]!.id}`);
    expect(sitemap).not.toContain(`/members/${members[3]!.id}`);
  });

  it("follows the deployment's grace: with 5 days, the member 10 days past her end is lapsed too", async () => {
    const page = await listDirectory(
      getDb(s.env),
      { perPage: 100 },
      { periodMonths: 12, graceDays: 5 },
    );
    const shown = new Set(page.members.map((m) => m.id));
    expect(shown.has(members[1]!.id)).toBe(true);
    expect(shown.has(members[2]!.id)).toBe(false);
  });
});
