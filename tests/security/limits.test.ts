/**
 * Limits that hold under concurrency (issue #15): bursts of guesses sent at once against the
 * failed-login counter, the second factor (codes and recovery codes) and the dashboard's link
 * form. Each attempt is reserved in D1 by one statement before anything is verified, so however
 * the requests interleave, no more than the limit are ever checked.
 */
import type { ActionFunctionArgs } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { timeStep } from "../../app/auth/totp.server";
import { action as codeAction } from "../../app/routes/_auth+/admin_.login_.code";
import { action as linkAction } from "../../app/routes/_member+/dashboard_.link";
import { action as loginAction } from "../../app/routes/_auth+/login";
import {
  codeFor,
  enableTwoFactor,
  settle,
  signedInAccount,
  type SignedIn,
} from "../integration/support/accounts";
import { createTestDatabase, type TestDatabase } from "../integration/support/d1";
import { request, statusOf, type Payload } from "../integration/support/http";
import { securityReport } from "./support/report";
import { routeArgs } from "../support/route-args";

// A burst of PBKDF2 verifications on a busy 2-core machine needs the headroom.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const MINUTE = 60_000;
const BURST = 40;
const LIMIT = 10;
const PASSWORD = "a-long-test-password"; // signedInAccount's
const LOCKED_OUT = /^Too many attempts\. Try again in (\d+) minutes?\.$/;

const report = securityReport("limits", (counts) => ({
  summary: `${counts.bursts ?? 0} bursts, ${counts.attempts ?? 0} attempts sent at once, ${counts.verified ?? 0} let through to verification`,
  checks: counts.attempts ?? 0,
}));

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "limits-secret" } as Partial<Env>);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the app's clock (Date only: D1 and miniflare's timers keep real time). */
const at = (time: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
};

const rows = async (key: string) =>
  (await t.db
    .prepare("SELECT count(*) AS n FROM login_failures WHERE key = ?")
    .bind(key)
    .first<{ n: number }>())!.n;

type Answer = Payload<{
  toast?: { message: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
}>;
const descriptionOf = (answer: unknown) => (answer as Answer).data?.toast?.description;

/** Sends every call at once; none waits for another. */
async function burst(calls: (() => Promise<unknown>)[]) {
  report.add("bursts");
  report.add("attempts", calls.length);
  const answers = await Promise.all(calls.map((call) => settle(call)));
  expect(answers.map(statusOf).filter((status) => status >= 500)).toEqual([]);
  return answers;
}

const post = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) =>
  action(routeArgs({ request: request(path, { fields, cookie }), context: t.context, params: {} }));

