/**
 * The authorisation matrix, generated from the route files: every route has a rule below (a new
 * route without one fails the first test), and every loader and action is called as an
 * anonymous visitor, a member, another member, an admin, that admin's session still waiting
 * for her second factor (signed in nowhere: it must get the anonymous visitor's answer), and a
 * steward (issue #29: the door's check-in pages and nothing else of /admin; everywhere else she
 * is a member), with the answer each must give.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../app/models/db.server";
import { createWebsite } from "../../app/models/websites.server";
import { buildSeedSql } from "../../db/seed-data.mjs";
import {
  enableTwoFactor,
  settle,
  signedInAccount,
  verifiedSession,
  type SignedIn,
} from "../integration/support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "../integration/support/d1";
import { securityReport } from "./support/report";

type Rule =
  /** Anyone; never sends a visitor to a login page. */
  | "public"
  /** Signed-in members (admins are members too); others go to /login. */
  | "member"
  /** Members, and only on their own records (another member gets 403/404). */
  | "owner"
  /** Admins only: /admin/login for visitors, home for members, 403 for their posts. */
  | "admin"
  /** The code step: opens for a session waiting for its second factor; sends others on. */
  | "second-factor"
  /**
   * The door (issue #29): admins and stewards; visitors go to /login (stewards sign in there),
   * members home, and their posts get 403.
   */
  | "check-in";

