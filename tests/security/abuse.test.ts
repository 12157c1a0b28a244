import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_REQUESTS } from "../../app/http/abuse.server";
import * as adminLogin from "../../app/routes/_auth+/admin_.login";
import * as checkIn from "../../app/routes/admin+/events.$id.check-in";
import * as contact from "../../app/routes/_public+/contact";
import * as link from "../../app/routes/_member+/dashboard_.link";
import * as rsvp from "../../app/routes/_public+/events.$id.rsvp";
import * as join from "../../app/routes/_public+/join._index";
import * as login from "../../app/routes/_auth+/login";
import * as newsletter from "../../app/routes/_public+/newsletter";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { settle, signedInAccount } from "../integration/support/accounts";
import { statusOf, type Payload } from "../integration/support/http";
import { createTestDatabase, execSql, type TestDatabase } from "../integration/support/d1";
import { startEarlyInALimiterMinute } from "../integration/support/limiter-window";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let eventId: string;
beforeAll(async () => {
  t = await createTestDatabase({}, { rateLimits: true });
  await execSql(t.db, buildSeedSql(Date.now()));
  eventId = (
    (await t.db
      .prepare("SELECT id FROM events WHERE event_date > ? ORDER BY event_date LIMIT 1")
      .bind(Date.now())
      .first()) as { id: string }
  ).id;
});

let clients = 0;
/** A post from a client address of its own (unless one is given). */
function post(
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  { client = `192.0.2.${++clients}`, params = {} as Record<string, string> } = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`http://zamwe.test${path}`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": client },
  });
  return settle(() => action(routeArgs({ request, context: t.context, params })));
}

async function rowCounts() {
  const tables = [
    "contact_messages",
    "newsletter_subscribers",
    "event_rsvps",
    "join_applications",
    "users",
    "sessions",
    "login_failures",
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = (
      (await t.db.prepare(`SELECT count(*) AS n FROM ${table}`).first()) as {
        n: number;
      }
    ).n;
  }
  return counts;
}

const joinFields = () => ({
  intent: "submit",
  fullName: "Bot Applicant",
  phoneNumber: "0803 555 0101",
  contactAddress: "Gusau",
  nextOfKin: "Someone",
  businessName: "Spam Ltd",
  businessType: "retail",
  whyJoin: "Spam",
  membershipPlan: "starter",
  idempotencyKey: crypto.randomUUID(),
  paymentReference: "ZW-ABCDE",
});

