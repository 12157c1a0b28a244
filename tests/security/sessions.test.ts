/**
 * Session attacks (issue #8), each through the app's own loaders and actions with the cookie a
 * browser would send: fixation, replay after logout, tampered cookies, idle expiry, a revoked
 * admin role, and a password without its second factor (issue #26). Every attack is paired with the same request done right, so a refusal cannot be
 * an accident of a broken setup.
 */
import type { AppLoadContext } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken, sessionStorage } from "../../app/auth/session.server";
import { loader as rootLoader } from "../../app/root";
import { loader as adminLoader } from "../../app/routes/admin+/_layout";
import { loader as checkInLoader } from "../../app/routes/admin+/events.$id.check-in";
import { action as teamAction } from "../../app/routes/admin+/team";
import {
  action as adminLoginAction,
  loader as adminLoginLoader,
} from "../../app/routes/_auth+/admin_.login";
import {
  action as codeAction,
  loader as codeLoader,
} from "../../app/routes/_auth+/admin_.login_.code";
import { loader as dataJsonLoader } from "../../app/routes/_member+/dashboard_.data[.json]";
import { action as deleteAction } from "../../app/routes/_member+/dashboard_.delete";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { action as linkAction } from "../../app/routes/_member+/dashboard_.link";
import { action as loginAction, loader as loginLoader } from "../../app/routes/_auth+/login";
import { action as logoutAction } from "../../app/routes/_auth+/logout";
import { getLoadContext } from "../../load-context";
import worker from "../../server";
import { codeFor, enableTwoFactor, settle } from "../integration/support/accounts";
import { createTestDatabase, type TestDatabase } from "../integration/support/d1";
import {
  locationOf,
  request,
  sessionCookie,
  statusOf,
  workerContext,
} from "../integration/support/http";
import { securityReport } from "./support/report";
import { routeArgs } from "../support/route-args";

// Every sign-in runs PBKDF2 at 100,000 iterations; a busy 2-core machine needs the headroom.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const PASSWORD = "Gusau-Spices-2024";

const report = securityReport("sessions", (counts) => {
  const attacks = counts.attacks ?? 0;
  return {
    summary: `${attacks} session attacks (${[
      "fixation",
      "replay",
      "tampered",
      "expired",
      "revoked",
      "half-open",
    ]
      .map((kind) => `${kind} ${counts[kind] ?? 0}`)
      .join(", ")}), ${counts.requests ?? 0} requests checked`,
    checks: counts.requests ?? 0,
  };
});

/** Counts one attack of a kind; `requests` is added to by each hostile request sent. */
const attack = (kind: string) => {
  report.add("attacks");
  report.add(kind);
};

let t: TestDatabase;
/** The background work (session deletion, sliding expiry) the requests hand to waitUntil. */
const background: Promise<unknown>[] = [];
let context: AppLoadContext;
beforeAll(async () => {
  // E-mail off: sign-up makes an account that signs in at once, as without Email Sending. With
  // e-mail on a new account is held until its address is confirmed (ADR 0036):
  // tests/integration/account-mail.test.ts.
  t = await createTestDatabase({
    SESSION_SECRET: "session-attack-secret",
    MAIL_FROM: "",
  } as Partial<Env>);
  context = getLoadContext({
    env: t.env,
    ctx: { waitUntil: (p) => void background.push(p), passThroughOnException() {} },
  });
});
afterEach(() => vi.useRealTimers());

const settled = () => Promise.all(background.splice(0));
const args = (req: Request) => ({ request: req, context, params: {} });

const signup = (email: string, cookie?: string) =>
  settle(() =>
    loginAction(
      routeArgs(
        args(
          request("/login?tab=signup", {
            fields: { intent: "signup", fullName: "Session Tester", email, password: PASSWORD },
            cookie,
          }),
        ),
      ),
    ),
  );
const login = (email: string, cookie?: string) =>
  settle(() =>
    loginAction(
      routeArgs(
        args(request("/login", { fields: { intent: "login", email, password: PASSWORD }, cookie })),
      ),
    ),
  );
