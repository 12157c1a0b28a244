/**
 * A first visit paints after one round trip (issue #30, ADR 0042): the Worker's real entry
 * (server.ts with the server build) answers a browser without the stylesheet cookie with the
 * stylesheet inline and the file prefetched, and remembers it in the cookie; a later page links
 * to the file. The same text as the file itself: tests/e2e/budgets.spec.ts (assets are served
 * beside the Worker, not by it).
 */
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../server";
import {
  STYLESHEET_COOKIE,
  stylesheetDelivery,
  withStylesheetCookie,
} from "../../app/http/stylesheet.server";
import { INLINE_STYLESHEET_ID } from "../../app/http/stylesheet";
import { signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { nextIp, workerContext } from "./support/http";

const SITE = "http://zamwe.test";
const ctx = workerContext;

let t: TestDatabase;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase();
  member = await signedInAccount(t, "first-paint@zamwe.test");
});

function get(path: string, cookie?: string) {
  const request = new Request(`${SITE}${path}`, {
    headers: {
      Host: "zamwe.test",
      "CF-Connecting-IP": nextIp(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  return worker.fetch(request as Parameters<typeof worker.fetch>[0], t.env, ctx);
}

/** The stylesheet cookie a response sets (name=value), if any. */
const stylesheetCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${STYLESHEET_COOKIE}=`))
    ?.split(";")[0];

const inlineStyle = new RegExp(`<style id="${INLINE_STYLESHEET_ID}">([\\s\\S]*?)</style>`);
// The built file's name: the server build's (this test's own import of the URL is not built).
const linked = /<link rel="stylesheet" href="\/assets\/tailwind-[\w-]+\.css"\/>/;
const prefetched = /<link rel="prefetch" href="\/assets\/tailwind-[\w-]+\.css" as="style"\/>/;

describe("the stylesheet of a first visit", () => {
  it("comes inline before the h1, the file prefetched after the footer, and a cookie remembers it", async () => {
    for (const path of ["/about", "/about?lang=ha", "/events", "/join", "/login"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const page = await response.text();
      const style = page.match(inlineStyle);
      expect(style, `${path}: its stylesheet inline`).not.toBeNull();
      // The Tailwind build itself, not an empty element (its preflight and the site's classes).
      expect(style![1]!.length, path).toBeGreaterThan(20_000);
      expect(style![1], path).toContain(".min-h-screen");
      expect(page.indexOf(style![0]), path).toBeLessThan(page.search(/<h1[\s>]/));
      expect(page, path).not.toMatch(linked);
      expect(page.search(prefetched), `${path}: the file, prefetched`).toBeGreaterThan(
        page.indexOf("</footer>"),
      );
      const cookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${STYLESHEET_COOKIE}=`));
      expect(cookie, path).toMatch(
        /^zamwe-css=1; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/,
      );
    }
  });

  it("later pages link to the file: no inline copy, no prefetch, no cookie again", async () => {
    const cookie = stylesheetCookieOf(await get("/resources"));
    expect(cookie).toBeDefined();
    for (const path of ["/resources", "/about?lang=ha", "/members", "/contact"]) {
      const response = await get(path, cookie);
      const page = await response.text();
      expect(page, path).toMatch(linked);
      expect(page, path).not.toMatch(inlineStyle);
      expect(page, path).not.toMatch(prefetched);
      expect(stylesheetCookieOf(response), path).toBeUndefined();
    }
  });

  it("a signed-in member's first page is inline too, and stays hers alone", async () => {
    const response = await get("/dashboard", member.cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(inlineStyle);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(stylesheetCookieOf(response)).toBe("zamwe-css=1");
  });

  it("answers that are not pages set no cookie", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/about.data"]) {
      const response = await get(path);
      expect(stylesheetCookieOf(response), path).toBeUndefined();
    }
  });
});

describe("stylesheetDelivery and withStylesheetCookie", () => {
  const page = () => new Response("<h1>x</h1>", { headers: { "Content-Type": "text/html" } });

  it("reads its own cookie among others, by exact name", () => {
    const request = (cookie: string) =>
      new Request(`${SITE}/`, { headers: cookie ? { Cookie: cookie } : {} });
    expect(stylesheetDelivery(request(""))).toBe("inline");
    expect(stylesheetDelivery(request("a=1; zamwe-css=1; b=2"))).toBe("linked");
    expect(stylesheetDelivery(request("x-zamwe-css=1"))).toBe("inline");
    expect(stylesheetDelivery(request("zamwe-cssx=1"))).toBe("inline");
    // A pair without "=" is a name (browsers send such cookies): only this exact one counts.
    expect(stylesheetDelivery(request("zamwe-cssx"))).toBe("inline");
    expect(stylesheetDelivery(request("a=1; zamwe-css"))).toBe("linked");
  });

  it("marks the cookie Secure over HTTPS, and leaves other answers alone", async () => {
    const secure = withStylesheetCookie(new Request("https://zamwe.org/about"), page());
    expect(secure.headers.get("Set-Cookie")).toMatch(/; HttpOnly; Secure$/);
    const json = new Response("{}", { headers: { "Content-Type": "application/json" } });
    expect(
      withStylesheetCookie(new Request("https://zamwe.org/x"), json).headers.has("Set-Cookie"),
    ).toBe(false);
  });
});
