/**
 * "Pay now with Paystack" on the pages (issue #28, ADR 0039), through the real loaders and actions
 * on a real D1, and the real client against the run's Paystack stand-in: with Paystack off every
 * page is as before and the button's intent is the ordinary submit; with it on, the application
 * or renewal is stored as the form stores it and she is sent (303) to the stand-in's checkout,
 * the same one on a double click; Paystack unreachable leaves everything stored and her page
 * says so beside the bank transfer; the callback page answers any reference — malformed,
 * unknown, or with Paystack off — without a 500, and is limited per client; a member pays only
 * her own renewal request. (Signatures, races and mismatches: tests/integration/paystack-*.)
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { action as joinAction, loader as joinLoader } from "../../app/routes/_public+/join._index";
import {
  action as submittedAction,
  loader as submittedLoader,
} from "../../app/routes/_public+/join.submitted.$key";
import { loader as callbackLoader } from "../../app/routes/_public+/payments.paystack.callback";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import {
  action as renewAction,
  loader as renewLoader,
} from "../../app/routes/_member+/dashboard_.renew";
import { loader as sentLoader } from "../../app/routes/_member+/dashboard_.renew_.sent";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import worker from "../../server";
import { paystackCheckoutOrigins } from "../../app/services/paystack.server";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import {
  countOf,
  createTestDatabase,
  execSql,
  readOnlyContext,
  type TestDatabase,
} from "./support/d1";
import { locationOf, nextIp, statusOf, type Payload } from "./support/http";
import { joinDetails } from "./support/join";
import {
  paystackVars,
  settle as payAtStandIn,
  standIn,
  standInTransaction,
} from "./support/paystack";
import { startEarlyInALimiterMinute } from "./support/limiter-window";
import { renderStoredMessage } from "../../app/messages/deliver.server";
import { routeArgs } from "../support/route-args";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown> | unknown;

/** A loader or action called as the Worker calls it; a thrown Response is its answer. */
function call(
  t: TestDatabase,
  fn: Handler,
  path: string,
  init: {
    cookie?: string;
    fields?: Record<string, string>;
    params?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const headers = new Headers({ "CF-Connecting-IP": init.ip ?? nextIp() });
  if (init.cookie) headers.set("Cookie", init.cookie);
  let body: FormData | undefined;
  if (init.fields) {
    body = new FormData();
    for (const [name, value] of Object.entries(init.fields)) body.set(name, value);
  }
  const request = new Request(`http://zamwe.test${path}`, {
    method: body ? "POST" : "GET",
    headers,
    body,
  });
  return settle(async () =>
    fn(routeArgs({ request, context: t.context, params: init.params ?? {} })),
  );
}

/** What a loader returned with `data()` (the callback page), or as a plain object. */
const payloadOf = <T>(answer: unknown): T =>
  (answer && typeof answer === "object" && "data" in answer
    ? (answer as Payload<T>).data
    : answer) as T;

/** A member linked to a seeded approved application. */
async function linkedMember(t: TestDatabase, email: string, name: string) {
  const member = await signedInAccount(t, email);
  await t.db
    .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
    .bind(member.id, seedId(`application:${name}`))
    .run();
  return member;
}

/** Step 2's form of /join, sent with one of its buttons. */
const joinForm = (key: string, intent: string, reference: string, phone = "0806 123 4602") => ({
  ...joinDetails(key),
  phoneNumber: phone,
  paymentReference: reference,
  intent,
});

/** The renewal form as /dashboard/renew's loader prepared it, sent with one of its buttons. */
async function renewalForm(t: TestDatabase, member: SignedIn, intent: string) {
  const page = (await call(t, renewLoader, "/dashboard/renew", { cookie: member.cookie })) as {
    paymentReference: string;
    idempotencyKey: string;
  };
  return {
    membershipPlan: "starter",
    paymentReference: page.paymentReference,
    idempotencyKey: page.idempotencyKey,
    intent,
  };
}

const checkouts = (t: TestDatabase) => countOf(t.db, "SELECT count(*) AS n FROM online_checkouts");

describe("with Paystack off (no PAYSTACK_SECRET_KEY)", () => {
  let t: TestDatabase;
  let khadija: SignedIn; // in grace: may renew
  beforeAll(async () => {
    t = await createTestDatabase({ SESSION_SECRET: "payment-pages-off" } as Partial<Env>);
    await execSql(t.db, buildSeedSql(Date.now()));
    khadija = await linkedMember(t, "khadija-off@zamwe.test", "Khadija Musa");
  });

  it("offers no Pay now button anywhere: the pages are as before", async () => {
    const join = (await call(t, joinLoader, "/join")) as { payNow: unknown };
    expect(join.payNow).toBeNull();
    const renew = (await call(t, renewLoader, "/dashboard/renew", {
      cookie: khadija.cookie,
    })) as { online: unknown };
    expect(renew.online).toBeNull();

    const key = crypto.randomUUID();
    const stored = await call(t, joinAction, "/join", {
      fields: joinForm(key, "submit", "ZW-FFAA2", "0806 123 4611"),
    });
    expect(locationOf(stored)).toBe(`/join/submitted/${key}`);
    const submitted = (await call(t, submittedLoader, `/join/submitted/${key}`, {
      params: { key },
    })) as { application: unknown; online: unknown };
    expect(submitted).toEqual({
      application: {
        fullName: "Hajara Sulaiman",
        paymentReference: "ZW-FFAA2",
        membershipPlan: "pro",
      },
      paid: null,
      notCompleted: false,
      limited: false,
      online: null,
    });
  });

  it("takes the Pay now intent as the ordinary submit: stored, and on to One More Step", async () => {
    const key = crypto.randomUUID();
    const answer = await call(t, joinAction, "/join?lang=ha", {
      fields: joinForm(key, "pay-online", "ZW-FFBB3", "0806 123 4612"),
    });
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(`/join/submitted/${key}?lang=ha`);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE idempotency_key = ?",
        key,
      ),
    ).toBe(1);
    // The submitted page's own button, posted anyway: back to the page, nothing started.
    const again = await call(t, submittedAction, `/join/submitted/${key}`, {
      fields: { intent: "pay-online" },
      params: { key },
    });
    expect(locationOf(again)).toBe(`/join/submitted/${key}`);

    const renewal = await call(t, renewAction, "/dashboard/renew", {
      cookie: khadija.cookie,
      fields: await renewalForm(t, khadija, "pay-online"),
    });
    expect(locationOf(renewal)).toBe("/dashboard/renew/sent");
    const sent = (await call(t, sentLoader, "/dashboard/renew/sent", {
      cookie: khadija.cookie,
    })) as { payOnline: boolean };
    expect(sent.payOnline).toBe(false);
    const dashboard = (await call(t, dashboardLoader, "/dashboard", {
      cookie: khadija.cookie,
    })) as { payNow: unknown; year: { waitingReference: string | null } };
    expect(dashboard.year.waitingReference).toMatch(/^ZW-/);
    expect(dashboard.payNow).toBeNull();
    const pending = await call(t, renewAction, "/dashboard/renew", {
      cookie: khadija.cookie,
      fields: { intent: "pay-open-renewal" },
    });
    expect(locationOf(pending)).toBe("/dashboard/renew");
    expect(await checkouts(t)).toBe(0);
  });

  it("answers an unknown or malformed submitted-page key with a 404", async () => {
    for (const key of [crypto.randomUUID(), "not-a-key", "x".repeat(500)]) {
      const answer = await call(t, submittedAction, `/join/submitted/${key}`, {
        fields: { intent: "pay-online" },
        params: { key },
      });
      expect(statusOf(answer)).toBe(404);
    }
  });

  it("shows the callback as “Payment not completed” for any reference: Paystack is off", async () => {
    for (const query of ["", "?reference=ZW-ABCDE", "?trxref=ZW-ABCDE&lang=ha"]) {
      const answer = await call(t, callbackLoader, `/payments/paystack/callback${query}`);
      expect(statusOf(answer)).toBe(200);
      expect(payloadOf<{ outcome: string }>(answer).outcome).toBe("not-paid");
    }
  });
});

