import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  deliverMailBatch,
  deliverMessage,
  settleDeadLetters,
} from "../../app/messages/deliver.server";
import { runDailyJob } from "../../app/messages/daily-job.server";
import { sendMessage, sendMessages, type MailQueueBody } from "../../app/messages/send.server";
import { unsubscribeToken, verifyUnsubscribeToken } from "../../app/messages/unsubscribe.server";
import { getDb } from "../../app/models/db.server";
import { requeueMessage, suppressAddress } from "../../app/models/messages.server";
import { action as outboxAction } from "../../app/routes/admin+/outbox._index";
import { loader as messageLoader } from "../../app/routes/admin+/outbox.$id";
import { getLoadContext } from "../../load-context";
import { buildSeedSql } from "../../db/seed-data.mjs";
import { loader as outboxLoader } from "../../app/routes/admin+/outbox._index";
import { createTestDatabase, execSql, type TestDatabase } from "./support/d1";
import { settle, signedInAccount } from "./support/accounts";
import { locationOf, request, statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});

const ORIGIN = "https://zamwe.test";
type Row = {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_id: string | null;
  payload: string | null;
  body_text: string | null;
  recipient: string;
};
const rowOf = (key: string) =>
  t.db.prepare("SELECT * FROM messages WHERE idempotency_key = ?").bind(key).first<Row>();

const testMessage = (key: string, email = "amina@example.com", language: "en" | "ha" = "en") => ({
  kind: "outbox-test" as const,
  to: { email, language },
  data: { sentBy: "Hauwa" },
  key,
  origin: ORIGIN,
});

/** An Email Service binding that refuses `failures` times, then sends (recording what it got). */
function flakyEmail(failures: number) {
  const sent: Parameters<SendEmail["send"]>[0][] = [];
  let calls = 0;
  const binding = {
    async send(message: Parameters<SendEmail["send"]>[0]) {
      calls += 1;
      if (calls <= failures) throw new Error("Email Service unavailable (503)");
      sent.push(message);
      return { messageId: `<provider-${calls}@zamwe.test>` };
    },
  } as unknown as SendEmail;
  return { binding, sent, calls: () => calls };
}

