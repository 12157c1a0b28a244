/**
 * Issue #37, §4: the site as a mail relay. Messages a visitor's request sends (sign-up, RSVP,
 * /join, "Forgot password?") are limited per address and kind — 4 an hour to an address nobody
 * has proven, 30 to a proven one — and, to unproven addresses, 200 in any 24 hours for the whole
 * site; over a limit a message is written "held" (the Outbox shows it), nothing is sent, and the
 * page answers as if it went. A name a visitor typed never reaches a message as a link, and a
 * message to an unproven address says who asked and that nothing is needed if it was not her.
 * Inside workerd, against a real D1, the real queue producer and Miniflare's Email Service.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendMessage, sendMessages } from "../../app/messages/send.server";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { action as forgotAction } from "../../app/routes/_auth+/forgot-password";
import { loader as outboxLoader } from "../../app/routes/admin+/outbox._index";
import { loader as messageLoader } from "../../app/routes/admin+/outbox.$id";
import { settle, signedInAccount, type SignedIn } from "../integration/support/accounts";
import { createTestDatabase, type TestDatabase } from "../integration/support/d1";
import { locationOf, request, setCookies, statusOf } from "../integration/support/http";
import { joinDetails } from "../integration/support/join";
import { watchMailQueue } from "../integration/support/mail-queue";
import { visitorMessage } from "../integration/support/visitor-messages";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestDatabase({ SESSION_SECRET: "mail-relay" } as Partial<Env>);
  admin = await signedInAccount(t, "relay-admin@zamwe.test", { admin: true });
});

const ORIGIN = "http://zamwe.test";
let addresses = 0;
const address = (label: string) => `${label}-${++addresses}@relay.example`;

/** An admin's decision on an application, to its address: the association's own message. */
const decisionMessage = (kind: "application-approved" | "application-rejected", email: string) => ({
  kind,
  to: { email, language: "en" as const },
  key: `${kind}:${crypto.randomUUID()}`,
  origin: ORIGIN,
  data: {
    fullName: "Amina",
    paymentReference: "ZW-ABCDE",
    plan: "starter" as const,
    email,
    linked: false,
    membershipNumber: null,
    paymentConfirmed: kind === "application-approved",
    reason: null,
  },
});

/** /join as she fills it in: step 1, then step 2 sent with the reference it showed her. */
async function applyToJoin(fields: Record<string, string>) {
  const post = (more: Record<string, string>) =>
    settle(() =>
      joinAction(
        routeArgs({
          request: request("/join", { fields: { ...fields, ...more } }),
          context: t.context,
          params: {},
        }),
      ),
    );
  const step2 = (await post({ intent: "continue" })) as { data: { paymentReference: string } };
  return post({ intent: "submit", paymentReference: step2.data.paymentReference });
}

const statusesTo = async (email: string, test: TestDatabase = t) =>
  (
    await test.db
      .prepare(
        "SELECT status, payload FROM messages WHERE lower(recipient) = lower(?) ORDER BY created_at, rowid",
      )
      .bind(email)
      .all<{ status: string; payload: string | null }>()
  ).results;

const count = (list: string[], value: string) => list.filter((item) => item === value).length;

/** An account whose address is confirmed by its link: a proven address. */
async function provenAccount(email: string) {
  const account = await signedInAccount(t, email);
  await t.db
    .prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?")
    .bind(Date.now(), account.id)
    .run();
  return account;
}

