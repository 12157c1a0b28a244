import { describe, expect, it } from "vitest";
import {
  acceptedLanguage,
  languageOf,
  languageRedirect,
  localeRedirectPath,
  withLanguageCookie,
} from "~/i18n/language.server";
import { getAssociation } from "~/config/association";
import { associationIn, localePath, switchLanguagePath } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`https://zamwe.test${path}`, { method, headers });

describe("languageOf: query, then cookie, then Accept-Language, then English", () => {
  it("the address's ?lang= wins over the cookie and the browser", () => {
    const hausaBrowser = { "Accept-Language": "ha", Cookie: "zamwe-lang=ha" };
    expect(languageOf(get("/about?lang=en", hausaBrowser))).toBe("en");
    expect(languageOf(get("/about?lang=ha", { "Accept-Language": "en" }))).toBe("ha");
    // An unknown value is no choice: the next rule decides.
    expect(languageOf(get("/about?lang=fr", { "Accept-Language": "ha" }))).toBe("ha");
  });

  it("the cookie wins over the browser", () => {
    expect(languageOf(get("/", { Cookie: "a=1; zamwe-lang=en", "Accept-Language": "ha" }))).toBe(
      "en",
    );
    expect(languageOf(get("/", { Cookie: "zamwe-lang=ha", "Accept-Language": "en-GB" }))).toBe(
      "ha",
    );
    expect(languageOf(get("/", { Cookie: "zamwe-lang=xx", "Accept-Language": "ha" }))).toBe("ha");
  });

  it("without either, English", () => {
    expect(languageOf(get("/"))).toBe("en");
  });
});

describe("acceptedLanguage: Hausa when the browser ranks ha above en", () => {
  it.each([
    ["ha", "ha"],
    ["ha-NG", "ha"],
    ["HA-ng,en;q=0.5", "ha"],
    ["ha;q=0.9,en;q=0.8", "ha"],
    ["en;q=0.8,ha;q=0.9", "ha"],
    ["en,ha", "en"],
    ["ha,en", "ha"],
    ["en-US,en;q=0.9", "en"],
    ["en;q=0.5,ha;q=0.5", "en"],
    ["ha;q=0.4,en-NG;q=0.6", "en"],
    ["fr-FR,ha;q=0.3", "ha"],
    ["ha;q=0,en;q=0.1", "en"],
  ] as const)("%s → %s", (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });

  it.each([null, "", "fr", "*", "garbage;;;q=x", "ha;q=banana", "ha;q=2", ",,,"])(
    "%s → no preference",
    (header) => {
      expect(acceptedLanguage(header)).toBeNull();
    },
  );
});

describe("languageRedirect: an unmarked page for a Hausa reader goes to its ?lang=ha address", () => {
  const hausa = { "Accept-Language": "ha-NG,en;q=0.5" };

  it("302, same path and query plus lang=ha, private and varying with cookie and language", () => {
    const response = languageRedirect(get("/events?page=2#top", hausa))!;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events?page=2&lang=ha");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(languageRedirect(get("/", { Cookie: "zamwe-lang=ha" }))!.headers.get("Location")).toBe(
      "/?lang=ha",
    );
  });

  it("none for English readers, marked addresses, posts, files, data requests and the admin area", () => {
    expect(languageRedirect(get("/about"))).toBeNull();
    expect(languageRedirect(get("/about", { ...hausa, Cookie: "zamwe-lang=en" }))).toBeNull();
    expect(languageRedirect(get("/about?lang=en", hausa))).toBeNull();
    expect(languageRedirect(get("/about?lang=ha", hausa))).toBeNull();
    expect(languageRedirect(get("/contact", hausa, "POST"))).toBeNull();
    for (const path of [
      "/events/abc.ics",
      "/admin/members.csv",
      "/dashboard/card.svg",
      "/dashboard/data.json",
      "/robots.txt",
      "/sitemap.xml",
      "/site.webmanifest",
      "/assets/entry.client-abc.js",
      "/admin",
      "/admin/events",
      "/realtime/admin",
      "/sites/amina/logo",
      "/about?_data=routes%2F_public%2B%2Fabout",
    ]) {
      expect(languageRedirect(get(path, hausa)), path).toBeNull();
    }
    expect(languageRedirect(get("/about", hausa, "HEAD"))?.status).toBe(302);
  });
});