const rules: Record<string, Rule> = {
  "$.tsx": "public",
  "_index.tsx": "public",
  "about.tsx": "public",
  // Issue #42: the elections opened so far; each one's candidates, then its results (a draft is a
  // 404).
  "elections._index.tsx": "public",
  "elections.$id.tsx": "public",
  // Its published count and ballots as CSV, once closed (404 before).
  "elections.$id_.results[.csv].ts": "public",
  "elections.$id_.ballots[.csv].ts": "public",
  // Her ballot: any signed-in member may open it; the electorate decides who may vote.
  "vote.$id.tsx": "member",
  "admin._index.tsx": "admin",
  "admin.announcements.tsx": "admin",
  "admin.audit.tsx": "admin",
  "admin.content.tsx": "admin",
  "admin.events.$id._index.tsx": "admin",
  "admin.events.$id.check-in.tsx": "check-in",
  // Issue #42: issuing, adding and revoking certificates of attendance.
  "admin.events.$id.certificates.tsx": "admin",
  "admin.events.$id.check-in[.]sw[.]js.ts": "check-in",
  "admin.events.$id.check-in_.sync.ts": "check-in",
  "admin.events.$id.delete.tsx": "admin",
  // Issue #29: the admin removes someone from an event (her place goes to the first waiting).
  "admin.events.$id.remove.tsx": "admin",
  "admin.events.$id.rsvps[.csv].tsx": "admin",
  "admin.events._index.tsx": "admin",
  // Issue #42: the admin prepares, opens, counts and closes elections.
  "admin.elections._index.tsx": "admin",
  "admin.elections.$id.tsx": "admin",
  // Its hall: a steward (or an admin) marks who votes on paper.
  "admin.elections.$id_.hall.tsx": "check-in",
  "admin.links.tsx": "admin",
  "admin.members.tsx": "admin",
  "admin.members[.csv].tsx": "admin",
  "admin.messages.tsx": "admin",
  "admin.newsletter.tsx": "admin",
  "admin.newsletter[.csv].tsx": "admin",
  "admin.outbox.$id.tsx": "admin",
  "admin.outbox._index.tsx": "admin",
  "admin.payments.tsx": "admin",
  "admin.security.tsx": "admin",
  "admin.sites.tsx": "admin",
  "admin.team.tsx": "admin",
  "admin.tsx": "admin",
  "admin.uploads.$.tsx": "admin",
  "admin_.login.tsx": "public",
  // Its codes are checked in tests/integration/two-factor and tests/security/limits.
  "admin_.login_.code.tsx": "second-factor",
  "builder.tsx": "member",
  "builder_.$id.tsx": "owner",
  "builder_.$id_.delete.tsx": "owner",
  "builder_.$id_.logo.ts": "owner",
  "builder_.$id_.preview.tsx": "owner",
  // Issue #27's account pages: "Check your e-mail", the confirmation link, "Forgot password?".
  "check-email.tsx": "public",
  "confirm-email.$token.tsx": "public",
  "contact.tsx": "public",
  "cookies.tsx": "public",
  "dashboard.tsx": "member",
  // Her own card only (an account without an approved membership gets 404): issue #19.
  "dashboard_.card.tsx": "member",
  // "Send the link again" (issue #27).
  "dashboard_.confirm-email.tsx": "member",
  "dashboard_.card[.svg].ts": "member",
  "dashboard_.data.tsx": "member",
  "dashboard_.messages.tsx": "member",
  "dashboard_.data[.csv].ts": "member",
  "dashboard_.data[.json].ts": "member",
  "dashboard_.delete.tsx": "member",
  "dashboard_.link.tsx": "member",
  "dashboard_.profile.tsx": "member",
  // Someone else's receipt answers 404 (tests/integration/my-data.test.ts).
  "dashboard_.receipts.$id.tsx": "owner",
  "dashboard_.receipts._index.tsx": "member",
  "dashboard_.certificates.tsx": "member",
  "dashboard_.renew.tsx": "member",
  "dashboard_.renew_.sent.tsx": "member",
  "events.$eventFile.ts": "public",
  "events.$id.rsvp.tsx": "public",
  "events._index.tsx": "public",
  "forgot-password.tsx": "public",
  "gallery.tsx": "public",
  "join._index.tsx": "public",
  // Issue #37: the link that proves an application's address; an unknown token is a 404
  // (tests/integration/application-address).
  "join.confirm-address.$token.tsx": "public",
  "join.submitted.$key.tsx": "public",
  "login.tsx": "public",
  "logout.tsx": "public",
  "members-old.tsx": "public",
  "members.$id.tsx": "public",
  "members.$id_.photo.ts": "public",
  "members._index.tsx": "public",
  "newsletter.tsx": "public",
  // Where Paystack sends her back: anyone, no session (issue #28; tests/integration/payment-pages).
  "payments.paystack.callback.tsx": "public",
  // Paystack's webhook: no session; its signature decides (tests/integration/paystack-webhook).
  "payments.paystack.webhook.ts": "public",
  "privacy.tsx": "public",
  "register.tsx": "public",
  "reset-password.$token.tsx": "public",
  "reset-password.code.tsx": "public",
  "signup.phone.tsx": "public",
  "signup.phone_.code.tsx": "public",
  // Issue #29: her private manage link and its calendar file; an unknown code is a 404
  // (tests/integration/event-waitlist).
  "rsvp.$code.tsx": "public",
  "rsvp.$code_.calendar[.ics].ts": "public",
  "resources.tsx": "public",
  "robots[.]txt.ts": "public",
  "services.tsx": "public",
  "site[.]webmanifest.ts": "public",
  "sitemap[.]xml.ts": "public",
  // Termii's delivery reports: no session; its signature decides (tests/integration/sms-channel).
  "sms.termii.webhook.ts": "public",
  "sites.$slug.tsx": "public",
  "sites.$slug_.logo.ts": "public",
  "success-stories.tsx": "public",
  "templates.tsx": "member",
  "terms.tsx": "public",
  // A forged or unknown token is a 404 "this link is not valid" (tests/integration/announcements).
  "unsubscribe.$token.tsx": "public",
  "read.$token.tsx": "public",
  "verify.$code.tsx": "public",
  // Issue #42: a certificate is shown, and checked, by its code (anyone may hold the paper).
  "certificates.$code.tsx": "public",
  "verify.certificate.($code).tsx": "public",
};

type RouteModule = {
  loader?: (args: LoaderFunctionArgs) => Promise<unknown> | unknown;
  action?: (args: ActionFunctionArgs) => Promise<unknown> | unknown;
};
const report = securityReport("authorization", (counts) => ({
  summary: `${counts.routes ?? 0} routes (with a loader or action) × ${counts.roles ?? 0} roles × ${counts.methods ?? 0} methods: ${counts.checks ?? 0} requests checked`,
  checks: counts.checks ?? 0,
}));
/** What was actually exercised (the distinct routes, roles and methods of the requests sent). */
const exercised = {
  routes: new Set<string>(),
  roles: new Set<string>(),
  methods: new Set<string>(),
};