describe("per address: a few messages of each kind an hour to an unproven address", () => {
  for (const kind of ["confirm-address", "event-rsvp", "application-received"] as const) {
    it(`${kind}: four go; the 5th to the 21st in the hour are held, with nothing to send`, async () => {
      const victim = address(kind);
      const outcomes: string[] = [];
      for (let i = 0; i < 21; i++)
        outcomes.push(await sendMessage(t.env, visitorMessage(kind, victim)));
      expect(outcomes.slice(0, 4)).toEqual(Array(4).fill("queued"));
      expect(outcomes.slice(4)).toEqual(Array(17).fill("held"));
      const rows = await statusesTo(victim);
      expect(
        count(
          rows.map((row) => row.status),
          "queued",
        ),
      ).toBe(4);
      expect(rows.filter((row) => row.status === "held")).toEqual(
        Array(17).fill({ status: "held", payload: null }),
      );
      // Another kind to her is counted on its own; another address is not touched.
      expect(await sendMessage(t.env, visitorMessage("event-rsvp", address("other")))).toBe(
        "queued",
      );
    });
  }

  it("twenty-one asked at once: still four, whatever the order they arrive in", async () => {
    const victim = address("parallel");
    const outcomes = await Promise.all(
      Array.from({ length: 21 }, () => sendMessage(t.env, visitorMessage("event-rsvp", victim))),
    );
    expect(count(outcomes, "queued")).toBe(4);
    expect(count(outcomes, "held")).toBe(17);
    expect(
      count(
        (await statusesTo(victim)).map((row) => row.status),
        "queued",
      ),
    ).toBe(4);
  });

  it("a held message is not sent, and the queue never hears of it", async () => {
    const victim = address("unsent");
    for (let i = 0; i < 5; i++) await sendMessage(t.env, visitorMessage("confirm-address", victim));
    const held = await t.db
      .prepare("SELECT id FROM messages WHERE lower(recipient) = ? AND status = 'held'")
      .bind(victim)
      .first<{ id: string }>();
    expect(await deliverMessage(t.env, held!.id)).toBe("skipped");
    expect((await statusesTo(victim)).map((row) => row.status)).toEqual([
      "queued",
      "queued",
      "queued",
      "queued",
      "held",
    ]);
  });

  it("a proven address is not limited at that count: 21 go, and only the 31st is held", async () => {
    const member = address("proven");
    await provenAccount(member);
    const outcomes: string[] = [];
    for (let i = 0; i < 31; i++) {
      outcomes.push(await sendMessage(t.env, visitorMessage("event-rsvp", member.toUpperCase())));
    }
    expect(outcomes.slice(0, 30)).toEqual(Array(30).fill("queued"));
    expect(outcomes[30]).toBe("held");
  });

  it("the association's own messages (an admin's decision) are not limited", async () => {
    const applicant = address("approved");
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      outcomes.push(await sendMessage(t.env, decisionMessage("application-approved", applicant)));
    }
    expect(outcomes).toEqual(Array(5).fill("queued"));
  });
});

describe("the links that are the proof itself still go", () => {
  it('"Forgot password?" for an account whose address is unproven: each link D1 allows in an hour is sent', async () => {
    const queue = watchMailQueue(t);
    const owner = await signedInAccount(t, address("unproven-owner"));
    for (let i = 0; i < 4; i++) {
      await settle(() =>
        forgotAction(
          routeArgs({
            request: request("/forgot-password", { fields: { email: owner.email } }),
            context: t.context,
            params: {},
          }),
        ),
      );
      await queue.runPasswordResets();
      // Her last link is older than 15 minutes: the next request makes a new one (ADR 0036).
      await t.db
        .prepare("UPDATE password_reset_tokens SET created_at = created_at - ? WHERE user_id = ?")
        .bind(15 * 60 * 1000 + 1, owner.id)
        .run();
    }
    expect((await statusesTo(owner.email)).map((row) => row.status)).toEqual(
      Array(4).fill("queued"),
    );
  });
});

