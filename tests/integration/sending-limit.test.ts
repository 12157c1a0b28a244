/**
 * Issue #50: the site's daily cap on messages to unproven addresses guards the sending quota
 * without stranding anyone. A page that asked for a message while the cap holds them says so
 * (the same words for every address); the admins see how many are held (the /admin banner, one
 * e-mail a day to their proven addresses) and can send them from the Outbox; unsent, they expire
 * after 24 hours. Inside workerd, against a real D1, the real queue producer and Miniflare's
 * Email Service.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { runHourlyJob } from "../../app/messages/daily-job.server";
import { sendMessage } from "../../app/messages/send.server";
import { sendingLimitIn } from "../../app/messages/sending-limit";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { loader as checkEmailLoader } from "../../app/routes/_auth+/check-email";
import { toasts } from "../../app/http/toast.server";
import { sendingLimitTexts } from "../../app/i18n/sending-limit";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { action as joinAction } from "../../app/routes/_public+/join._index";
import { loader as submittedLoader } from "../../app/routes/_public+/join.submitted.$key";
import { loader as adminLoader } from "../../app/routes/admin+/_index";
import {
  action as outboxAction,
  loader as outboxLoader,
} from "../../app/routes/admin+/outbox._index";
import { routeArgs } from "../support/route-args";
import { settle, signedInAccount, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { locationOf, request, setCookies } from "./support/http";
import { joinDetails } from "./support/join";
import { watchMailQueue } from "./support/mail-queue";
import { visitorMessage } from "./support/visitor-messages";

const ORIGIN = "http://zamwe.test";
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestDatabase;
let admin: SignedIn;
let queue: ReturnType<typeof watchMailQueue>;
beforeAll(async () => {
  // A small cap, so that a test reaches it with a few messages.
  t = await createTestDatabase({
    SESSION_SECRET: "sending-limit",
    MAIL_UNPROVEN_PER_DAY: "2",
  } as Partial<Env>);
  queue = watchMailQueue(t);
  admin = await signedInAccount(t, "limit-admin@zamwe.test", { admin: true });
  await prove(admin.email);
});
// Each test starts its own day: no message counts against the cap yet.
beforeEach(async () => {
  await t.db.prepare("DELETE FROM messages").run();
  queue.sent.length = 0;
});

async function prove(email: string) {
  await t.db
    .prepare("UPDATE users SET email_confirmed_at = ? WHERE lower(email) = lower(?)")
    .bind(Date.now(), email)
    .run();
}

/** A visitor's RSVP message to an unproven address: counted by the site's daily cap. */
const rsvpMessage = (email: string) => visitorMessage("event-rsvp", email);

/** The day's cap reached: two messages to unproven addresses (MAIL_UNPROVEN_PER_DAY = 2). */
async function reachTheCap() {
  for (const email of ["first@cap.example", "second@cap.example"]) {
    expect(await sendMessage(t.env, rsvpMessage(email))).toBe("queued");
  }
}

function signUp(email: string, lang = "") {
  return settle(() =>
    loginAction(
      routeArgs({
        request: request(`/login?${lang ? `lang=${lang}&` : ""}tab=signup`, {
          fields: { intent: "signup", fullName: "Amina Bello", email, password: "Her-Own-Pass-71" },
        }),
        context: t.context,
        params: {},
      }),
    ),
  );
}

const messagesTo = async (email: string) =>
  (
    await t.db
      .prepare(
        "SELECT id, kind, status, held_by AS heldBy, payload IS NOT NULL AS hasPayload FROM messages WHERE lower(recipient) = lower(?) ORDER BY created_at, rowid",
      )
      .bind(email)
      .all<{ id: string; kind: string; status: string; heldBy: string | null; hasPayload: 0 | 1 }>()
  ).results;

const heldOnAdminPage = async () =>
  (
    (await adminLoader(
      routeArgs({
        request: request("/admin", { cookie: admin.cookie }),
        context: t.context,
        params: {},
      }),
    )) as { heldBySite: number }
  ).heldBySite;

const release = (count: number) =>
  settle(() =>
    outboxAction(
      routeArgs({
        request: request("/admin/outbox", {
          cookie: admin.cookie,
          fields: { intent: "release", count: String(count) },
        }),
        context: t.context,
        params: {},
      }),
    ),
  );

