/**
 * Accounts with a phone number alone (issue #40), inside workerd against a real D1, the codes
 * sent through the Termii client to the run's stand-in: a sign-up makes no account until its
 * code is right; codes are single use, short-lived, hashed at rest, tried 5 times at most, and
 * work only in the browser that asked; a proven phone links the approved application with that
 * number; she signs in with the phone in any format; "Forgot password?" by code to the phone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendPhoneCode, requestResetCode } from "../../app/auth/phone-account.server";
import { signIn } from "../../app/auth/login.server";
import { hashPassword } from "../../app/auth/password.server";
import { openPhoneAccount, resetPasswordByCode } from "../../app/models/phone-accounts.server";
import {
  PHONE_CODE_INTERVAL_MS,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_MINUTES,
} from "../../app/models/phone-codes.server";
import { getDb } from "../../app/models/db.server";
import { termii, termiiVars } from "./support/termii";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { request } from "./support/http";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(termiiVars);
});

const ORIGIN = "https://zamwe.test";
const { sentTo } = termii;

let serial = 0;
/** A number of this test's own, as she types it (the stand-in lives as long as the run). */
const freshLocalNumber = () =>
  `0707${String((Date.now() * 10 + ++serial) % 10_000_000).padStart(7, "0")}`;
const e164Of = (local: string) => `+234${local.slice(1)}`;
const getDbOf = () => getDb(t.env);
const requester = () => crypto.randomUUID().replaceAll("-", "");

/** Asks for a sign-up code for this number and browser, delivers it, and reads it off the text. */
async function signUpCode(
  phone: string,
  requesterHash: string,
  { language = "en" as "en" | "ha", now = new Date() } = {},
) {
  const outcome = await sendPhoneCode(
    t.env,
    {
      purpose: "sign-up",
      phone,
      requesterHash,
      fullName: "Hauwa Sani",
      passwordHash: await hashPassword("a-long-phone-password"),
      language,
    },
    { origin: ORIGIN, now },
  );
  return { outcome, code: await deliveredCode(phone) };
}

async function deliveredCode(phone: string) {
  const row = await t.db
    .prepare(
      "SELECT id FROM messages WHERE recipient = ? AND status = 'queued' ORDER BY created_at DESC LIMIT 1",
    )
    .bind(phone)
    .first<{ id: string }>();
  if (!row) return null;
  expect(await deliverMessage(t.env, row.id, new Date())).toBe("sent");
  const texts = await sentTo(phone);
  return /(\d{6})/.exec(texts.at(-1)!.sms)![1]!;
}

const accountOf = (phone: string) =>
  t.db
    .prepare(
      "SELECT u.id, u.email, u.phone, u.phone_proven_at, u.sign_in_held, p.full_name, (SELECT group_concat(role) FROM user_roles r WHERE r.user_id = u.id) AS roles FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.phone = ?",
    )
    .bind(phone)
    .first<Record<string, unknown>>();

function signInWith(name: string, password: string) {
  const form = new FormData();
  form.set("email", name);
  form.set("password", password);
  return signIn(t.context, request("/login"), form);
}

