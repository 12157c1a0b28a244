import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeRedirectPath } from "~/i18n/language.server";
import { toasts } from "./toast.server";
import { safeRedirect, sitePath } from "./site-path.server";

const SITE = "https://zamwe.example";

/** Where a browser goes with this Location on our site, read the way browsers read it. */
const browserTarget = (location: string) => new URL(location, `${SITE}/some/page`);

/** The same, after a proxy or framework that decodes the path once. */
const decodedTarget = (location: string) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(location);
  } catch {
    decoded = location;
  }
  return browserTarget(decoded);
};

const OFF_SITE = [
  "//evil.example",
  "//evil.example/x",
  "/\\evil.example/",
  "/\\/evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\t\\evil.example",
  // Dot segments that the URL parser resolves to "//evil.example".
  "/.//evil.example",
  "/%2e//evil.example",
  "/a/..//evil.example",
  "/%2E%2E//evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "\\\\evil.example",
  "evil.example",
  "",
];

describe("sitePath", () => {
  it("keeps a path of the site with its query and fragment", () => {
    expect(sitePath("/admin/events?page=2#list")).toBe("/admin/events?page=2#list");
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/contact?lang=ha")).toBe("/contact?lang=ha");
    // Percent-encoded slashes later in the path stay a path of the site.
    expect(sitePath("/a/%2F%2Fb")).toBe("/a/%2F%2Fb");
  });

  it.each(OFF_SITE)("refuses %j", (to) => {
    expect(sitePath(to)).toBeNull();
    expect(safeRedirect(to, "/home")).toBe("/home");
  });

  it("refuses what is not a string", () => {
    for (const to of [null, undefined, 42, new File(["/admin"], "x.txt")]) {
      expect(sitePath(to)).toBeNull();
    }
  });

  it("whatever it is given, what it returns stays on the site, also once decoded", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      "//",
      "%2F",
      "%2f",
      "%5C",
      "%5c",
      ".",
      "..",
      "%2e",
      "\t",
      "\n",
      "\r",
      " ",
      "?",
      "#",
      ":",
      "@",
      "evil.example",
      "a",
      "ü",
      "%",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.string(), (pieces, tail) => {
        const to = `/${pieces.join("")}${tail}`;
        const path = sitePath(to);
        if (path === null) return;
        expect(browserTarget(path).origin).toBe(SITE);
        expect(decodedTarget(path).origin).toBe(SITE);
        // Fit for a header, and a fixed point: a second pass changes nothing.
        expect(() => new Headers({ Location: path })).not.toThrow();
        expect(sitePath(path)).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("localeRedirectPath", () => {
  it("sends an action's redirect to the page in her language, on the site", () => {
    const from = new Request(`${SITE}/contact?lang=ha`, { method: "POST" });
    expect(localeRedirectPath(from, "/contact")).toBe("/contact?lang=ha");
    expect(localeRedirectPath(from, "//evil.example/x")).toBe("/?lang=ha");
    expect(localeRedirectPath(from, "/\\evil.example")).toBe("/?lang=ha");
  });
});

describe("the toasts' redirects", () => {
  it("go home instead of leaving the site", async () => {
    const env = { SESSION_SECRET: "site-path-test", ENVIRONMENT: "test" };
    for (const to of ["//evil.example/x", "/\\evil.example", "/.//evil.example"]) {
      const response = await toasts(env).redirectWithSuccess(to, "Saved");
      expect(response.headers.get("Location"), to).toBe("/");
    }
    const here = await toasts(env).redirectWithInfo("/admin/messages?page=2#message-1", "Read");
    expect(here.headers.get("Location")).toBe("/admin/messages?page=2#message-1");
  });
});