describe("the pages answer a held message exactly as a sent one", () => {
  it("21 RSVPs with one address, to 21 events: the same answer each time, four messages", async () => {
    const victim = address("rsvp-victim");
    const answers: { status: number; location: string | undefined; cookies: string[] }[] = [];
    for (let i = 0; i < 21; i++) {
      const eventId = crypto.randomUUID();
      await t.db
        .prepare(
          "INSERT INTO events (id, title, description, event_date, location) VALUES (?, ?, 'A day', ?, 'Gusau')",
        )
        .bind(eventId, `Market Day ${i}`, Date.now() + 86_400_000)
        .run();
      const answer = await settle(() =>
        rsvpAction(
          routeArgs({
            request: request(`/events/${eventId}/rsvp`, {
              fields: { fullName: "Guest", email: victim },
            }),
            context: t.context,
            params: { id: eventId },
          }),
        ),
      );
      answers.push({
        status: statusOf(answer),
        location: locationOf(answer)?.replace(/\/rsvp\/[^/?]+/, "/rsvp/<code>"),
        cookies: setCookies(answer).map((cookie) => cookie.split("=")[0]!),
      });
    }
    // E-mail on, her link goes to the address only: each answer is the events list (issue #37).
    expect(answers[0]).toEqual({ status: 302, location: "/events", cookies: ["zamwe-flash"] });
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(
      true,
    );
    const statuses = (await statusesTo(victim)).map((row) => row.status);
    expect([count(statuses, "queued"), count(statuses, "held")]).toEqual([4, 17]);
  });

  it("/join six times with one address: the same answer each time, four messages", async () => {
    const victim = address("join-victim");
    const answers: { status: number; location: string | undefined; cookies: string[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const key = crypto.randomUUID();
      const done = await applyToJoin({ ...joinDetails(key), email: victim });
      answers.push({
        status: statusOf(done),
        location: locationOf(done)?.replace(key, "<key>"),
        cookies: setCookies(done).map((cookie) => cookie.split("=")[0]!),
      });
    }
    expect(answers[0]).toEqual({
      status: 302,
      location: "/join/submitted/<key>",
      cookies: ["zamwe-flash"],
    });
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(
      true,
    );
    const statuses = (await statusesTo(victim)).map((row) => row.status);
    expect([count(statuses, "queued"), count(statuses, "held")]).toEqual([4, 2]);
  });
});

describe("the Outbox shows what was held back", () => {
  it("lists held messages by their status, and a held one's page says why, with no text", async () => {
    const victim = address("outbox-held");
    for (let i = 0; i < 5; i++) await sendMessage(t.env, visitorMessage("event-rsvp", victim));
    const list = (await outboxLoader(
      routeArgs({
        request: request("/admin/outbox?status=held", { cookie: admin.cookie }),
        context: t.context,
        params: {},
      }),
    )) as {
      counts: Record<string, number>;
      rows: { id: string; recipient: string; status: string; retryable: boolean }[];
    };
    expect(list.counts.held).toBeGreaterThanOrEqual(1);
    expect(list.rows.every((row) => row.status === "held" && !row.retryable)).toBe(true);
    const held = list.rows.find((row) => row.recipient === victim)!;
    expect(held).toBeDefined();
    const page = (await messageLoader(
      routeArgs({
        request: request(`/admin/outbox/${held.id}`, { cookie: admin.cookie }),
        context: t.context,
        params: { id: held.id },
      }),
    )) as { message: { status: string; text: string | null; subject: string | null } };
    expect(page.message).toMatchObject({ status: "held", text: null, subject: null });
  });
});

/** The message as she receives it: both parts, as the provider is handed them. */
async function delivered(id: string) {
  expect(await deliverMessage(t.env, id)).toBe("sent");
  return (await t.db
    .prepare("SELECT subject, body_text AS text, body_html AS html FROM messages WHERE id = ?")
    .bind(id)
    .first<{ subject: string; text: string; html: string }>())!;
}

const lastMessageTo = async (email: string) =>
  (await t.db
    .prepare(
      "SELECT id FROM messages WHERE lower(recipient) = lower(?) ORDER BY created_at DESC, rowid DESC LIMIT 1",
    )
    .bind(email)
    .first<{ id: string }>())!.id;

/** Every URL in a text part, and every href of the HTML part. */
const linksIn = ({ text, html }: { text: string; html: string }) => [
  ...(text.match(/https?:\/\/[^\s<>"]+/g) ?? []),
  ...[...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!),
];

/** A link of the site's own, or to the association's WhatsApp. */
const ours = (link: string) =>
  link === ORIGIN || link.startsWith(`${ORIGIN}/`) || link.startsWith("https://wa.me/");

describe("a name typed by a visitor is plain text, never a link", () => {
  const URL_NAME = "URGENT: pay fee at http://evil.example/pay";

  it("an RSVP's message (to a proven or an unproven address) leaves such a name out of both parts", async () => {
    const member = address("named-proven");
    await provenAccount(member);
    for (const email of [address("named-unproven"), member]) {
      await sendMessage(t.env, visitorMessage("event-rsvp", email, URL_NAME));
      const mail = await delivered(await lastMessageTo(email));
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("URGENT");
      }
      expect(mail.text.startsWith("Hello,\n")).toBe(true);
      // The site's own links and its WhatsApp number, nothing else.
      expect(linksIn(mail).filter((link) => !ours(link))).toEqual([]);
    }
  });

  it("…as it does a bare domain, an address, a number to call, or markup", async () => {
    const member = address("named-others");
    await provenAccount(member);
    for (const name of [
      "Amina evil.example",
      "amina@evil.example",
      "Call 0803 555 0101",
      "<b>Amina</b>",
    ]) {
      await sendMessage(t.env, visitorMessage("event-rsvp", member, name));
      const mail = await delivered(await lastMessageTo(member));
      expect(mail.text.startsWith("Hello,\n"), name).toBe(true);
      expect(mail.html, name).not.toContain("<b>Amina");
      expect(mail.text, name).not.toContain("evil.example");
      expect(mail.text, name).not.toContain("0803");
    }
  });

  it("a plain name greets a proven address; to an unproven one no typed name is used at all", async () => {
    const member = address("greeted");
    await provenAccount(member);
    await sendMessage(t.env, visitorMessage("event-rsvp", member, "Hajiya A. Bello-Yusuf"));
    expect((await delivered(await lastMessageTo(member))).text).toMatch(
      /^Hello Hajiya A\. Bello-Yusuf,\n/,
    );
    const stranger = address("not-greeted");
    await sendMessage(t.env, visitorMessage("event-rsvp", stranger, "Hajiya A. Bello-Yusuf"));
    const mail = await delivered(await lastMessageTo(stranger));
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text + mail.html).not.toContain("Bello-Yusuf");
  });

  it("/join: a name holding an address is refused (issue #50); to an unproven address no name at all, not even in the WhatsApp link", async () => {
    const applicant = address("join-named");
    const refused = await applyToJoin({
      ...joinDetails(crypto.randomUUID()),
      email: applicant,
      fullName: URL_NAME,
    });
    expect(statusOf(refused)).toBe(400);
    const written = await t.db
      .prepare("SELECT count(*) AS n FROM messages WHERE lower(recipient) = lower(?)")
      .bind(applicant)
      .first<{ n: number }>();
    expect(written?.n).toBe(0);

    const done = await applyToJoin({
      ...joinDetails(crypto.randomUUID()),
      email: applicant,
      fullName: "Hajiya Zuwaira Quadri",
    });
    expect(statusOf(done)).toBe(302);
    const mail = await delivered(await lastMessageTo(applicant));
    expect(linksIn(mail).filter((link) => !ours(link))).toEqual([]);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(decodeURIComponent(part)).not.toContain("Quadri");
    }
  });
});

describe("a message to an unproven address says who asked, and that nothing is needed", () => {
  const WHO_ASKED =
    /Someone asked for this message on the sign-up page of zamwe\.test on .+\. If it was not you, you need do nothing\./;

  it("the sign-up's confirmation link: where and when it was asked for (English and Hausa)", async () => {
    for (const [lang, expected] of [
      ["", WHO_ASKED],
      [
        "ha",
        /Wani ya nemi wannan saƙo a shafin buɗe asusu na zamwe\.test ranar .+\. Idan ba ku ne ba, ba abin da ya kamata ku yi\./,
      ],
    ] as const) {
      const email = address(`signup${lang}`);
      await settle(() =>
        loginAction(
          routeArgs({
            request: request(`/login?${lang ? `lang=${lang}&` : ""}tab=signup`, {
              fields: {
                intent: "signup",
                fullName: "Amina Bello",
                email,
                password: "Her-Own-Password-7",
              },
            }),
            context: t.context,
            params: {},
          }),
        ),
      );
      const mail = await delivered(await lastMessageTo(email));
      expect(mail.text).toMatch(expected);
      expect(mail.html).toMatch(expected);
    }
  });

  it("not to a proven address", async () => {
    const member = address("proven-asked");
    await provenAccount(member);
    await sendMessage(t.env, visitorMessage("confirm-address", member));
    const mail = await delivered(await lastMessageTo(member));
    expect(mail.text).not.toContain("Someone asked for this message");
    expect(mail.text).not.toContain("you need do nothing");
  });

  it("the association's messages to an unproven address say it was given on the site", async () => {
    const applicant = address("given");
    await sendMessages(t.env, [decisionMessage("application-rejected", applicant)]);
    const mail = await delivered(await lastMessageTo(applicant));
    expect(mail.text).toContain(
      "ZAMWE wrote to this address because it was given on zamwe.test. If it was not you who gave it, you need do nothing.",
    );
  });
});

describe("the whole site: 200 messages to unproven addresses in any 24 hours", () => {
  let site: TestDatabase;
  beforeAll(async () => {
    site = await createTestDatabase({ SESSION_SECRET: "mail-relay-day" } as Partial<Env>);
  });

  it("the 201st asked for by a visitor is held; proven addresses and the association's own go on; a day later the count is clear", async () => {
    const batch = Array.from({ length: 200 }, (_, i) =>
      visitorMessage("confirm-address", `stranger-${i}@day.example`),
    );
    expect(new Set(await sendMessages(site.env, batch))).toEqual(new Set(["queued"]));
    expect(await sendMessage(site.env, visitorMessage("event-rsvp", "one-more@day.example"))).toBe(
      "held",
    );
    expect(
      await sendMessage(site.env, visitorMessage("application-received", "two-more@day.example")),
    ).toBe("held");

    // A proven address is not counted against the day, and still gets hers.
    const member = await signedInAccount(site, "member@day.example");
    await site.db
      .prepare("UPDATE users SET email_confirmed_at = ? WHERE id = ?")
      .bind(Date.now(), member.id)
      .run();
    expect(await sendMessage(site.env, visitorMessage("event-rsvp", "member@day.example"))).toBe(
      "queued",
    );
    // An admin's decision is not a visitor's request: neither counted nor held.
    expect(
      await sendMessage(site.env, decisionMessage("application-approved", "approved@day.example")),
    ).toBe("queued");

    // A rolling day: 24 hours after them, the 200 count no more.
    await site.db
      .prepare("UPDATE messages SET created_at = created_at - ? WHERE recipient LIKE 'stranger-%'")
      .bind(24 * 60 * 60 * 1000 + 1)
      .run();
    expect(await sendMessage(site.env, visitorMessage("event-rsvp", "next-day@day.example"))).toBe(
      "queued",
    );
  });

  it("MAIL_UNPROVEN_PER_DAY sets another cap", async () => {
    const small = await createTestDatabase({
      SESSION_SECRET: "mail-relay-small",
      MAIL_UNPROVEN_PER_DAY: "2",
    } as Partial<Env>);
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(
        await sendMessage(small.env, visitorMessage("event-rsvp", `s${i}@small.example`)),
      );
    }
    expect(outcomes).toEqual(["queued", "queued", "held"]);
  });
});
