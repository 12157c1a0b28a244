/**
 * Who is on file cannot be learned (issue #15, ADR 0012): an attacker walks a list of e-mail
 * addresses — some with an account, an RSVP or a subscription, some not — through the public
 * forms. Sign-up, "Forgot password?", RSVP and the newsletter give every address the same answer
 * (the newsletter since issue #26: it used to say "Already subscribed!"; sign-up since issue #27
 * also the sign-in after it, ADR 0036), and the limits per client and per e-mail slow a walk
 * down besides.
 */
import type { ActionFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TOO_MANY_REQUESTS } from "../../app/http/abuse.server";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { action as newsletterAction } from "../../app/routes/_public+/newsletter";
import { action as forgotAction } from "../../app/routes/_auth+/forgot-password";
import { toasts } from "../../app/http/toast.server";
import { buildSeedSql, seedId } from "../../db/seed-data.mjs";
import { settle } from "../integration/support/accounts";
import { createTestDatabase, execSql, type TestDatabase } from "../integration/support/d1";
import { request, setCookies, statusOf, type Payload } from "../integration/support/http";
import { securityReport } from "./support/report";
import { watchMailQueue } from "../integration/support/mail-queue";
import { getLoadContext } from "../../load-context";
import type { MailQueueBody } from "../../app/messages/send.server";
import { startEarlyInALimiterMinute } from "../integration/support/limiter-window";
import { routeArgs } from "../support/route-args";

// Sign-ups run PBKDF2 at 100,000 iterations; the limiter tests may wait for a fresh minute.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const report = securityReport("enumeration", (counts) => ({
  summary: `${counts.probes ?? 0} addresses probed (${counts.known ?? 0} on file): ${counts.told ?? 0} told which`,
  checks: counts.probes ?? 0,
}));

let t: TestDatabase;
let queue: ReturnType<typeof watchMailQueue>;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "enumeration-secret" } as Partial<Env>, {
    rateLimits: true,
  });
  queue = watchMailQueue(t);
  await execSql(t.db, buildSeedSql(Date.now()));
});

let clients = 0;
/** Each probe from a client address of its own (unless one is given): the per-client limit
 *  is not what hides the answer here. */
const post = (
  action: (args: ActionFunctionArgs) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  { ip = `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`, params = {} } = {},
) =>
  settle(() =>
    action(routeArgs({ request: request(path, { fields, ip }), context: t.context, params })),
  );

/** Everything a visitor can see of an answer: status, where it goes, its message, its cookies. */
async function visible(answer: unknown) {
  const response = answer instanceof Response ? answer : null;
  const flash = setCookies(answer)
    .find((c) => c.startsWith("zamwe-flash="))
    ?.split(";")[0];
  const toast = flash
    ? (await toasts(t.env).getToast(request("/", { cookie: flash }))).toast
    : (answer as Payload<{ toast?: unknown }>).data?.toast;
  return {
    status: statusOf(answer),
    location: response?.headers.get("Location") ?? null,
    toast,
    session: setCookies(answer).some((c) => c.startsWith("zamwe-session=")),
  };
}

/** Probes every address; all answers must be alike, whoever is on file. */
async function walk(
  list: { email: string; known: boolean }[],
  probe: (email: string) => Promise<unknown>,
) {
  const answers = [];
  for (const { email, known } of list) {
    report.add("probes");
    if (known) report.add("known");
    answers.push({ known, seen: await visible(await probe(email)) });
  }
  const distinct = new Set(answers.map((a) => JSON.stringify(a.seen)));
  if (distinct.size > 1) report.add("told", list.length);
  return { answers, distinct };
}

const list = (known: string[], unknown: string[]) =>
  [
    ...known.map((email) => ({ email, known: true })),
    ...unknown.map((email) => ({ email, known: false })),
  ]
    // Interleaved, as a real list would be.
    .sort((a, b) => a.email.localeCompare(b.email));