describe("the honeypot", () => {
  it("answers a filled honeypot like a success (or the usual failure) and stores nothing", async () => {
    const before = await rowCounts();
    const website = { website: "https://spam.example" };
    const cases: [string, Promise<unknown>, number][] = [
      [
        "contact",
        post(contact.action, "/contact", {
          name: "Bot",
          email: "bot@example.com",
          message: "Buy",
          ...website,
        }),
        302,
      ],
      [
        "newsletter",
        post(newsletter.action, "/newsletter", { email: "bot@example.com", ...website }),
        302,
      ],
      [
        "rsvp",
        post(
          rsvp.action,
          `/events/${eventId}/rsvp`,
          { fullName: "Bot", email: "bot@example.com", ...website },
          {
            params: { id: eventId },
          },
        ),
        302,
      ],
      ["join", post(join.action, "/join", { ...joinFields(), ...website }), 302],
      [
        "sign up",
        post(login.action, "/login?tab=signup", {
          intent: "signup",
          fullName: "Bot",
          email: "bot-signup@example.com",
          password: "a-long-password-9",
          ...website,
        }),
        400,
      ],
      [
        "login",
        post(login.action, "/login", {
          intent: "login",
          email: "bot@example.com",
          password: "whatever-123",
          ...website,
        }),
        401,
      ],
      [
        "admin login",
        post(adminLogin.action, "/admin/login", {
          email: "bot@example.com",
          password: "whatever-123",
          ...website,
        }),
        401,
      ],
    ];
    for (const [name, pending, status] of cases) {
      const answer = (await pending) as Response | { init: { status: number } };
      const actual = answer instanceof Response ? answer.status : answer.init.status;
      expect(actual, name).toBe(status);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe("rate limits (Workers Rate Limiting, simulated by workerd)", { timeout: 120_000 }, () => {
  it("lets 20 contact messages a minute through per client, then answers 429", async () => {
    const client = "198.51.100.7";
    await startEarlyInALimiterMinute(30);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const answer = (await post(
        contact.action,
        "/contact",
        { name: `Visitor ${i}`, email: `v${i}@example.com`, message: "Hello" },
        { client },
      )) as Response;
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true);
    const refused = statuses[20];
    expect(refused).toBe(429);
    // Another client is not affected.
    const other = (await post(contact.action, "/contact", {
      name: "Other",
      email: "other@example.com",
      message: "Hello",
    })) as Response;
    expect(other.status).toBe(302);
  });

  it("lets 5 newsletter sign-ups a minute through per e-mail, from any number of clients", async () => {
    await startEarlyInALimiterMinute(30);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = (await post(newsletter.action, "/newsletter", {
        email: "Same.Person@example.com",
      })) as Response | { init: { status?: number } | null };
      statuses.push(answer instanceof Response ? answer.status : (answer.init?.status ?? 200));
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("refuses with the message and a Retry-After, and counts sign-ups too", async () => {
    let last: Response | undefined;
    await startEarlyInALimiterMinute(30);
    for (let i = 0; i < 6; i += 1) {
      const answer = await post(login.action, "/login?tab=signup", {
        intent: "signup",
        fullName: "Same Person",
        email: "target@example.com",
        password: "a-long-password-9",
      });
      if (answer instanceof Response) last = answer;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("Retry-After")).toBe("60");
    expect(await last?.text()).toBe(TOO_MANY_REQUESTS);
  });

  it("the dashboard's link form: 20 a minute per client, whichever accounts and phones", async () => {
    const client = "198.51.100.8";
    const members = await Promise.all(
      Array.from({ length: 21 }, (_, i) => signedInAccount(t, `linker-${i}@abuse.test`)),
    );
    await startEarlyInALimiterMinute(30);
    const statuses: number[] = [];
    for (const [i, member] of members.entries()) {
      const body = new FormData();
      body.set("phoneNumber", `0803 555 ${String(1000 + i)}`);
      body.set("paymentReference", "ZW-QQQQQ");
      const request = new Request("http://zamwe.test/dashboard/link", {
        method: "POST",
        body,
        headers: { "CF-Connecting-IP": client, Cookie: member.cookie },
      });
      const answer = await settle(() =>
        link.action(routeArgs({ request, context: t.context, params: {} })),
      );
      statuses.push(
        answer instanceof Response
          ? answer.status
          : ((answer as { init?: { status?: number } }).init?.status ?? 200),
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 404));
    expect(statuses[20]).toBe(429);
  });

  it("the check-in desk's search (issue #37): 20 a minute per account, from any address; then the desk says so", async () => {
    const [steward, other] = await Promise.all(
      ["searcher", "other-searcher"].map((name) => signedInAccount(t, `${name}@abuse.test`)),
    );
    for (const account of [steward, other]) {
      await t.db
        .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
        .bind(account!.id)
        .run();
    }
    await t.db
      .prepare(
        "INSERT INTO event_rsvps (id, event_id, full_name, email, status, code) VALUES (?, ?, 'Searched Person', 'searched@abuse.test', 'confirmed', ?)",
      )
      .bind(crypto.randomUUID(), eventId, "ab".repeat(16))
      .run();
    const search = async (cookie: string) => {
      const request = new Request(`http://zamwe.test/admin/events/${eventId}/check-in?q=searched`, {
        headers: { "CF-Connecting-IP": `192.0.2.${++clients}`, Cookie: cookie },
      });
      const answer = await settle(() =>
        checkIn.loader(routeArgs({ request, context: t.context, params: { id: eventId } })),
      );
      return {
        status: statusOf(answer),
        limited: (answer as Payload<{ searchLimited: string | null }>).data?.searchLimited,
      };
    };
    await startEarlyInALimiterMinute(30);
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await search(steward!.cookie));
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(
      Array.from({ length: 20 }, () => 200),
    );
    expect(answers[20]).toEqual({
      status: 429,
      limited:
        "Too many searches. You can search again in 1 minute; until then, check people in from the list below.",
    });
    expect((await search(other!.cookie)).status).toBe(200);
  });
});
