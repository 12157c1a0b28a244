import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { action, loader } from "../../app/routes/admin+/members";
import { loader as csvLoader } from "../../app/routes/admin+/members[.csv]";
import { loader as layoutLoader } from "../../app/routes/admin+/_layout";
import { loader as uploadsLoader } from "../../app/routes/admin+/uploads.$";
import { getDb } from "../../app/models/db.server";
import { registerMember } from "../../app/models/membership/register.server";
import { requestRenewal } from "../../app/models/membership/renewals.server";
import { toWat } from "../../app/utils/dates";
import { formatWatDay } from "../../app/utils/dates";
import {
  addDays,
  addMonthsClamped,
  DEFAULT_TERMS,
  standingOn,
} from "../../app/models/membership/period-rules";
import { getLoadContext } from "../../load-context";
import { parseCsv } from "../support/parse-csv";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { flashOf as flash, recordingRealtime } from "./support/realtime";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
let t: TestDatabase;
let admin: SignedIn;
let member: SignedIn;
/** What announce() sent to the hub (a stand-in for the Durable Object namespace). */
let hub: ReturnType<typeof recordingRealtime>;

const MARYAM = seedId("application:Maryam Sulaiman");
const KHADIJA = seedId("application:Khadija Musa");
const SAADATU = seedId("application:Saadatu Aliyu");
const MARYAM_RENEWAL = seedId("renewal:Maryam Sulaiman");

beforeAll(async () => {
  t = await createTestDatabase();
  // The loaders use the real clock: the seed's members sit where they should today.
  await execSql(t.db, buildSeedSql(Date.now()));
  hub = recordingRealtime(t);
  t.context = hub.context;
  admin = await signedInAccount(t, "treasurer@zamwe.test", { admin: true });
  member = await signedInAccount(t, "member@zamwe.test");
});
beforeEach(() => {
  hub.forget();
});

type Who = "admin" | "member" | "anonymous";
function args(path: string, who: Who, form?: Record<string, string>) {
  const cookie = who === "admin" ? admin.cookie : who === "member" ? member.cookie : undefined;
  return {
    request: new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: cookie ? { Cookie: cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    }),
    context: t.context,
    params: {} as Record<string, string>,
  };
}

type Page = Awaited<ReturnType<typeof loader>>;
const list = (query = "") =>
  loader(routeArgs(args(`/admin/members${query}`, "admin"))) as Promise<Page>;
const post = (form: Record<string, string>, who: Who = "admin") =>
  settle(() => action(routeArgs(args("/admin/members", who, form))));

type Reply = {
  data: {
    intent: string | null;
    result?: { error?: Record<string, string[]> };
    toast?: { message: string; description?: string };
  };
  init: { status: number } | null;
};

const flashOf = (response: Response) => flash(t, response);

const publishedEvents = () => hub.published();

const latestEnd = async (applicationId: string) =>
  (
    await t.db
      .prepare("SELECT max(ends_on) AS d FROM membership_periods WHERE application_id = ?")
      .bind(applicationId)
      .first<{ d: string | null }>()
  )?.d ?? null;
const periodCount = async (applicationId: string) =>
  (await t.db
    .prepare("SELECT count(*) AS n FROM membership_periods WHERE application_id = ?")
    .bind(applicationId)
    .first<{ n: number }>())!.n;
const approvedCount = async () =>
  (await t.db
    .prepare("SELECT count(*) AS n FROM join_applications WHERE status = 'approved'")
    .first<{ n: number }>())!.n;

/** A second pending request (Khadija, in grace), made the way the member side makes one. */
async function khadijaRequests(reference: string) {
  const id = crypto.randomUUID();
  const outcome = await requestRenewal(getDb(t.env), {
    id,
    applicationId: KHADIJA,
    userId: member.id,
    plan: "pro",
    amountKobo: 590_000,
    paymentReference: reference,
    idempotencyKey: crypto.randomUUID(),
    receiptKey: `renewals/${id}/receipt.png`,
  });
  expect(outcome).toEqual({ id, created: true });
  return id;
}