describe("the callback page's limit", () => {
  it("asks Paystack at most so often per client: then the site's 429 page", async () => {
    const t = await createTestDatabase({}, { rateLimits: true });
    const ip = nextIp();
    const answers: number[] = [];
    await startEarlyInALimiterMinute();
    for (let i = 0; i < 21; i++) {
      const answer = await call(
        t,
        callbackLoader,
        `/payments/paystack/callback?reference=ZW-${i}`,
        {
          ip,
        },
      );
      answers.push(statusOf(answer));
    }
    // wrangler.toml's FORM_CLIENT_LIMITER: 20 a minute per client and form.
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    // Another client is not held back.
    expect(statusOf(await call(t, callbackLoader, "/payments/paystack/callback"))).toBe(200);
  });
});

type Submitted = {
  paid: { amount: string; paidOnline: boolean; reference: string } | null;
  notCompleted: boolean;
  online: { payable: boolean; unavailable: boolean } | null;
};
type Callback = {
  outcome: string;
  validUntil: string | null;
  receiptPath: string | null;
  paid: Submitted["paid"];
  retryPath: string | null;
};

/** The messages about one payment reference, as she reads them (rendered). */
async function applicationMessages(t: TestDatabase, reference: string) {
  const rows = (
    await t.db
      .prepare(
        "SELECT * FROM messages WHERE json_extract(payload, '$.data.paymentReference') = ? ORDER BY created_at",
      )
      .bind(reference)
      .all<Parameters<typeof renderStoredMessage>[1] & { kind: string }>()
  ).results;
  return rows.map((row) => ({ kind: row.kind, text: renderStoredMessage(t.env, row)!.text }));
}