describe("sendMessage", () => {
  it("writes one queued row per key and reports a second ask as a duplicate", async () => {
    expect(await sendMessage(t.env, testMessage("k-once"))).toBe("queued");
    expect(await sendMessage(t.env, testMessage("k-once"))).toBe("duplicate");
    const row = await rowOf("k-once");
    expect(row).toMatchObject({ status: "queued", attempts: 0, recipient: "amina@example.com" });
    expect(JSON.parse(row!.payload!)).toEqual({ origin: ORIGIN, data: { sentBy: "Hauwa" } });
  });

  it("never queues an invalid address", async () => {
    expect(await sendMessage(t.env, testMessage("k-invalid", "not an address"))).toBe("invalid");
    expect(await rowOf("k-invalid")).toBeNull();
  });

  it("queues nothing when e-mail is off (no sender, or no binding)", async () => {
    expect(await sendMessage({ ...t.env, MAIL_FROM: "" }, testMessage("k-off"))).toBe("off");
    expect(await sendMessage({ ...t.env, EMAIL: undefined }, testMessage("k-off"))).toBe("off");
    expect(await rowOf("k-off")).toBeNull();
  });

  it("suppresses a bounced address for every kind", async () => {
    await suppressAddress(getDb(t.env), "Bounced@Example.com", "bounced");
    expect(await sendMessage(t.env, testMessage("k-bounced", "bounced@example.com"))).toBe(
      "suppressed",
    );
    expect(await rowOf("k-bounced")).toMatchObject({ status: "suppressed" });
  });

  it("sends transactional messages to an address that only unsubscribed", async () => {
    await suppressAddress(getDb(t.env), "quiet@example.com", "unsubscribed");
    expect(await sendMessage(t.env, testMessage("k-quiet", "quiet@example.com"))).toBe("queued");
  });

  it("logs no address or link when the messages cannot be recorded", async () => {
    // A real D1 failure: drizzle's error names the query's values (her address, the payload).
    await t.db.exec(
      "CREATE TRIGGER unwritable BEFORE INSERT ON messages WHEN NEW.recipient = 'secret@example.com' BEGIN SELECT RAISE(ABORT, 'D1 is unavailable'); END",
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await sendMessage(t.env, testMessage("k-unwritable", "secret@example.com"))).toBe(
        "off",
      );
      const lines = logged.mock.calls.map((call) => call.join(" "));
      expect(lines.join("\n")).not.toContain("secret@example.com");
      expect(lines.join("\n")).toContain("D1 is unavailable");
      expect(lines.join("\n")).not.toContain("secret@example.com");
      expect(lines.join("\n")).not.toContain(ORIGIN);
    } finally {
      logged.mockRestore();
      await t.db.exec("DROP TRIGGER unwritable");
    }
  });

  it("writes a batch whole or not at all, so asking again queues every message", async () => {
    // The 9th row (in the second chunk of seven) cannot be written: a real D1 failure.
    await t.db.exec(
      "CREATE TRIGGER ninth BEFORE INSERT ON messages WHEN NEW.recipient = 'p8@example.com' BEGIN SELECT RAISE(ABORT, 'D1 is unavailable'); END",
    );
    const batch = Array.from({ length: 10 }, (_, i) =>
      testMessage(`k-page-${i}`, `p${i}@example.com`),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(new Set(await sendMessages(t.env, batch))).toEqual(new Set(["off"]));
    } finally {
      logged.mockRestore();
      await t.db.exec("DROP TRIGGER ninth");
    }
    const written = () =>
      t.db
        .prepare("SELECT count(*) AS n FROM messages WHERE idempotency_key LIKE 'k-page-%'")
        .first("n");
    expect(await written()).toBe(0);
    // The retry (an announcement page's job, run again) writes and queues all ten.
    expect(new Set(await sendMessages(t.env, batch))).toEqual(new Set(["queued"]));
    expect(await written()).toBe(10);
  });

  it("writes many in chunks, each key once", async () => {
    const batch = Array.from({ length: 23 }, (_, i) =>
      testMessage(`k-many-${i % 20}`, `m${i}@example.com`),
    );
    const outcomes = await sendMessages(t.env, batch);
    expect(outcomes.filter((o) => o === "queued")).toHaveLength(20);
    expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(3);
  });
});

