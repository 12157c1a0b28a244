/**
 * Issue #19: a membership card anyone can verify. Membership numbers given at approval (one
 * statement, race-safe, never changed), the verification code behind `/verify/{code}` (what the
 * page may tell, replaced codes and revoked memberships, the rate limit), and the card only for a
 * member whose application is linked to her account by proof.
 */
import { env as bindings } from "cloudflare:test";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { membershipCycle } from "../../app/config/membership";
import { getDb } from "../../app/models/db.server";
import { decideApplication } from "../../app/models/membership/applications.server";
import { linkApplication } from "../../app/models/membership/linking.server";
import { confirmRenewal } from "../../app/models/membership/payments.server";
import { requestRenewal } from "../../app/models/membership/renewals.server";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import {
  action as cardAction,
  loader as cardLoader,
} from "../../app/routes/_member+/dashboard_.card";
import { loader as cardImageLoader } from "../../app/routes/_member+/dashboard_.card[.svg]";
import { loader as verifyLoader } from "../../app/routes/_public+/verify.$code";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { buildSeedSql, seedReference } from "../../db/seed-data.mjs";
import { request, statusOf, type Payload } from "./support/http";
import { startEarlyInALimiterMinute } from "./support/limiter-window";
import { routeArgs } from "../support/route-args";

// Accounts are made with PBKDF2 at 100,000 iterations.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const NUMBER = /^ZW-\d{4}-\d{5}$/;

type Migration = { name: string; queries: string[] };
const backfill = (bindings as unknown as { TEST_MIGRATIONS: Migration[] }).TEST_MIGRATIONS.find(
  (migration) => migration.name.startsWith("0009_"),
)!.queries.find((query) => query.includes("INSERT INTO `membership_cards`"))!;

let t: TestDatabase;
let admin: SignedIn;
const actor = () => ({ userId: admin.id, email: admin.email });

beforeAll(async () => {
  t = await createTestDatabase();
  admin = await signedInAccount(t, "card-admin@zamwe.test", { admin: true });
});

// Unique by construction (random ones can meet); "M" is a prefix the seed's references do not use.
let referencesMade = 0;
const nextReference = () => seedReference("M", ++referencesMade);

let applicants = 0;
/** A new pending Pro application, paid (an admin confirmed the transfer), as /join stores it. */
async function apply() {
  applicants += 1;
  const application = {
    id: crypto.randomUUID(),
    phone: `+234806${String(1_000_000 + applicants)}`,
    reference: nextReference(),
  };
  await t.db
    .prepare(
      `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, payment_confirmed_at, directory_consent)
       VALUES (?, ?, ?, NULL, 'Gusau', 'Musa, 0803 000 1111', 'Card Weaving', 'crafts', 'To grow.', 'pro', 'pending', ?, ?, 1)`,
    )
    .bind(
      application.id,
      `Card Member ${applicants}`,
      application.phone,
      application.reference,
      Date.now(),
    )
    .run();
  return application;
}

const decide = (id: string, status: "approved" | "rejected" = "approved", now = new Date()) =>
  decideApplication(getDb(t.env), {
    id,
    status,
    actor: actor(),
    now,
    cycle: membershipCycle(t.env),
  });

const numberOf = async (applicationId: string) =>
  (
    await t.db
      .prepare("SELECT number FROM membership_cards WHERE application_id = ?")
      .bind(applicationId)
      .first<{ number: string }>()
  )?.number;

/** An approved member with an account linked by her phone and payment reference. */
async function linkedMember() {
  const application = await apply();
  await decide(application.id);
  const account = await signedInAccount(t, `card-${application.id}@zamwe.test`);
  const linked = await linkApplication(getDb(t.env), account.id, {
    phoneNumber: application.phone,
    paymentReference: application.reference,
  });
  expect(linked).toBe("linked");
  return { ...application, account };
}

type Loader<T> = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<T>;
const call = <T>(
  fn: Loader<T>,
  path: string,
  options: {
    cookie?: string;
    fields?: Record<string, string>;
    params?: Record<string, string>;
    ip?: string;
    context?: TestDatabase["context"];
  } = {},
) =>
  settle(() =>
    fn(
      routeArgs({
        request: request(path, options),
        context: options.context ?? t.context,
        params: options.params ?? {},
      }),
    ),
  );