const adminLogin = (email: string, cookie?: string) =>
  settle(() =>
    adminLoginAction(
      routeArgs(args(request("/admin/login", { fields: { email, password: PASSWORD }, cookie }))),
    ),
  );
const logout = (cookie: string) =>
  settle(() => logoutAction(routeArgs(args(request("/logout", { method: "POST", cookie })))));
const dashboard = (cookie: string) =>
  settle(() => dashboardLoader(routeArgs(args(request("/dashboard", { cookie })))));
const linkPost = (cookie: string) =>
  settle(() =>
    linkAction(
      routeArgs(
        args(
          request("/dashboard/link", {
            fields: { phoneNumber: "0803 123 4567", paymentReference: "ZW-AAAAA" },
            cookie,
          }),
        ),
      ),
    ),
  );
const adminPage = (cookie: string) =>
  settle(() => adminLoader(routeArgs(args(request("/admin", { cookie })))));
const team = (fields: Record<string, string>, cookie: string) =>
  settle(() => teamAction(routeArgs(args(request("/admin/team", { fields, cookie })))));

/** What an attacker's request got: signed in (the member page's data) or sent to log in. */
async function asMember(cookie: string): Promise<"signed in" | "to login"> {
  report.add("requests");
  const answer = await dashboard(cookie);
  if (answer instanceof Response) {
    expect(answer.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard");
    return "to login";
  }
  expect(answer).toHaveProperty("email");
  return "signed in";
}
/** Whether the admin area opens for this cookie (a member or nobody is sent elsewhere). */
async function asAdmin(cookie: string): Promise<"admin" | "refused"> {
  report.add("requests");
  const answer = await adminPage(cookie);
  if (answer instanceof Response) {
    expect(answer.status).toBe(302);
    return "refused";
  }
  expect(answer).toHaveProperty("counts");
  return "admin";
}

const count = async (query: string, ...binds: unknown[]) =>
  (await t.db
    .prepare(query)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const userId = async (email: string) =>
  (await t.db.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!
    .id;
const sessionRows = async (id: string) =>
  (
    await t.db.prepare("SELECT id FROM sessions WHERE user_id = ?").bind(id).all<{ id: string }>()
  ).results.map((row) => row.id);
const tokenIn = async (cookie: string) =>
  (await sessionStorage(t.env).getSession(cookie)).get("token") as string | undefined;
const adminRoleRows = (id: string) =>
  count("SELECT count(*) AS n FROM user_roles WHERE user_id = ? AND role = 'admin'", id);

let accounts = 0;
/** A member signed up through the form, then logged in: her e-mail, id and session cookie. */
async function member(label: string) {
  const email = `${label}-${++accounts}@sessions.test`;
  expect(statusOf(await signup(email))).toBe(302);
  const answer = await login(email);
  expect(statusOf(answer)).toBe(302);
  return { email, id: await userId(email), cookie: sessionCookie(answer)! };
}
/** An admin (the role granted in D1, as admin:create does), signed in through /admin/login. */
async function admin(label: string) {
  const account = await member(label);
  await t.db
    .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')")
    .bind(account.id)
    .run();
  // From the same browser: the member session she had is replaced by the admin one.
  const answer = await adminLogin(account.email, account.cookie);
  expect((answer as Response).headers.get("Location")).toBe("/admin");
  return { ...account, cookie: sessionCookie(answer)! };
}

/** A cookie carrying these values, signed with the server's secret (what forging would need). */
async function signedCookie(values: { token?: string; roles?: string[] }) {
  const storage = sessionStorage(t.env);
  const session = await storage.getSession();
  for (const [key, value] of Object.entries(values)) session.set(key as "token", value as string);
  return (await storage.commitSession(session)).split(";")[0]!;
}

/** The cookie's signed value split into the encoded payload and the signature. */
function partsOf(cookie: string) {
  const value = decodeURIComponent(cookie.slice("zamwe-session=".length));
  const dot = value.lastIndexOf(".");
  return { payload: value.slice(0, dot), signature: value.slice(dot + 1) };
}
const cookieOf = (payload: string, signature: string) =>
  `zamwe-session=${encodeURIComponent(`${payload}.${signature}`)}`;

describe("session fixation: a cookie the browser came with is never promoted", () => {
  it("a planted cookie (a token the attacker knows) is replaced by a new token at login and stays dead", async () => {
    const victim = await member("fixation-victim");
    const plantedToken = "attacker-chosen-token-0123456789abcdefghijklmno";
    const planted = await signedCookie({ token: plantedToken, roles: ["user"] });
    attack("fixation");
    const answer = await login(victim.email, planted);
    expect(statusOf(answer)).toBe(302);
    const issued = sessionCookie(answer)!;
    expect(await tokenIn(issued)).not.toBe(plantedToken);
    expect(await sessionRows(victim.id)).not.toContain(hashToken(plantedToken));
    expect(await asMember(planted)).toBe("to login");
    expect(await asMember(issued)).toBe("signed in");
  });

  it("the attacker's own live session, planted in the victim's browser, is ended by her login, not handed to her", async () => {
    const attacker = await member("fixation-attacker");
    const victim = await member("fixation-victim");
    expect(await asMember(attacker.cookie)).toBe("signed in");
    attack("fixation");
    const answer = await login(victim.email, attacker.cookie);
    const issued = sessionCookie(answer)!;
    expect(await tokenIn(issued)).not.toBe(await tokenIn(attacker.cookie));
    // The planted session is gone; it never became the victim's.
    expect(await sessionRows(attacker.id)).toEqual([]);
    expect(await asMember(attacker.cookie)).toBe("to login");
    expect(await sessionRows(victim.id)).toContain(hashToken((await tokenIn(issued))!));
  });

  it("each login starts a new session and deletes the one the browser came with; other devices keep theirs", async () => {
    const account = await member("relogin");
    attack("fixation");
    const second = sessionCookie(await login(account.email, account.cookie))!;
    expect(await tokenIn(second)).not.toBe(await tokenIn(account.cookie));
    expect(await sessionRows(account.id)).toEqual([hashToken((await tokenIn(second))!)]);
    expect(await asMember(account.cookie)).toBe("to login");
    expect(await asMember(second)).toBe("signed in");
    const third = sessionCookie(await login(account.email))!;
    expect(await sessionRows(account.id)).toHaveLength(2);
    expect(await asMember(third)).toBe("signed in");
  });

  it("sign-up starts no session over a planted cookie; admin login issues a fresh token", async () => {
    const plantedToken = "another-attacker-token-abcdefghijklmnopqrstuvw";
    const planted = await signedCookie({ token: plantedToken, roles: ["user", "admin"] });
    attack("fixation");
    const email = `fixation-signup-${++accounts}@sessions.test`;
    // Sign-up signs nobody in (ADR 0012): no cookie is set, and the planted one stays dead.
    expect(sessionCookie(await signup(email, planted))).toBeUndefined();
    expect(await asMember(planted)).toBe("to login");
    const boss = await admin("fixation-admin");
    attack("fixation");
    const adminCookie = sessionCookie(await adminLogin(boss.email, planted))!;
    expect(await tokenIn(adminCookie)).not.toBe(plantedToken);
    expect(await asAdmin(adminCookie)).toBe("admin");
    expect(await asAdmin(planted)).toBe("refused");
    expect(
      await count("SELECT count(*) AS n FROM sessions WHERE id = ?", hashToken(plantedToken)),
    ).toBe(0);
  });
});

describe("replay after logout", () => {
  it("a member's saved cookie opens nothing once she logged out, for pages and posts alike", async () => {
    const account = await member("logout");
    expect(await asMember(account.cookie)).toBe("signed in");
    const answer = (await logout(account.cookie)) as Response;
    expect(answer.headers.get("Location")).toBe("/");
    const cleared = answer.headers.getSetCookie().find((c) => c.startsWith("zamwe-session="))!;
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(await sessionRows(account.id)).toEqual([]);
    attack("replay");
    expect(await asMember(account.cookie)).toBe("to login");
    report.add("requests");
    const post = (await linkPost(account.cookie)) as Response;
    expect(post.headers.get("Location")).toBe("/login?redirectTo=%2Fdashboard%2Flink");
  });

  it("an admin's saved cookie opens neither the admin pages nor its actions after logout", async () => {
    const boss = await admin("logout-admin");
    const someone = await member("logout-target");
    expect(await asAdmin(boss.cookie)).toBe("admin");
    await logout(boss.cookie);
    attack("replay");
    expect(await asAdmin(boss.cookie)).toBe("refused");
    report.add("requests");
    expect(statusOf(await team({ intent: "grant", email: someone.email }, boss.cookie))).toBe(403);
    expect(await adminRoleRows(someone.id)).toBe(0);
  });
});

describe("logging out clears what the site kept in her browser (issue #37)", () => {
  const CLEAR = '"cache", "storage"';
  const logoutThroughWorker = (path: string, cookie: string) =>
    worker.fetch(
      new Request(`http://zamwe.test${path}`, {
        method: "POST",
        headers: {
          Host: "zamwe.test",
          Origin: "http://zamwe.test",
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "",
      }) as Parameters<typeof worker.fetch>[0],
      t.env,
      workerContext,
    );

  it("the answer to Log out says Clear-Site-Data: cache and storage (the door's list, its service worker), with and without JavaScript", async () => {
    const account = await member("logout-clears");
    const answer = (await logout(account.cookie)) as Response;
    expect(answer.headers.get("Clear-Site-Data")).toBe(CLEAR);
    // Through the Worker, as the browser gets it: the form's post, and the enhanced form's.
    for (const path of ["/logout", "/logout.data"]) {
      const signedIn = await member(`logout-clears${path.replace(/\W/g, "-")}`);
      const response = await logoutThroughWorker(path, signedIn.cookie);
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("Clear-Site-Data"), path).toBe(CLEAR);
      expect(await sessionRows(signedIn.id), path).toEqual([]);
    }
  });
});

describe("tampered cookies count as no session", () => {
  it("a broken signature (one character of it changed)", async () => {
    const account = await member("tamper-signature");
    const { payload, signature } = partsOf(account.cookie);
    const flipped = signature[0] === "A" ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    attack("tampered");
    expect(await asMember(cookieOf(payload, flipped))).toBe("to login");
    expect(await asMember(cookieOf(payload, ""))).toBe("to login");
    expect(await asMember("zamwe-session=forged.value")).toBe("to login");
    // The untouched cookie still works: the refusals above were the tampering's doing.
    expect(await asMember(account.cookie)).toBe("signed in");
    // And a browser holding garbage can still sign in and out.
    const fresh = sessionCookie(await login(account.email, "zamwe-session=forged.value"))!;
    expect(await asMember(fresh)).toBe("signed in");
    expect(statusOf(await logout("zamwe-session=forged.value"))).toBe(302);
  });

  it("an altered token: re-encoded without the secret, or validly signed but not issued by us", async () => {
    const account = await member("tamper-token");
    const token = (await tokenIn(account.cookie))!;
    const { signature } = partsOf(account.cookie);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const payload = btoa(JSON.stringify({ token: altered, roles: ["user"] }));
    attack("tampered");
    expect(await asMember(cookieOf(payload, signature))).toBe("to login");
    expect(await asMember(await signedCookie({ token: altered, roles: ["user"] }))).toBe(
      "to login",
    );
    expect(await asMember(account.cookie)).toBe("signed in");
  });

  it("a roles claim edited to admin: refused unsigned, and ignored when signed (roles come from D1)", async () => {
    const account = await member("tamper-roles");
    const token = (await tokenIn(account.cookie))!;
    const { signature } = partsOf(account.cookie);
    const edited = btoa(JSON.stringify({ token, roles: ["user", "admin"] }));
    attack("tampered");
    expect(await asAdmin(cookieOf(edited, signature))).toBe("refused");
    expect(await asMember(cookieOf(edited, signature))).toBe("to login");
    // Even a cookie that really says admin (as if the secret had leaked) gets no admin rights.
    const forged = await signedCookie({ token, roles: ["user", "admin"] });
    expect(await asAdmin(forged)).toBe("refused");
    report.add("requests");
    expect(statusOf(await team({ intent: "grant", email: account.email }, forged))).toBe(403);
    expect(await adminRoleRows(account.id)).toBe(0);
    // Its token is hers, so it is her member session still.
    expect(await asMember(forged)).toBe("signed in");
  });
});

/** Moves the app's clock (Date only: D1 and workerd's timers keep real time). */
const at = (time: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(time);
};

describe("expired sessions (idle TTL passed)", () => {
  it("a member cookie idle for 30 days opens nothing and its row is deleted; use slides the expiry", async () => {
    const t0 = Date.now();
    const idle = await member("idle-member");
    const used = await member("busy-member");
    at(t0 + 30 * DAY - MINUTE);
    expect(await asMember(idle.cookie)).toBe("signed in");
    await settled();
    vi.useRealTimers();
    const again = await member("idle-member-again");
    at(t0 + 30 * DAY + MINUTE);
    attack("expired");
    expect(await asMember(again.cookie)).toBe("to login");
    await settled();
    expect(await sessionRows(again.id)).toEqual([]);
    // Used on day 20, the other is still valid on day 40 and expires 30 idle days later.
    at(t0 + 20 * DAY);
    expect(await asMember(used.cookie)).toBe("signed in");
    await settled();
    at(t0 + 40 * DAY);
    expect(await asMember(used.cookie)).toBe("signed in");
    await settled();
    at(t0 + 70 * DAY + MINUTE);
    attack("expired");
    expect(await asMember(used.cookie)).toBe("to login");
  });

  it("an admin session ends after 12 idle hours, for the admin pages and the member pages", async () => {
    const t0 = Date.now();
    const boss = await admin("idle-admin");
    at(t0 + 12 * HOUR - MINUTE);
    expect(await asAdmin(boss.cookie)).toBe("admin");
    await settled();
    at(t0 + 24 * HOUR);
    attack("expired");
    expect(await asAdmin(boss.cookie)).toBe("refused");
    expect(await asMember(boss.cookie)).toBe("to login");
    await settled();
    expect(await sessionRows(boss.id)).toEqual([]);
  });
});

describe("a steward's session (issue #37)", () => {
  /** A member granted the steward role (Admin → Team), signed in at /login afterwards. */
  async function steward(label: string) {
    const account = await member(label);
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
      .bind(account.id)
      .run();
    const answer = await login(account.email, account.cookie);
    return { ...account, cookie: sessionCookie(answer)! };
  }
  /** The door's page (an event nobody has: her session decides before the event does). */
  async function asDoorStaff(cookie: string): Promise<"at the door" | "to login"> {
    report.add("requests");
    const answer = await settle(() =>
      checkInLoader(
        routeArgs({
          request: request("/admin/events/no-such-event/check-in", { cookie }),
          context,
          params: { id: "no-such-event" },
        }),
      ),
    );
    expect(answer).toBeInstanceOf(Response);
    if ((answer as Response).status === 404) return "at the door";
    expect((answer as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    return "to login";
  }

  it("ends after a day of idleness, on the door's page and the member pages; a member's lasts 30 days", async () => {
    const t0 = Date.now();
    const door = await steward("idle-steward");
    const plain = await member("idle-plain-member");
    at(t0 + 24 * HOUR - MINUTE);
    expect(await asDoorStaff(door.cookie)).toBe("at the door");
    await settled();
    vi.useRealTimers();
    const idle = await steward("idle-steward-again");
    at(t0 + 24 * HOUR + MINUTE);
    attack("expired");
    expect(await asDoorStaff(idle.cookie)).toBe("to login");
    expect(await asMember(idle.cookie)).toBe("to login");
    await settled();
    expect(await sessionRows(idle.id)).toEqual([]);
    // The member beside her keeps her 30 days.
    expect(await asMember(plain.cookie)).toBe("signed in");
    // Used within the day, a steward's session slides like any other.
    at(t0 + 47 * HOUR);
    expect(await asMember(door.cookie)).toBe("signed in");
    await settled();
    at(t0 + 48 * HOUR + 2 * MINUTE);
    attack("expired");
    expect(await asMember(door.cookie)).toBe("signed in");
    await settled();
    at(t0 + 73 * HOUR);
    attack("expired");
    expect(await asMember(door.cookie)).toBe("to login");
  });

  it("a session of an account made a steward while signed in follows the role from its next request", async () => {
    const t0 = Date.now();
    const later = await member("later-steward");
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
      .bind(later.id)
      .run();
    at(t0 + 25 * HOUR);
    attack("expired");
    expect(await asMember(later.cookie)).toBe("to login");
  });
});

describe("a revoked admin role takes effect on the very next request", () => {
  it("revoked through the Team tab: the next page and post are refused; re-granted, they work again", async () => {
    const boss = await admin("revoker");
    const revoked = await admin("revoked");
    const bystander = await member("revoke-target");
    expect(await asAdmin(revoked.cookie)).toBe("admin");
    const answer = (await team({ intent: "revoke", userId: revoked.id }, boss.cookie)) as Response;
    expect(answer.status).toBe(302);
    attack("revoked");
    // The same cookie, which still claims admin, on the very next request.
    expect(
      (await sessionStorage(t.env).getSession(revoked.cookie)).get("roles") as string[],
    ).toContain("admin");
    report.add("requests");
    const page = (await adminPage(revoked.cookie)) as Response;
    expect(page.headers.get("Location")).toBe("/");
    report.add("requests");
    expect(statusOf(await team({ intent: "grant", email: bystander.email }, revoked.cookie))).toBe(
      403,
    );
    expect(await adminRoleRows(bystander.id)).toBe(0);
    // Still her member session; and the grant takes effect just as fast.
    expect(await asMember(revoked.cookie)).toBe("signed in");
    await team({ intent: "grant", email: revoked.email }, boss.cookie);
    expect(await asAdmin(revoked.cookie)).toBe("admin");
  });
});

describe("a password without its second factor signs in nowhere (issue #26)", () => {
  /** An admin (beside another, so she is not the last) with two-factor on: her key. */
  async function adminWithTwoFactor(label: string) {
    const boss = await admin(label);
    await admin(`${label}-colleague`);
    const { secret } = await enableTwoFactor(t, boss.id);
    return { ...boss, secret };
  }
  const secondFactorAt = async (cookie: string) =>
    (await t.db
      .prepare("SELECT second_factor_at AS at FROM sessions WHERE id = ?")
      .bind(hashToken((await tokenIn(cookie))!))
      .first<{ at: number | null }>())!.at;
  const headerAccount = async (cookie: string) =>
    (
      (await rootLoader(routeArgs(args(request("/", { cookie }))))) as {
        data: { account: unknown };
      }
    ).data.account;
  const submitCode = (cookie: string, code: string, redirectTo: string) =>
    settle(() =>
      codeAction(
        routeArgs(args(request("/admin/login/code", { cookie, fields: { code, redirectTo } }))),
      ),
    );

  it("both login forms leave a half-open session and send her to the code step, keeping where she was going", async () => {
    const boss = await adminWithTwoFactor("half-open-login");
    attack("half-open");
    const viaMember = await login(boss.email);
    expect(locationOf(viaMember)).toBe("/admin/login/code?redirectTo=%2Fdashboard");
    const viaAdmin = await adminLogin(boss.email);
    expect(locationOf(viaAdmin)).toBe("/admin/login/code?redirectTo=%2Fadmin");
    // From a Hausa page she was sent to log in from: on to that page after the code.
    const fromPage = await settle(() =>
      loginAction(
        routeArgs(
          args(
            request("/login?lang=ha", {
              fields: {
                intent: "login",
                email: boss.email,
                password: PASSWORD,
                redirectTo: "/dashboard/profile?lang=ha",
              },
            }),
          ),
        ),
      ),
    );
    expect(locationOf(fromPage)).toBe(
      "/admin/login/code?redirectTo=%2Fdashboard%2Fprofile%3Flang%3Dha",
    );
    for (const answer of [viaMember, viaAdmin, fromPage]) {
      const cookie = sessionCookie(answer)!;
      expect(await secondFactorAt(cookie)).toBeNull();
      expect(await asMember(cookie)).toBe("to login");
      expect(await asAdmin(cookie)).toBe("refused");
      // The header greets nobody; both login pages send her on to the code step.
      expect(await headerAccount(cookie)).toBeNull();
      report.add("requests", 3);
      const loginPage = await settle(() =>
        loginLoader(
          routeArgs(args(request("/login?redirectTo=%2Fdashboard%2Freceipts", { cookie }))),
        ),
      );
      expect(locationOf(loginPage)).toBe("/admin/login/code?redirectTo=%2Fdashboard%2Freceipts");
      const adminLoginPage = await settle(() =>
        adminLoginLoader(
          routeArgs(args(request("/admin/login?redirectTo=%2Fadmin%2Fteam", { cookie }))),
        ),
      );
      expect(locationOf(adminLoginPage)).toBe("/admin/login/code?redirectTo=%2Fadmin%2Fteam");
    }
  });

  it("a half-open session downloads nothing and deletes nothing; after the code, both work", async () => {
    const boss = await adminWithTwoFactor("half-open-delete");
    const halfOpen = sessionCookie(await login(boss.email))!;
    const download = (cookie: string) =>
      settle(() => dataJsonLoader(routeArgs(args(request("/dashboard/data.json", { cookie })))));
    const deleteAccount = (cookie: string) =>
      settle(() =>
        deleteAction(
          routeArgs(
            args(
              request("/dashboard/delete", {
                fields: { password: PASSWORD, confirm: "on" },
                cookie,
              }),
            ),
          ),
        ),
      );
    const accountRows = () => count("SELECT count(*) AS n FROM users WHERE id = ?", boss.id);

    attack("half-open");
    report.add("requests", 2);
    const refusedDownload = await download(halfOpen);
    expect(statusOf(refusedDownload)).toBe(302);
    expect(locationOf(refusedDownload)).toBe("/login?redirectTo=%2Fdashboard%2Fdata.json");
    const refusedDeletion = await deleteAccount(halfOpen);
    expect(statusOf(refusedDeletion)).toBe(302);
    expect(locationOf(refusedDeletion)).toBe("/login?redirectTo=%2Fdashboard%2Fdelete");
    expect(await accountRows()).toBe(1);
    expect(await sessionRows(boss.id)).toContain(hashToken((await tokenIn(halfOpen))!));

    // Her code turns the password's session into a new, signed-in one.
    const verified = await submitCode(halfOpen, codeFor(boss.secret), "/dashboard");
    expect(locationOf(verified)).toBe("/dashboard");
    const signedIn = sessionCookie(verified)!;
    expect(await secondFactorAt(signedIn)).not.toBeNull();
    expect(await asMember(halfOpen)).toBe("to login");
    expect(await asMember(signedIn)).toBe("signed in");
    expect(await headerAccount(signedIn)).toEqual({ admin: true });
    const file = (await download(signedIn)) as Response;
    expect(file.status).toBe(200);
    expect(await file.text()).toContain(boss.email);
    expect(statusOf(await deleteAccount(signedIn))).toBe(302);
    expect(await accountRows()).toBe(0);
  });

  it("an account whose admin role was revoked, with two-factor still on, passes the same code step to her dashboard", async () => {
    const formerAdmin = await adminWithTwoFactor("half-open-revoked");
    await t.db
      .prepare("DELETE FROM user_roles WHERE user_id = ? AND role = 'admin'")
      .bind(formerAdmin.id)
      .run();
    attack("half-open");
    const answer = await login(formerAdmin.email);
    expect(locationOf(answer)).toBe("/admin/login/code?redirectTo=%2Fdashboard");
    const halfOpen = sessionCookie(answer)!;
    expect(await asMember(halfOpen)).toBe("to login");
    report.add("requests");
    // The code page asks her for the code, rather than turning a non-admin away.
    expect(
      await codeLoader(
        routeArgs(args(request("/admin/login/code?redirectTo=%2Fdashboard", { cookie: halfOpen }))),
      ),
    ).toEqual({ redirectTo: "/dashboard", email: formerAdmin.email });
    const verified = await submitCode(halfOpen, codeFor(formerAdmin.secret), "/dashboard");
    expect(locationOf(verified)).toBe("/dashboard");
    const signedIn = sessionCookie(verified)!;
    expect(await asMember(signedIn)).toBe("signed in");
    expect(await asAdmin(signedIn)).toBe("refused");
  });
});