describe("the queue consumer", () => {
  it("retries a failing provider, then sends once, recording the provider's id", async () => {
    await sendMessage(t.env, testMessage("k-flaky"));
    const { id } = (await rowOf("k-flaky"))!;
    const email = flakyEmail(2);
    const env = { ...t.env, EMAIL: email.binding };

    for (const attempt of [1, 2]) {
      const batch = createMessageBatch<MailQueueBody>("zamwe-mail", [
        { id: `q-${attempt}`, timestamp: new Date(), attempts: attempt, body: { messageId: id } },
      ]);
      const ctx = createExecutionContext();
      await deliverMailBatch(batch, env);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toEqual([{ msgId: `q-${attempt}` }]);
      expect(await rowOf("k-flaky")).toMatchObject({
        status: "queued",
        attempts: attempt,
        last_error: "Email Service unavailable (503)",
      });
    }
    const batch = createMessageBatch<MailQueueBody>("zamwe-mail", [
      { id: "q-3", timestamp: new Date(), attempts: 3, body: { messageId: id } },
    ]);
    await deliverMailBatch(batch, env);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["q-3"]);
    expect(await rowOf("k-flaky")).toMatchObject({
      status: "sent",
      attempts: 3,
      last_error: null,
      provider_id: "<provider-3@zamwe.test>",
    });
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({
      from: { email: "no-reply@zamwe.test", name: "ZAMWE" },
      to: "amina@example.com",
      subject: "A test message from ZAMWE",
    });
  });

  it("sends a redelivered message at most once", async () => {
    await sendMessage(t.env, testMessage("k-redelivered"));
    const { id } = (await rowOf("k-redelivered"))!;
    const email = flakyEmail(0);
    const env = { ...t.env, EMAIL: email.binding };
    const twice = createMessageBatch<MailQueueBody>("zamwe-mail", [
      { id: "a", timestamp: new Date(), attempts: 1, body: { messageId: id } },
      { id: "b", timestamp: new Date(), attempts: 1, body: { messageId: id } },
    ]);
    await deliverMailBatch(twice, env);
    expect((await getQueueResult(twice, createExecutionContext())).explicitAcks).toEqual([
      "a",
      "b",
    ]);
    expect(await deliverMessage(env, id)).toBe("skipped");
    expect(email.sent).toHaveLength(1);
  });

  it("sends once when the provider took it but the row could not be marked sent", async () => {
    await sendMessage(t.env, testMessage("k-unmarked"));
    const { id } = (await rowOf("k-unmarked"))!;
    // A real D1 failure after the send: this row cannot become "sent".
    await t.db.exec(
      `CREATE TRIGGER unmarked BEFORE UPDATE OF status ON messages WHEN NEW.status = 'sent' AND OLD.id = '${id}' BEGIN SELECT RAISE(ABORT, 'D1 is unavailable'); END`,
    );
    try {
      const email = flakyEmail(0);
      const env = { ...t.env, EMAIL: email.binding };
      for (const attempt of [1, 2]) {
        const batch = createMessageBatch<MailQueueBody>("zamwe-mail", [
          { id: `u-${attempt}`, timestamp: new Date(), attempts: attempt, body: { messageId: id } },
        ]);
        await deliverMailBatch(batch, env);
      }
      expect(email.sent).toHaveLength(1);
      // Still "sending": a redelivery within its sender's lease finds it taken, sends nothing.
      expect(await rowOf("k-unmarked")).toMatchObject({ status: "sending", attempts: 1 });
    } finally {
      await t.db.exec("DROP TRIGGER unmarked");
    }
  });

  it("fails a message after its last attempt, and dead-letters it", async () => {
    await sendMessage(t.env, testMessage("k-dead", "lost@example.com"));
    const { id } = (await rowOf("k-dead"))!;
    const env = { ...t.env, EMAIL: flakyEmail(99).binding };
    expect(await deliverMessage(env, id)).toBe("retry");
    expect(await deliverMessage(env, id)).toBe("retry");
    expect(await deliverMessage(env, id)).toBe("failed");
    const row = await rowOf("k-dead");
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    // The failure names no address (no personal data in the Outbox's errors or the logs).
    expect(row!.last_error).not.toContain("lost@example.com");
    const dead = createMessageBatch<MailQueueBody>("zamwe-mail-dead", [
      { id: "d", timestamp: new Date(), attempts: 1, body: { messageId: id } },
    ]);
    await settleDeadLetters(dead, t.env);
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["d"]);
    expect(await rowOf("k-dead")).toMatchObject({ status: "failed" });
  });

  it("says in the log which announcement's fan-out was dead-lettered (its ids, no address)", async () => {
    const dead = createMessageBatch<MailQueueBody>("zamwe-mail-dead", [
      {
        id: "fan-out",
        timestamp: new Date(),
        attempts: 1,
        body: { announcementId: "ann-lost", cursor: "last.reader@example.com", origin: ORIGIN },
      },
    ]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await settleDeadLetters(dead, t.env);
    const lines = logged.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    logged.mockRestore();
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual([
      "fan-out",
    ]);
    expect(lines).toContain("ann-lost");
    expect(lines).not.toContain("last.reader@example.com");
  });

  it("sends through Miniflare's Email Service and keeps the text in development", async () => {
    await sendMessage(t.env, testMessage("k-real", "hauwa@example.com", "ha"));
    const { id } = (await rowOf("k-real"))!;
    expect(await deliverMessage({ ...t.env, ENVIRONMENT: "development" }, id)).toBe("sent");
    const row = await rowOf("k-real");
    expect(row!.provider_id).toMatch(/^<.+@zamwe\.test>$/);
    expect(row!.body_text).toContain("Hauwa ta aika wannan saƙon gwaji");
    expect(row!.body_text).toContain("Zamfara");
  });

  it("keeps no payload or text of a sent message in production", async () => {
    await sendMessage(t.env, testMessage("k-prod"));
    const { id } = (await rowOf("k-prod"))!;
    expect(await deliverMessage({ ...t.env, ENVIRONMENT: "production" }, id)).toBe("sent");
    expect(await rowOf("k-prod")).toMatchObject({ status: "sent", payload: null, body_text: null });
  });

  it("keeps text only where ENVIRONMENT is exactly development: not in staging, a test, or unset (issue #37)", async () => {
    for (const ENVIRONMENT of ["staging", "test", "Development", undefined]) {
      const key = `k-env-${ENVIRONMENT}`;
      await sendMessage(t.env, testMessage(key, `${key}@example.com`));
      const { id } = (await rowOf(key))!;
      expect(await deliverMessage({ ...t.env, ENVIRONMENT } as Env, id)).toBe("sent");
      expect(await rowOf(key), String(ENVIRONMENT)).toMatchObject({
        status: "sent",
        payload: null,
        body_text: null,
      });
    }
  });

  it("the Outbox shows a message's text only where ENVIRONMENT is exactly development (issue #37)", async () => {
    const admin = await signedInAccount(t, "env-admin@zamwe.test", { admin: true });
    await sendMessage(t.env, testMessage("k-shown", "shown@example.com"));
    const { id } = (await rowOf("k-shown"))!;
    expect(await deliverMessage(t.env, id)).toBe("sent");
    const textOn = async (ENVIRONMENT: string | undefined) => {
      const env = { ...t.env, ENVIRONMENT } as Env;
      const page = (await messageLoader(
        routeArgs({
          request: request(`/admin/outbox/${id}`, { cookie: admin.cookie }),
          context: getLoadContext({ env, ctx: t.context.cloudflare.ctx }),
          params: { id },
        }),
      )) as { message: { text: string | null; subject: string | null; links: string[] } };
      return page.message;
    };
    expect((await textOn("development")).text).toContain("sent this test message");
    for (const ENVIRONMENT of ["staging", "test", "", undefined]) {
      expect(await textOn(ENVIRONMENT), String(ENVIRONMENT)).toMatchObject({
        text: null,
        subject: null,
        links: [],
      });
    }
  });

  it("suppresses at sending time an address that bounced since it was queued", async () => {
    await sendMessage(t.env, testMessage("k-late", "late@example.com"));
    await suppressAddress(getDb(t.env), "late@example.com", "bounced");
    const email = flakyEmail(0);
    const { id } = (await rowOf("k-late"))!;
    expect(await deliverMessage({ ...t.env, EMAIL: email.binding }, id)).toBe("suppressed");
    expect(email.sent).toHaveLength(0);
  });
});