type CardPage = { card: { number: string; verifyUrl: string; status: string | null } };
const cardPage = async (cookie: string) =>
  (await call(cardLoader as Loader<CardPage>, "/dashboard/card", { cookie })) as CardPage;
const codeOf = (card: CardPage["card"]) => card.verifyUrl.split("/verify/")[1]!;
const verify = (code: string, options: { ip?: string; context?: TestDatabase["context"] } = {}) =>
  call(verifyLoader as Loader<unknown>, `/verify/${code}`, { params: { code }, ...options });

describe("membership numbers", () => {
  it("are given at approval: ZW-{year}-{5 digits}, the year of approval in WAT, none for a rejection", async () => {
    const approved = await apply();
    const rejected = await apply();
    // 23:30 UTC on 31 December 2025 is already 1 January 2026 in Lagos.
    await decide(approved.id, "approved", new Date(Date.UTC(2025, 11, 31, 23, 30)));
    await decide(rejected.id, "rejected");
    expect(await numberOf(approved.id)).toMatch(/^ZW-2026-\d{5}$/);
    expect(await numberOf(rejected.id)).toBeUndefined();
  });

  it("never change: a second decision and a confirmed renewal leave the number as it was", async () => {
    const member = await linkedMember();
    const before = await numberOf(member.id);
    expect(before).toMatch(NUMBER);
    expect(await decide(member.id, "rejected")).toBe("not-pending");
    const renewal = await requestRenewal(getDb(t.env), {
      id: crypto.randomUUID(),
      applicationId: member.id,
      userId: member.account.id,
      plan: "pro",
      amountKobo: 590_000,
      paymentReference: nextReference(),
      idempotencyKey: crypto.randomUUID(),
      receiptKey: null,
    });
    if (typeof renewal !== "object") throw new Error(`renewal refused: ${renewal}`);
    expect(
      await confirmRenewal(getDb(t.env), {
        id: renewal.id,
        actor: actor(),
        cycle: membershipCycle(t.env),
        now: new Date(),
      }),
    ).toBe("confirmed");
    expect(await numberOf(member.id)).toBe(before);
    expect((await cardPage(member.account.cookie)).card.number).toBe(before);
  });

  it("concurrent approvals get distinct, consecutive numbers", async () => {
    const batch = await Promise.all(Array.from({ length: 8 }, () => apply()));
    const outcomes = await Promise.all(batch.map((application) => decide(application.id)));
    expect(outcomes).toEqual(batch.map(() => "updated"));
    const numbers = await Promise.all(batch.map((application) => numberOf(application.id)));
    for (const number of numbers) expect(number).toMatch(NUMBER);
    expect(new Set(numbers).size).toBe(batch.length);
    const sequence = numbers.map((n) => Number(n!.slice(-5))).sort((a, b) => a - b);
    expect(sequence.at(-1)! - sequence[0]!).toBe(batch.length - 1);
    // Every number in the association is unique, and so is every sequence.
    const all = await t.db
      .prepare(
        "SELECT count(*) AS n, count(DISTINCT number) AS numbers, count(DISTINCT seq) AS seqs FROM membership_cards",
      )
      .first<{ n: number; numbers: number; seqs: number }>();
    expect(all!.numbers).toBe(all!.n);
    expect(all!.seqs).toBe(all!.n);
  });
});