describe("a sign-up with a phone", () => {
  it("texts a code in her language, keeps only its hash, and opens no account before it", async () => {
    const phone = e164Of(freshLocalNumber());
    const browser = requester();
    const { outcome, code } = await signUpCode(phone, browser, { language: "ha" });
    expect(outcome).toBe("queued");
    expect(code).toMatch(/^\d{6}$/);
    const text = (await sentTo(phone)).at(-1)!.sms;
    expect(text).toContain(`${code} ita ce lambar tabbatar da wannan wayar`);
    expect(text).toContain(`minti ${PHONE_CODE_MINUTES}`);
    const rows = await t.db
      .prepare("SELECT * FROM phone_codes WHERE phone = ?")
      .bind(phone)
      .all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    expect(JSON.stringify(rows.results)).not.toContain(code!);
    expect(rows.results[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await accountOf(phone)).toBeNull();
    // Production keeps no text of a sent message: here (development) the Outbox shows it.
    const message = await t.db
      .prepare("SELECT kind, channel FROM messages WHERE recipient = ?")
      .bind(phone)
      .first();
    expect(message).toEqual({ kind: "phone-code", channel: "sms" });
  });

  it("opens the account with the right code: phone proven, no e-mail, her name and the user role", async () => {
    const local = freshLocalNumber();
    const phone = e164Of(local);
    const browser = requester();
    const { code } = await signUpCode(phone, browser);
    const opened = await openPhoneAccount(getDbOf(), {
      requesterHash: browser,
      typed: `${code!.slice(0, 3)} ${code!.slice(3)}`,
      now: new Date(),
    });
    expect(opened).toEqual({ userId: expect.any(String), linked: false });
    const account = await accountOf(phone);
    expect(account).toMatchObject({
      email: null,
      phone,
      sign_in_held: 0,
      full_name: "Hauwa Sani",
      roles: "user",
    });
    expect(account!.phone_proven_at).toEqual(expect.any(Number));
    // Single use.
    expect(
      await openPhoneAccount(getDbOf(), { requesterHash: browser, typed: code!, now: new Date() }),
    ).toBe("wrong");
    // She signs in with the phone, in any format, and with the password she chose.
    for (const name of [local, phone, `+234 ${local.slice(1, 4)} ${local.slice(4)}`]) {
      const result = await signInWith(name, "a-long-phone-password");
      expect(result).toMatchObject({
        ok: true,
        user: { id: (opened as { userId: string }).userId },
      });
    }
    expect(await signInWith(local, "not-her-password")).toEqual({ ok: false, reason: "invalid" });
  });

  it("opens nothing with a right code from another browser: a code works where it was asked for", async () => {
    const phone = e164Of(freshLocalNumber());
    const { code } = await signUpCode(phone, requester());
    const elsewhere = await openPhoneAccount(getDbOf(), {
      requesterHash: requester(),
      typed: code!,
      now: new Date(),
    });
    expect(elsewhere).toBe("wrong");
    expect(await accountOf(phone)).toBeNull();
  });

  it(`kills a code after ${PHONE_CODE_MAX_TRIES} wrong tries, and after ${PHONE_CODE_MINUTES} minutes`, async () => {
    const phone = e164Of(freshLocalNumber());
    const browser = requester();
    const { code } = await signUpCode(phone, browser);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < PHONE_CODE_MAX_TRIES; i++) {
      expect(
        await openPhoneAccount(getDbOf(), {
          requesterHash: browser,
          typed: wrong,
          now: new Date(),
        }),
      ).toBe("wrong");
    }
    expect(
      await openPhoneAccount(getDbOf(), { requesterHash: browser, typed: code!, now: new Date() }),
    ).toBe("wrong");

    const later = requester();
    const second = await signUpCode(phone, later);
    const expired = new Date(Date.now() + PHONE_CODE_MINUTES * 60_000 + 1);
    expect(
      await openPhoneAccount(getDbOf(), {
        requesterHash: later,
        typed: second.code!,
        now: expired,
      }),
    ).toBe("wrong");
    expect(await accountOf(phone)).toBeNull();
  });

  it("sends no second code within a minute to the same number, but does to a corrected one", async () => {
    const phone = e164Of(freshLocalNumber());
    const browser = requester();
    const now = new Date();
    await signUpCode(phone, browser, { now });
    const again = await signUpCode(phone, browser, { now: new Date(now.getTime() + 1000) });
    expect(again).toEqual({ outcome: "recent", code: null });
    const corrected = e164Of(freshLocalNumber());
    const fixed = await signUpCode(corrected, browser, { now: new Date(now.getTime() + 2000) });
    expect(fixed.outcome).toBe("queued");
    const afterAMinute = new Date(now.getTime() + PHONE_CODE_INTERVAL_MS + 3000);
    expect((await signUpCode(corrected, browser, { now: afterAMinute })).outcome).toBe("queued");
  });

  it("links the approved application with her proven number, audited, and says so", async () => {
    const phone = e164Of(freshLocalNumber());
    await t.db
      .prepare(
        `INSERT INTO join_applications (id, full_name, phone_number, email, contact_address, next_of_kin,
          business_name, business_type, why_join, membership_plan, status, payment_reference)
         VALUES (?, 'Hauwa Sani', ?, NULL, 'Gusau', 'Kin', 'Shop', 'agriculture', 'To grow', 'pro', 'approved', ?)`,
      )
      .bind(`app-${phone}`, phone, `ZW-P${serial}`)
      .run();
    const browser = requester();
    const { code } = await signUpCode(phone, browser);
    const opened = await openPhoneAccount(getDbOf(), {
      requesterHash: browser,
      typed: code!,
      now: new Date(),
    });
    expect(opened).toEqual({ userId: expect.any(String), linked: true });
    const { userId } = opened as { userId: string };
    const application = await t.db
      .prepare("SELECT user_id FROM join_applications WHERE id = ?")
      .bind(`app-${phone}`)
      .first();
    expect(application).toEqual({ user_id: userId });
    const audit = await t.db
      .prepare(
        "SELECT actor_id, actor_email, action, after FROM audit_log WHERE subject_id = ? ORDER BY id DESC LIMIT 1",
      )
      .bind(`app-${phone}`)
      .first<Record<string, string>>();
    expect(audit).toMatchObject({
      actor_id: userId,
      actor_email: phone,
      action: "application.link",
    });
    expect(JSON.parse(audit!.after!)).toEqual({
      user_id: userId,
      account_email: null,
      reason: "proven-phone",
    });
  });

  it("answers 'taken' to whoever proves a number that has an account, and opens no second one", async () => {
    const phone = e164Of(freshLocalNumber());
    const first = requester();
    const { code } = await signUpCode(phone, first);
    await openPhoneAccount(getDbOf(), { requesterHash: first, typed: code!, now: new Date() });
    const second = requester();
    const again = await signUpCode(phone, second);
    expect(
      await openPhoneAccount(getDbOf(), {
        requesterHash: second,
        typed: again.code!,
        now: new Date(),
      }),
    ).toBe("taken");
    const count = await t.db
      .prepare("SELECT count(*) AS n FROM users WHERE phone = ?")
      .bind(phone)
      .first();
    expect(count).toEqual({ n: 1 });
  });
});