describe("the daily job", () => {
  it("queues again a message the queue never got and one whose sender died; fails one out of attempts", async () => {
    await sendMessage(t.env, testMessage("k-stale"));
    await sendMessage(t.env, testMessage("k-stuck"));
    await sendMessage(t.env, testMessage("k-spent"));
    await t.db
      .prepare(
        "UPDATE messages SET status = 'sending', attempts = CASE idempotency_key WHEN 'k-spent' THEN 3 ELSE 1 END WHERE idempotency_key IN ('k-stuck', 'k-spent')",
      )
      .run();
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const report = await runDailyJob(t.env, later);
    expect(report["stale messages"]).toMatchObject({ requeued: expect.any(Number) });
    expect(await rowOf("k-stale")).toMatchObject({ status: "queued" });
    // Sending for two hours: its sender is gone, and its idempotency key keeps it one message.
    expect(await rowOf("k-stuck")).toMatchObject({ status: "queued", attempts: 1 });
    expect(await rowOf("k-spent")).toMatchObject({
      status: "failed",
      last_error: "Interrupted while sending",
    });
  });
});

describe("late messages (issue #37): sent again by the next delivery, shown late with Retry", () => {
  let late: TestDatabase;
  /** What the code handed the mail queue since the last look: messages' ids. */
  let queued: string[];
  beforeAll(async () => {
    late = await createTestDatabase();
    queued = [];
    const queue = late.env.MAIL_QUEUE!;
    late.env.MAIL_QUEUE = {
      send: (body: MailQueueBody) => queue.send(body),
      sendBatch: (messages: Iterable<MessageSendRequest<MailQueueBody>>) => {
        const list = [...messages];
        for (const { body } of list) if ("messageId" in body) queued.push(body.messageId);
        return queue.sendBatch(list);
      },
    } as Queue;
  });
  const lateRow = (key: string) =>
    late.db.prepare("SELECT * FROM messages WHERE idempotency_key = ?").bind(key).first<Row>();
  /** A message as it stands `minutesAgo` after its last change, with `attempts` made. */
  async function stuck(
    key: string,
    status: "queued" | "sending",
    minutesAgo: number,
    attempts = 1,
  ) {
    await sendMessage(late.env, testMessage(key, `${key}@example.com`));
    await late.db
      .prepare(
        "UPDATE messages SET status = ?, attempts = ?, updated_at = ? WHERE idempotency_key = ?",
      )
      .bind(status, attempts, Date.now() - minutesAgo * 60_000, key)
      .run();
    return (await lateRow(key))!.id;
  }

  it("a message being sent is not taken by a second sender; once its lease (6 minutes) ran out, it is", async () => {
    const live = await stuck("k-live-sender", "sending", 5);
    const email = flakyEmail(0);
    const env = { ...late.env, EMAIL: email.binding };
    expect(await deliverMessage(env, live)).toBe("skipped");
    const abandoned = await stuck("k-dead-sender", "sending", 7);
    expect(await deliverMessage(env, abandoned)).toBe("sent");
    expect(await lateRow("k-dead-sender")).toMatchObject({ status: "sent", attempts: 2 });
    expect(email.sent).toHaveLength(1);
  });

  it("each delivery batch queues up to ten late ones again; a spent one is failed, a fresh one left", async () => {
    const waiting: string[] = [];
    for (let i = 0; i < 11; i++) waiting.push(await stuck(`k-waiting-${i}`, "queued", 8 + i));
    const dying = await stuck("k-dying", "sending", 10);
    const spent = await stuck("k-spent-sender", "sending", 10, 3);
    const fresh = await stuck("k-fresh", "queued", 1);
    queued.length = 0;
    // A batch with one message of its own (a redelivery of a sent one: nothing to do).
    const batch = createMessageBatch<MailQueueBody>("zamwe-mail", [
      { id: "unrelated", timestamp: new Date(), attempts: 1, body: { messageId: "none" } },
    ]);
    await deliverMailBatch(batch, late.env);
    expect(queued).toHaveLength(10);
    // The longest waiting first is not promised; that each goes, in one batch or the next, is.
    expect(queued.every((id) => [...waiting, dying].includes(id))).toBe(true);
    expect(await lateRow("k-spent-sender")).toMatchObject({
      status: "failed",
      last_error: "Interrupted while sending",
    });
    expect(queued).not.toContain(fresh);
    expect(queued).not.toContain(spent);
    // Queued again just now: not late any more, so the next batch takes the others.
    await deliverMailBatch(
      createMessageBatch<MailQueueBody>("zamwe-mail", [
        { id: "next", timestamp: new Date(), attempts: 1, body: { messageId: "none" } },
      ]),
      late.env,
    );
    expect(new Set(queued)).toEqual(new Set([...waiting, dying]));
    expect(await lateRow("k-dying")).toMatchObject({ status: "queued", attempts: 1 });
    // Its queue message arrives: sent once.
    const email = flakyEmail(0);
    expect(await deliverMessage({ ...late.env, EMAIL: email.binding }, dying)).toBe("sent");
    expect(await deliverMessage({ ...late.env, EMAIL: email.binding }, dying)).toBe("skipped");
    expect(email.sent).toHaveLength(1);
  });

  it("the Outbox marks a late message and its Retry queues it again; only an admin's, only a late one", async () => {
    const admin = await signedInAccount(late, "late-admin@zamwe.test", { admin: true });
    const member = await signedInAccount(late, "late-member@zamwe.test");
    const slow = await stuck("k-outbox-late", "queued", 20);
    const onTime = await stuck("k-outbox-on-time", "queued", 2);
    const outbox = (await outboxLoader(
      routeArgs({
        request: request("/admin/outbox?status=queued", { cookie: admin.cookie }),
        context: late.context,
        params: {},
      }),
    )) as { late: number; rows: { id: string; late: boolean; retryable: boolean }[] };
    expect(outbox.rows.find((row) => row.id === slow)).toMatchObject({
      late: true,
      retryable: true,
    });
    expect(outbox.rows.find((row) => row.id === onTime)).toMatchObject({ late: false });
    expect(outbox.late).toBeGreaterThanOrEqual(1);
    const page = (await messageLoader(
      routeArgs({
        request: request(`/admin/outbox/${slow}`, { cookie: admin.cookie }),
        context: late.context,
        params: { id: slow },
      }),
    )) as { message: { late: boolean; retryable: boolean } };
    expect(page.message).toMatchObject({ late: true, retryable: true });

    const retry = (id: string, cookie: string) =>
      settle(() =>
        outboxAction(
          routeArgs({
            request: request("/admin/outbox", {
              cookie,
              fields: { intent: "retry", id, status: "queued" },
            }),
            context: late.context,
            params: {},
          }),
        ),
      );
    // A member's post changes nothing.
    const refused = await retry(slow, member.cookie);
    expect(statusOf(refused)).toBe(403);
    expect(await lateRow("k-outbox-late")).toMatchObject({ attempts: 1 });
    queued.length = 0;
    const answer = await retry(slow, admin.cookie);
    expect(locationOf(answer)).toBe("/admin/outbox?status=queued");
    expect(queued).toEqual([slow]);
    expect(await lateRow("k-outbox-late")).toMatchObject({ status: "queued", attempts: 0 });
    // A message that is not late is not queued a second time.
    queued.length = 0;
    await retry(onTime, admin.cookie);
    expect(queued).toEqual([]);
  });
});

