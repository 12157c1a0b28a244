/**
 * The SMS channel end to end inside workerd (issue #40): a message to a phone is a row of the
 * same messages table (channel "sms", the number in E.164), delivered through the Termii client to
 * the run's stand-in (scripts/termii-stand-in.mjs), and moved on by Termii's signed delivery
 * reports at /sms/termii/webhook. The Outbox lists and filters both channels and sends a test SMS.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendMessage } from "../../app/messages/send.server";
import { action as webhookAction } from "../../app/routes/_public+/sms.termii.webhook";
import {
  action as outboxAction,
  loader as outboxLoader,
} from "../../app/routes/admin+/outbox._index";
import { loader as messageLoader } from "../../app/routes/admin+/outbox.$id";
import { routeArgs } from "../support/route-args";
import { termii, termiiStandIn as standIn, termiiVars } from "./support/termii";
import { startOfWatMonth } from "../../app/utils/dates";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { settle, signedInAccount } from "./support/accounts";
import { locationOf, request, statusOf, type Payload } from "./support/http";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase(termiiVars);
});

const ORIGIN = "https://zamwe.test";
type Row = {
  id: string;
  channel: string;
  status: string;
  attempts: number;
  recipient: string;
  provider_id: string | null;
  last_error: string | null;
  body_text: string | null;
  recipient_unproven: number;
  sms_pages: number | null;
};
const rowOf = (key: string) =>
  t.db.prepare("SELECT * FROM messages WHERE idempotency_key = ?").bind(key).first<Row>();

const { sentTo, signedReport, makeUnreachable } = termii;

let serial = 0;
/** A local-format Nigerian mobile of this test's own (the stand-in lives as long as the run). */
const freshLocalNumber = () =>
  `0806${String((Date.now() * 10 + ++serial) % 10_000_000).padStart(7, "0")}`;
const e164Of = (local: string) => `+234${local.slice(1)}`;

const testSms = (key: string, phone: string, language: "en" | "ha" = "en") => ({
  kind: "outbox-test" as const,
  to: { phone, language },
  data: { sentBy: "hauwa@zamwe.test" },
  key,
  origin: ORIGIN,
});

/** Posts a delivery report to the site's webhook route, as Termii does. */
function postReport(body: string, signature: string | null) {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (signature !== null) headers.set("X-Termii-Signature", signature);
  return webhookAction(
    routeArgs({
      request: new Request(`${ORIGIN}/sms/termii/webhook`, { method: "POST", headers, body }),
      context: t.context,
      params: {},
    }),
  );
}

async function sentSms(key: string, language: "en" | "ha" = "en") {
  const local = freshLocalNumber();
  expect(await sendMessage(t.env, testSms(key, local, language))).toBe("queued");
  const row = (await rowOf(key))!;
  expect(await deliverMessage(t.env, row.id)).toBe("sent");
  return { phone: e164Of(local), row: (await rowOf(key))! };
}