describe("her page, when the day's cap holds her message", () => {
  it("a sign-up says her message waits, for a new address and one with an account alike; before the cap it does not", async () => {
    const before = locationOf(await signUp("early@cap.example"));
    expect(before).toBe("/check-email?for=signup");
    await signUp("second-early@cap.example");

    const member = await signedInAccount(t, "member@cap.example");
    await prove(member.email);
    const fresh = locationOf(await signUp("newcomer@cap.example"));
    const taken = locationOf(await signUp("member@cap.example"));
    expect(fresh).toBe("/check-email?for=signup&limited=1");
    expect(taken).toBe(fresh);
    // Her confirmation is held by the site's cap, its link kept for an admin to send.
    expect(await messagesTo("newcomer@cap.example")).toEqual([
      expect.objectContaining({ kind: "confirm-address", status: "held", heldBy: "site" }),
    ]);
    expect((await messagesTo("newcomer@cap.example"))[0]!.hasPayload).toBe(1);

    // The page reads the mark from its address, in her language too.
    const hausa = locationOf(await signUp("sabuwa@cap.example", "ha"))!;
    expect(sendingLimitIn(`http://zamwe.test${hausa}`)).toBe(true);
    expect(hausa).toContain("lang=ha");
    const page = (await checkEmailLoader(
      routeArgs({ request: request(fresh!), context: t.context, params: {} }),
    )) as { after: string; limited: boolean };
    expect(page).toMatchObject({ after: "signup", limited: true });
  });

  it("/join's confirmation says 'application received' waits", async () => {
    await reachTheCap();
    const fields = { ...joinDetails(crypto.randomUUID()), email: "applicant@cap.example" };
    const step2 = (await settle(() =>
      joinAction(
        routeArgs({
          request: request("/join", { fields: { ...fields, intent: "continue" } }),
          context: t.context,
          params: {},
        }),
      ),
    )) as { data: { paymentReference: string } };
    const sent = await settle(() =>
      joinAction(
        routeArgs({
          request: request("/join", {
            fields: {
              ...fields,
              intent: "submit",
              paymentReference: step2.data.paymentReference,
            },
          }),
          context: t.context,
          params: {},
        }),
      ),
    );
    const location = locationOf(sent)!;
    expect(location).toMatch(/^\/join\/submitted\/[0-9a-f-]{36}\?limited=1$/);
    const key = location.split("/").pop()!.split("?")[0]!;
    const page = (await submittedLoader(
      routeArgs({ request: request(location), context: t.context, params: { key } }),
    )) as { limited: boolean };
    expect(page.limited).toBe(true);
    expect(await messagesTo("applicant@cap.example")).toEqual([
      expect.objectContaining({ kind: "application-received", status: "held", heldBy: "site" }),
    ]);
  });

  it("an RSVP keeps her place, and its toast says her link waits, in Hausa too", async () => {
    await reachTheCap();
    const event = crypto.randomUUID();
    await t.db
      .prepare(
        "INSERT INTO events (id, title, description, event_date, location, max_attendees) VALUES (?, 'Market Day', 'Prices', ?, 'Gusau Hall', 20)",
      )
      .bind(event, Date.now() + 7 * DAY_MS)
      .run();
    for (const [lang, words] of [
      ["", sendingLimitTexts.en.body],
      ["ha", sendingLimitTexts.ha.body],
    ] as const) {
      const email = `guest${lang}@cap.example`;
      const answer = await settle(() =>
        rsvpAction(
          routeArgs({
            request: request(`/events/${event}/rsvp${lang ? "?lang=ha" : ""}`, {
              fields: { fullName: "Amina Bello", email },
            }),
            context: t.context,
            params: { id: event },
          }),
        ),
      );
      const flash = setCookies(answer)
        .find((cookie) => cookie.startsWith("zamwe-flash="))!
        .split(";")[0]!;
      const { toast } = await toasts(t.env).getToast(request("/", { cookie: flash }));
      expect(toast?.description).toBe(words.replace("{phone}", "+234 912 754 5291"));
      expect(await messagesTo(email)).toEqual([
        expect.objectContaining({ kind: "event-rsvp", status: "held", heldBy: "site" }),
      ]);
    }
    const places = await t.db
      .prepare("SELECT count(*) AS n FROM event_rsvps WHERE event_id = ? AND status = 'confirmed'")
      .bind(event)
      .first<{ n: number }>();
    expect(places?.n).toBe(2);
  });

  it("a message held by her address's hourly limit is never sent: no payload, not the site's", async () => {
    const victim = "victim@cap.example";
    const big = await createTestDatabase({
      SESSION_SECRET: "sending-limit-address",
    } as Partial<Env>);
    for (let i = 0; i < 5; i++) await sendMessage(big.env, rsvpMessage(victim));
    const rows = (
      await big.db
        .prepare("SELECT status, held_by AS heldBy, payload FROM messages ORDER BY rowid")
        .all<{ status: string; heldBy: string | null; payload: string | null }>()
    ).results;
    expect(rows.map((row) => row.status)).toEqual(["queued", "queued", "queued", "queued", "held"]);
    expect(rows[4]).toEqual({ status: "held", heldBy: "address", payload: null });
  });
});

