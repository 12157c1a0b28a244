/**
 * The member's side of renewing (issue #18), through the real loaders and actions on a real D1
 * and R2: the dashboard says where her year stands and offers renewal when it is due;
 * /dashboard/renew takes one request per form however often it is sent, refuses a second open
 * one, a bad receipt and a missing plan with clear messages, and stores the receipt privately;
 * only an approved member linked to her account may renew.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import {
  action as renewAction,
  loader as renewLoader,
} from "../../app/routes/_member+/dashboard_.renew";
import { loader as sentLoader } from "../../app/routes/_member+/dashboard_.renew_.sent";
import { getDb } from "../../app/models/db.server";
import { confirmRenewal } from "../../app/models/membership/payments.server";
import { uploadRefusal } from "../../app/models/uploads.server";
import { DEFAULT_TERMS } from "../../app/models/membership/period-rules";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { request, statusOf, type Payload } from "./support/http";
import { failingStatements } from "../security/support/faults";
import { getLoadContext } from "../../load-context";
import { routeArgs } from "../support/route-args";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestDatabase;
let inGrace: SignedIn; // linked to Khadija Musa, whose year ended 15 days ago
let active: SignedIn; // linked to Aisha Bello, active
let stranger: SignedIn; // no membership
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "renewal-form-secret" } as Partial<Env>);
  await execSql(t.db, buildSeedSql(Date.now()));
  [inGrace, active, stranger, admin] = await Promise.all([
    signedInAccount(t, "khadija@zamwe.test"),
    signedInAccount(t, "aisha@zamwe.test"),
    signedInAccount(t, "stranger@zamwe.test"),
    signedInAccount(t, "renewals-admin@zamwe.test", { admin: true }),
  ]);
  const link = (user: SignedIn, name: string) =>
    t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(user.id, seedId(`application:${name}`))
      .run();
  await link(inGrace, "Khadija Musa");
  await link(active, "Aisha Bello");
});

type Call = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;
const call = (
  fn: Call,
  path: string,
  init: { cookie?: string; body?: FormData; context?: TestDatabase["context"] } = {},
) => {
  const base = request(path, { cookie: init.cookie });
  const req = init.body ? new Request(base, { method: "POST", body: init.body }) : base;
  return settle(() =>
    fn(routeArgs({ request: req, context: init.context ?? t.context, params: {} })),
  );
};
type Dashboard = {
  year: {
    status: string;
    validUntil: string;
    renewalDue: boolean;
    waitingReference: string | null;
  } | null;
};
type RenewPage = {
  plan: string;
  nextPeriod: { from: string; until: string };
  paymentReference: string;
  idempotencyKey: string;
  waiting: { paymentReference: string; notCompleted: boolean } | null;
};
type Answer = Payload<{ result?: { error?: Record<string, string[] | null> } }>;

const pdf = () => new File([new TextEncoder().encode("%PDF-1.4 receipt")], "receipt.pdf");
function renewalForm(page: RenewPage, fields: Record<string, string | File | null> = {}) {
  const form = new FormData();
  const values = {
    membershipPlan: "pro",
    paymentReference: page.paymentReference,
    idempotencyKey: page.idempotencyKey,
    receipt: pdf(),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) if (value !== null) form.set(name, value);
  return form;
}
const renewalsOf = async (name: string) =>
  (
    await t.db
      .prepare(
        "SELECT id, plan, amount_kobo, receipt_key, status FROM membership_renewals WHERE application_id = ?",
      )
      .bind(seedId(`application:${name}`))
      .all<{
        id: string;
        plan: string;
        amount_kobo: number;
        receipt_key: string | null;
        status: string;
      }>()
  ).results;

describe("who may renew", () => {
  it("sends visitors to log in, and members without an approved membership to their dashboard", async () => {
    const anonymous = (await call(renewLoader, "/dashboard/renew")) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
    for (const fn of [renewLoader, sentLoader]) {
      const refused = (await call(fn, "/dashboard/renew", { cookie: stranger.cookie })) as Response;
      expect(refused.headers.get("Location")).toBe("/dashboard");
    }
    const posted = (await call(renewAction, "/dashboard/renew", {
      cookie: stranger.cookie,
      body: new FormData(),
    })) as Response;
    expect(posted.headers.get("Location")).toBe("/dashboard");
    expect(await renewalsOf("Khadija Musa")).toEqual([]);
  });
});

describe("the dashboard's membership year", () => {
  it("offers renewal in grace, not to an active member", async () => {
    const grace = (await call(dashboardLoader, "/dashboard", {
      cookie: inGrace.cookie,
    })) as Dashboard;
    expect(grace.year).toMatchObject({ status: "grace", renewalDue: true, waitingReference: null });
    const fine = (await call(dashboardLoader, "/dashboard", {
      cookie: active.cookie,
    })) as Dashboard;
    expect(fine.year).toMatchObject({ status: "active", renewalDue: false });
    expect(fine.year!.validUntil).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });
});

describe("/dashboard/renew", () => {
  it("refuses a missing plan and a receipt that is not an image or PDF, storing nothing", async () => {
    const page = (await call(renewLoader, "/dashboard/renew", {
      cookie: inGrace.cookie,
    })) as RenewPage;
    const noPlan = (await call(renewAction, "/dashboard/renew", {
      cookie: inGrace.cookie,
      body: renewalForm(page, { membershipPlan: null }),
    })) as Answer;
    expect(statusOf(noPlan)).toBe(400);
    expect(noPlan.data.result?.error?.membershipPlan).toEqual(["Please select a membership plan"]);
    const badReceipt = (await call(renewAction, "/dashboard/renew", {
      cookie: inGrace.cookie,
      body: renewalForm(page, { receipt: new File(["just text"], "receipt.pdf") }),
    })) as Answer;
    expect(statusOf(badReceipt)).toBe(400);
    expect(badReceipt.data.result?.error?.receipt).toEqual([uploadRefusal]);
    expect(await renewalsOf("Khadija Musa")).toEqual([]);
  });

  it("takes one request per form however often it is sent, stores the receipt, and refuses a second open one", async () => {
    const page = (await call(renewLoader, "/dashboard/renew", {
      cookie: inGrace.cookie,
    })) as RenewPage;
    expect(page.plan).toBe("pro");
    expect(page.waiting).toBeNull();
    const answers = (await Promise.all(
      Array.from({ length: 4 }, () =>
        call(renewAction, "/dashboard/renew", {
          cookie: inGrace.cookie,
          body: renewalForm(page, { membershipPlan: "starter" }),
        }),
      ),
    )) as Response[];
    expect(answers.map((answer) => answer.headers.get("Location"))).toEqual(
      Array(4).fill("/dashboard/renew/sent"),
    );
    const [stored, ...more] = await renewalsOf("Khadija Musa");
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ plan: "starter", amount_kobo: 290_000, status: "pending" });
    expect(stored!.receipt_key).toBe(`renewals/${stored!.id}/receipt.pdf`);
    const object = await t.env.UPLOADS.get(stored!.receipt_key!);
    expect(await object!.text()).toBe("%PDF-1.4 receipt");

    const again = (await call(renewLoader, "/dashboard/renew", {
      cookie: inGrace.cookie,
    })) as RenewPage;
    // Not back from a cancelled checkout: nothing to say of one (issue #38).
    expect(again.waiting).toEqual({ paymentReference: page.paymentReference, notCompleted: false });
    const second = (await call(renewAction, "/dashboard/renew", {
      cookie: inGrace.cookie,
      body: renewalForm(again),
    })) as Answer;
    expect(statusOf(second)).toBe(409);
    expect(JSON.stringify(second.data)).toContain(
      "You already have a renewal waiting for confirmation.",
    );

    const sent = (await call(sentLoader, "/dashboard/renew/sent", { cookie: inGrace.cookie })) as {
      paymentReference: string;
      amount: string;
    };
    expect(sent).toMatchObject({ paymentReference: page.paymentReference, amount: "₦2,900" });
    const dashboard = (await call(dashboardLoader, "/dashboard", {
      cookie: inGrace.cookie,
    })) as Dashboard;
    expect(dashboard.year).toMatchObject({
      renewalDue: false,
      waitingReference: page.paymentReference,
    });

    // An admin confirms: her year starts today (she was in grace) and she is active again.
    await confirmRenewal(getDb(t.env), {
      id: stored!.id,
      actor: { userId: admin.id, email: admin.email },
      cycle: { terms: DEFAULT_TERMS, priceKobo: { starter: 0, pro: 0 } },
      now: new Date(),
    });
    const renewed = (await call(dashboardLoader, "/dashboard", {
      cookie: inGrace.cookie,
    })) as Dashboard;
    expect(renewed.year).toMatchObject({
      status: "active",
      renewalDue: false,
      waitingReference: null,
    });
    expect(renewed.year!.validUntil).toBe(page.nextPeriod.until);
  });

  it("refuses a form whose reference is already used, with a clear message", async () => {
    const page = (await call(renewLoader, "/dashboard/renew", {
      cookie: active.cookie,
    })) as RenewPage;
    const taken = (await t.db
      .prepare("SELECT payment_reference AS ref FROM join_applications WHERE id = ?")
      .bind(seedId("application:Hauwa Abubakar"))
      .first<{ ref: string }>())!.ref;
    const answer = (await call(renewAction, "/dashboard/renew", {
      cookie: active.cookie,
      body: renewalForm(page, { paymentReference: taken }),
    })) as Answer;
    expect(statusOf(answer)).toBe(409);
    expect(JSON.stringify(answer.data)).toContain(
      "This form has expired. Please reload the page and try again.",
    );
    expect(await renewalsOf("Aisha Bello")).toEqual([]);
  });

  it("keeps what she chose when D1 fails to store the request, and stores no receipt", async () => {
    const page = (await call(renewLoader, "/dashboard/renew", {
      cookie: active.cookie,
    })) as RenewPage;
    const receiptsBefore = (await t.env.UPLOADS.list({ prefix: "renewals/" })).objects.length;
    const faults: string[] = [];
    const broken = getLoadContext({
      env: {
        ...t.env,
        DB: failingStatements(
          t.db,
          (sql) => /insert into "membership_renewals"/i.test(sql),
          () => faults.push("insert"),
        ),
      },
      ctx: { waitUntil() {}, passThroughOnException() {} },
    });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const answer = (await call(renewAction, "/dashboard/renew", {
      cookie: active.cookie,
      body: renewalForm(page),
      context: broken,
    })) as Payload<{
      result: { initialValue: Record<string, string> };
      toast: { message: string };
    }>;
    errors.mockRestore();
    expect(faults).toEqual(["insert"]);
    expect(statusOf(answer)).toBe(503);
    expect(JSON.stringify(answer.data)).toContain("Renewal failed");
    expect(answer.data.result.initialValue).toMatchObject({
      membershipPlan: "pro",
      paymentReference: page.paymentReference,
    });
    expect(await renewalsOf("Aisha Bello")).toEqual([]);
    const receiptsAfter = (await t.env.UPLOADS.list({ prefix: "renewals/" })).objects.length;
    expect(receiptsAfter).toBe(receiptsBefore);
  });
});
