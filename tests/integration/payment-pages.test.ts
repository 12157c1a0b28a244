/**
 * "Pay now with Paystack" on the pages (issue #28, ADR 0039), through the real loaders and actions
 * on a real D1: with Paystack off every page is as before and the button's intent is the ordinary
 * submit; the callback page answers any reference — malformed, unknown, or with Paystack off —
 * with "Payment not completed", never a 500, and is limited per client; a member pays only her
 * own renewal request.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { beforeAll, describe, expect, it, vi } from "vitest";
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
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { countOf, createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { locationOf, nextIp, statusOf, type Payload } from "./support/http";
import { joinDetails } from "./support/join";

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
  return settle(async () => fn({ request, context: t.context, params: init.params ?? {} }));
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