describe("Admin → Members: the register", () => {
  it("lists every approved member with the status of her dates, and counts each status", async () => {
    const page = await list();
    const approved = await approvedCount();
    expect(page.counts).toEqual({
      active: approved - 3,
      expiring: 1,
      grace: 1,
      lapsed: 1,
      none: 0,
    });
    expect(page.matching).toBe(approved);
    expect(page.members).toHaveLength(Math.min(approved, 20));
    expect(page.pageCount).toBe(Math.ceil(approved / 20));

    const all = [...page.members, ...(await list("?page=2")).members];
    const statusOf = (id: string) => all.find((m) => m.id === id)?.status;
    expect(statusOf(MARYAM)).toBe("expiring");
    expect(statusOf(KHADIJA)).toBe("grace");
    expect(statusOf(SAADATU)).toBe("lapsed");
    expect(all.filter((m) => m.status === "active")).toHaveLength(approved - 3);

    const maryam = all.find((m) => m.id === MARYAM)!;
    expect(maryam).toMatchObject({
      fullName: "Maryam Sulaiman",
      plan: "starter",
      endsOn: await latestEnd(MARYAM),
      lastPaidKobo: 290_000,
      reminderOpenedAt: null,
    });
    expect(typeof maryam.lastPaidAt).toBe("number");
  });

  it("computes the status in SQL exactly as standingOn does, at every boundary", async () => {
    const db = getDb(t.env);
    const endsOn = (await latestEnd(MARYAM))!;
    const terms = { periodMonths: 12, graceDays: 10 };
    for (let offset = -45; offset <= 45; offset++) {
      const today = addDays(endsOn, offset);
      const row = await registerMember(db, { id: MARYAM, today, terms });
      expect(row?.status, `${offset} days after her end day`).toBe(
        standingOn(endsOn, today, terms).status,
      );
    }
  });

  it("filters by status, and searches names, businesses and phone numbers", async () => {
    const names = (page: Page) => page.members.map((m) => m.fullName);
    expect(names(await list("?status=expiring"))).toEqual(["Maryam Sulaiman"]);
    expect(names(await list("?status=grace"))).toEqual(["Khadija Musa"]);
    expect(names(await list("?status=lapsed"))).toEqual(["Saadatu Aliyu"]);
    expect(names(await list("?status=none"))).toEqual([]);
    expect(names(await list("?q=tailoring"))).toEqual(["Maryam Ibrahim", "Saadatu Aliyu"]);
    expect(names(await list("?q=SPICES"))).toEqual(["Maryam Sulaiman"]);
    expect(names(await list("?q=0803%20123%204702"))).toEqual(["Khadija Musa"]);
    expect(names(await list("?q=maryam&status=lapsed"))).toEqual([]);
    // A status that is not one shows everyone; the counts never follow the filter.
    const nonsense = await list("?status=gold&q=khadija%20crafts");
    expect(nonsense.status).toBe("");
    expect(names(nonsense)).toEqual(["Khadija Musa"]);
    expect(nonsense.counts.lapsed).toBe(1);
  });

  it("exports the filtered register as CSV: BOM, columns, days and times in WAT", async () => {
    const response = (await csvLoader(
      routeArgs(args("/admin/members.csv?status=expiring", "admin")),
    ))!;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="zamwe-members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const { bom, rows } = parseCsv(await response.text());
    expect(bom).toBe(true);
    expect(rows[0]).toEqual([
      "Full Name",
      "Business",
      "Phone",
      "Email",
      "Plan",
      "Status",
      "Valid Until",
      "Last Payment (WAT)",
      "Last Payment (NGN)",
      "Reminder Opened (WAT)",
    ]);
    expect(rows).toHaveLength(2);
    const paid = (await t.db
      .prepare(
        "SELECT confirmed_at AS at FROM membership_periods WHERE application_id = ? ORDER BY confirmed_at DESC",
      )
      .bind(MARYAM)
      .first<{ at: number }>())!.at;
    const wat = toWat(paid);
    expect(rows[1]).toEqual([
      "Maryam Sulaiman",
      "Maryam Spices",
      "'+2348031234701", // neutralised: Excel would read a leading + as a formula
      "maryam.spices@example.com",
      "starter",
      "Expiring",
      (await latestEnd(MARYAM))!,
      `${wat.date} ${wat.time}`,
      "2900",
      "",
    ]);
    const all = parseCsv(
      await (await csvLoader(routeArgs(args("/admin/members.csv", "admin"))))!.text(),
    );
    expect(all.rows).toHaveLength((await approvedCount()) + 1);
  });
});

