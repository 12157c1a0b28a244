/**
 * The account's e-mails (issue #27, ADR 0036) against a real D1, the real queue producer and
 * Miniflare's Email Service: "Forgot password?" (one message for an account, none for a stranger,
 * the same answer; a one-hour, one-use link; limits), the confirmation link after sign-up (her
 * password, then her address confirmed and an approved application naming it linked), a sign-up
 * with a taken address (its owner is told), and her language kept on her account. Messages are
 * delivered with `deliverMessage` and their links followed as she would.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { rememberLanguageOfSession } from "../../app/auth/language-preference.server";
import { deliverMessage } from "../../app/messages/deliver.server";
import { getDb } from "../../app/models/db.server";
import {
  ACCOUNT_LINK_INTERVAL_MS,
  findValidResetToken,
  resetPassword,
} from "../../app/models/password-resets.server";
import { action as forgotAction } from "../../app/routes/_auth+/forgot-password";
import { action as loginAction } from "../../app/routes/_auth+/login";
import {
  action as confirmAction,
  loader as confirmLoader,
} from "../../app/routes/_auth+/confirm-email.$token";
import {
  action as resetAction,
  loader as resetLoader,
} from "../../app/routes/_auth+/reset-password.$token";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { action as resendAction } from "../../app/routes/_member+/dashboard_.confirm-email";
import { hashPassword } from "../../app/auth/password.server";
import { createMemberAccount } from "../../app/models/users.server";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { enableTwoFactor, settle, signedInAccount } from "./support/accounts";
import { countOf, createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { locationOf, request, sessionCookie, setCookies, statusOf } from "./support/http";
import { watchMailQueue } from "./support/mail-queue";
import { startEarlyInALimiterMinute } from "./support/limiter-window";
import { routeArgs } from "../support/route-args";

// Sign-ups and sign-ins run PBKDF2 at 100,000 iterations.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

type Route = (args: LoaderFunctionArgs & ActionFunctionArgs) => Promise<unknown>;

let t: TestDatabase;
let queue: ReturnType<typeof watchMailQueue>;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "account-mail-secret" } as Partial<Env>);
  queue = watchMailQueue(t);
  await execSql(t.db, buildSeedSql(Date.now()));
});

const call = (
  route: Route,
  path: string,
  options: {
    fields?: Record<string, string>;
    cookie?: string;
    params?: Record<string, string>;
  } = {},
  test: TestDatabase = t,
) =>
  settle(() =>
    route(
      routeArgs({
        request: request(path, options),
        context: test.context,
        params: options.params ?? {},
      }),
    ),
  );

let accounts = 0;
const uniqueEmail = (label: string) => `${label}-${++accounts}@account-mail.test`;
const PASSWORD = "Her-Own-Password-7";

/** An account as before this issue: it signs in with its password, its address unconfirmed. */
async function existingAccount(email: string, test: TestDatabase = t) {
  const created = await createMemberAccount(getDb(test.env), {
    fullName: "Amina Bello",
    email,
    passwordHash: await hashPassword(PASSWORD),
  });
  if (created === "duplicate") throw new Error(`${email} exists`);
  return created.id;
}

type MessageRow = {
  id: string;
  kind: string;
  language: string;
  recipient: string;
  idempotency_key: string;
};

const messagesTo = async (email: string, test: TestDatabase = t) =>
  (
    await test.db
      .prepare(
        "SELECT id, kind, language, recipient, idempotency_key FROM messages WHERE lower(recipient) = lower(?) ORDER BY created_at",
      )
      .bind(email)
      .all<MessageRow>()
  ).results;

/** Sends the message as the queue's consumer would, and reads it as she would: subject and text. */
async function read(message: MessageRow): Promise<string> {
  expect(await deliverMessage(t.env, message.id)).toBe("sent");
  const row = await t.db
    .prepare("SELECT status, subject, body_text FROM messages WHERE id = ?")
    .bind(message.id)
    .first<{ status: string; subject: string; body_text: string }>();
  expect(row?.status).toBe("sent");
  return `${row!.subject}\n\n${row!.body_text}`;
}