describe("sending an SMS", () => {
  it("writes one queued SMS row with the number in E.164, as to an unproven recipient", async () => {
    const local = freshLocalNumber();
    expect(await sendMessage(t.env, testSms("sms-once", local))).toBe("queued");
    expect(await sendMessage(t.env, testSms("sms-once", local))).toBe("duplicate");
    expect(await rowOf("sms-once")).toMatchObject({
      channel: "sms",
      status: "queued",
      attempts: 0,
      recipient: e164Of(local),
      recipient_unproven: 1,
    });
  });

  it("never queues a number that is not a Nigerian mobile, nor a kind that has no SMS text", async () => {
    for (const [key, phone] of [
      ["sms-uk", "+447911123456"],
      ["sms-short", "0803123"],
      ["sms-words", "call me"],
      ["sms-landline", "+23493123456"],
    ]) {
      expect(await sendMessage(t.env, testSms(key!, phone!)), phone).toBe("invalid");
      expect(await rowOf(key!)).toBeNull();
    }
    const noSmsText = await sendMessage(t.env, {
      kind: "sending-limit-reached",
      to: { phone: freshLocalNumber(), language: "en" },
      data: { perDay: 200 },
      key: "sms-no-text",
      origin: ORIGIN,
    });
    expect(noSmsText).toBe("invalid");
    expect(await rowOf("sms-no-text")).toBeNull();
  });

  it("queues nothing while SMS is off (no key, or a sender ID Termii refuses)", async () => {
    for (const vars of [{ TERMII_API_KEY: "" }, { TERMII_SENDER_ID: "Z" }]) {
      const env = { ...t.env, ...vars } as Env;
      expect(await sendMessage(env, testSms("sms-off", freshLocalNumber()))).toBe("off");
    }
    expect(await rowOf("sms-off")).toBeNull();
  });

  it("delivers through Termii's dnd route: the stand-in has her text, the row its id and text", async () => {
    const { phone, row } = await sentSms("sms-delivered");
    const [sent, ...more] = await sentTo(phone);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({
      to: phone.slice(1),
      from: "ZAMWE",
      channel: "dnd",
      sms: "ZAMWE: a test text from the Outbox. It reached you, so this site can send SMS.",
    });
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      provider_id: sent!.message_id,
      body_text: sent!.sms,
      // 80 GSM-7 characters: one page, as Termii bills it.
      sms_pages: 1,
    });
    // A redelivered queue message finds it sent and sends nothing again.
    expect(await deliverMessage(t.env, row.id)).toBe("skipped");
    expect(await sentTo(phone)).toHaveLength(1);
  });

  it("writes her language: a Hausa reader gets the Hausa text, its hooked letters plain", async () => {
    const { phone } = await sentSms("sms-hausa", "ha");
    const [sent] = await sentTo(phone);
    expect(sent!.sms).toBe(
      "ZAMWE: wannan sakon gwaji ne daga Outbox. Ya iso gare ki, don haka shafin yana iya aika SMS.",
    );
  });

  it("retries while Termii cannot be reached, then fails saying why without her number", async () => {
    const local = freshLocalNumber();
    const phone = e164Of(local);
    await makeUnreachable(phone);
    expect(await sendMessage(t.env, testSms("sms-unreachable", local))).toBe("queued");
    const { id } = (await rowOf("sms-unreachable"))!;
    expect(await deliverMessage(t.env, id)).toBe("retry");
    expect(await rowOf("sms-unreachable")).toMatchObject({ status: "queued", attempts: 1 });
    expect(await deliverMessage(t.env, id)).toBe("retry");
    expect(await deliverMessage(t.env, id)).toBe("failed");
    const failed = (await rowOf("sms-unreachable"))!;
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      provider_id: null,
      sms_pages: null,
    });
    expect(failed.last_error).toMatch(/^Termii: /);
    expect(failed.last_error).not.toContain(phone.slice(4));
  });

  it("fails at sending time when SMS was turned off after it was queued", async () => {
    expect(await sendMessage(t.env, testSms("sms-turned-off", freshLocalNumber()))).toBe("queued");
    const { id } = (await rowOf("sms-turned-off"))!;
    const off = { ...t.env, TERMII_API_KEY: "" } as Env;
    expect(await deliverMessage(off, id)).toBe("retry");
    expect(await rowOf("sms-turned-off")).toMatchObject({
      last_error: "SMS is off for this deployment",
    });
  });
});