/** The owners of the addresses "on file": each signs up with a password of her own. */
async function signUpOwners(emails: string[]) {
  for (const email of emails) {
    await post(loginAction, "/login?tab=signup", {
      intent: "signup",
      fullName: "Owner",
      email,
      password: "Her-Own-Password-1",
    });
  }
}

/** Who was sent a message of this kind, in order. */
async function recipientsOf(kind: string) {
  const rows = await t.db
    .prepare("SELECT lower(recipient) AS email FROM messages WHERE kind = ? ORDER BY 1")
    .bind(kind)
    .all<{ email: string }>();
  return rows.results.map((row) => row.email);
}

describe("sign-up", () => {
  it("answers an address with an account exactly like a new one, and signs nobody in", async () => {
    const known = ["walk-a@example.com", "walk-c@example.com", "walk-e@example.com"];
    await signUpOwners(known);
    const users = await t.db.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>();
    const probes = list(
      known.map((email) => email.toUpperCase()),
      ["walk-b@example.com", "walk-d@example.com", "walk-f@example.com"],
    );
    const { answers, distinct } = await walk(probes, (email) =>
      post(loginAction, "/login?tab=signup", {
        intent: "signup",
        fullName: "Prober",
        email,
        password: "Prober-Password-9",
      }),
    );
    expect(distinct.size).toBe(1);
    expect(answers[0]!.seen).toMatchObject({
      status: 302,
      location: "/check-email?for=signup",
      session: false,
    });
    // The new ones were created; the taken ones kept their owner and password.
    expect((await t.db.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n).toBe(
      users!.n + 3,
    );
    expect(await t.db.prepare("SELECT count(*) AS n FROM sessions").first()).toEqual({ n: 0 });

    // ADR 0012's residual channel, closed (ADR 0036): signing in with the password just chosen
    // fails alike for a new address (held until its link is opened) and a taken one.
    const signIns = await walk(probes, (email) =>
      post(loginAction, "/login", { intent: "login", email, password: "Prober-Password-9" }),
    );
    expect(signIns.distinct.size).toBe(1);
    expect(signIns.answers[0]!.seen).toMatchObject({ status: 401, session: false });
    // What differs goes to the address itself: its owner's word, or the new account's link.
    expect(await recipientsOf("account-exists")).toEqual(known);
  });
});

describe("Forgot password?", () => {
  it("answers an address with an account exactly like an unknown one, byte for byte, in both languages", async () => {
    const known = ["reset-a@example.com", "reset-c@example.com"];
    await signUpOwners(known);
    for (const path of ["/forgot-password", "/forgot-password?lang=ha"]) {
      const answers = [];
      for (const { email, known: onFile } of list(
        known.map((email) => email.toUpperCase()),
        ["reset-b@example.com", "reset-d@example.com"],
      )) {
        report.add("probes");
        if (onFile) report.add("known");
        answers.push(await bytesOf(await post(forgotAction, path, { email })));
      }
      const distinct = new Set(answers.map((answer) => JSON.stringify(answer)));
      if (distinct.size > 1) report.add("told", answers.length);
      expect(distinct.size).toBe(1);
      expect(answers[0]!.status).toBe(302);
    }
    // Only the addresses with an account were sent a link (one each: no pile), by the queue's
    // consumer: the page queued every address alike.
    await queue.runPasswordResets();
    expect(await recipientsOf("password-reset")).toEqual(known);
  });

  it("does the same work for an address with an account as for one without: no answer's time tells them apart (issue #37)", async () => {
    const [owner] = ["reset-timing@example.com"];
    await signUpOwners([owner!]);
    /** What the page asks of D1 and of the queue, in order: statements, batches, messages. */
    const workOf = async (email: string) => {
      const calls: string[] = [];
      const db = new Proxy(t.env.DB, {
        get(target, prop) {
          const value = Reflect.get(target, prop, target);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            calls.push(
              `D1 ${String(prop)} ${prop === "batch" ? (args[0] as unknown[]).length : String(args[0])}`,
            );
            return value.apply(target, args);
          };
        },
      });
      const queued: MailQueueBody[] = [];
      const mailQueue = {
        send: async (body: MailQueueBody) => {
          calls.push(`queue send ${JSON.stringify(body).split(email).join("<address>")}`);
          queued.push(body);
        },
        sendBatch: async (messages: Iterable<MessageSendRequest<MailQueueBody>>) => {
          calls.push(`queue sendBatch ${[...messages].length}`);
        },
      } as unknown as Queue;
      const env = { ...t.env, DB: db, MAIL_QUEUE: mailQueue };
      const context = getLoadContext({ env, ctx: { waitUntil() {}, passThroughOnException() {} } });
      const answer = await settle(() =>
        forgotAction(
          routeArgs({
            request: request("/forgot-password", {
              fields: { email },
              ip: `198.19.0.${++clients % 250}`,
            }),
            context,
            params: {},
          }),
        ),
      );
      return { calls, queued, answer: await bytesOf(answer) };
    };
    const onFile = await workOf(owner!);
    const stranger = await workOf("reset-timing-stranger@example.com");
    report.add("probes", 2);
    report.add("known");
    expect(onFile.answer).toEqual(stranger.answer);
    expect(onFile.calls).toEqual(stranger.calls);
    // Both: one queue message with the address, and on the page's time nothing read but the
    // site's day count (issue #50's sending limit: no address in it), nothing written.
    expect(onFile.calls).toEqual([
      expect.stringMatching(
        /^D1 prepare select \(\(select count\(\*\) from "messages" "earlier" where/,
      ),
      'queue send {"passwordReset":{"email":"<address>","origin":"http://zamwe.test","language":"en"}}',
    ]);
    expect(onFile.calls[0]).not.toContain('recipient"');
    // The difference is the consumer's, after the answer: a link for the account only.
    queue.sent.push(...onFile.queued, ...stranger.queued);
    await queue.runPasswordResets();
    expect(await recipientsOf("password-reset")).toContain(owner);
    expect(await recipientsOf("password-reset")).not.toContain("reset-timing-stranger@example.com");
  });
});

describe("RSVP", () => {
  it("answers an address on the list exactly like a new one, for an open and for a full event", async () => {
    // The seeded bookkeeping workshop has 9 RSVPs (3 places left); the trade fair has no limit.
    const bookkeeping = seedId("event:bookkeeping");
    const onList = (
      await t.db
        .prepare("SELECT email FROM event_rsvps WHERE event_id = ? LIMIT 3")
        .bind(bookkeeping)
        .all<{ email: string }>()
    ).results.map((row) => row.email.toUpperCase());
    const rsvp = (eventId: string) => (email: string) =>
      post(
        rsvpAction,
        `/events/${eventId}/rsvp`,
        { fullName: "Prober", email },
        { params: { id: eventId } },
      );

    // Open: every answer has a private link (issue #29), which goes to the address only where
    // e-mail is on (issue #37; here): a new address and one on the list are answered alike,
    // "RSVP Confirmed!" on the list with the link in the e-mail. (Without e-mail a new address's
    // first answer is shown its link, so there a repeat is told apart: ADR 0040.)
    const tradeFair = seedId("event:trade-fair");
    for (const email of ["fair-1@example.com", "fair-3@example.com"]) await rsvp(tradeFair)(email);
    const open = await walk(
      list(
        ["FAIR-1@example.com", "fair-3@EXAMPLE.com"],
        ["fair-2@example.com", "fair-4@example.com"],
      ),
      rsvp(tradeFair),
    );
    expect(open.distinct.size).toBe(1);
    expect(open.answers[0]!.seen).toMatchObject({
      status: 302,
      location: "/events",
      toast: { message: "RSVP Confirmed!" },
    });

    // Fill the workshop, then probe it: "full" for all, on the list or not.
    for (const email of ["fill-1@example.com", "fill-2@example.com", "fill-3@example.com"]) {
      expect(statusOf(await rsvp(bookkeeping)(email))).toBe(302);
    }
    const full = await walk(
      list(onList, ["late-1@example.com", "late-2@example.com"]),
      rsvp(bookkeeping),
    );
    expect(full.distinct.size).toBe(1);
    expect(full.answers[0]!.seen).toMatchObject({
      status: 409,
      toast: {
        type: "error",
        message: "This event is full",
        description: "If you have RSVP'd already, your place is kept.",
      },
    });
  });
});

/** An action's whole answer as the browser gets it: status, every header, and the body. */
async function bytesOf(answer: unknown) {
  const response =
    answer instanceof Response
      ? answer
      : new Response(JSON.stringify((answer as Payload).data), (answer as Payload).init ?? {});
  return {
    status: response.status,
    headers: [...response.headers].sort(([a], [b]) => a.localeCompare(b)),
    body: await response.text(),
  };
}

describe("newsletter (a listed address is answered as a new one)", () => {
  it("answers a listed address byte for byte like a new one, in English and in Hausa, and stores no second row", async () => {
    const listed = ["list-a@example.com", "list-c@example.com"];
    for (const email of listed) await post(newsletterAction, "/newsletter", { email });
    for (const path of ["/newsletter", "/newsletter?lang=ha"]) {
      const probes = list(
        listed.map((email) => ` ${email.toUpperCase()}`),
        [`list-b-${path.length}@example.com`, `list-d-${path.length}@example.com`],
      );
      // JavaScript's `.data` request reaches this same action: one comparison covers both.
      const answers: { email: string; bytes: Awaited<ReturnType<typeof bytesOf>> }[] = [];
      const { distinct } = await walk(probes, async (email) => {
        const answer = await post(newsletterAction, path, { fullName: "Prober", email });
        answers.push({ email, bytes: await bytesOf(answer) });
        return answer;
      });
      expect(distinct.size).toBe(1);
      // Nothing in the answer is random (the flash cookie is signed, not encrypted with a
      // nonce), so nothing needs masking: every answer is the first one, to the byte.
      for (const { email, bytes } of answers) {
        expect(bytes, `${path} ${email}`).toEqual(answers[0]!.bytes);
      }
      expect(answers[0]!.bytes).toMatchObject({ status: 302, body: "" });
    }
    const stored = await t.db
      .prepare(
        "SELECT lower(email) AS email, count(*) AS n, max(full_name) AS name FROM newsletter_subscribers WHERE email IN (?, ?) GROUP BY lower(email)",
      )
      .bind(...listed)
      .all();
    expect(stored.results).toEqual(listed.map((email) => ({ email, n: 1, name: null })));
  });

  it("a list walked from one client is cut off after 20 addresses a minute, all answered alike", async () => {
    const subscribed = Array.from({ length: 15 }, (_, i) => `reader-${i * 2}@example.com`);
    for (const email of subscribed) {
      await post(newsletterAction, "/newsletter", { email });
    }
    await startEarlyInALimiterMinute(30);
    const ip = "198.51.100.99";
    const statuses: number[] = [];
    const answered = new Set<string>();
    for (let i = 0; i < 30; i++) {
      report.add("probes");
      if (i % 2 === 0) report.add("known");
      const answer = await post(
        newsletterAction,
        "/newsletter",
        { email: `reader-${i}@example.com` },
        { ip },
      );
      statuses.push(statusOf(answer));
      if (answer instanceof Response && answer.status === 429) {
        expect(await answer.text()).toBe(TOO_MANY_REQUESTS);
      } else {
        answered.add(JSON.stringify(await visible(answer)));
      }
    }
    if (answered.size > 1) report.add("told", 20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    expect(answered.size).toBe(1);
  });

  it("one address probed from many clients is cut off after 5 a minute", async () => {
    await startEarlyInALimiterMinute(30);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        statusOf(
          await post(newsletterAction, "/newsletter", { email: "Probed.Reader@Example.com" }),
        ),
      );
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