// Every route module (the glob is Vite's, so it sees the folders as the build does); the
// route-private `__*` modules beside them are not routes (ADR 0013).
const modules = import.meta.glob<RouteModule>([
  "../../app/routes/*/*.{ts,tsx}",
  "!../../app/routes/*/__*",
]);
/**
 * A route file by its name in Remix's flat convention, which reads like its URL:
 * "_public+/about.tsx" → "about.tsx", "admin+/content.tsx" → "admin.content.tsx",
 * "admin+/_layout.tsx" → "admin.tsx". Pathless `_area+` folders add nothing to the URL.
 */
function flatName(path: string): string {
  const [folder, file] = path.slice("../../app/routes/".length).split("/") as [string, string];
  if (folder.startsWith("_")) return file;
  const area = folder.slice(0, -1);
  return file === "_layout.tsx" ? `${area}.tsx` : `${area}.${file}`;
}
const routeModules = new Map(Object.entries(modules).map(([path, load]) => [flatName(path), load]));
const routeFiles = [...routeModules.keys()].sort();

let t: TestDatabase;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
/** A member with the steward role: a member everywhere but at the door. */
let steward: SignedIn;
/** The admin's session that has passed her password but not her code. */
let halfOpen: string;
const fixtures: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  await execSql(t.db, buildSeedSql(Date.now()));
  admin = await signedInAccount(t, "matrix-admin@zamwe.test", { admin: true });
  // With two-factor on, the session she signed in with waits for her code; another has passed it.
  await enableTwoFactor(t, admin.id);
  halfOpen = admin.cookie;
  admin = { ...admin, cookie: await verifiedSession(t, { id: admin.id, admin: true }) };
  owner = await signedInAccount(t, "matrix-owner@zamwe.test");
  other = await signedInAccount(t, "matrix-other@zamwe.test");
  steward = await signedInAccount(t, "matrix-steward@zamwe.test");
  await t.db
    .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
    .bind(steward.id)
    .run();
  const site = await createWebsite(getDb(t.env), {
    userId: owner.id,
    design: "market-stall",
    slug: "matrix-owner-shop",
    content: { businessName: "Owner Shop", products: [] },
    limit: 5,
  });
  if (typeof site !== "object") throw new Error(`could not create the site: ${site}`);
  fixtures.siteId = site.id;
  const event = (await t.db.prepare("SELECT id FROM events LIMIT 1").first()) as { id: string };
  fixtures.eventId = event.id;
  const member = (await t.db
    .prepare("SELECT id FROM join_applications WHERE status = 'approved' LIMIT 1")
    .first()) as { id: string };
  fixtures.memberId = member.id;
}, 60_000);

/** A URL and params for a route file, with real ids where the route needs them. */
function target(file: string): { url: string; params: Record<string, string> } {
  const base = file.replace(/\.(tsx|ts)$/, "");
  const params: Record<string, string> = {};
  const segments = base.split(/\.(?![^[]*\])/).flatMap((segment) => {
    const clean = segment
      .replace(/_$/, "")
      .replace(/^\[(.*)\]$/, "$1")
      .replace(/\[(.*?)\]/g, "$1");
    if (clean === "_index" || clean === "") return [];
    if (clean.startsWith("_")) return [];
    if (clean === "$") {
      params["*"] =
        clean === "$" && base.startsWith("admin") ? "applications/x/photo.jpg" : "nowhere";
      return [params["*"]];
    }
    if (clean.startsWith("$")) {
      const name = clean.slice(1);
      const value =
        name === "id"
          ? base.startsWith("builder")
            ? fixtures.siteId!
            : base.startsWith("admin.events") || base.startsWith("events")
              ? fixtures.eventId!
              : fixtures.memberId!
          : name === "slug"
            ? "matrix-owner-shop"
            : name === "eventFile"
              ? `${fixtures.eventId}.ics`
              : crypto.randomUUID();
      params[name] = value;
      return [value];
    }
    return [clean];
  });
  return { url: `/${segments.join("/")}`, params };
}