describe("the admins see it and decide", () => {
  it("one e-mail a day to each admin's proven address when the cap starts holding messages", async () => {
    const unprovenAdmin = await signedInAccount(t, "new-admin@zamwe.test", { admin: true });
    await reachTheCap();
    for (const email of ["a@held.example", "b@held.example", "c@held.example"]) {
      expect(await sendMessage(t.env, rsvpMessage(email))).toBe("held");
    }
    const toAdmin = await messagesTo(admin.email);
    expect(toAdmin).toEqual([
      expect.objectContaining({ kind: "sending-limit-reached", status: "queued" }),
    ]);
    expect(await messagesTo(unprovenAdmin.email)).toEqual([]);
    expect(await deliverMessage(t.env, toAdmin[0]!.id)).toBe("sent");
    const mail = (await t.db
      .prepare("SELECT subject, body_text AS text FROM messages WHERE id = ?")
      .bind(toAdmin[0]!.id)
      .first<{ subject: string; text: string }>())!;
    expect(mail.subject).toBe("Messages held back by the sending limit");
    expect(mail.text).toContain("2 messages in 24 hours");
    expect(mail.text).toContain(`${ORIGIN}/admin/outbox?status=held`);
  });

  it("the banner counts them, 'Send held messages' sends each once, and they are delivered with their links", async () => {
    await reachTheCap();
    await signUp("waiting@cap.example");
    await sendMessage(t.env, rsvpMessage("rsvp@held.example"));
    expect(await heldOnAdminPage()).toBe(2);
    const outbox = (await outboxLoader(
      routeArgs({
        request: request("/admin/outbox?status=held", { cookie: admin.cookie }),
        context: t.context,
        params: {},
      }),
    )) as { heldBySite: number };
    expect(outbox.heldBySite).toBe(2);

    queue.sent.length = 0;
    const answer = await release(2);
    expect(locationOf(answer)).toBe("/admin/outbox?status=queued");
    // Pressed twice (two admins, or a double click): nothing is queued twice.
    await release(2);
    const [confirmation] = await messagesTo("waiting@cap.example");
    expect(confirmation).toMatchObject({ status: "queued", hasPayload: 1 });
    expect(queue.sent).toHaveLength(2);
    expect(queue.sent).toContainEqual({ messageId: confirmation!.id });
    expect(await heldOnAdminPage()).toBe(0);

    // Her confirmation goes out with its link, and the link is hers.
    expect(await deliverMessage(t.env, confirmation!.id)).toBe("sent");
    const text = (await t.db
      .prepare("SELECT body_text AS text FROM messages WHERE id = ?")
      .bind(confirmation!.id)
      .first<{ text: string }>())!.text;
    expect(text).toMatch(new RegExp(`${ORIGIN}/confirm-email/[A-Za-z0-9_-]{20,}`));
  });

  it("unsent for 24 hours they expire: the hourly job drops their links; the banner and the button go", async () => {
    await reachTheCap();
    await signUp("late@cap.example");
    expect(await heldOnAdminPage()).toBe(1);
    const now = Date.now();
    // Just under a day: still there after the hourly job.
    await runHourlyJob(t.env, new Date(now + DAY_MS - 60_000));
    expect((await messagesTo("late@cap.example"))[0]).toMatchObject({ hasPayload: 1 });

    const report = await runHourlyJob(t.env, new Date(now + DAY_MS + 1));
    expect(report["held messages"]).toEqual({ expired: 1 });
    expect((await messagesTo("late@cap.example"))[0]).toMatchObject({
      status: "held",
      heldBy: "site",
      hasPayload: 0,
    });
    expect(await heldOnAdminPage()).toBe(0);
    queue.sent.length = 0;
    await release(0);
    expect(queue.sent).toEqual([]);
    expect((await messagesTo("late@cap.example"))[0]).toMatchObject({ status: "held" });
  });
});
