/**
 * D1's read replicas through the Sessions API (issue #41, ADR 0055), as far as workerd allows
 * (it returns bookmarks; there is no lag to test): where each request's session starts, the
 * bookmark cookie's life, and a form's redirect carrying the bookmark the next page starts from.
 */
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../server";
import {
  bookmarkOf,
  D1_BOOKMARK_COOKIE,
  sessionStartOf,
  withBookmark,
} from "../../app/http/d1-session.server";
import { signedInAccount, verifiedSession } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { cookiePair, nextIp, workerContext } from "./support/http";

const SITE = "http://zamwe.test";
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const request = (path: string, init: RequestInit = {}) =>
  new Request(`${SITE}${path}`, {
    ...init,
    headers: { Host: "zamwe.test", Origin: SITE, "CF-Connecting-IP": nextIp(), ...init.headers },
  });

/** The env's D1, recording where each session starts. */
function recordingEnv() {
  const starts: string[] = [];
  const DB = new Proxy(t.db, {
    get(target, property) {
      if (property === "withSession") {
        return (start: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as () => unknown).bind(target) : value;
    },
  });
  return { env: { ...t.env, DB }, starts };
}

const send = (env: Env, req: Request) =>
  worker.fetch(req as Parameters<typeof worker.fetch>[0], env, workerContext);

describe("where a request's session starts", () => {
  it("a form and an admin page on the primary, her bookmark after a write, else anywhere", () => {
    expect(sessionStartOf(request("/contact", { method: "POST" }))).toBe("first-primary");
    expect(sessionStartOf(request("/admin/messages"))).toBe("first-primary");
    expect(sessionStartOf(request("/admin"))).toBe("first-primary");
    expect(sessionStartOf(request("/events"))).toBe("first-unconstrained");
    // "/administration" is not the admin area.
    expect(sessionStartOf(request("/administration"))).toBe("first-unconstrained");
    const cookie = { Cookie: `zamwe-css=1; ${D1_BOOKMARK_COOKIE}=0000002a-00000001-abc` };
    expect(sessionStartOf(request("/events", { headers: cookie }))).toBe("0000002a-00000001-abc");
    // Anything else in the cookie is not a bookmark.
    const forged = { Cookie: `${D1_BOOKMARK_COOKIE}=${encodeURIComponent("x; drop <script>")}` };
    expect(bookmarkOf(request("/events", { headers: forged }))).toBeUndefined();
    // Bytes that are no text at all: no bookmark, and no failure.
    const broken = { Cookie: `${D1_BOOKMARK_COOKIE}=%E0%A4%A` };
    expect(sessionStartOf(request("/events", { headers: broken }))).toBe("first-unconstrained");
  });

  it("the cookie: set by a write's answer for 5 minutes, never by a read's", () => {
    const post = request("/contact", { method: "POST" });
    const answer = withBookmark(post, new Response(null, { status: 302 }), "0000002a-1-abc");
    const setCookie = answer.headers.getSetCookie().join("\n");
    expect(setCookie).toContain(`${D1_BOOKMARK_COOKIE}=0000002a-1-abc; Path=/; Max-Age=300`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).not.toContain("Secure");
    const https = new Request("https://zamwe.org/contact", { method: "POST" });
    expect(withBookmark(https, new Response(null), "b").headers.get("Set-Cookie")).toContain(
      "Secure",
    );
    expect(
      withBookmark(request("/events"), new Response(null), "b").headers.has("Set-Cookie"),
    ).toBe(false);
    expect(withBookmark(post, new Response(null), null).headers.has("Set-Cookie")).toBe(false);
  });
});

describe("through the Worker", () => {
  it("a form's redirect carries the bookmark, and her next page's session starts from it", async () => {
    const { env, starts } = recordingEnv();
    const sent = await send(
      env,
      request("/contact", {
        method: "POST",
        body: new URLSearchParams({
          name: "Amina Bello",
          email: "amina@example.com",
          message: "Hello",
        }),
        redirect: "manual",
      }),
    );
    expect(sent.status).toBe(302);
    expect(starts).toEqual(["first-primary"]);
    const cookie = sent.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`));
    expect(cookie).toBeDefined();
    const bookmark = decodeURIComponent(cookie!.slice(D1_BOOKMARK_COOKIE.length + 1));
    expect(bookmark.length).toBeGreaterThan(0);

    const next = await send(
      env,
      request(sent.headers.get("Location")!, { headers: { Cookie: cookie! } }),
    );
    expect(next.status).toBe(200);
    expect(starts).toEqual(["first-primary", bookmark]);
    // A page without the cookie may read anywhere.
    expect((await send(env, request("/events"))).status).toBe(200);
    expect(starts.at(-1)).toBe("first-unconstrained");
  });
});

/** The `zamwe-d1=…` pair an answer sets, and the bookmark in it. */
function bookmarkCookieOf(answer: Response) {
  const cookie = cookiePair(answer, D1_BOOKMARK_COOKIE);
  if (!cookie) return undefined;
  return { cookie, bookmark: decodeURIComponent(cookie.slice(D1_BOOKMARK_COOKIE.length + 1)) };
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields),
  redirect: "manual" as const,
});

const PASSWORD = "a-long-test-password";

type FormCase = {
  name: string;
  /** The form as her browser sends it (its address, fields and cookies). */
  send: () => Promise<{ path: string; fields: Record<string, string>; cookie?: string }>;
  /** What her next page reads, and what it must show of her write. */
  next: { path: string; shows: string };
  /** Where that page's session starts: her bookmark, unless the page is always on the primary. */
  nextStartsOnPrimary?: boolean;
};

describe("each kind of form: its answer carries her bookmark, her next page starts from it", () => {
  const cases: FormCase[] = [
    {
      name: "the newsletter, without JavaScript",
      send: async () => ({ path: "/newsletter", fields: { email: "news-d1@example.com" } }),
      next: { path: "/newsletter?subscribed=1", shows: "Successfully subscribed!" },
    },
    {
      name: "the newsletter, with JavaScript (React Router's data request)",
      send: async () => ({ path: "/newsletter.data", fields: { email: "news-js-d1@example.com" } }),
      next: { path: "/newsletter.data?subscribed=1", shows: "Successfully subscribed!" },
    },
    {
      name: "signing in",
      send: async () => {
        const account = await signedInAccount(t, "sign-in-d1@example.com");
        return {
          path: "/login",
          fields: { intent: "login", email: account.email, password: PASSWORD },
        };
      },
      next: { path: "/dashboard", shows: "sign-in-d1" },
    },
    {
      name: "signing out",
      send: async () => {
        const account = await signedInAccount(t, "sign-out-d1@example.com");
        return { path: "/logout", fields: {}, cookie: account.cookie };
      },
      next: { path: "/", shows: "Login" },
    },
    {
      name: "an admin marks a message read (admin pages are always on the primary)",
      send: async () => {
        const admin = await signedInAccount(t, "admin-d1@example.com", { admin: true });
        const id = crypto.randomUUID();
        await t.db
          .prepare(
            "INSERT INTO contact_messages (id, name, email, message, is_read, submitted_at) VALUES (?, 'Hauwa', 'hauwa@example.com', 'Sannu', 0, ?)",
          )
          .bind(id, Date.now())
          .run();
        const cookie = await verifiedSession(t, { id: admin.id, admin: true });
        return { path: "/admin/messages", fields: { intent: "read", id }, cookie };
      },
      next: { path: "/admin/messages", shows: "Hauwa" },
      nextStartsOnPrimary: true,
    },
  ];

  for (const formCase of cases) {
    it(formCase.name, async () => {
      const { env, starts } = recordingEnv();
      const { path, fields, cookie } = await formCase.send();
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      const answer = await send(env, request(path, { ...form(fields), headers }));
      expect(answer.status).toBeLessThan(400);
      expect(starts).toEqual(["first-primary"]);
      const carried = bookmarkCookieOf(answer);
      expect(carried?.bookmark).toMatch(/\S/);

      // Her browser sends back every cookie the answer set, the bookmark among them.
      const jar = new Map(
        [cookie, ...answer.headers.getSetCookie().map((c) => c.split(";")[0]!)]
          .filter((c): c is string => Boolean(c))
          .map((c) => [c.split("=")[0]!, c] as const),
      );
      const next = await send(
        env,
        request(formCase.next.path, { headers: { Cookie: [...jar.values()].join("; ") } }),
      );
      expect(next.status).toBe(200);
      expect(await next.text()).toContain(formCase.next.shows);
      expect(starts).toEqual([
        "first-primary",
        formCase.nextStartsOnPrimary ? "first-primary" : carried!.bookmark,
      ]);
    });
  }
});
