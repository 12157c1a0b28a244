/**
 * Every refusal a form can meet, answered by the Worker's real entry (server.ts with the server
 * build: `npm test` builds before vitest) in workerd: a page of the site with its header and
 * footer, the message in the language of the page the form was sent from, for a public form
 * (/contact; the RSVP for a 409), a member form (/dashboard) and an admin form (/admin/messages,
 * /admin/events for a 503; English only) — each status where that form can meet it (ADR 0029).
 * A redirect built from the request's path never leaves the site, and a signed-in visitor's
 * answers are hers alone. The entry's Cron Trigger runs the daily job on its scheduled day.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../server";
import { contactTexts } from "../../app/i18n/contact";
import { dashboardTexts } from "../../app/i18n/dashboard";
import { eventsTexts } from "../../app/i18n/events";
import { createEvent } from "../../app/models/events.server";
import { getDb } from "../../app/models/db.server";
import { errorTexts } from "../../app/i18n/errors";
import { refusalTexts } from "../../app/i18n/refusals";
import type { Language } from "../../app/i18n/language";
import { signedInAccount, type SignedIn } from "./support/accounts";
import { unavailable, withoutWrites } from "../security/support/faults";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { nextIp, workerContext } from "./support/http";
import { startEarlyInALimiterMinute } from "./support/limiter-window";

const SITE = "http://zamwe.test";
const ctx = workerContext;

let t: TestDatabase;
let member: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({}, { rateLimits: true });
  member = await signedInAccount(t, "refusal-member@zamwe.test");
  admin = await signedInAccount(t, "refusal-admin@zamwe.test", { admin: true });
});

type Send = {
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  cookie?: string;
  env?: Env;
};

function send(path: string, { method = "POST", body, headers = {}, cookie, env }: Send = {}) {
  const request = new Request(`${SITE}${path}`, {
    method,
    body,
    headers: {
      Host: "zamwe.test",
      Origin: SITE,
      "CF-Connecting-IP": nextIp(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
  return worker.fetch(request as Parameters<typeof worker.fetch>[0], env ?? t.env, ctx);
}

/** How React writes a text into HTML. */
const html = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

async function expectSitePage(response: Response, status: number, lang: Language, text: string) {
  const page = await response.text();
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(page).toContain(`<html lang="${lang}">`);
  expect(page).toMatch(/<header[\s>]/);
  expect(page).toMatch(/<footer[\s>]/);
  expect(page).toContain(html(text));
  const headings = [...page.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map(([, heading]) => heading);
  expect(headings).not.toContain(html(errorTexts[lang].unexpected.title));
}

const contactForm = (email = `visitor-${crypto.randomUUID()}@example.com`) =>
  new URLSearchParams({ name: "Amina Bello", email, message: "Hello ZAMWE" });

const forms = [
  { name: "public form", path: "/contact", languages: ["en", "ha"] as const, cookie: () => "" },
  {
    name: "member form",
    path: "/dashboard/link",
    languages: ["en", "ha"] as const,
    cookie: () => member.cookie,
  },
  {
    name: "admin form",
    path: "/admin/messages",
    languages: ["en"] as const,
    cookie: () => admin.cookie,
  },
];

const cases = forms.flatMap((form) =>
  form.languages.map((lang) => ({
    ...form,
    lang,
    url: lang === "en" ? form.path : `${form.path}?lang=ha`,
  })),
);

describe.each(cases)("the $name in $lang", ({ url, lang, cookie }) => {
  const r = refusalTexts[lang];

  it("400: a form that cannot be read", async () => {
    const body = new URLSearchParams({ __intent__: "x" });
    await expectSitePage(await send(url, { body, cookie: cookie() }), 400, lang, r.formNotReadable);
  });

  it("415: a body that is not a form", async () => {
    const response = await send(url, {
      body: JSON.stringify({ email: "a@example.com" }),
      headers: { "Content-Type": "application/json" },
      cookie: cookie(),
    });
    await expectSitePage(response, 415, lang, r.formNotAForm);
  });

  it("403: a form sent from another site", async () => {
    const response = await send(url, {
      body: contactForm(),
      headers: { Origin: "https://evil.example" },
      cookie: cookie(),
    });
    // Her page, with her header: hers alone when she is signed in.
    expect(response.headers.get("Cache-Control")).toBe(cookie() ? "private, no-store" : null);
    await expectSitePage(response, 403, lang, r.crossOrigin.message);
  });

  it("413: a body over the limit, declared or not", async () => {
    const declared = await send(url, {
      body: "x",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(13 * 1024 * 1024),
      },
      cookie: cookie(),
    });
    expect(declared.headers.get("Cache-Control")).toBe(cookie() ? "private, no-store" : null);
    await expectSitePage(declared, 413, lang, r.tooLarge.message);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(256 * 1024).fill(97));
        controller.close();
      },
    });
    const undeclared = await send(url, {
      body: chunks,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie: cookie(),
    });
    await expectSitePage(undeclared, 413, lang, r.tooLarge.message);
  });
});