/** The link in a message's text that starts with `path`: its path and query, and its token. */
function linkIn(text: string, path: string) {
  const match = new RegExp(`https?://[^\\s]+(${path}/([A-Za-z0-9_-]+)(\\?lang=ha)?)`).exec(text);
  expect(match, `a ${path} link in:\n${text}`).not.toBeNull();
  return { path: match![1]!, token: match![2]! };
}

const signUp = (email: string, password = PASSWORD, lang = "", test: TestDatabase = t) =>
  call(
    loginAction,
    `/login?${lang ? `lang=${lang}&` : ""}tab=signup`,
    { fields: { intent: "signup", fullName: "Amina Bello", email, password } },
    test,
  );
const logIn = (email: string, password = PASSWORD, lang = "") =>
  call(loginAction, lang ? `/login?lang=${lang}` : "/login", {
    fields: { intent: "login", email, password },
  });
/** "Forgot password?" as she sends it, then the queue's consumer on what the page queued. */
async function forgot(email: string, lang = "") {
  const answer = await call(
    forgotAction,
    lang ? `/forgot-password?lang=${lang}` : "/forgot-password",
    { fields: { email } },
  );
  await queue.runPasswordResets();
  return answer;
}

/** Everything a visitor can see of an answer. */
const visible = (answer: unknown) => ({
  status: statusOf(answer),
  location: locationOf(answer),
  // "Check your e-mail" repeats the address she typed (issue #38): what she typed, not what
  // the site knows of it.
  cookies: setCookies(answer).map((cookie) =>
    cookie.replace(/^zamwe-typed-address=[^;]*/, "zamwe-typed-address=<typed>"),
  ),
});

describe("Forgot password?", () => {
  it("queues one reset message for an account, in the language of the page she asked on, and none for an unknown address, with the same answer", async () => {
    const email = uniqueEmail("forgot");
    // Her account was opened in English; she asks on the Hausa page (issue #38).
    const id = await existingAccount(email);
    await t.db.prepare("UPDATE users SET language = 'en' WHERE id = ?").bind(id).run();
    const stranger = uniqueEmail("stranger");

    const known = await forgot(email.toUpperCase(), "ha");
    const unknown = await forgot(stranger, "ha");
    expect(visible(known)).toEqual(visible(unknown));
    expect(visible(known)).toEqual({
      status: 302,
      location: "/check-email?for=reset&lang=ha",
      cookies: [],
    });
    const sent = await messagesTo(email);
    expect(sent).toMatchObject([{ kind: "password-reset", language: "ha" }]);
    expect(await messagesTo(stranger)).toEqual([]);
    // Her token is stored hashed, made by nobody, for one hour.
    const token = await t.db
      .prepare(
        "SELECT id, created_by, expires_at - created_at AS ttl FROM password_reset_tokens WHERE user_id = ?",
      )
      .bind(id)
      .first<{ id: string; created_by: string | null; ttl: number }>();
    expect(token).toMatchObject({ created_by: null, ttl: 60 * 60 * 1000 });
    expect(sent[0]!.idempotency_key).toBe(`password-reset:${token!.id}`);
  });

  it("sends a link that opens the reset page, sets her password once, and then works no more", async () => {
    const email = uniqueEmail("reset");
    await existingAccount(email);
    await forgot(email);
    const [message] = await messagesTo(email);
    const text = await read(message!);
    expect(text).toContain("Reset your ZAMWE password");
    const link = linkIn(text, "/reset-password");
    expect(link.path).toBe(`/reset-password/${link.token}`);

    const page = (await call(resetLoader, link.path, { params: { token: link.token } })) as {
      email: string;
    };
    expect(page.email).toBe(email);
    const newPassword = "A-New-Password-8";
    const fields = { password: newPassword, confirmPassword: newPassword };
    const reset = await call(resetAction, link.path, { fields, params: { token: link.token } });
    expect(locationOf(reset)).toBe("/login");
    expect(
      statusOf(await call(resetAction, link.path, { fields, params: { token: link.token } })),
    ).toBe(410);
    expect(sessionCookie(await logIn(email, newPassword))).toBeDefined();
    expect(statusOf(await logIn(email, PASSWORD))).toBe(401);
  });

  it("a self-service link expires after one hour", async () => {
    const email = uniqueEmail("expiry");
    const id = await existingAccount(email);
    await forgot(email);
    const { id: tokenHash, created_at } = (await t.db
      .prepare("SELECT id, created_at FROM password_reset_tokens WHERE user_id = ?")
      .bind(id)
      .first<{ id: string; created_at: number }>())!;
    const db = getDb(t.env);
    const justBefore = new Date(created_at + 60 * 60 * 1000 - 1);
    const anHourLater = new Date(created_at + 60 * 60 * 1000);
    expect(await findValidResetToken(db, tokenHash, justBefore)).toEqual({ email });
    expect(await findValidResetToken(db, tokenHash, anHourLater)).toBeUndefined();
    const passwordHash = await hashPassword("Too-Late-Password-1");
    expect(await resetPassword(db, { tokenHash, passwordHash, now: anHourLater })).toBe("invalid");
  });

  it("does not pile up links: one live link, a new one only 15 minutes after the last", async () => {
    const email = uniqueEmail("pile");
    const id = await existingAccount(email);
    for (let i = 0; i < 3; i++) expect(statusOf(await forgot(email))).toBe(302);
    expect(await messagesTo(email)).toHaveLength(1);
    // 15 minutes on (the link's row made earlier), the next request replaces it.
    await t.db
      .prepare("UPDATE password_reset_tokens SET created_at = created_at - ? WHERE user_id = ?")
      .bind(ACCOUNT_LINK_INTERVAL_MS + 1, id)
      .run();
    await forgot(email);
    expect(await messagesTo(email)).toHaveLength(2);
    const live = await countOf(
      t.db,
      "SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = ? AND used_at IS NULL",
      id,
    );
    expect(live).toBe(1);
  });

  it("an admin's reset still ends at her second factor", async () => {
    const admin = await signedInAccount(t, uniqueEmail("admin-reset"), { admin: true });
    await enableTwoFactor(t, admin.id);
    await forgot(admin.email);
    const link = linkIn(await read((await messagesTo(admin.email))[0]!), "/reset-password");
    const newPassword = "Admin-New-Password-9";
    await call(resetAction, link.path, {
      fields: { password: newPassword, confirmPassword: newPassword },
      params: { token: link.token },
    });
    const signedIn = await logIn(admin.email, newPassword);
    expect(locationOf(signedIn)).toMatch(/^\/admin\/login\/code\?redirectTo=/);
  });
});