describe("Termii's delivery reports at /sms/termii/webhook", () => {
  it("a signed report moves a sent SMS to delivered, once", async () => {
    const { row } = await sentSms("sms-report-delivered");
    const report = await signedReport(row.provider_id!, "DELIVERED");
    const answer = await postReport(report.body, report.signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: "Received." });
    expect(await rowOf("sms-report-delivered")).toMatchObject({
      status: "delivered",
      last_error: null,
    });
    // The same report again, or a late "sent", changes nothing.
    expect((await postReport(report.body, report.signature)).status).toBe(200);
    const late = await signedReport(row.provider_id!, "Message Sent");
    expect((await postReport(late.body, late.signature)).status).toBe(200);
    expect(await rowOf("sms-report-delivered")).toMatchObject({ status: "delivered" });
  });

  it("a report of a number on Do-Not-Disturb or a failure marks it failed, saying why", async () => {
    const { row } = await sentSms("sms-report-dnd");
    const report = await signedReport(row.provider_id!, "DND Active on Phone Number");
    expect((await postReport(report.body, report.signature)).status).toBe(200);
    const failed = (await rowOf("sms-report-dnd"))!;
    expect(failed.status).toBe("failed");
    expect(failed.last_error).toContain("Do-Not-Disturb");
  });

  it("refuses a report without Termii's signature or with another key's, and changes nothing", async () => {
    const { row } = await sentSms("sms-report-forged");
    const report = await signedReport(row.provider_id!, "DELIVERED");
    for (const signature of [null, "", "0".repeat(128), report.signature.replace(/.$/, "0")]) {
      if (signature === report.signature) continue;
      const answer = await postReport(report.body, signature);
      expect(answer.status, String(signature)).toBe(401);
    }
    // The body altered after signing.
    const forged = report.body.replace('"DELIVERED"', '"Message Failed"');
    expect((await postReport(forged, report.signature)).status).toBe(401);
    expect(await rowOf("sms-report-forged")).toMatchObject({ status: "sent" });
  });

  it("acknowledges a signed report for an SMS it never sent, or that it cannot read", async () => {
    const { row } = await sentSms("sms-report-other");
    const report = await signedReport(row.provider_id!, "DELIVERED");
    const otherId = report.body.replaceAll(row.provider_id!, "9999999999999999");
    const { createHmac } = await import("node:crypto");
    const sign = (body: string) =>
      createHmac("sha512", standIn.secretKey).update(body).digest("hex");
    const unknown = await postReport(otherId, sign(otherId));
    expect(unknown.status).toBe(200);
    const unreadable = await postReport("not json", sign("not json"));
    expect(unreadable.status).toBe(200);
    expect(await unreadable.json()).toEqual({ message: "Ignored." });
    expect(await rowOf("sms-report-other")).toMatchObject({ status: "sent" });
  });

  it("is off (404) where no secret key is set: nothing to check a report with", async () => {
    const env = { ...t.env, TERMII_SECRET_KEY: "" } as Env;
    const answer = await webhookAction(
      routeArgs({
        request: new Request(`${ORIGIN}/sms/termii/webhook`, { method: "POST", body: "{}" }),
        context: { ...t.context, cloudflare: { ...t.context.cloudflare, env } },
        params: {},
      }),
    );
    expect(answer.status).toBe(404);
  });
});