describe("429: too many requests", () => {
  it.each(["en", "ha"] as const)("the public form in %s", async (lang) => {
    const email = `often-${lang}@example.com`;
    const path = lang === "en" ? "/contact" : "/contact?lang=ha";
    let response: Response | undefined;
    await startEarlyInALimiterMinute();
    // Five messages a minute about one address (FORM_TARGET_LIMITER), the sixth is refused.
    for (let sent = 0; sent < 6; sent++) response = await send(path, { body: contactForm(email) });
    await expectSitePage(response!, 429, lang, refusalTexts[lang].tooManyRequests);
  });

  it.each(["en", "ha"] as const)("the member form in %s", async (lang) => {
    const path = lang === "en" ? "/dashboard/link" : "/dashboard/link?lang=ha";
    const ip = nextIp();
    const body = () => new URLSearchParams({ phoneNumber: "08031234567", paymentReference: "X" });
    let response: Response | undefined;
    await startEarlyInALimiterMinute();
    // Twenty posts a minute per client (FORM_CLIENT_LIMITER), the twenty-first is refused.
    for (let sent = 0; sent < 21; sent++) {
      response = await send(path, {
        body: body(),
        cookie: member.cookie,
        headers: { "CF-Connecting-IP": ip },
      });
    }
    await expectSitePage(response!, 429, lang, refusalTexts[lang].tooManyRequests);
  });
});

describe("403: an admin form posted without the admin role", () => {
  it("is a page of the site saying so", async () => {
    const response = await send("/admin/messages", {
      body: new URLSearchParams({ id: "1" }),
      cookie: member.cookie,
    });
    await expectSitePage(response, 403, "en", "Admin access required");
  });
});

describe("503: a message that could not be stored", () => {
  it.each(["en", "ha"] as const)(
    "is the contact page with the spec's message, in %s",
    async (lang) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const path = lang === "en" ? "/contact" : "/contact?lang=ha";
      const response = await send(path, {
        body: contactForm(),
        env: { ...t.env, DB: unavailable(t.db) },
      });
      await expectSitePage(response, 503, lang, contactTexts[lang].toasts.failed);
      error.mockRestore();
    },
  );
});

describe("409: a form whose answer is no", () => {
  it.each(["en", "ha"] as const)(
    "the RSVP to a past event in %s: the page, with its message",
    async (lang) => {
      const id = await createEvent(
        getDb(t.env),
        {
          title: "Last year's fair",
          description: "Over",
          titleHa: null,
          descriptionHa: null,
          eventDate: new Date("2020-03-01T09:00:00Z"),
          location: "Gusau",
          imageUrl: null,
          maxAttendees: null,
        },
        { userId: admin.id, email: admin.email },
      );
      const path = `/events/${id}/rsvp${lang === "en" ? "" : "?lang=ha"}`;
      const response = await send(path, {
        body: new URLSearchParams({ fullName: "Amina Bello", email: "amina@example.com" }),
      });
      await expectSitePage(response, 409, lang, eventsTexts[lang].toasts.past);
    },
  );
});