describe("with Paystack on (the stand-in)", () => {
  let t: TestDatabase;
  let maryam: SignedIn; // a renewal request waiting (seeded)
  let khadija: SignedIn; // in grace, no e-mail on her application
  let aisha: SignedIn; // active, no request
  let stranger: SignedIn; // no membership
  beforeAll(async () => {
    t = await createTestDatabase({ SESSION_SECRET: "payment-pages-on", ...paystackVars });
    await execSql(t.db, buildSeedSql(Date.now()));
    maryam = await linkedMember(t, "maryam-on@zamwe.test", "Maryam Sulaiman");
    khadija = await linkedMember(t, "khadija-on@zamwe.test", "Khadija Musa");
    aisha = await linkedMember(t, "aisha-on@zamwe.test", "Aisha Bello");
    stranger = await signedInAccount(t, "stranger-on@zamwe.test");
  });

  it("/join: Pay now stores the application, then 303 to the checkout; a double click, the same one", async () => {
    const english = (await call(t, joinLoader, "/join")) as { payNow: { payNow: string } };
    expect(english.payNow.payNow).toBe("Pay now with Paystack");
    const hausa = (await call(t, joinLoader, "/join?lang=ha")) as { payNow: { payNow: string } };
    expect(hausa.payNow.payNow).toBe("Biya yanzu da Paystack");

    const key = crypto.randomUUID();
    const form = joinForm(key, "pay-online", "ZW-PAYA2", "0806 123 4621");
    const first = await call(t, joinAction, "/join", { fields: form });
    expect(statusOf(first)).toBe(303);
    const checkout = locationOf(first)!;
    expect(checkout.startsWith(`${standIn.url}/checkout/`)).toBe(true);
    // "Application received" waits for the checkout's outcome (issue #38).
    expect(await applicationMessages(t, "ZW-PAYA2")).toEqual([]);
    const again = await call(t, joinAction, "/join", { fields: form });
    expect(locationOf(again)).toBe(checkout);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE idempotency_key = ?",
        key,
      ),
    ).toBe(1);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM online_checkouts WHERE payment_reference = 'ZW-PAYA2'",
      ),
    ).toBe(1);
    // The server's price for the plan, her e-mail, and the way back to her own page.
    const transaction = await standInTransaction("ZW-PAYA2");
    expect(transaction).toMatchObject({
      amount: 590_000,
      customer: { email: "hajara@example.com" },
      callback_url: `http://zamwe.test/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}`,
      metadata: {
        cancel_action: `http://zamwe.test/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}&cancelled=1`,
      },
    });

    // Her submitted page offers it too (same checkout), until the payment is confirmed.
    const page = `/join/submitted/${key}`;
    const before = (await call(t, submittedLoader, page, { params: { key } })) as Submitted;
    expect(before).toMatchObject({ paid: null, notCompleted: false });
    expect(before.online).toEqual({ payable: true, unavailable: false });
    const fromPage = await call(t, submittedAction, page, {
      fields: { intent: "pay-online" },
      params: { key },
    });
    expect(locationOf(fromPage)).toBe(checkout);

    await payAtStandIn("ZW-PAYA2");
    const back = await call(
      t,
      callbackLoader,
      `/payments/paystack/callback?back=${encodeURIComponent(page)}&trxref=ZW-PAYA2&reference=ZW-PAYA2`,
    );
    // What she paid, how, and the reference (issue #38: the page said none of it).
    expect(payloadOf<Callback>(back)).toMatchObject({
      outcome: "application-paid",
      paid: { amount: "₦5,900", paidOnline: true, reference: "ZW-PAYA2" },
    });
    const after = (await call(t, submittedLoader, page, { params: { key } })) as Submitted;
    expect(after.paid).toEqual({ amount: "₦5,900", paidOnline: true, reference: "ZW-PAYA2" });
    expect(after.online).toEqual({ payable: false, unavailable: false });
    // One message: her application received, paid — no bank transfer to make, nothing to send.
    const messages = await applicationMessages(t, "ZW-PAYA2");
    expect(messages.map((m) => m.kind)).toEqual(["application-received"]);
    expect(messages[0]!.text).toContain(
      "Your payment of ₦5,900 (Paystack (online), reference ZW-PAYA2) is received",
    );
    expect(messages[0]!.text).not.toContain("bank transfer");
    expect(messages[0]!.text).not.toContain("WhatsApp to");
    // Paid: the button sends her back to her page, no new checkout.
    const paid = await call(t, submittedAction, page, {
      fields: { intent: "pay-online" },
      params: { key },
    });
    expect(locationOf(paid)).toBe(page);
  });

  it("/join: Cancel at the checkout — her page says nothing was taken, with Pay now and the bank details; then the message of how to pay", async () => {
    const key = crypto.randomUUID();
    const form = joinForm(key, "pay-online", "ZW-PAYC4", "0806 123 4623");
    expect(statusOf(await call(t, joinAction, "/join", { fields: form }))).toBe(303);
    const cancelled = `/join/submitted/${key}?checkout=cancelled`;
    // Paystack's Cancel comes back through the callback (its cancel_action), which sends the
    // message that waited for the checkout and then her page (issue #50: her page only reads).
    const back = await call(
      t,
      callbackLoader,
      `/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}&cancelled=1`,
    );
    expect(locationOf(back)).toBe(cancelled);
    const page = (await call(t, submittedLoader, cancelled, { params: { key } })) as Submitted;
    expect(page).toMatchObject({ paid: null, notCompleted: true });
    expect(page.online).toEqual({ payable: true, unavailable: false });
    // Cancel pressed twice, her page opened again: one message, and the page writes nothing.
    await call(
      t,
      callbackLoader,
      `/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}&cancelled=1`,
    );
    const { context: reading, attempted } = readOnlyContext(t);
    await submittedLoader(
      routeArgs({
        request: new Request(`http://zamwe.test${cancelled}`),
        context: reading,
        params: { key },
      }),
    );
    expect(attempted).toEqual([]);
    const messages = await applicationMessages(t, "ZW-PAYC4");
    expect(messages.map((m) => m.kind)).toEqual(["application-received"]);
    expect(messages[0]!.text).toContain("by bank transfer to");
    // Paystack's own "not paid" answer sends her there too.
    const notPaid = await call(
      t,
      callbackLoader,
      `/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}&reference=ZW-NOPE0`,
    );
    expect(payloadOf<Callback>(notPaid)).toMatchObject({
      outcome: "not-paid",
      retryPath: cancelled,
    });
  });

  it("gives Paystack pay-<reference>@ the association's domain when she has no e-mail", async () => {
    const key = crypto.randomUUID();
    const answer = await call(t, joinAction, "/join?lang=ha", {
      fields: { ...joinForm(key, "pay-online", "ZW-PAYB3", "0806 123 4622"), email: "" },
    });
    expect(statusOf(answer)).toBe(303);
    expect(await standInTransaction("ZW-PAYB3")).toMatchObject({
      customer: { email: "pay-zw-payb3@zamwe.org" },
      callback_url: `http://zamwe.test/payments/paystack/callback?back=${encodeURIComponent(`/join/submitted/${key}`)}&lang=ha`,
    });
  });

  it("/dashboard/renew: Pay now creates her request as the form does, and pays it; her waiting request offers it again", async () => {
    const renew = (await call(t, renewLoader, "/dashboard/renew", { cookie: khadija.cookie })) as {
      online: unknown;
    };
    expect(renew.online).toEqual({ unavailable: false });
    const form = await renewalForm(t, khadija, "pay-online");
    const first = await call(t, renewAction, "/dashboard/renew", {
      cookie: khadija.cookie,
      fields: form,
    });
    expect(statusOf(first)).toBe(303);
    const checkout = locationOf(first)!;
    expect(checkout.startsWith(`${standIn.url}/checkout/`)).toBe(true);
    const request = await t.db
      .prepare("SELECT status, amount_kobo FROM membership_renewals WHERE payment_reference = ?")
      .bind(form.paymentReference)
      .first();
    expect(request).toEqual({ status: "pending", amount_kobo: 290_000 });
    // Her application has no e-mail: her account's.
    expect(await standInTransaction(form.paymentReference)).toMatchObject({
      amount: 290_000,
      customer: { email: "khadija-on@zamwe.test" },
    });

    // Where she sees her waiting request: the same checkout again.
    const dashboard = (await call(t, dashboardLoader, "/dashboard", {
      cookie: khadija.cookie,
    })) as {
      payNow: { payNow: string } | null;
    };
    expect(dashboard.payNow?.payNow).toBe("Pay now with Paystack");
    const sent = (await call(t, sentLoader, "/dashboard/renew/sent", {
      cookie: khadija.cookie,
    })) as {
      payOnline: boolean;
    };
    expect(sent.payOnline).toBe(true);
    const again = await call(t, renewAction, "/dashboard/renew", {
      cookie: khadija.cookie,
      fields: { intent: "pay-open-renewal" },
    });
    expect(locationOf(again)).toBe(checkout);

    await payAtStandIn(form.paymentReference);
    const callbackPath = `/payments/paystack/callback?reference=${form.paymentReference}&back=%2Fdashboard%2Frenew`;
    // Whoever holds the reference learns it was paid, and nothing of her membership (issue #37).
    for (const cookie of [undefined, stranger.cookie]) {
      const told = payloadOf<Callback>(await call(t, callbackLoader, callbackPath, { cookie }));
      expect(told).toEqual(
        expect.objectContaining({ outcome: "renewed", validUntil: null, receiptPath: null }),
      );
    }
    const back = payloadOf<Callback>(
      await call(t, callbackLoader, callbackPath, { cookie: khadija.cookie }),
    );
    const period = await t.db
      .prepare("SELECT id FROM membership_periods WHERE payment_reference = ?")
      .bind(form.paymentReference)
      .first<{ id: string }>();
    expect(back).toMatchObject({
      outcome: "renewed",
      receiptPath: `/dashboard/receipts/${period!.id}`,
    });
    expect(back.validUntil).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const after = (await call(t, renewLoader, "/dashboard/renew", { cookie: khadija.cookie })) as {
      waiting: unknown;
    };
    expect(after.waiting).toBeNull();
  });

  it("pays only her own waiting request: another member's is out of reach", async () => {
    const maryamsReference = (await t.db
      .prepare(
        "SELECT payment_reference AS r FROM membership_renewals WHERE status = 'pending' AND application_id = ?",
      )
      .bind(seedId("application:Maryam Sulaiman"))
      .first<{ r: string }>())!.r;
    const started = () =>
      countOf(
        t.db,
        "SELECT count(*) AS n FROM online_checkouts WHERE payment_reference = ?",
        maryamsReference,
      );
    // Aisha has no request of her own; naming Maryam's changes nothing: back to her renewal page.
    const aishas = await call(t, renewAction, "/dashboard/renew", {
      cookie: aisha.cookie,
      fields: { intent: "pay-open-renewal", paymentReference: maryamsReference },
    });
    expect(locationOf(aishas)).toBe("/dashboard/renew");
    // An account without a membership is sent to her dashboard, as for the renewal form.
    const strangers = await call(t, renewAction, "/dashboard/renew", {
      cookie: stranger.cookie,
      fields: { intent: "pay-open-renewal" },
    });
    expect(locationOf(strangers)).toBe("/dashboard");
    expect(await started()).toBe(0);
    // Maryam herself can.
    const hers = await call(t, renewAction, "/dashboard/renew", {
      cookie: maryam.cookie,
      fields: { intent: "pay-open-renewal" },
    });
    expect(statusOf(hers)).toBe(303);
    expect(await started()).toBe(1);
  });

  it("shows a malformed or unknown reference as “Payment not completed”, never a 500", async () => {
    for (const reference of ["<script>", "x".repeat(500), "ZW-NQPE2", "%00", "a b"]) {
      const answer = await call(
        t,
        callbackLoader,
        `/payments/paystack/callback?reference=${encodeURIComponent(reference)}&back=%2F%2Fevil.example`,
      );
      expect(statusOf(answer), reference).toBe(200);
      const page = payloadOf<Callback & { retryPath: string | null }>(answer);
      expect(page.outcome, reference).toBe("not-paid");
      expect(page.retryPath).toBeNull();
    }
  });
});

