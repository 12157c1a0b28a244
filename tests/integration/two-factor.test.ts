/**
 * Admin two-factor authentication against a real local D1 (inside workerd): enrolment, the code step after
 * the password, recovery codes, replay, throttling, turning it off, and ADMIN_REQUIRE_2FA.
 */
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { timeStep } from "../../app/auth/totp.server";
import { handleRealtimeRequest } from "../../app/realtime/upgrade.server";
import { loader as adminLoader } from "../../app/routes/admin+/_layout";
import {
  action as securityAction,
  loader as securityLoader,
} from "../../app/routes/admin+/security";
import { action as teamAction } from "../../app/routes/admin+/team";
import {
  action as adminLoginAction,
  loader as adminLoginLoader,
} from "../../app/routes/_auth+/admin_.login";
import {
  action as codeAction,
  loader as codeLoader,
} from "../../app/routes/_auth+/admin_.login_.code";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { getLoadContext } from "../../load-context";
import { codeFor, settle, signedInAccount, type SignedIn } from "./support/accounts";
import { locationOf } from "./support/http";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { routeArgs } from "../support/route-args";

// Every sign-in runs PBKDF2 at 100,000 iterations; a busy 2-core machine needs the headroom.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const BASE = "http://zamwe.test";
const PASSWORD = "a-long-test-password"; // signedInAccount's
const WRONG_CODE = "That code is not right. Check the time on your phone and try the newest code.";

let t: TestDatabase;
let chair: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "integration-test-secret" } as Partial<Env>);
  chair = await signedInAccount(t, "chair@zamwe.test", { admin: true });
});