describe("failed sign-ins, sent at once", () => {
  it(`${BURST} wrong passwords for one e-mail at once (each from its own client): ${LIMIT} verified, the rest refused, and the right one too until 15 minutes pass`, async () => {
    const victim = await signedInAccount(t, "burst-admin@zamwe.test", { admin: true });
    const login = (password: string) => () =>
      post(loginAction, "/login", { intent: "login", email: victim.email, password });
    const answers = await burst(
      Array.from({ length: BURST }, (_, i) => login(`wrong-password-${i}`)),
    );
    const statuses = answers.map(statusOf);
    const verified = statuses.filter((status) => status === 401).length;
    report.add("verified", verified);
    expect(verified).toBe(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    for (const answer of answers.filter((a) => statusOf(a) === 429)) {
      expect(descriptionOf(answer)).toBe("Too many attempts. Try again in 15 minutes.");
    }
    // One row per verified attempt: the refused ones never reached the password check.
    expect(await rows(`email:${victim.email}`)).toBe(LIMIT);

    const t0 = Date.now();
    at(t0 + 14 * MINUTE);
    const stillLocked = await settle(login(PASSWORD));
    expect(statusOf(stillLocked)).toBe(429);
    expect(descriptionOf(stillLocked)).toBe("Too many attempts. Try again in 1 minute.");
    at(t0 + 15 * MINUTE + 5_000);
    const afterWindow = await settle(login(PASSWORD));
    expect(statusOf(afterWindow)).toBe(302);
    // Her success forgives the e-mail's failures.
    expect(await rows(`email:${victim.email}`)).toBe(0);
  });

  it(`${BURST} wrong passwords from one client across many e-mails: ${LIMIT} verified`, async () => {
    const ip = "203.0.113.200";
    const answers = await burst(
      Array.from(
        { length: BURST },
        (_, i) => () =>
          loginAction(
            routeArgs({
              request: request("/login", {
                ip,
                fields: {
                  intent: "login",
                  email: `walker-${i}@example.com`,
                  password: "guess-1234",
                },
              }),
              context: t.context,
              params: {},
            }),
          ),
      ),
    );
    const statuses = answers.map(statusOf);
    report.add("verified", statuses.filter((status) => status === 401).length);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    expect(await rows(`client:${ip}`)).toBe(LIMIT);
  });
});

describe("second-factor guesses, sent at once", () => {
  /** An admin with two-factor on, and a session that has passed only her password. */
  async function adminWithTwoFactor(email: string) {
    const admin: SignedIn = await signedInAccount(t, email, { admin: true });
    const { secret, recoveryCodes } = await enableTwoFactor(t, admin.id);
    /** The code her app shows now (or `offset` steps away). */
    const code = (offset = 0) => codeFor(secret, timeStep(new Date()) + offset);
    const submit = (input: string) => () =>
      post(codeAction, "/admin/login/code", { code: input, redirectTo: "/admin" }, admin.cookie);
    return { admin, code, recoveryCodes, submit };
  }
  /** Six digits that no window around now accepts. */
  function wrongCodes(right: (offset?: number) => string, n: number) {
    const taken = new Set([-2, -1, 0, 1, 2].map(right));
    return Array.from({ length: n }, (_, i) => {
      let code = String(100_000 + i * 7919).slice(-6);
      while (taken.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      taken.add(code);
      return code;
    });
  }
  const unusedRecoveryCodes = async (userId: string) =>
    (await t.db
      .prepare(
        "SELECT count(*) AS n FROM admin_recovery_codes WHERE user_id = ? AND used_at IS NULL",
      )
      .bind(userId)
      .first<{ n: number }>())!.n;

  it(`${BURST} six-digit codes at once: ${LIMIT} checked, the rest refused; the right code is refused until the window passes`, async () => {
    const { admin, code, submit } = await adminWithTwoFactor("burst-2fa@zamwe.test");
    const answers = await burst(wrongCodes(code, BURST).map(submit));
    const statuses = answers.map(statusOf);
    report.add("verified", statuses.filter((status) => status === 401).length);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    for (const answer of answers.filter((a) => statusOf(a) === 429)) {
      expect(descriptionOf(answer)).toMatch(LOCKED_OUT);
    }
    expect(await rows(`second-factor:${admin.id}`)).toBe(LIMIT);

    const t0 = Date.now();
    const refused = await settle(submit(code()));
    expect(statusOf(refused)).toBe(429);
    expect(descriptionOf(refused)).toMatch(LOCKED_OUT);
    // Nothing was claimed: the code's step is still unused.
    expect(
      await t.db
        .prepare("SELECT last_used_step FROM admin_totp WHERE user_id = ?")
        .bind(admin.id)
        .first(),
    ).toEqual({ last_used_step: null });

    at(t0 + 15 * MINUTE + 5_000);
    const passed = await settle(submit(code()));
    expect(statusOf(passed)).toBe(302);
    expect((passed as Response).headers.get("Location")).toBe("/admin");
    expect(await rows(`second-factor:${admin.id}`)).toBe(0);
  });

  it(`${BURST} recovery codes at once: ${LIMIT} checked; a real recovery code after the limit is refused and stays unused`, async () => {
    const { admin, recoveryCodes, submit } = await adminWithTwoFactor("burst-recovery@zamwe.test");
    const guesses = Array.from(
      { length: BURST },
      (_, i) => `guess${String(i).padStart(5, "a").slice(-5)}`,
    ).map((guess) => `${guess.slice(0, 5)}-${guess.slice(5)}`);
    const answers = await burst(guesses.map(submit));
    const statuses = answers.map(statusOf);
    report.add("verified", statuses.filter((status) => status === 401).length);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);

    const refused = await settle(submit(recoveryCodes[0]!));
    expect(statusOf(refused)).toBe(429);
    expect(descriptionOf(refused)).toMatch(LOCKED_OUT);
    expect(await unusedRecoveryCodes(admin.id)).toBe(recoveryCodes.length);

    at(Date.now() + 15 * MINUTE + 5_000);
    expect(statusOf(await settle(submit(recoveryCodes[0]!)))).toBe(302);
    expect(await unusedRecoveryCodes(admin.id)).toBe(recoveryCodes.length - 1);
  });
});

describe("guessing the link between an account and a membership", () => {
  const HOUR = 60 * MINUTE;
  const LINK_LOCKED =
    /^Too many attempts to link an application\. Try again in \d+ (hours?|minutes?), or contact us and an admin will link it for you\.$/;
  let applications = 0;
  /** An approved member whose phone is public (the directory) and whose reference is secret. */
  async function approvedMember(phone: string, email = "hadiza@example.com") {
    const id = crypto.randomUUID();
    const reference = `ZW-K${"ABCDEFGH"[++applications % 8]}7Q9`;
    await t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference)
         VALUES (?, 'Hadiza Garba', ?, ?, 'Gusau', 'Garba Musa', 'Hadiza Foods', 'Food', 'To grow.', 'pro', 'approved', ?)`,
      )
      .bind(id, phone, email, reference)
      .run();
    return { id, phone, reference };
  }
  /** Wrong references in the real format (so each one reaches the lookup). */
  const guesses = (right: string, n: number) =>
    Array.from({ length: n }, (_, i) => `ZW-${String(22_222 + i).replace(/[01]/g, "Z")}`).filter(
      (guess) => guess !== right,
    );
  const link = (cookie: string, phoneNumber: string, paymentReference: string) => () =>
    post(linkAction, "/dashboard/link", { phoneNumber, paymentReference }, cookie);
  const linkedTo = async (id: string) =>
    (
      await t.db
        .prepare("SELECT user_id FROM join_applications WHERE id = ?")
        .bind(id)
        .first<{ user_id: string | null }>()
    )?.user_id;

  it(`${BURST} guesses at once from one account: ${LIMIT} looked up, the rest refused; the right reference after that is refused too, nothing linked`, async () => {
    const member = await approvedMember("+2348039990001");
    const attacker = await signedInAccount(t, "guesser@example.com");
    const answers = await burst(
      guesses(member.reference, BURST).map((guess) => link(attacker.cookie, member.phone, guess)),
    );
    const statuses = answers.map(statusOf);
    report.add("verified", statuses.filter((status) => status === 404).length);
    expect(statuses.filter((status) => status === 404)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - LIMIT);
    for (const answer of answers.filter((a) => statusOf(a) === 429)) {
      expect(descriptionOf(answer)).toMatch(LINK_LOCKED);
    }
    expect(await rows(`link-account:${attacker.id}`)).toBe(LIMIT);

    const right = await settle(link(attacker.cookie, "0803 999 0001", member.reference));
    expect(statusOf(right)).toBe(429);
    expect(descriptionOf(right)).toMatch(LINK_LOCKED);
    expect(await linkedTo(member.id)).toBeNull();
  });

  it("guesses at one phone from many accounts stop at the phone's limit; the right one is refused for a day, then works", async () => {
    const member = await approvedMember("+2348039990002");
    const wrong = guesses(member.reference, LIMIT);
    const attackers = await Promise.all(
      Array.from({ length: LIMIT + 1 }, (_, i) => signedInAccount(t, `sybil-${i}@example.com`)),
    );
    const answers = await burst(
      wrong.map((guess, i) => link(attackers[i]!.cookie, member.phone, guess)),
    );
    report.add("verified", answers.length);
    expect(answers.map(statusOf)).toEqual(wrong.map(() => 404));
    const t0 = Date.now();
    const refused = await settle(link(attackers[LIMIT]!.cookie, member.phone, member.reference));
    expect(statusOf(refused)).toBe(429);
    expect(descriptionOf(refused)).toBe(
      "Too many attempts to link an application. Try again in 24 hours, or contact us and an admin will link it for you.",
    );
    expect(await linkedTo(member.id)).toBeNull();

    // The real member from an account under another e-mail than her application's: to the
    // form she is one more stranger, so she waits the day (or an admin links her).
    const owner = await signedInAccount(t, "hadiza-herself@example.com");
    at(t0 + 23 * HOUR);
    expect(statusOf(await settle(link(owner.cookie, member.phone, member.reference)))).toBe(429);
    at(t0 + 24 * HOUR + MINUTE);
    expect(statusOf(await settle(link(owner.cookie, member.phone, member.reference)))).toBe(302);
    expect(await linkedTo(member.id)).toBe(owner.id);
  });

  it("strangers' guesses at her phone never lock out the account with her e-mail on the application; strangers stay stopped", async () => {
    const member = await approvedMember("+2348039990003", "hauwa.bello@example.com");
    const wrong = guesses(member.reference, LIMIT);
    const strangers = await Promise.all(
      Array.from({ length: LIMIT + 1 }, (_, i) => signedInAccount(t, `stranger-${i}@example.com`)),
    );
    const answers = await burst(
      wrong.map((guess, i) => link(strangers[i]!.cookie, member.phone, guess)),
    );
    report.add("verified", answers.length);
    expect(answers.map(statusOf)).toEqual(wrong.map(() => 404));
    // Another stranger, even with the right reference: the phone's limit stops him.
    const stranger = await settle(link(strangers[LIMIT]!.cookie, member.phone, member.reference));
    expect(statusOf(stranger)).toBe(429);
    expect(await linkedTo(member.id)).toBeNull();

    // She signs up with the e-mail she applied with (in her own case) and links at once.
    const owner = await signedInAccount(t, "Hauwa.Bello@Example.com");
    const linked = await settle(link(owner.cookie, "0803 999 0003", member.reference));
    expect(statusOf(linked)).toBe(302);
    expect(await linkedTo(member.id)).toBe(owner.id);
  });

  it("the account with her e-mail on the application still has its own limit", async () => {
    const member = await approvedMember("+2348039990004", "zainab.umar@example.com");
    const owner = await signedInAccount(t, "zainab.umar@example.com");
    const answers = await burst(
      guesses(member.reference, BURST).map((guess) => link(owner.cookie, member.phone, guess)),
    );
    report.add("verified", answers.filter((answer) => statusOf(answer) === 404).length);
    expect(answers.filter((answer) => statusOf(answer) === 404)).toHaveLength(LIMIT);
    expect(await rows(`link-account:${owner.id}`)).toBe(LIMIT);
    // Her own failures count against her account, not against the phone.
    expect(await rows(`link-phone:${member.phone}`)).toBe(0);
    expect(statusOf(await settle(link(owner.cookie, member.phone, member.reference)))).toBe(429);
    expect(await linkedTo(member.id)).toBeNull();
  });
});
