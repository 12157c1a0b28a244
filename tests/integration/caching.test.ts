// HTTP caching around the Remix handler (app/http/caching.server.ts): Cache-Control by session,
// ETag/304, and the Workers Cache API in production, against workerd's real cache.
// The same rules seen through the built worker: tests/e2e/caching.spec.ts.
import { afterEach, describe, expect, test, vi } from "vitest";
import {
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  forgetCachedPage,
  matchesEtag,
  weakEtag,
  withCaching,
} from "../../app/http/caching.server";
import { STYLESHEET_COOKIE } from "../../app/http/stylesheet.server";

const origin = "https://zamwe.test";
const ctx = () => {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settled: () => Promise.all(pending),
  };
};

function html(body = "<h1>About ZAMWE</h1>", init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { status: 200, ...init, headers });
}

/** A handler that counts its calls, like the Remix handler rendering a page each time. */
function renderer(make: () => Response = () => html()) {
  const fn = vi.fn(async () => make());
  return fn;
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(origin + path, { headers });
}

const testEnv = { ENVIRONMENT: "test" };
const production = { ENVIRONMENT: "production" };

describe("Cache-Control of pages", () => {
  test("a content page without a session is public for shared caches, with an ETag", async () => {
    for (const path of ["/", "/about", "/members/4f1c", "/privacy", "/sites/amina-fabrics"]) {
      const response = await withCaching(get(path), testEnv, ctx(), renderer());
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe(PUBLIC_PAGE_CACHE_CONTROL);
      expect(response.headers.get("Vary"), path).toBe("Cookie");
      expect(response.headers.get("ETag"), path).toMatch(/^W\/"[0-9a-f]{32}"$/);
      expect(await response.text()).toBe("<h1>About ZAMWE</h1>");
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe(
      "public, max-age=0, s-maxage=300, stale-while-revalidate=86400",
    );
  });

  test("any page of a visitor with a session cookie is private, no-store (both cookie names)", async () => {
    for (const cookie of ["zamwe-session=abc", "theme=x; __Host-zamwe-session=abc"]) {
      for (const path of ["/about", "/events", "/dashboard"]) {
        const response = await withCaching(
          get(path, { Cookie: cookie }),
          testEnv,
          ctx(),
          renderer(),
        );
        expect(response.headers.get("Cache-Control"), `${path} ${cookie}`).toBe(
          "private, no-store",
        );
        expect(response.headers.get("Vary")).toBeNull();
      }
    }
    expect(PRIVATE_PAGE_CACHE_CONTROL).toBe("private, no-store");
    // An error page or a form's answer for a signed-in visitor too.
    const notFound = await withCaching(
      get("/members/nobody", { Cookie: "zamwe-session=abc" }),
      testEnv,
      ctx(),
      renderer(() => html("<h1>Not found</h1>", { status: 404 })),
    );
    expect(notFound.headers.get("Cache-Control")).toBe("private, no-store");
    const post = await withCaching(
      new Request(`${origin}/dashboard`, {
        method: "POST",
        headers: { Cookie: "zamwe-session=a" },
      }),
      testEnv,
      ctx(),
      renderer(() => html("<h1>Dashboard</h1>", { status: 400 })),
    );
    expect(post.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a signed-in visitor's data answers (`.data`) and redirects are private, no-store", async () => {
    const data = () =>
      new Response("[{}]", {
        headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
      });
    for (const path of ["/dashboard.data", "/_root.data?_routes=root", "/about.data"]) {
      const hers = await withCaching(
        get(path, { Cookie: "zamwe-session=a" }),
        testEnv,
        ctx(),
        renderer(data),
      );
      expect(hers.headers.get("Cache-Control"), path).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      const anonymous = await withCaching(get(path), testEnv, ctx(), renderer(data));
      expect(anonymous.headers.get("Cache-Control"), path).toBeNull();
    }
    const redirect = await withCaching(
      new Request(`${origin}/dashboard/profile.data`, {
        method: "POST",
        headers: { Cookie: "zamwe-session=a" },
      }),
      testEnv,
      ctx(),
      renderer(() => new Response(null, { status: 302, headers: { Location: "/dashboard" } })),
    );
    expect(redirect.headers.get("Cache-Control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  test("a cookie that merely contains the name is not a session", async () => {
    const response = await withCaching(
      get("/about", { Cookie: "not-zamwe-session=1" }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  test("the D1 bookmark of her last write keeps nothing out of the shared cache (ADR 0055)", async () => {
    // Signing out is a write: her public pages after it are everyone's again at once.
    const response = await withCaching(
      get("/about", { Cookie: "zamwe-d1=0000002a-00000001-abc" }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  test("interactive pages, errors, posts, pages that set a cookie and non-HTML stay uncached", async () => {
    const cases: [Request, () => Response][] = [
      [get("/events"), () => html()],
      [get("/join"), () => html()],
      [get("/members"), () => html()],
      [get("/members/missing"), () => html("<h1>Not found</h1>", { status: 404 })],
      [new Request(`${origin}/about`, { method: "POST" }), () => html()],
      [
        get("/about"),
        () => html("<p>toast</p>", { headers: { "Set-Cookie": "zamwe-flash=; Path=/" } }),
      ],
      [get("/about", { Cookie: "zamwe-flash=e30" }), () => html()],
      [
        get("/sitemap.xml"),
        () => new Response("<urlset/>", { headers: { "Content-Type": "application/xml" } }),
      ],
    ];
    for (const [request, make] of cases) {
      const response = await withCaching(request, testEnv, ctx(), renderer(make));
      expect(response.headers.get("Cache-Control"), `${request.method} ${request.url}`).not.toBe(
        PUBLIC_PAGE_CACHE_CONTROL,
      );
    }
    // A route's own Cache-Control on a non-HTML answer is left alone.
    const csv = await withCaching(
      get("/admin/newsletter.csv", { Cookie: "zamwe-session=a" }),
      testEnv,
      ctx(),
      renderer(
        () =>
          new Response("a,b", {
            headers: { "Content-Type": "text/csv", "Cache-Control": "private, no-store" },
          }),
      ),
    );
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    expect(csv.headers.get("ETag")).toBeNull();
  });
});

describe("ETag and 304", () => {
  test("the same page gives the same weak ETag; a different page another", async () => {
    const a = await withCaching(get("/about"), testEnv, ctx(), renderer());
    const b = await withCaching(get("/about"), testEnv, ctx(), renderer());
    const c = await withCaching(
      get("/about"),
      testEnv,
      ctx(),
      renderer(() => html("<h1>Changed</h1>")),
    );
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    expect(c.headers.get("ETag")).not.toBe(a.headers.get("ETag"));
    expect(a.headers.get("ETag")).toBe(
      await weakEtag(new TextEncoder().encode("<h1>About ZAMWE</h1>").buffer),
    );
  });

  test("If-None-Match with the current tag gets 304 with no body, and the caching headers", async () => {
    const first = await withCaching(get("/about"), testEnv, ctx(), renderer());
    const etag = first.headers.get("ETag")!;
    const again = await withCaching(
      get("/about", { "If-None-Match": etag }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(again.headers.get("Content-Type")).toBeNull();

    // A signed-in visitor's page has a tag as well, and revalidates the same way.
    const mine = await withCaching(
      get("/events", { Cookie: "zamwe-session=a" }),
      testEnv,
      ctx(),
      renderer(),
    );
    const mineAgain = await withCaching(
      get("/events", { Cookie: "zamwe-session=a", "If-None-Match": mine.headers.get("ETag")! }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(mineAgain.status).toBe(304);
    expect(mineAgain.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("a stale or foreign tag gets the page", async () => {
    const response = await withCaching(
      get("/about", { "If-None-Match": 'W/"0123456789abcdef0123456789abcdef"' }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<h1>About ZAMWE</h1>");
  });

  test("If-None-Match compares weakly, accepts lists and *", () => {
    const tag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', tag)).toBe(true);
    expect(matchesEtag('"abc"', tag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', tag)).toBe(true);
    expect(matchesEtag("*", tag)).toBe(true);
    expect(matchesEtag('"abd"', tag)).toBe(false);
    expect(matchesEtag(null, tag)).toBe(false);
    expect(matchesEtag("", tag)).toBe(false);
  });

  test("POSTs and errors get no tag and never a 304", async () => {
    const post = await withCaching(
      new Request(`${origin}/contact`, { method: "POST", headers: { "If-None-Match": "*" } }),
      testEnv,
      ctx(),
      renderer(),
    );
    expect(post.status).toBe(200);
    expect(post.headers.get("ETag")).toBeNull();
    const missing = await withCaching(
      get("/members/x", { "If-None-Match": "*" }),
      testEnv,
      ctx(),
      renderer(() => html("<h1>Not found</h1>", { status: 404 })),
    );
    expect(missing.status).toBe(404);
  });
});

describe("the Workers Cache API, in production only", () => {
  // workerd's own default cache: the test runs inside workerd. Each test uses its own paths.
  const cache = (caches as unknown as { default: Cache }).default;
  afterEach(() => vi.unstubAllGlobals());

  test("an anonymous content page is rendered once, then served from the cache", async () => {
    const render = renderer(() => html("<h1>Gallery</h1>"));
    const first = ctx();
    const a = await withCaching(get("/gallery"), production, first, render, cache);
    await first.settled();
    const b = await withCaching(get("/gallery"), production, ctx(), render, cache);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await b.text()).toBe("<h1>Gallery</h1>");
    expect(b.headers.get("ETag")).toBe(a.headers.get("ETag"));
    expect(b.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);

    // …and a browser that has it already gets 304 from the cache.
    const c = await withCaching(
      get("/gallery", { "If-None-Match": a.headers.get("ETag")! }),
      production,
      ctx(),
      render,
      cache,
    );
    expect(c.status).toBe(304);
    expect(render).toHaveBeenCalledTimes(1);
  });

  test("the English and the Hausa page are two copies; a change forgets both", async () => {
    const renders = {
      "/services": renderer(() => html("<h1>Services</h1>")),
      "/services?lang=ha": renderer(() => html("<h1>Ayyukanmu</h1>")),
    };
    for (const [path, render] of Object.entries(renders)) {
      const c = ctx();
      await withCaching(get(path), production, c, render, cache);
      await c.settled();
    }
    const hausa = await withCaching(
      get("/services?lang=ha"),
      production,
      ctx(),
      renders["/services?lang=ha"],
      cache,
    );
    const english = await withCaching(
      get("/services"),
      production,
      ctx(),
      renders["/services"],
      cache,
    );
    expect(renders["/services"]).toHaveBeenCalledTimes(1);
    expect(renders["/services?lang=ha"]).toHaveBeenCalledTimes(1);
    expect(await hausa.text()).toBe("<h1>Ayyukanmu</h1>");
    expect(await english.text()).toBe("<h1>Services</h1>");

    await forgetCachedPage(get("/dashboard/profile"), production, "/services", cache);
    for (const [path, render] of Object.entries(renders)) {
      await withCaching(get(path), production, ctx(), render, cache);
      expect(render, path).toHaveBeenCalledTimes(2);
    }
  });

  test("a first visit's copy (stylesheet inline) and a later visit's are two; a change forgets both", async () => {
    const cookie = `${STYLESHEET_COOKIE}=1`;
    const first = renderer(() => html("<style>h1{}</style><h1>Success stories</h1>"));
    const later = renderer(() => html('<link rel="stylesheet"><h1>Success stories</h1>'));
    for (const [headers, render] of [
      [{}, first],
      [{ Cookie: cookie }, later],
    ] as const) {
      const c = ctx();
      await withCaching(get("/success-stories", headers), production, c, render, cache);
      await c.settled();
    }
    const firstAgain = await withCaching(get("/success-stories"), production, ctx(), first, cache);
    const laterAgain = await withCaching(
      get("/success-stories", { Cookie: `theme=x; ${cookie}` }),
      production,
      ctx(),
      later,
      cache,
    );
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(await firstAgain.text()).toBe("<style>h1{}</style><h1>Success stories</h1>");
    expect(await laterAgain.text()).toBe('<link rel="stylesheet"><h1>Success stories</h1>');

    await forgetCachedPage(get("/dashboard/profile"), production, "/success-stories", cache);
    const after = await withCaching(get("/success-stories"), production, ctx(), first, cache);
    await withCaching(get("/success-stories", { Cookie: cookie }), production, ctx(), later, cache);
    expect(after.status).toBe(200);
    expect(first).toHaveBeenCalledTimes(2);
    expect(later).toHaveBeenCalledTimes(2);
  });

  test("a visitor with a session or a pending message is never served, nor stored, a shared copy", async () => {
    const render = renderer(() => html("<h1>Terms</h1>"));
    for (const cookie of ["zamwe-session=a", "__Host-zamwe-session=a", "zamwe-flash=e30"]) {
      const c = ctx();
      await withCaching(get("/terms", { Cookie: cookie }), production, c, render, cache);
      await c.settled();
    }
    expect(render).toHaveBeenCalledTimes(3);
    expect(await cache.match(`${origin}/terms`)).toBeUndefined();

    // A visitor who has the stylesheet (ADR 0042): the copy kept under the page's own address.
    const shared = ctx();
    await withCaching(get("/terms", { Cookie: "zamwe-css=1" }), production, shared, render, cache);
    await shared.settled();
    expect(await cache.match(`${origin}/terms`)).toBeDefined();
    const signedIn = await withCaching(
      get("/terms", { Cookie: "zamwe-session=a" }),
      production,
      ctx(),
      render,
      cache,
    );
    expect(render).toHaveBeenCalledTimes(5);
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
  });

  test("interactive pages, errors and pages that set a cookie are not stored", async () => {
    const cases: [string, () => Response][] = [
      ["/events", () => html()],
      ["/members/gone", () => html("<h1>Not found</h1>", { status: 404 })],
      ["/cookies", () => html("<p>x</p>", { headers: { "Set-Cookie": "a=b" } })],
    ];
    for (const [path, make] of cases) {
      const c = ctx();
      await withCaching(get(path), production, c, renderer(make), cache);
      await c.settled();
      expect(await cache.match(origin + path), path).toBeUndefined();
    }
  });

  test("production uses caches.default by itself; other environments never touch it", async () => {
    const spy = { match: vi.fn(async () => undefined), put: vi.fn(async () => {}) };
    vi.stubGlobal("caches", { default: spy });
    const c = ctx();
    await withCaching(get("/resources"), production, c, renderer());
    await c.settled();
    expect(spy.match).toHaveBeenCalledTimes(1);
    expect(spy.put).toHaveBeenCalledTimes(1);

    for (const env of [{ ENVIRONMENT: "test" }, { ENVIRONMENT: "development" }, {}]) {
      await withCaching(get("/resources"), env, ctx(), renderer());
    }
    expect(spy.match).toHaveBeenCalledTimes(1);
    expect(spy.put).toHaveBeenCalledTimes(1);
  });
});