describe("numbers for members approved before numbers", () => {
  it("migration 0009 numbers them in the order they were approved (then applied), approval year in WAT", async () => {
    const old = await createTestDatabase();
    const insert = (id: string, status: string, submitted: string, reviewed: string | null) =>
      old.db
        .prepare(
          `INSERT INTO join_applications (id, full_name, phone_number, contact_address, next_of_kin, business_name, business_type, why_join, membership_plan, status, payment_reference, submitted_at, reviewed_at)
           VALUES (?, 'Old Member', ?, 'Gusau', 'Kin', 'Shop', 'crafts', 'To grow', 'starter', ?, ?, ?, ?)`,
        )
        .bind(
          id,
          `+2348030000${id.slice(-3)}`,
          status,
          `ZW-OLD${id.slice(-2)}`,
          Date.parse(submitted),
          reviewed ? Date.parse(reviewed) : null,
        )
        .run();
    await insert("old-101", "approved", "2024-05-01T09:00:00Z", "2025-03-01T09:00:00Z");
    await insert("old-102", "approved", "2024-01-01T09:00:00Z", "2024-12-31T23:30:00Z");
    await insert("old-103", "pending", "2024-01-01T09:00:00Z", null);
    await insert("old-104", "rejected", "2024-01-01T09:00:00Z", "2024-02-01T09:00:00Z");
    await insert("old-105", "approved", "2024-04-01T09:00:00Z", "2025-03-01T09:00:00Z");
    await old.db.prepare(backfill).run();
    const { results } = await old.db
      .prepare("SELECT application_id, seq, number FROM membership_cards ORDER BY seq")
      .all<{ application_id: string; seq: number; number: string }>();
    expect(results).toEqual([
      // 23:30 UTC on 31 December 2024 was 1 January 2025 in Lagos.
      { application_id: "old-102", seq: 1, number: "ZW-2025-00001" },
      // Approved at the same moment: the one who applied first comes first.
      { application_id: "old-105", seq: 2, number: "ZW-2025-00002" },
      { application_id: "old-101", seq: 3, number: "ZW-2025-00003" },
    ]);
  });

  it("the seed numbers every seeded approved member", async () => {
    const seeded = await createTestDatabase();
    await execSql(seeded.db, buildSeedSql(Date.now()));
    const counts = await seeded.db
      .prepare(
        "SELECT (SELECT count(*) FROM join_applications WHERE status = 'approved') AS approved, count(*) AS numbered, max(seq) AS last FROM membership_cards",
      )
      .first<{ approved: number; numbered: number; last: number }>();
    expect(counts!.approved).toBeGreaterThan(10);
    expect(counts).toEqual({
      approved: counts!.approved,
      numbered: counts!.approved,
      last: counts!.approved,
    });
  });
});