describe("with Paystack unreachable", () => {
  let t: TestDatabase;
  let khadija: SignedIn;
  beforeAll(async () => {
    t = await createTestDatabase({
      SESSION_SECRET: "payment-pages-down",
      PAYSTACK_SECRET_KEY: standIn.secretKey,
      PAYSTACK_BASE_URL: inject("paystackClosedUrl"),
    });
    await execSql(t.db, buildSeedSql(Date.now()));
    khadija = await linkedMember(t, "khadija-down@zamwe.test", "Khadija Musa");
  });

  it("keeps her application and says so on her page, with the bank transfer", async () => {
    const key = crypto.randomUUID();
    const answer = await call(t, joinAction, "/join", {
      fields: joinForm(key, "pay-online", "ZW-DWNA2", "0806 123 4631"),
    });
    expect(statusOf(answer)).toBe(302);
    expect(locationOf(answer)).toBe(`/join/submitted/${key}?online=unavailable`);
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM join_applications WHERE payment_reference = 'ZW-DWNA2'",
      ),
    ).toBe(1);
    expect(await checkouts(t)).toBe(0);
    const page = (await call(t, submittedLoader, `/join/submitted/${key}?online=unavailable`, {
      params: { key },
    })) as Submitted;
    expect(page.online).toEqual({ payable: true, unavailable: true });
  });

  it("keeps her renewal request, and her renewal page says so with the bank transfer", async () => {
    const form = await renewalForm(t, khadija, "pay-online");
    const answer = await call(t, renewAction, "/dashboard/renew?lang=ha", {
      cookie: khadija.cookie,
      fields: form,
    });
    expect(locationOf(answer)).toBe("/dashboard/renew?online=unavailable&lang=ha");
    const page = (await call(t, renewLoader, "/dashboard/renew?online=unavailable&lang=ha", {
      cookie: khadija.cookie,
    })) as { waiting: { paymentReference: string } | null; online: unknown };
    expect(page.waiting?.paymentReference).toBe(form.paymentReference);
    expect(page.online).toEqual({ unavailable: true });
  });

  it("shows the callback as “We are checking your payment” while Paystack cannot be asked", async () => {
    const answer = await call(t, callbackLoader, "/payments/paystack/callback?reference=ZW-DWNA2");
    expect(payloadOf<Callback>(answer).outcome).toBe("checking");
  });
});