describe("Admin → Members: the renewal queue", () => {
  it("shows the seeded pending request, and its count on the Members tab", async () => {
    const page = await list();
    expect(page.renewals).toEqual([
      expect.objectContaining({
        id: MARYAM_RENEWAL,
        fullName: "Maryam Sulaiman",
        currentPlan: "starter",
        plan: "pro",
        amountKobo: 590_000,
        endsOn: await latestEnd(MARYAM),
      }),
    ]);
    const layout = (await layoutLoader(routeArgs(args("/admin/members", "admin")))) as {
      pendingRenewals?: number | null;
    };
    expect(layout.pendingRenewals).toBe(1);
  });

  it("confirms a payment once: the membership is extended by a period, a second decision is 409", async () => {
    const before = (await latestEnd(MARYAM))!;
    const periods = await periodCount(MARYAM);
    const response = (await post({ intent: "confirm-renewal", id: MARYAM_RENEWAL })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/members");
    expect(await flashOf(response)).toMatchObject({ message: "Payment confirmed" });
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "renewal", id: MARYAM_RENEWAL } },
    ]);
    // Paid early: the new period follows the current one, in the plan she chose.
    expect(await latestEnd(MARYAM)).toBe(addMonthsClamped(before, DEFAULT_TERMS.periodMonths));
    expect(await periodCount(MARYAM)).toBe(periods + 1);
    const maryam = (await list("?q=maryam%20sulaiman")).members[0]!;
    expect(maryam).toMatchObject({ plan: "pro", status: "active", lastPaidKobo: 590_000 });
    expect((await list()).renewals).toEqual([]);

    for (const again of <Record<string, string>[]>[
      { intent: "confirm-renewal", id: MARYAM_RENEWAL },
      { intent: "reject-renewal", id: MARYAM_RENEWAL, reason: "Too late" },
    ]) {
      const reply = (await post(again)) as Reply;
      expect(reply.init?.status).toBe(409);
      expect(reply.data.toast).toEqual({
        type: "error",
        message: "Update failed",
        description: "This renewal was already decided.",
      });
    }
    expect(await periodCount(MARYAM)).toBe(periods + 1);
    expect(await publishedEvents()).toEqual([]);
    const audit = await t.db
      .prepare("SELECT action FROM audit_log WHERE subject_id = ?")
      .bind(MARYAM_RENEWAL)
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["renewal.confirm"]);
  });

  it("rejects with a required reason, kept for her; no period is added", async () => {
    const id = await khadijaRequests("ZW-RJCT2");
    const periods = await periodCount(KHADIJA);

    const short = (await post({ intent: "reject-renewal", id, reason: " a " })) as Reply;
    expect(short.init?.status).toBe(400);
    expect(short.data.result?.error?.reason).toEqual([
      "Please give a reason of at least 3 characters.",
    ]);
    const long = (await post({ intent: "reject-renewal", id, reason: "x".repeat(301) })) as Reply;
    expect(long.data.result?.error?.reason).toEqual([
      "Please keep the reason under 300 characters.",
    ]);

    const reason = "The receipt shows another account.";
    const response = (await post({ intent: "reject-renewal", id, reason })) as Response;
    expect(response.status).toBe(302);
    expect(await flashOf(response)).toMatchObject({ message: "Renewal rejected" });
    const row = await t.db
      .prepare("SELECT status, reject_reason FROM membership_renewals WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ status: "rejected", reject_reason: reason });
    expect(await periodCount(KHADIJA)).toBe(periods);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "renewal", id } },
    ]);
  });

  it("answers 404 for a request that does not exist, and 403 to a member", async () => {
    const unknown = (await post({ intent: "confirm-renewal", id: crypto.randomUUID() })) as Reply;
    expect(unknown.init?.status).toBe(404);
    const refused = (await post(
      { intent: "confirm-renewal", id: MARYAM_RENEWAL },
      "member",
    )) as Response;
    expect(refused.status).toBe(403);
  });
});