describe("withLanguageCookie: an explicit ?lang= is remembered", () => {
  const page = () =>
    new Response("<html></html>", {
      headers: {
        "Content-Type": "text/html",
        "Cache-Control": "public, max-age=0",
        Vary: "Cookie",
      },
    });

  it("sets the cookie when the address's language differs from it, and keeps that answer private", () => {
    const response = withLanguageCookie(get("/about?lang=ha"), page());
    expect(response.headers.get("Set-Cookie")).toBe(
      "zamwe-lang=ha; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure",
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const english = withLanguageCookie(get("/about?lang=en", { Cookie: "zamwe-lang=ha" }), page());
    expect(english.headers.get("Set-Cookie")).toMatch(/^zamwe-lang=en;/);
  });

  it("sets nothing when the cookie already says so; an unmarked page varies with cookie and language", () => {
    const same = withLanguageCookie(get("/about?lang=ha", { Cookie: "zamwe-lang=ha" }), page());
    expect(same.headers.get("Set-Cookie")).toBeNull();
    expect(same.headers.get("Cache-Control")).toBe("public, max-age=0");
    const unmarked = withLanguageCookie(get("/about"), page());
    expect(unmarked.headers.get("Set-Cookie")).toBeNull();
    expect(unmarked.headers.get("Vary")).toBe("Cookie, Accept-Language");
    expect(unmarked.headers.get("Cache-Control")).toBe("public, max-age=0");
  });

  it("leaves files and posts alone", () => {
    const file = new Response("x", { headers: { "Content-Type": "text/calendar" } });
    expect(withLanguageCookie(get("/events/a.ics?lang=ha"), file)).toBe(file);
    const posted = page();
    expect(withLanguageCookie(get("/contact?lang=ha", {}, "POST"), posted)).toBe(posted);
  });
});

describe("addresses in a language", () => {
  it("localePath marks Hausa addresses and leaves English ones unmarked", () => {
    expect(localePath("/", "ha")).toBe("/?lang=ha");
    expect(localePath("/about", "ha")).toBe("/about?lang=ha");
    expect(localePath("/gallery?category=workshops#top", "ha")).toBe(
      "/gallery?category=workshops&lang=ha#top",
    );
    expect(localePath("/about?lang=ha", "en")).toBe("/about");
    expect(localePath("/about", "en")).toBe("/about");
    expect(localePath("https://wa.me/234", "ha")).toBe("https://wa.me/234");
    expect(localePath("//evil.example/x", "ha")).toBe("//evil.example/x");
    expect(localePath("mailto:info@zamwe.org", "ha")).toBe("mailto:info@zamwe.org");
  });

  it("the switch names the language explicitly, so the page sets her cookie", () => {
    expect(switchLanguagePath("/about", "ha")).toBe("/about?lang=ha");
    expect(switchLanguagePath("/about?lang=ha", "en")).toBe("/about?lang=en");
    expect(switchLanguagePath("/gallery?category=events&lang=en", "ha")).toBe(
      "/gallery?category=events&lang=ha",
    );
  });

  it("an action's redirect keeps the language of the page that posted", () => {
    expect(localeRedirectPath(get("/logout?lang=ha", {}, "POST"), "/")).toBe("/?lang=ha");
    expect(localeRedirectPath(get("/logout", {}, "POST"), "/dashboard")).toBe("/dashboard");
  });
});

describe("associationIn: the association's name on a page", () => {
  const hausaLayout = layoutTexts.ha;
  it("is the catalogue's in Hausa, the deployment's in English", () => {
    const site = getAssociation({});
    expect(associationIn(site, "ha", hausaLayout).fullName).toBe(hausaLayout.fullName);
    expect(associationIn(site, "ha", hausaLayout).motto).toBe(hausaLayout.motto);
    expect(associationIn(site, "ha", hausaLayout).address).toBe("Gusau, Jihar Zamfara, Najeriya");
    expect(associationIn(site, "ha", hausaLayout).officeHours).toBe(hausaLayout.officeHours);
    expect(associationIn(site, "en", hausaLayout)).toBe(site);
  });

  it("is the deployment's own in every language when it named itself (SITE_FULL_NAME)", () => {
    const site = getAssociation({ SITE_FULL_NAME: "Sokoto Women in Business" });
    expect(associationIn(site, "ha", hausaLayout).fullName).toBe("Sokoto Women in Business");
    // …fact by fact: what it left as it was still reads in Hausa.
    expect(associationIn(site, "ha", hausaLayout).motto).toBe(hausaLayout.motto);
  });
});