describe("the Outbox's SMS", () => {
  type OutboxPage = {
    channel: string | null;
    rows: { id: string; channel: string; recipient: string }[];
    counts: Record<string, number>;
    sms: { on: boolean };
  };
  const outboxAt = async (path: string, cookie: string) =>
    (await outboxLoader(
      routeArgs({ request: request(path, { cookie }), context: t.context, params: {} }),
    )) as OutboxPage;

  it("lists both channels, filters by one, and shows an SMS's channel and text", async () => {
    const admin = await signedInAccount(t, "sms-admin@zamwe.test", { admin: true });
    await sendMessage(t.env, {
      kind: "outbox-test",
      to: { email: "mail@example.com", language: "en" },
      data: { sentBy: "Hauwa" },
      key: "mail-beside-sms",
      origin: ORIGIN,
    });
    const { row } = await sentSms("sms-listed");
    const every = await outboxAt("/admin/outbox", admin.cookie);
    expect(every.sms.on).toBe(true);
    expect(new Set(every.rows.map((r) => r.channel))).toEqual(new Set(["email", "sms"]));
    const sms = await outboxAt("/admin/outbox?channel=sms", admin.cookie);
    expect(sms.channel).toBe("sms");
    expect(sms.rows.length).toBeGreaterThan(0);
    expect(sms.rows.every((r) => r.channel === "sms")).toBe(true);
    expect(sms.rows.some((r) => r.id === row.id)).toBe(true);
    const total = (page: OutboxPage) => Object.values(page.counts).reduce((a, b) => a + b, 0);
    const mail = await outboxAt("/admin/outbox?channel=email", admin.cookie);
    expect(mail.rows.every((r) => r.channel === "email")).toBe(true);
    expect(total(sms) + total(mail)).toBe(total(every));
    // A channel it does not know lists every channel, as a status it does not know does.
    expect((await outboxAt("/admin/outbox?channel=fax", admin.cookie)).channel).toBeNull();

    const page = (await messageLoader(
      routeArgs({
        request: request(`/admin/outbox/${row.id}`, { cookie: admin.cookie }),
        context: t.context,
        params: { id: row.id },
      }),
    )) as { message: { channel: string; text: string | null } };
    expect(page.message).toMatchObject({ channel: "sms", text: row.body_text });
  });

  it("shows each SMS's pages and the month's texts, pages and estimated cost at the set price", async () => {
    const admin = await signedInAccount(t, "sms-costs@zamwe.test", { admin: true });
    const { row } = await sentSms("sms-costed");
    const monthStart = startOfWatMonth(new Date()).getTime();
    const expected = (await t.db
      .prepare(
        "SELECT count(*) AS texts, coalesce(sum(sms_pages), 0) AS pages FROM messages WHERE channel = 'sms' AND sent_at >= ?",
      )
      .bind(monthStart)
      .first<{ texts: number; pages: number }>())!;
    expect(expected.pages).toBeGreaterThanOrEqual(1);
    const priced = async (SMS_PAGE_PRICE_KOBO: string | undefined) => {
      const env = { ...t.env, SMS_PAGE_PRICE_KOBO } as Env;
      const context = { ...t.context, cloudflare: { ...t.context.cloudflare, env } };
      const list = (await outboxLoader(
        routeArgs({
          request: request("/admin/outbox", { cookie: admin.cookie }),
          context,
          params: {},
        }),
      )) as { sms: { pagePriceKobo: number; month: { texts: number; pages: number } } };
      const one = (await messageLoader(
        routeArgs({
          request: request(`/admin/outbox/${row.id}`, { cookie: admin.cookie }),
          context,
          params: { id: row.id },
        }),
      )) as { pagePriceKobo: number; message: { smsPages: number | null } };
      return { list: list.sms, one };
    };
    const atSet = await priced("450");
    expect(atSet.list).toEqual({ ...atSet.list, pagePriceKobo: 450, month: expected });
    expect(atSet.one).toMatchObject({ pagePriceKobo: 450, message: { smsPages: 1 } });
    for (const unset of [undefined, "", "five", "-1", "2.5"]) {
      expect((await priced(unset)).list.pagePriceKobo, String(unset)).toBe(500);
    }
  });

  it("sends a test SMS to the number an admin types; a bad number gets the form back with why", async () => {
    const admin = await signedInAccount(t, "sms-tester@zamwe.test", { admin: true });
    const member = await signedInAccount(t, "sms-member@zamwe.test");
    const post = (cookie: string, phone: string, env = t.env) =>
      settle(() =>
        outboxAction(
          routeArgs({
            request: request("/admin/outbox", { cookie, fields: { intent: "sms", phone } }),
            context: { ...t.context, cloudflare: { ...t.context.cloudflare, env } },
            params: {},
          }),
        ),
      );
    const local = freshLocalNumber();
    const phone = e164Of(local);
    expect(statusOf(await post(member.cookie, local))).toBe(403);
    const countTo = async () =>
      (await t.db
        .prepare("SELECT count(*) AS n FROM messages WHERE recipient = ?")
        .bind(phone)
        .first<{ n: number }>())!.n;
    expect(await countTo()).toBe(0);

    for (const typed of ["0803 12", "+44 7911 123456", ""]) {
      const refused = (await post(admin.cookie, typed)) as Payload<{
        result: { error: Record<string, string[]> };
      }>;
      expect(statusOf(refused), typed).toBe(400);
      expect(JSON.stringify(refused.data.result.error), typed).toMatch(
        typed
          ? /Please enter a Nigerian mobile number, e\.g\. 0803 123 4567\./
          : /Please enter|required/i,
      );
    }

    const sent = await post(admin.cookie, local.replace(/^(\d{4})(\d{3})/, "$1 $2 "));
    expect(locationOf(sent)).toBe("/admin/outbox?channel=sms");
    expect(await countTo()).toBe(1);

    const off = await post(admin.cookie, local, { ...t.env, TERMII_API_KEY: "" } as Env);
    expect(locationOf(off)).toBe("/admin/outbox?channel=sms");
    expect(await countTo()).toBe(1);
  });
});