describe("/verify/{code}", () => {
  it("tells only her name, photo, plan, status and valid-until", async () => {
    const member = await linkedMember();
    const { card } = await cardPage(member.account.cookie);
    const code = codeOf(card);
    expect(code).toMatch(/^[a-z2-7]{26}$/);
    const answer = (await verify(code)) as Payload<Record<string, unknown>>;
    expect(statusOf(answer)).toBe(200);
    expect(Object.keys(answer.data).sort()).toEqual(
      ["name", "photoUrl", "plan", "status", "validUntil"].sort(),
    );
    expect(answer.data).toMatchObject({ plan: "pro", status: "active", photoUrl: null });
    expect(answer.data.name).toMatch(/^Card Member \d+$/);
    expect(answer.data.validUntil).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("X-Robots-Tag")).toContain("noindex");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("a new code kills the old one at once: old → 404, new → 200", async () => {
    const member = await linkedMember();
    const old = codeOf((await cardPage(member.account.cookie)).card);
    // Viewing the card again keeps the code (a printed card stays valid).
    expect(codeOf((await cardPage(member.account.cookie)).card)).toBe(old);
    const renewed = await call(cardAction as Loader<unknown>, "/dashboard/card", {
      cookie: member.account.cookie,
      fields: { intent: "new-code" },
    });
    expect(statusOf(renewed)).toBe(302);
    const current = codeOf((await cardPage(member.account.cookie)).card);
    expect(current).not.toBe(old);
    expect(statusOf(await verify(old))).toBe(404);
    expect(statusOf(await verify(current))).toBe(200);
  });

  it("unknown and malformed codes are 404", async () => {
    for (const code of ["a".repeat(26), "not-a-code", "A".repeat(26), ""]) {
      expect(statusOf(await verify(code)), code).toBe(404);
    }
  });

  it("a revoked (rejected) membership, or one whose account is gone, is “not a member”", async () => {
    const revoked = await linkedMember();
    const revokedCode = codeOf((await cardPage(revoked.account.cookie)).card);
    await t.db
      .prepare("UPDATE join_applications SET status = 'rejected' WHERE id = ?")
      .bind(revoked.id)
      .run();
    const answer = (await verify(revokedCode)) as Payload<Record<string, unknown>>;
    expect(statusOf(answer)).toBe(200);
    expect(answer.data).toEqual({ status: "not-a-member" });

    const deleted = await linkedMember();
    const deletedCode = codeOf((await cardPage(deleted.account.cookie)).card);
    await t.db.prepare("DELETE FROM users WHERE id = ?").bind(deleted.account.id).run();
    expect(((await verify(deletedCode)) as Payload).data).toEqual({ status: "not-a-member" });
  });

  it("a membership moved to another account stops verifying the first account's card", async () => {
    const member = await linkedMember();
    const first = codeOf((await cardPage(member.account.cookie)).card);
    const other = await signedInAccount(t, `moved-${member.id}@zamwe.test`);
    await t.db
      .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
      .bind(other.id, member.id)
      .run();
    expect(((await verify(first)) as Payload).data).toEqual({ status: "not-a-member" });
    const second = codeOf((await cardPage(other.cookie)).card);
    expect(second).not.toBe(first);
    expect(statusOf(await verify(second))).toBe(200);
  });

  it("a scanner gets 429 from the same address", async () => {
    const limited = await createTestDatabase({}, { rateLimits: true });
    const statuses: number[] = [];
    await startEarlyInALimiterMinute();
    for (let i = 0; i < 25; i++) {
      statuses.push(
        statusOf(await verify("b".repeat(26), { ip: "10.250.9.9", context: limited.context })),
      );
    }
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the card itself", () => {
  it("an account without an approved membership linked by proof gets no card and no code (404)", async () => {
    const unlinked = await signedInAccount(t, "card-unlinked@zamwe.test");
    const pending = await apply();
    const applicant = await signedInAccount(t, "card-pending@zamwe.test");
    await linkApplication(getDb(t.env), applicant.id, {
      phoneNumber: pending.phone,
      paymentReference: pending.reference,
    });
    // An approved member's e-mail is not proof: the account with the same address gets nothing.
    const member = await linkedMember();
    await t.db
      .prepare("UPDATE join_applications SET email = ? WHERE id = ?")
      .bind("card-sameemail@zamwe.test", member.id)
      .run();
    const sameEmail = await signedInAccount(t, "card-sameemail@zamwe.test");
    for (const account of [unlinked, applicant, sameEmail]) {
      expect(statusOf(await call(cardLoader as Loader<unknown>, "/dashboard/card", account))).toBe(
        404,
      );
      expect(
        statusOf(await call(cardImageLoader as Loader<unknown>, "/dashboard/card.svg", account)),
      ).toBe(404);
      expect(
        statusOf(
          await call(cardAction as Loader<unknown>, "/dashboard/card", {
            cookie: account.cookie,
            fields: { intent: "new-code" },
          }),
        ),
      ).toBe(404);
      const dashboard = (await call(dashboardLoader as Loader<unknown>, "/dashboard", account)) as {
        card: unknown;
      };
      expect(dashboard.card).toBeNull();
    }
    const codes = await t.db
      .prepare("SELECT count(*) AS n FROM membership_cards WHERE code_user_id IN (?, ?, ?)")
      .bind(unlinked.id, applicant.id, sameEmail.id)
      .first<{ n: number }>();
    expect(codes!.n).toBe(0);
  });

  it("the dashboard shows her card; the image is hers, an SVG attachment nobody caches", async () => {
    const member = await linkedMember();
    const dashboard = (await call(
      dashboardLoader as Loader<unknown>,
      "/dashboard",
      member.account,
    )) as {
      card: { number: string; verifyUrl: string; qr: { size: number; path: string } };
    };
    expect(dashboard.card.number).toMatch(NUMBER);
    expect(dashboard.card.verifyUrl).toMatch(/^http:\/\/zamwe\.test\/verify\/[a-z2-7]{26}$/);
    expect(dashboard.card.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    const image = (await call(
      cardImageLoader as Loader<unknown>,
      "/dashboard/card.svg",
      member.account,
    )) as Response;
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(image.headers.get("Content-Disposition")).toBe(
      `attachment; filename="zamwe-card-${dashboard.card.number}.svg"`,
    );
    expect(image.headers.get("Cache-Control")).toBe("private, no-store");
    const svg = await image.text();
    expect(svg).toContain(dashboard.card.number);
    expect(svg).toContain('width="85.6mm" height="54mm"');
    expect(svg).not.toContain(member.phone);
    expect(svg).not.toContain("<script");
  });
});