describe("Admin → Members: reminders", () => {
  it("records the reminder and redirects to WhatsApp with her name, date, amount and link", async () => {
    const endsOn = (await latestEnd(KHADIJA))!;
    const response = (await post({ intent: "reminder", id: KHADIJA })) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("Location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://wa.me/2348031234702");
    const text = location.searchParams.get("text")!;
    expect(text).toContain("Khadija Musa");
    expect(text).toContain(`was valid until ${formatWatDay(endsOn)}`);
    expect(text).toContain("Pro plan: ₦5,900");
    expect(text).toContain(`${ORIGIN}/dashboard/renew`);
    expect(text).toContain("1229986982");

    const rows = await t.db
      .prepare("SELECT opened_by FROM membership_reminders WHERE application_id = ?")
      .bind(KHADIJA)
      .all();
    expect(rows.results).toEqual([{ opened_by: admin.id }]);
    expect(await publishedEvents()).toEqual([
      { channels: ["admin"], event: { type: "reminder", id: KHADIJA } },
    ]);
    const khadija = (await list("?q=khadija%20musa")).members[0]!;
    expect(typeof khadija.reminderOpenedAt).toBe("number");
  });

  it("uses the expiring member's own plan and the public URL when one is set", async () => {
    const context = getLoadContext({
      env: { ...t.env, SITE_PUBLIC_URL: "https://zamwe.org/" } as Env,
      ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    });
    const request = args("/admin/members", "admin", { intent: "reminder", id: SAADATU });
    const response = (await action(routeArgs({ ...request, context }))) as Response;
    const text = new URL(response.headers.get("Location")!).searchParams.get("text")!;
    expect(text).toContain("Saadatu Aliyu");
    expect(text).toContain("Starter plan: ₦2,900");
    expect(text).toContain("https://zamwe.org/dashboard/renew");
  });

  it("refuses a reminder for an active member, recording nothing", async () => {
    const active = (await list("?status=active")).members[0]!;
    const reply = (await post({ intent: "reminder", id: active.id })) as Reply;
    expect(reply.init?.status).toBe(409);
    const rows = await t.db
      .prepare("SELECT count(*) AS n FROM membership_reminders WHERE application_id = ?")
      .bind(active.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});

describe("Admin uploads: renewal receipts", () => {
  it("serves a renewal request's receipt to admins only, and no other renewals/ key", async () => {
    const id = await khadijaRequests("ZW-RCPT3");
    const key = `renewals/${id}/receipt.png`;
    await t.env.UPLOADS.put(key, new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: "image/png" },
    });
    await t.env.UPLOADS.put(`renewals/${id}/other.png`, new Uint8Array([1]));
    const fetchAs = (who: Who, path: string) =>
      settle(() =>
        uploadsLoader(routeArgs({ ...args(`/admin/uploads/${path}`, who), params: { "*": path } })),
      );

    const served = (await fetchAs("admin", key)) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));

    const asMember = (await fetchAs("member", key)) as Response;
    expect([asMember.status, asMember.headers.get("Location")]).toEqual([302, "/"]);
    const asVisitor = (await fetchAs("anonymous", key)) as Response;
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    const unnamed = (await fetchAs("admin", `renewals/${id}/other.png`)) as Response;
    expect(unnamed.status).toBe(404);
  });
});