let clients = 0;
const nextIp = () => `10.1.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

function request(
  path: string,
  options: { fields?: Record<string, string>; cookie?: string; ip?: string } = {},
) {
  const headers = new Headers({ "CF-Connecting-IP": options.ip ?? nextIp() });
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(BASE + path, {
    method: options.fields ? "POST" : "GET",
    headers,
    body: options.fields ? new URLSearchParams(options.fields) : undefined,
  });
}

type Payload = {
  data: {
    toast?: { message: string; description?: string };
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    recoveryCodes?: string[];
  };
  init: ResponseInit | null;
};
const statusOf = (answer: unknown) =>
  answer instanceof Response ? answer.status : ((answer as Payload).init?.status ?? 200);
const payload = (answer: unknown) => {
  expect(answer).not.toBeInstanceOf(Response);
  return (answer as Payload).data;
};
function sessionCookie(answer: unknown): string {
  const cookie = (answer as Response).headers
    .getSetCookie()
    .find((c) => c.startsWith("zamwe-session="));
  expect(cookie, "a session cookie").toBeTruthy();
  return cookie!.split(";")[0]!;
}

const args = (req: Request, context: AppLoadContext = t.context) => ({
  request: req,
  context,
  params: {},
});
/** The same database, with ADMIN_REQUIRE_2FA set. */
const requiring = () =>
  getLoadContext({
    env: { ...t.env, ADMIN_REQUIRE_2FA: "true" },
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
  });

const adminPage = (cookie: string, context?: AppLoadContext) =>
  settle(() => adminLoader(routeArgs(args(request("/admin", { cookie }), context))));
const security = (cookie: string, context?: AppLoadContext) =>
  settle(() => securityLoader(routeArgs(args(request("/admin/security", { cookie }), context))));
const securityPost = (cookie: string, fields: Record<string, string>, context?: AppLoadContext) =>
  settle(() =>
    securityAction(routeArgs(args(request("/admin/security", { cookie, fields }), context))),
  );
const submitCode = (cookie: string, code: string, ip?: string) =>
  settle(() =>
    codeAction(
      routeArgs(
        args(request("/admin/login/code", { cookie, ip, fields: { code, redirectTo: "/admin" } })),
      ),
    ),
  );
const adminLogin = (email: string) =>
  settle(() =>
    adminLoginAction(
      routeArgs(
        args(
          request("/admin/login", { fields: { email, password: PASSWORD, redirectTo: "/admin" } }),
        ),
      ),
    ),
  );
const memberLogin = (email: string) =>
  settle(() =>
    loginAction(
      routeArgs(
        args(request("/login", { fields: { intent: "login", email, password: PASSWORD } })),
      ),
    ),
  );

const first = <T>(sql: string, ...binds: unknown[]) =>
  t.db
    .prepare(sql)
    .bind(...binds)
    .first<T>();
const auditCount = async (action: string, userId: string) =>
  (await first<{ n: number }>(
    "SELECT count(*) AS n FROM audit_log WHERE action = ? AND subject_id = ?",
    action,
    userId,
  ))!.n;

/** Six digits that are none of the codes accepted now. */
function wrongCodeFor(secret: string) {
  const now = timeStep(new Date());
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => codeFor(secret, now + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}
/** As if a few minutes passed: the last used step lies behind the window again. */
const letTimePass = (userId: string) =>
  t.db
    .prepare("UPDATE admin_totp SET last_used_step = last_used_step - 3 WHERE user_id = ?")
    .bind(userId)
    .run();

async function enrol(account: SignedIn, context?: AppLoadContext) {
  expect(locationOf(await securityPost(account.cookie, { intent: "begin" }, context))).toBe(
    "/admin/security",
  );
  const page = (await security(account.cookie, context)) as {
    overview: { state: string; secret: string };
  };
  expect(page.overview.state).toBe("enrolling");
  const answer = await securityPost(
    account.cookie,
    { intent: "enable", code: codeFor(page.overview.secret) },
    context,
  );
  expect(statusOf(answer)).toBe(200);
  return { secret: page.overview.secret, recoveryCodes: payload(answer).recoveryCodes! };
}

let secret = "";
let recoveryCodes: string[] = [];

describe("enrolment at Admin → Security", () => {
  it("makes her key when she asks (the page only reads), shows its QR code and the key (the same on reload and a second press), refuses a wrong first code, and turns on with the right one", async () => {
    const before = (await security(chair.cookie)) as { overview: { state: string } };
    expect(before.overview).toEqual({ state: "not-started" });
    expect(await first("SELECT count(*) AS n FROM admin_totp WHERE user_id = ?", chair.id)).toEqual(
      { n: 0 },
    );
    const begun = await securityPost(chair.cookie, { intent: "begin" });
    expect(locationOf(begun)).toBe("/admin/security");
    const page = (await security(chair.cookie)) as {
      overview: { state: string; secret: string; groupedSecret: string; qr: { path: string } };
      mustEnrol: boolean;
    };
    expect(page.overview.state).toBe("enrolling");
    expect(page.overview.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(page.overview.groupedSecret.split(" ")).toHaveLength(8);
    expect(page.overview.qr.path.length).toBeGreaterThan(100);
    expect(page.mustEnrol).toBe(false);
    await securityPost(chair.cookie, { intent: "begin" });
    const again = (await security(chair.cookie)) as typeof page;
    expect(again.overview.secret).toBe(page.overview.secret);
    secret = page.overview.secret;

    const wrong = await securityPost(chair.cookie, {
      intent: "enable",
      code: wrongCodeFor(secret),
    });
    expect(statusOf(wrong)).toBe(400);
    expect(payload(wrong).result?.error?.code).toEqual([WRONG_CODE]);
    const notDigits = await securityPost(chair.cookie, { intent: "enable", code: "12ab56" });
    expect(statusOf(notDigits)).toBe(400);
    expect(await first("SELECT enabled_at FROM admin_totp WHERE user_id = ?", chair.id)).toEqual({
      enabled_at: null,
    });
    expect(await auditCount("two-factor.enable", chair.id)).toBe(0);

    // Apps show "123 456": the space is fine.
    const code = codeFor(secret);
    const right = await securityPost(chair.cookie, {
      intent: "enable",
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(statusOf(right)).toBe(200);
    recoveryCodes = payload(right).recoveryCodes!;
    expect(recoveryCodes).toHaveLength(10);
    expect(await auditCount("two-factor.enable", chair.id)).toBe(1);
    const stored = await t.db
      .prepare("SELECT code_hash FROM admin_recovery_codes WHERE user_id = ?")
      .bind(chair.id)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    // Only hashes are kept.
    for (const row of stored.results) expect(recoveryCodes).not.toContain(row.code_hash);

    // The session she enrolled from keeps the admin area; the page now says it is on.
    expect(statusOf(await adminPage(chair.cookie))).toBe(200);
    const enabled = (await security(chair.cookie)) as {
      overview: { state: string; recoveryCodesLeft: number };
    };
    expect(enabled.overview).toMatchObject({ state: "enabled", recoveryCodesLeft: 10 });
    // A second submission changes nothing (the codes are not replaced).
    const twice = await securityPost(chair.cookie, { intent: "enable", code: codeFor(secret) });
    expect(statusOf(twice)).toBe(302);
    expect(await auditCount("two-factor.enable", chair.id)).toBe(1);
  });
});

describe("signing in with two-factor", () => {
  it("after the password (at /admin/login or /login) nothing opens until the code: admin and member pages alike", async () => {
    const viaAdmin = await adminLogin(chair.email);
    expect(statusOf(viaAdmin)).toBe(302);
    expect(locationOf(viaAdmin)).toBe("/admin/login/code?redirectTo=%2Fadmin");
    const halfway = sessionCookie(viaAdmin);

    // Refused as a visitor without a session is; the login page then sends her to the code.
    const page = await adminPage(halfway);
    expect(statusOf(page)).toBe(302);
    expect(locationOf(page)).toBe("/admin/login?redirectTo=%2Fadmin");
    const loginPage = await settle(() =>
      adminLoginLoader(
        routeArgs(args(request("/admin/login?redirectTo=%2Fadmin", { cookie: halfway }))),
      ),
    );
    expect(locationOf(loginPage)).toBe("/admin/login/code?redirectTo=%2Fadmin");
    const post = await settle(() =>
      teamAction(
        routeArgs(
          args(
            request("/admin/team", {
              cookie: halfway,
              fields: { intent: "grant", email: "x@y.z" },
            }),
          ),
        ),
      ),
    );
    expect(statusOf(post)).toBe(403);
    expect(statusOf(await security(halfway))).toBe(302);
    const dashboard = await settle(() =>
      dashboardLoader(routeArgs(args(request("/dashboard", { cookie: halfway })))),
    );
    expect(locationOf(dashboard)).toBe("/login?redirectTo=%2Fdashboard");
    expect(
      await codeLoader(
        routeArgs(
          args(request("/admin/login/code?redirectTo=%2Fadmin%2Fteam", { cookie: halfway })),
        ),
      ),
    ).toEqual({
      redirectTo: "/admin/team",
      email: chair.email,
    });
    // The live admin channel stays shut too.
    const socket = await handleRealtimeRequest(
      request("/realtime/admin", { cookie: halfway }),
      t.env,
      { waitUntil: () => {} },
    );
    expect(socket.status).toBe(401);

    // The member form leads to the code step too, on the way to her dashboard.
    const viaMember = await memberLogin(chair.email);
    expect(locationOf(viaMember)).toBe("/admin/login/code?redirectTo=%2Fdashboard");
    expect(locationOf(await adminPage(sessionCookie(viaMember)))).toBe(
      "/admin/login?redirectTo=%2Fadmin",
    );
  });

  it("refuses a wrong code with a message and keeps the form; the right one opens the admin area with a new session; the same code never works twice", async () => {
    await letTimePass(chair.id);
    const halfway = sessionCookie(await adminLogin(chair.email));
    const wrong = await submitCode(halfway, wrongCodeFor(secret));
    expect(statusOf(wrong)).toBe(401);
    expect(payload(wrong).result?.error?.code).toEqual([WRONG_CODE]);
    expect(payload(wrong).result?.initialValue).toMatchObject({ redirectTo: "/admin" });
    expect(payload(wrong).toast?.message).toBe("Verification failed");

    const code = codeFor(secret);
    const right = await submitCode(halfway, code);
    expect(statusOf(right)).toBe(302);
    expect(locationOf(right)).toBe("/admin");
    const full = sessionCookie(right);
    expect(full).not.toBe(halfway);
    expect(statusOf(await adminPage(full))).toBe(200);
    // The half-open session is gone.
    expect(locationOf(await adminPage(halfway))).toBe("/admin/login?redirectTo=%2Fadmin");

    const another = sessionCookie(await adminLogin(chair.email));
    const replay = await submitCode(another, code);
    expect(statusOf(replay)).toBe(401);
    expect(statusOf(await adminPage(another))).toBe(302);
  });

  it("takes a recovery code once, with an audit row", async () => {
    const [recovery] = recoveryCodes as [string];
    const halfway = sessionCookie(await adminLogin(chair.email));
    const used = await submitCode(halfway, recovery.toUpperCase());
    expect(statusOf(used)).toBe(302);
    const full = sessionCookie(used);
    expect(statusOf(await adminPage(full))).toBe(200);
    expect(await auditCount("two-factor.recovery-code-used", chair.id)).toBe(1);

    const again = sessionCookie(await adminLogin(chair.email));
    expect(statusOf(await submitCode(again, recovery))).toBe(401);
    expect(await auditCount("two-factor.recovery-code-used", chair.id)).toBe(1);
    const page = (await security(full)) as { overview: { recoveryCodesLeft: number } };
    expect(page.overview.recoveryCodesLeft).toBe(9);
  });

  it("after 10 wrong codes in 15 minutes refuses even the right one, from any address", async () => {
    // The tests above left a few failures on her count; start from none.
    await t.db.prepare("DELETE FROM login_failures").run();
    await letTimePass(chair.id);
    const halfway = sessionCookie(await adminLogin(chair.email));
    for (let i = 0; i < 10; i++) {
      expect(statusOf(await submitCode(halfway, wrongCodeFor(secret)))).toBe(401);
    }
    const throttled = await submitCode(halfway, codeFor(secret));
    expect(statusOf(throttled)).toBe(429);
    expect(payload(throttled).result?.error?.code?.[0]).toMatch(
      /^Too many attempts\. Try again in 1[45] minutes\.$/,
    );
    expect(statusOf(await adminPage(halfway))).toBe(302);
    // A new password sign-in does not wipe the count.
    const fresh = sessionCookie(await adminLogin(chair.email));
    expect(statusOf(await submitCode(fresh, codeFor(secret)))).toBe(429);
    await t.db.prepare("DELETE FROM login_failures").run();
    expect(statusOf(await submitCode(fresh, codeFor(secret)))).toBe(302);
  });
});

describe("turning two-factor off", () => {
  it("needs a current code; then the password alone opens the admin area again", async () => {
    await letTimePass(chair.id);
    const full = sessionCookie(
      await submitCode(sessionCookie(await adminLogin(chair.email)), codeFor(secret)),
    );
    await letTimePass(chair.id);
    const wrong = await securityPost(full, { intent: "disable", code: wrongCodeFor(secret) });
    expect(statusOf(wrong)).toBe(400);
    expect(payload(wrong).result?.error?.code).toEqual([WRONG_CODE]);
    expect(await auditCount("two-factor.disable", chair.id)).toBe(0);

    const off = await securityPost(full, { intent: "disable", code: codeFor(secret) });
    expect(statusOf(off)).toBe(302);
    expect(await auditCount("two-factor.disable", chair.id)).toBe(1);
    expect(await first("SELECT count(*) AS n FROM admin_totp WHERE user_id = ?", chair.id)).toEqual(
      { n: 0 },
    );
    expect(
      await first("SELECT count(*) AS n FROM admin_recovery_codes WHERE user_id = ?", chair.id),
    ).toEqual({ n: 0 });

    const login = await adminLogin(chair.email);
    expect(locationOf(login)).toBe("/admin");
    expect(statusOf(await adminPage(sessionCookie(login)))).toBe(200);
  });
});

describe("ADMIN_REQUIRE_2FA", () => {
  it("sends an admin without enrolment to the enrolment page, the only admin page open to her, until she enrols", async () => {
    const context = requiring();
    const newcomer = await signedInAccount(t, "newcomer@zamwe.test", { admin: true });
    const page = await adminPage(newcomer.cookie, context);
    expect(statusOf(page)).toBe(302);
    expect(locationOf(page)).toBe("/admin/security");
    const post = await settle(() =>
      teamAction(
        routeArgs(
          args(
            request("/admin/team", {
              cookie: newcomer.cookie,
              fields: { intent: "grant", email: "x@y.z" },
            }),
            context,
          ),
        ),
      ),
    );
    expect(statusOf(post)).toBe(403);
    // The layout lets the enrolment page through, without the dashboard around it.
    const layout = await settle(() =>
      adminLoader(
        routeArgs(args(request("/admin/security", { cookie: newcomer.cookie }), context)),
      ),
    );
    expect(layout).toEqual({ counts: null, restricted: true });
    const enrolling = (await security(newcomer.cookie, context)) as { mustEnrol: boolean };
    expect(enrolling.mustEnrol).toBe(true);
    // Without the setting she would be in.
    expect(statusOf(await adminPage(newcomer.cookie))).toBe(200);

    await enrol(newcomer, context);
    expect(statusOf(await adminPage(newcomer.cookie, context))).toBe(200);
    const open = await settle(() =>
      adminLoader(
        routeArgs(args(request("/admin/security", { cookie: newcomer.cookie }), context)),
      ),
    );
    expect(open).toMatchObject({ restricted: false });
  });
});