describe("as pages of the site (the Worker's real entry; `npm test` builds first)", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(
      { SESSION_SECRET: "payment-pages-html", ...paystackVars },
      { rateLimits: true },
    );
  });
  const ctx = {
    waitUntil: () => {},
    passThroughOnException: () => {},
  } as unknown as ExecutionContext;
  const page = (path: string, ip = nextIp()) =>
    worker.fetch(
      new Request(`http://zamwe.test${path}`, {
        headers: { Host: "zamwe.test", "CF-Connecting-IP": ip },
      }) as Parameters<typeof worker.fetch>[0],
      t.env,
      ctx,
    );

  it("the callback page: header, footer, her language, no script bundle, kept by no cache", async () => {
    for (const [lang, title] of [
      ["en", "Payment not completed"],
      ["ha", "Ba a kammala biyan kuɗi ba"],
    ] as const) {
      const response = await page(`/payments/paystack/callback?reference=ZW-NQPE2&lang=${lang}`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toMatch(/<header[\s>]/);
      expect(html).toMatch(/<footer[\s>]/);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).not.toMatch(/<script[^>]+src=/);
    }
  });

  it("lets a form's answer take her to the checkout: its origin is in the pages' form-action", async () => {
    const csp = (await page("/join")).headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`form-action 'self' https://wa.me ${standIn.url};`);
    // Paystack's own API: its checkout pages are on checkout.paystack.com. Off: only ours.
    const live = { PAYSTACK_SECRET_KEY: "sk_live_x", PAYSTACK_BASE_URL: "https://api.paystack.co" };
    expect(paystackCheckoutOrigins({ ...t.env, ...live })).toEqual([
      "https://checkout.paystack.com",
    ]);
    expect(paystackCheckoutOrigins({ ...t.env, PAYSTACK_SECRET_KEY: "" })).toEqual([]);
  });

  it("past the limit, the site's 429 page", async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++)
      await (await page(`/payments/paystack/callback?lang=ha`, ip)).text();
    const response = await page(`/payments/paystack/callback?lang=ha`, ip);
    const html = await response.text();
    expect(response.status).toBe(429);
    expect(html).toContain(`<html lang="ha">`);
    expect(html).toMatch(/<footer[\s>]/);
  });

  it("her submitted page: the button is a form posting to the page itself, without JavaScript", async () => {
    const key = crypto.randomUUID();
    await call(t, joinAction, "/join", {
      fields: joinForm(key, "submit", "ZW-HTMA2", "0806 123 4641"),
    });
    const html = await (await page(`/join/submitted/${key}?lang=ha`)).text();
    expect(html).toMatch(
      new RegExp(
        `<form method="post" action="/join/submitted/${key}\\?lang=ha"[^>]*>[\\s\\S]*?name="intent" value="pay-online"[^>]*>Biya yanzu da Paystack</button>`,
      ),
    );
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
});