describe("a new password by a code to her proven phone", () => {
  it("texts nobody for a number without an account", async () => {
    const phone = e164Of(freshLocalNumber());
    const outcome = await requestResetCode(t.env, {
      phone,
      requesterHash: requester(),
      origin: ORIGIN,
      language: "en",
    });
    expect(outcome).toBe("no-account");
    expect(await sentTo(phone)).toEqual([]);
  });

  it("sets the new password with the right code, once, and ends her sessions", async () => {
    const phone = e164Of(freshLocalNumber());
    const signUp = requester();
    const { code } = await signUpCode(phone, signUp);
    const opened = (await openPhoneAccount(getDbOf(), {
      requesterHash: signUp,
      typed: code!,
      now: new Date(),
    })) as { userId: string };
    await t.db
      .prepare("INSERT INTO sessions (id, user_id, expires_at, last_seen_at) VALUES (?, ?, ?, 1)")
      .bind(`s-${phone}`, opened.userId, Date.now() + 86_400_000)
      .run();

    const browser = requester();
    expect(
      await requestResetCode(t.env, {
        phone,
        requesterHash: browser,
        origin: ORIGIN,
        language: "en",
      }),
    ).toBe("queued");
    const resetCode = await deliveredCode(phone);
    expect((await sentTo(phone)).at(-1)!.sms).toContain(
      `${resetCode} is your code to set a new password`,
    );
    const newHash = await hashPassword("another-long-password");
    expect(
      await resetPasswordByCode(getDbOf(), {
        requesterHash: requester(),
        typed: resetCode!,
        passwordHash: newHash,
        now: new Date(),
      }),
    ).toBe("wrong");
    expect(
      await resetPasswordByCode(getDbOf(), {
        requesterHash: browser,
        typed: resetCode!,
        passwordHash: newHash,
        now: new Date(),
      }),
    ).toEqual({ userId: opened.userId });
    expect(
      await resetPasswordByCode(getDbOf(), {
        requesterHash: browser,
        typed: resetCode!,
        passwordHash: newHash,
        now: new Date(),
      }),
    ).toBe("wrong");
    const sessions = await t.db
      .prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
      .bind(opened.userId)
      .first();
    expect(sessions).toEqual({ n: 0 });
    expect(await signInWith(phone, "another-long-password")).toMatchObject({ ok: true });
    expect(await signInWith(phone, "a-long-phone-password")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