describe("503: a member's or an admin's change that could not be saved", () => {
  it.each(["en", "ha"] as const)(
    "the member form in %s: the page, with its message",
    async (lang) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const response = await send(lang === "en" ? "/dashboard/link" : "/dashboard/link?lang=ha", {
        body: new URLSearchParams({ phoneNumber: "08031234567", paymentReference: "ZW-7K3Q9" }),
        cookie: member.cookie,
        env: { ...t.env, DB: withoutWrites(t.db) },
      });
      await expectSitePage(response, 503, lang, dashboardTexts[lang].toasts.updateFailed);
      error.mockRestore();
    },
  );

  it("the admin form: the page, with its message", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const event = {
      title: "Bookkeeping",
      description: "Records",
      date: "2027-01-05",
      time: "10:00",
      location: "Gusau",
      maxAttendees: "10",
    };
    const response = await send("/admin/events", {
      body: new URLSearchParams(event),
      cookie: admin.cookie,
      env: { ...t.env, DB: withoutWrites(t.db) },
    });
    await expectSitePage(response, 503, "en", "The event was not saved. Please try again.");
    error.mockRestore();
  });
});

describe("a form sent with JavaScript (Remix's `.data` address)", () => {
  it.each([
    ["403", { Origin: "https://evil.example" }, 403, refusalTexts.ha.crossOrigin.message],
    ["413", { "Content-Length": String(2 * 1024 * 1024) }, 413, refusalTexts.ha.tooLarge.message],
  ] as const)(
    "gets the %s as Remix data, for the page to show in its layout",
    async (_s, headers, status, message) => {
      const response = await send("/contact.data?lang=ha", {
        body: "x",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });
      expect(response.status).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/x-script/);
      expect(await response.text()).toContain(message);
    },
  );
});

describe("a refusal at an address without a form", () => {
  it("is the plain refusal page (nothing there to show it in)", async () => {
    // Remix logs the post to a page without an action (its 405), which the Worker replaces.
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await send("/about?lang=ha", {
      body: contactForm(),
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`<h1>${refusalTexts.ha.crossOrigin.heading}</h1>`);
    error.mockRestore();
  });
});

describe("the language redirect stays on the site", () => {
  it.each([
    "//evil.example/x",
    "/\\evil.example/",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%2f/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/.//evil.example",
  ])("%j", async (path) => {
    const asHausa: Record<string, string>[] = [
      { "Accept-Language": "ha" },
      { Cookie: "zamwe-lang=ha" },
    ];
    for (const headers of asHausa) {
      const response = await send(path, { method: "GET", headers });
      const location = response.headers.get("Location");
      if (location !== null) {
        expect(new URL(location, `${SITE}/page`).origin, location).toBe(SITE);
        expect(new URL(decodeURIComponent(location), `${SITE}/page`).origin, location).toBe(SITE);
      }
      expect(response.status, path).not.toBe(500);
    }
  });

  it("still sends a Hausa reader to a page's Hausa address", async () => {
    const response = await send("/about", { method: "GET", headers: { "Accept-Language": "ha" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/about?lang=ha");
  });
});

describe("a signed-in visitor's answers", () => {
  it("are private, no-store: her pages and the data her pages fetch (`.data`)", async () => {
    for (const path of ["/dashboard", "/dashboard.data", "/_root.data", "/about.data?lang=ha"]) {
      const response = await send(path, { method: "GET", cookie: member.cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
});

describe("the Cron Trigger", () => {
  it("runs the daily job for the day it was scheduled, also when it starts late", async () => {
    const cron = await createTestDatabase();
    // 08:00 WAT on 10 March 2027; her year ends 30 days later, so her first reminder is due.
    const scheduledTime = Date.parse("2027-03-10T07:00:00Z");
    await seedMember(cron.db, "2027-03-10", "cron", { endsIn: 30 });
    const work: Promise<unknown>[] = [];
    const cronCtx = {
      waitUntil: (promise: Promise<unknown>) => void work.push(promise),
      passThroughOnException: () => {},
    } as unknown as ExecutionContext;
    const controller = { scheduledTime, cron: "0 7 * * *", noRetry: () => {} };
    await worker.scheduled(controller as ScheduledController, cron.env, cronCtx);
    await Promise.all(work);
    const written = await cron.db
      .prepare("SELECT idempotency_key AS key, created_at AS createdAt FROM messages")
      .all();
    expect(written.results).toEqual([
      { key: "renewal-reminder:period-cron:30-days", createdAt: scheduledTime },
    ]);
  });
});