const visitors = ["anonymous", "owner", "other", "admin", "half-open", "steward"] as const;
type Who = (typeof visitors)[number];
function request(who: Who, url: string, method: "GET" | "POST") {
  const headers = new Headers();
  const cookie =
    who === "anonymous"
      ? null
      : who === "half-open"
        ? halfOpen
        : { owner, other, admin, steward }[who].cookie;
  if (cookie) headers.set("Cookie", cookie);
  return new Request(`http://zamwe.test${url}`, {
    method,
    headers,
    body: method === "POST" ? new URLSearchParams({ intent: "probe" }) : undefined,
  });
}

function statusOf(answer: unknown): { status: number; location: string | null } {
  if (answer instanceof Response) {
    return { status: answer.status, location: answer.headers.get("Location") };
  }
  const init = (answer as { init?: { status?: number } | null } | null)?.init;
  return { status: init?.status ?? 200, location: null };
}

describe("the authorisation matrix", () => {
  it("has a rule for every route file, and none for a file that is gone", () => {
    expect(routeFiles.filter((file) => !(file in rules))).toEqual([]);
    expect(Object.keys(rules).filter((file) => !routeFiles.includes(file))).toEqual([]);
  });

  it("answers every loader and action as its rule says, for each kind of visitor", async () => {
    const failures: string[] = [];
    // Logging out ends the test accounts' sessions: that route goes last.
    const order = [...routeFiles.filter((f) => f !== "logout.tsx"), "logout.tsx"];
    for (const file of order) {
      const rule = rules[file]!;
      const load = routeModules.get(file);
      if (!load) throw new Error(`no module for ${file}`);
      const module = await load();
      const { url, params } = target(file);
      for (const [kind, fn] of [
        ["GET", module.loader],
        ["POST", module.action],
      ] as const) {
        if (!fn) continue;
        let anonymous = "";
        for (const who of visitors) {
          const answer = await settle(async () =>
            fn({ request: request(who, url, kind), context: t.context, params } as never),
          );
          const { status, location } = statusOf(answer);
          report.add("checks");
          exercised.routes.add(file);
          exercised.roles.add(who);
          exercised.methods.add(kind);
          const toLogin = status === 302 && /^\/login\?redirectTo=/.test(location ?? "");
          const toAdminLogin =
            status === 302 && /^\/admin\/login\?redirectTo=/.test(location ?? "");
          const answered = `${status} ${location ?? ""}`;
          const label = `${kind} ${url} (${file}) as ${who}: ${answered}`;
          if (who === "anonymous") anonymous = answered;
          let ok: boolean;
          if (rule === "second-factor") {
            // Her code form (a post without a code is a 400); anyone else goes straight on.
            if (who === "half-open") ok = status === (kind === "GET" ? 200 : 400);
            else ok = status === 302 && !toLogin && !toAdminLogin;
          } else if (who === "half-open" && rule !== "public") {
            ok = answered === anonymous;
          } else if (rule === "public") {
            ok = !toLogin && !toAdminLogin && status < 500;
          } else if (rule === "check-in") {
            if (who === "admin" || who === "steward") {
              ok = status < 500 && status !== 403 && !toLogin && !toAdminLogin;
            } else if (kind === "POST") ok = status === 403;
            else if (who === "anonymous") ok = toLogin;
            else ok = status === 302 && location === "/";
          } else if (rule === "admin") {
            // A steward is refused every other admin page as a member is, sent to her
            // dashboard (her way to the door, issue #38) rather than home.
            if (who === "admin") ok = status < 500 && status !== 403 && !toAdminLogin;
            else if (kind === "POST") ok = status === 403;
            else if (who === "anonymous") ok = toAdminLogin;
            else ok = status === 302 && location === (who === "steward" ? "/dashboard" : "/");
          } else if (who === "anonymous") {
            ok = toLogin;
          } else if (rule === "owner" && who !== "owner") {
            ok = status === 403 || status === 404;
          } else {
            ok = status < 500 && status !== 403 && !toLogin;
          }
          if (!ok) failures.push(label);
        }
      }
    }
    for (const [counter, seen] of Object.entries(exercised)) report.counts[counter] = seen.size;
    expect(failures).toEqual([]);
  }, 180_000);
});