describe("Forgot password? limits", () => {
  it("refuses the sixth request a minute for one address (429), from any client, and sends one message", async () => {
    const limited = await createTestDatabase({ SESSION_SECRET: "limits" } as Partial<Env>, {
      rateLimits: true,
    });
    const limitedQueue = watchMailQueue(limited);
    const email = uniqueEmail("bomb");
    await existingAccount(email, limited);
    await startEarlyInALimiterMinute(20);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        statusOf(await call(forgotAction, "/forgot-password", { fields: { email } }, limited)),
      );
    }
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
    await limitedQueue.runPasswordResets();
    expect(await messagesTo(email, limited)).toHaveLength(1);
  });
});

describe("sign-up with e-mail on", () => {
  it("holds the new account, sends the confirmation link, and the link (with her password) confirms and signs her in", async () => {
    const email = uniqueEmail("new");
    const answer = await signUp(email, PASSWORD, "ha");
    expect(visible(answer)).toEqual({
      status: 302,
      location: "/check-email?for=signup&lang=ha",
      cookies: ["zamwe-typed-address=<typed>; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure"],
    });
    expect(setCookies(answer)[0]).toContain(`=${encodeURIComponent(email)};`);
    const user = await t.db
      .prepare("SELECT id, language, email_confirmed_at FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string; language: string; email_confirmed_at: number | null }>();
    expect(user).toMatchObject({ language: "ha", email_confirmed_at: null });
    // Held: her password does not sign her in yet, exactly like a wrong one.
    const held = await logIn(email, PASSWORD);
    expect(visible(held)).toEqual(visible(await logIn(email, "Not-Her-Password-1")));

    const [message] = await messagesTo(email);
    expect(message).toMatchObject({ kind: "confirm-address", language: "ha" });
    const text = await read(message!);
    expect(text).toContain("Ku tabbatar da adireshin imel ɗinku na ZAMWE");
    const link = linkIn(text, "/confirm-email");
    expect(link.path).toBe(`/confirm-email/${link.token}?lang=ha`);
    const params = { token: link.token };
    expect(await call(confirmLoader, link.path, { params })).toMatchObject({ email });

    // The link alone is not enough: a wrong password confirms nothing.
    const wrong = await call(confirmAction, link.path, {
      params,
      fields: { password: "Wrong-Password-1" },
    });
    expect(statusOf(wrong)).toBe(401);
    expect(sessionCookie(wrong)).toBeUndefined();

    const confirmed = await call(confirmAction, link.path, {
      params,
      fields: { password: PASSWORD },
    });
    expect(locationOf(confirmed)).toBe("/dashboard?lang=ha");
    expect(sessionCookie(confirmed)).toBeDefined();
    expect(
      await countOf(
        t.db,
        "SELECT count(*) AS n FROM users WHERE id = ? AND email_confirmed_at IS NOT NULL",
        user!.id,
      ),
    ).toBe(1);
    // Single use; and her password now signs her in.
    expect(
      statusOf(await call(confirmAction, link.path, { params, fields: { password: PASSWORD } })),
    ).toBe(410);
    expect(sessionCookie(await logIn(email))).toBeDefined();
  });

  it("links the approved, unlinked application whose applicant proved her address, and no other", async () => {
    const email = uniqueEmail("member");
    const applications = (
      await t.db
        .prepare(
          "SELECT id FROM join_applications WHERE status = 'approved' AND user_id IS NULL AND erased_at IS NULL ORDER BY id LIMIT 3",
        )
        .all<{ id: string }>()
    ).results;
    const [approved, takenByOther, unproven] = applications.map((row) => row.id);
    const pending = (await t.db
      .prepare(
        "SELECT id FROM join_applications WHERE status = 'pending' AND user_id IS NULL LIMIT 1",
      )
      .first<{ id: string }>())!.id;
    const other = await existingAccount(uniqueEmail("other"));
    await t.db.batch([
      t.db
        .prepare("UPDATE join_applications SET email = ? WHERE id IN (?, ?, ?, ?)")
        .bind(email.toUpperCase(), approved, takenByOther, pending, unproven),
      // Her application's link proved the address (issue #37); the other one only names it.
      t.db
        .prepare("UPDATE join_applications SET email_proven_at = 1 WHERE id IN (?, ?, ?)")
        .bind(approved, takenByOther, pending),
      t.db
        .prepare("UPDATE join_applications SET user_id = ? WHERE id = ?")
        .bind(other, takenByOther),
    ]);

    await signUp(email);
    const linkedTo = async (id: string) =>
      (await t.db
        .prepare("SELECT user_id FROM join_applications WHERE id = ?")
        .bind(id)
        .first<{ user_id: string | null }>())!.user_id;
    // A matching e-mail alone links nothing.
    expect(await linkedTo(approved!)).toBeNull();

    const link = linkIn(await read((await messagesTo(email))[0]!), "/confirm-email");
    const confirmed = await call(confirmAction, link.path, {
      params: { token: link.token },
      fields: { password: PASSWORD },
    });
    expect(statusOf(confirmed)).toBe(302);
    const user = (await t.db
      .prepare("SELECT id FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string }>())!;
    expect(await linkedTo(approved!)).toBe(user.id);
    expect(await linkedTo(takenByOther!)).toBe(other);
    expect(await linkedTo(pending)).toBeNull();
    // An address typed on an application and never proven links nothing (issue #37).
    expect(await linkedTo(unproven!)).toBeNull();
    const audit = await t.db
      .prepare(
        "SELECT actor_id, after FROM audit_log WHERE action = 'application.link' AND subject_id = ?",
      )
      .bind(approved)
      .all<{ actor_id: string; after: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]!.actor_id).toBe(user.id);
    expect(JSON.parse(audit.results[0]!.after)).toMatchObject({
      user_id: user.id,
      reason: "proven-address",
    });
    // Her dashboard shows the membership at once.
    const dashboard = (await call(dashboardLoader, "/dashboard", {
      cookie: sessionCookie(confirmed)!,
    })) as { membership: { applicationId: string } | null; confirmNotice: unknown };
    expect(dashboard.membership?.applicationId).toBe(approved);
    expect(dashboard.confirmNotice).toBeNull();
  });

  it("a taken address: the same answer as a new one, its owner is told (once an hour), her account untouched", async () => {
    const email = uniqueEmail("taken");
    const id = await existingAccount(email);
    // Her account reads English; the sign-up was tried on the Hausa page: told in Hausa (#38).
    await t.db.prepare("UPDATE users SET language = 'en' WHERE id = ?").bind(id).run();
    const fresh = uniqueEmail("fresh");
    const taken = await signUp(email.toUpperCase(), "Prober-Password-9", "ha");
    expect(visible(taken)).toEqual(visible(await signUp(fresh, "Prober-Password-9", "ha")));
    await signUp(email, "Prober-Password-9", "ha");
    const told = await messagesTo(email);
    expect(told).toMatchObject([{ kind: "account-exists", language: "ha" }]);
    const text = await read(told[0]!);
    expect(text).toContain("/login?lang=ha");
    expect(text).toContain("/forgot-password?lang=ha");
    expect(sessionCookie(await logIn(email, PASSWORD))).toBeDefined();
    expect(statusOf(await logIn(email, "Prober-Password-9"))).toBe(401);
  });

  it("without e-mail, sign-up keeps its behaviour: no message, and she logs in with her password", async () => {
    const quiet = await createTestDatabase({
      SESSION_SECRET: "quiet",
      MAIL_FROM: "",
    } as Partial<Env>);
    const email = uniqueEmail("quiet");
    const answer = await signUp(email, PASSWORD, "", quiet);
    expect(locationOf(answer)).toBe("/login");
    expect(await messagesTo(email, quiet)).toEqual([]);
    const login = await call(
      loginAction,
      "/login",
      { fields: { intent: "login", email, password: PASSWORD } },
      quiet,
    );
    expect(sessionCookie(login)).toBeDefined();
    // "Forgot password?" answers as ever, and makes no link that could reach nobody.
    const forgotten = await call(forgotAction, "/forgot-password", { fields: { email } }, quiet);
    expect(locationOf(forgotten)).toBe("/check-email?for=reset");
    expect(await countOf(quiet.db, "SELECT count(*) AS n FROM password_reset_tokens")).toBe(0);
  });
});

describe("the dashboard's notice", () => {
  it("asks an unconfirmed account to confirm, and sends the link again at most once in 15 minutes", async () => {
    const account = await signedInAccount(t, uniqueEmail("notice"));
    const page = (await call(dashboardLoader, "/dashboard", { cookie: account.cookie })) as {
      confirmNotice: { confirmNotice: { title: string } } | null;
    };
    expect(page.confirmNotice?.confirmNotice.title).toBe("Please confirm your e-mail address");
    const again = () =>
      call(resendAction, "/dashboard/confirm-email", { cookie: account.cookie, fields: {} });
    expect(locationOf(await again())).toBe("/dashboard");
    expect(locationOf(await again())).toBe("/dashboard");
    expect(await messagesTo(account.email)).toMatchObject([{ kind: "confirm-address" }]);
    // Her link confirms her address; the notice goes.
    const link = linkIn(await read((await messagesTo(account.email))[0]!), "/confirm-email");
    await call(confirmAction, link.path, {
      params: { token: link.token },
      fields: { password: "a-long-test-password" },
    });
    const after = (await call(dashboardLoader, "/dashboard", { cookie: account.cookie })) as {
      confirmNotice: unknown;
    };
    expect(after.confirmNotice).toBeNull();
    // Confirmed, "Send the link again" sends nothing more.
    expect(locationOf(await again())).toBe("/dashboard");
    expect(await messagesTo(account.email)).toHaveLength(1);
  });
});

describe("her language", () => {
  const languageOf = async (email: string) =>
    (await t.db
      .prepare("SELECT language FROM users WHERE email = ?")
      .bind(email)
      .first<{ language: string }>())!.language;

  it("is the page's when she signs in, and the one she switches to while signed in", async () => {
    const email = uniqueEmail("language");
    await existingAccount(email);
    expect(await languageOf(email)).toBe("en");
    const signedIn = await logIn(email, PASSWORD, "ha");
    expect(await languageOf(email)).toBe("ha");
    const cookie = sessionCookie(signedIn)!;
    // The header's "English" link: /about?lang=en with her Hausa cookie.
    const switching = request("/about?lang=en", { cookie: `${cookie}; zamwe-lang=ha` });
    await rememberLanguageOfSession(t.env, switching, () => {});
    expect(await languageOf(email)).toBe("en");
    // Not signed in: nothing to keep (and nothing fails).
    await rememberLanguageOfSession(t.env, request("/about?lang=ha"), () => {});
    expect(await languageOf(email)).toBe("en");
  });

  it("a message she asks for on a page is written in that page's language, not her account's (issue #38)", async () => {
    const email = uniqueEmail("written");
    await existingAccount(email);
    await logIn(email, PASSWORD, "ha");
    await forgot(email, "ha");
    const hausa = await read((await messagesTo(email))[0]!);
    expect(hausa).toContain("Sabunta kalmar sirrinku ta ZAMWE");
    expect(hausa).toContain("?lang=ha");
    // Her account reads Hausa now; asked for on the English page, it comes in English.
    await t.db.prepare("UPDATE password_reset_tokens SET created_at = created_at - 3600000").run();
    await forgot(email);
    const english = await read((await messagesTo(email))[1]!);
    expect(english).toContain("Reset your ZAMWE password");
  });
});

describe("a fault", () => {
  it("answers as ever and logs no address typed into the form", async () => {
    const broken = await createTestDatabase({ SESSION_SECRET: "broken" } as Partial<Env>);
    const brokenQueue = watchMailQueue(broken);
    // Every read of an account fails: drizzle's error names the query's parameters.
    await broken.db.exec("ALTER TABLE users RENAME TO users_elsewhere");
    const email = uniqueEmail("fault");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const forgotten = await call(forgotAction, "/forgot-password", { fields: { email } }, broken);
      expect(locationOf(forgotten)).toBe("/check-email?for=reset");
      // The page only queued her address: the consumer meets the fault, and logs it.
      await brokenQueue.runPasswordResets();
      const lines = logged.mock.calls.map((args) =>
        args.map((arg) => (arg instanceof Error ? `${arg.message}` : String(arg))).join(" "),
      );
      expect(lines.some((line) => line.startsWith("[forgot-password]"))).toBe(true);
      expect(lines.filter((line) => line.toLowerCase().includes(email))).toEqual([]);
    } finally {
      logged.mockRestore();
    }
  });
});

describe("Just signed up? … send the link again (issue #38)", () => {
  it("after a failed sign-in, sends a new link to a waiting account only, and answers every address alike", async () => {
    const email = uniqueEmail("waiting");
    await signUp(email);
    const [first] = await messagesTo(email);
    expect(first).toMatchObject({ kind: "confirm-address" });
    // Her right password, before confirming: the ordinary failure, with her address to resend.
    const failed = (await logIn(email)) as { data: { typedEmail: string } };
    expect(statusOf(failed)).toBe(401);
    expect(failed.data.typedEmail).toBe(email);

    const resend = (address: string) =>
      call(loginAction, "/login?lang=ha", {
        fields: { intent: "resend-confirmation", email: address },
      }).then(async (answer) => {
        await queue.runConfirmationLinks();
        return answer;
      });
    // Within 15 minutes of the first link: the same answer, no pile of links.
    const soon = await resend(email);
    expect(await messagesTo(email)).toHaveLength(1);
    await t.db
      .prepare("UPDATE email_confirmation_tokens SET created_at = created_at - 16 * 60000")
      .run();
    const later = await resend(email);
    const confirmed = await existingAccount(uniqueEmail("confirmed"));
    const stranger = await resend(uniqueEmail("nobody"));
    const owner = await resend(
      (await t.db
        .prepare("SELECT email FROM users WHERE id = ?")
        .bind(confirmed)
        .first<{ email: string }>())!.email,
    );
    for (const answer of [soon, later, stranger, owner]) {
      expect(visible(answer)).toEqual({
        status: 302,
        location: "/check-email?for=resend&lang=ha",
        cookies: [
          "zamwe-typed-address=<typed>; Path=/; Max-Age=900; HttpOnly; SameSite=Lax; Secure",
        ],
      });
    }
    const sent = await messagesTo(email);
    expect(sent.map((m) => [m.kind, m.language])).toEqual([
      ["confirm-address", "en"],
      ["confirm-address", "ha"],
    ]);
  });
});