describe("unsubscribe tokens", () => {
  it("verify only what the site signed", () => {
    const token = unsubscribeToken(t.env, "message-1");
    expect(verifyUnsubscribeToken(t.env, token)).toBe("message-1");
    expect(verifyUnsubscribeToken(t.env, token.replace("message-1", "message-2"))).toBeNull();
    expect(verifyUnsubscribeToken(t.env, "message-1.AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(verifyUnsubscribeToken(t.env, "garbage")).toBeNull();
  });
});

describe("the seeded Outbox", () => {
  it("shows a new admin sent messages and one failed, which retrying sends", async () => {
    const seeded = await createTestDatabase({ ENVIRONMENT: "development" });
    await execSql(seeded.db, buildSeedSql());
    const admin = await signedInAccount(seeded, "outbox-admin@zamwe.test", { admin: true });
    const outbox = (await outboxLoader(
      routeArgs({
        request: request("/admin/outbox", { cookie: admin.cookie }),
        context: seeded.context,
        params: {},
      }),
    )) as {
      counts: Record<string, number>;
      rows: { id: string; status: string; retryable: boolean; kind: string }[];
    };
    expect(outbox.counts).toEqual({ sent: 3, failed: 1 });
    const failed = outbox.rows.find((row) => row.status === "failed")!;
    expect(failed).toMatchObject({ kind: "application-received", retryable: true });
    // The list carries what it shows: no subject (a message's own words) even in development.
    expect(outbox.rows.every((row) => !("subject" in row))).toBe(true);

    expect(await requeueMessage(getDb(seeded.env), failed.id, new Date())).toBe(failed.id);
    const delivered = await deliverMessage(seeded.env, failed.id);
    // Seen once answering "retry" (2026-12-01): the provider's error, if it happens again.
    const error = await seeded.db
      .prepare("SELECT last_error FROM messages WHERE id = ?")
      .bind(failed.id)
      .first<{ last_error: string | null }>();
    expect([delivered, delivered === "sent" ? null : error?.last_error]).toEqual(["sent", null]);
    const row = await seeded.db
      .prepare("SELECT status, body_text FROM messages WHERE id = ?")
      .bind(failed.id)
      .first<{ status: string; body_text: string }>();
    expect(row!.status).toBe("sent");
    expect(row!.body_text).toContain("Saratu Yakubu");
  });
});
