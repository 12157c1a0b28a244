/**
 * Announcements by SMS (issue #40), inside workerd against a real D1, the real mail queue (run
 * here by `createMessageBatch`) and the run's Termii stand-in: the admin's "Text it too" sends
 * each member of the audience who agreed to announcements by SMS its subject and a link to read
 * it, in her language, at her number once; the link opens it; its "stop" link withdraws her
 * consent, recorded. Nobody who did not agree gets a text, and newsletter subscribers never do.
 */
import { createMessageBatch } from "cloudflare:test";
import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action } from "../../app/routes/admin+/announcements";
import {
  action as outboxAction,
  loader as outboxLoader,
} from "../../app/routes/admin+/outbox._index";
import { runHourlyJob } from "../../app/messages/daily-job.server";
import { loader as readLoader } from "../../app/routes/_public+/read.$token";
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from "../../app/routes/_public+/unsubscribe.$token";
import { deliverMailBatch, deliverMessage } from "../../app/messages/deliver.server";
import { sendMessage, type MailQueueBody } from "../../app/messages/send.server";
import { channelTexts } from "../../app/i18n/channels";
import { addDays, watDayOf } from "../../app/models/membership/period-rules";
import { seedMember } from "./support/members";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { termii, termiiVars } from "./support/termii";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
const today = watDayOf(new Date());
let t: TestDatabase;
let admin: SignedIn;
/** The fan-out jobs the code handed the queue (`send`), run here one by one. */
const jobs: MailQueueBody[] = [];

const run = (sql: string, ...binds: unknown[]) =>
  t.db
    .prepare(sql)
    .bind(...binds)
    .run();
const all = async <T>(sql: string, ...binds: unknown[]) =>
  (
    await t.db
      .prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;

/**
 * An approved member `name` (account `user-<name>`, application `app-<name>`, both at
 * `<name>@zamwe.test`) whose period ends in `endsIn` days, as described: her application's number
 * as she typed it, her account's proven phone, language, e-mail or none, and her consent.
 */
async function member(
  name: string,
  input: {
    phoneTyped: string;
    endsIn: number;
    agreed: boolean;
    language?: "en" | "ha";
    provenPhone?: string;
    noEmail?: boolean;
  },
) {
  await seedMember(t.db, today, name, { endsIn: input.endsIn, language: input.language });
  await run(
    "UPDATE users SET sms_announcements = ?, phone = ?, phone_proven_at = ?, email = CASE WHEN ? THEN NULL ELSE email END WHERE id = ?",
    input.agreed ? 1 : 0,
    input.provenPhone ?? null,
    input.provenPhone ? Date.now() : null,
    input.noEmail ? 1 : 0,
    `user-${name}`,
  );
  await run(
    "UPDATE join_applications SET phone_number = ?, email = CASE WHEN ? THEN '' ELSE email END WHERE id = ?",
    input.phoneTyped,
    input.noEmail ? 1 : 0,
    `app-${name}`,
  );
  return `user-${name}`;
}

let hauwaId: string;
beforeAll(async () => {
  t = await createTestDatabase(termiiVars);
  const queue = t.env.MAIL_QUEUE!;
  t.env.MAIL_QUEUE = {
    send: (body: MailQueueBody, options?: QueueSendOptions) => {
      jobs.push(body);
      return queue.send(body, options);
    },
    sendBatch: (messages: Iterable<MessageSendRequest<MailQueueBody>>) => queue.sendBatch(messages),
  } as Queue;
  admin = await signedInAccount(t, "announcer@zamwe.test", { admin: true });
  // Amina agreed; her number is her application's, typed with spaces.
  await member("amina", { phoneTyped: "0803 000 0101", endsIn: 200, agreed: true });
  // Hauwa reads Hausa, has no e-mail and a proven phone; she agreed.
  hauwaId = await member("hauwa", {
    phoneTyped: "08030000999",
    provenPhone: "+2348030000102",
    language: "ha",
    noEmail: true,
    endsIn: 100,
    agreed: true,
  });
  // Zainab did not agree: e-mail only.
  await member("zainab", { phoneTyped: "08030000103", endsIn: 150, agreed: false });
  // Lami agreed but is lapsed: not in "active".
  await member("lami", { phoneTyped: "08030000104", endsIn: -100, agreed: true });
  // Bello agreed, but his number is not a Nigerian mobile: no text can reach him.
  await member("bello", { phoneTyped: "+44 20 7946 0000", endsIn: 50, agreed: true });
  await run(
    "INSERT INTO newsletter_subscribers (id, email, full_name) VALUES (?, 'reader@example.com', 'Reader')",
    crypto.randomUUID(),
  );
});
beforeEach(() => {
  jobs.length = 0;
});

type Answer = {
  data: {
    result?: { error?: Record<string, string[] | null> };
    preview: {
      count: number;
      texts: {
        count: number;
        pages: number;
        pagePriceKobo: number;
        versions: { language: string; text: string; pages: number }[];
      } | null;
    } | null;
  };
  init: { status: number } | null;
};

function post(form: Record<string, string>, env: Env = t.env) {
  const request = new Request(`${ORIGIN}/admin/announcements`, {
    method: "POST",
    headers: { Cookie: admin.cookie },
    body: new URLSearchParams(form),
  });
  const context = { ...t.context, cloudflare: { ...t.context.cloudflare, env } };
  return settle(() => action(routeArgs({ request, context, params: {} })));
}

const announcement = (extra: Record<string, string> = {}) => ({
  key: crypto.randomUUID(),
  segment: "active",
  subjectEn: "General meeting on Saturday",
  bodyEn: "Come to the hall at 10.\n\nBring your card.",
  subjectHa: "Babban taro ranar Asabar",
  bodyHa: "Ku zo ɗakin taro ƙarfe 10.",
  bySms: "on",
  ...extra,
});

/** Runs the queued fan-out jobs, and the jobs they queue, until none is left. */
async function expandAll(env: Env = t.env) {
  const channels: (string | undefined)[] = [];
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    channels.push("channel" in job ? job.channel : undefined);
    await deliverMailBatch(
      createMessageBatch<MailQueueBody>("zamwe-mail", [
        { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: job },
      ]),
      env,
    );
  }
  return channels;
}

type Row = { id: string; channel: string; recipient: string; language: string; status: string };
const messagesOf = (id: string) =>
  all<Row>(
    "SELECT id, channel, recipient, language, status FROM messages WHERE announcement_id = ? ORDER BY channel, recipient",
    id,
  );

/** The path (and query) of a link in a text, after the site's origin. */
const pathIn = (text: string, path: "read" | "unsubscribe") =>
  new RegExp(`${ORIGIN}(/${path}/[^\\s?]+(?:\\?lang=ha)?)`).exec(text)?.[1];

/** A route function run on `path` (its last segment is the token), as the router runs it. */
function page(fn: (args: LoaderFunctionArgs) => unknown, path: string, method = "GET") {
  const url = new URL(path, ORIGIN);
  const token = url.pathname.split("/").pop()!;
  const request = new Request(url, { method, ...(method === "POST" ? { body: "" } : {}) });
  return settle(async () => fn(routeArgs({ request, context: t.context, params: { token } })));
}

describe("the admin's preview", () => {
  it("counts the members who agreed and can be texted, and shows each text with its pages and cost", async () => {
    const answer = (await post({ ...announcement(), intent: "preview" })) as Answer;
    expect(answer.init?.status ?? 200).toBe(200);
    // Amina, Hauwa, Zainab and Bello by e-mail (Hauwa's application has no address: 3 + the
    // admin is no member); by SMS only Amina and Hauwa.
    expect(answer.data.preview?.count).toBe(3);
    const texts = answer.data.preview?.texts;
    expect(texts?.count).toBe(2);
    expect(texts?.versions.map((v) => v.language)).toEqual(["en", "ha"]);
    expect(texts?.versions[0]?.text).toMatch(
      /^ZAMWE: General meeting on Saturday\. Read it: http:\/\/zamwe\.test\/read\/\S+ Stop these texts: http:\/\/zamwe\.test\/unsubscribe\/\S+$/,
    );
    // Hausa in plain letters (ADR 0046), so that it stays in GSM's alphabet.
    expect(texts?.versions[1]?.text).toContain("Dakatar da wadannan sakonni");
    for (const version of texts?.versions ?? []) expect(version.pages).toBeLessThanOrEqual(2);
    expect(texts?.pagePriceKobo).toBe(500);
  });

  it("without the tick, nothing is texted and the preview says nothing of texts", async () => {
    const answer = (await post({ ...announcement({ bySms: "" }), intent: "preview" })) as Answer;
    expect(answer.data.preview?.texts).toBeNull();
  });
});

describe("sending it", () => {
  let key: string;
  let rows: Row[];
  beforeAll(async () => {
    const form = announcement();
    key = form.key;
    const answer = await post({ ...form, intent: "send" });
    expect((answer as Response).status).toBe(302);
    expect(await expandAll()).toEqual([undefined, "sms"]);
    rows = await messagesOf(key);
  });

  it("writes an e-mail to each address and a text to each member who agreed, at her number once", async () => {
    expect(rows.filter((row) => row.channel === "email").map((row) => row.recipient)).toEqual([
      "amina@zamwe.test",
      "bello@zamwe.test",
      "zainab@zamwe.test",
    ]);
    expect(
      rows
        .filter((row) => row.channel === "sms")
        .map((row) => [row.recipient, row.language, row.status]),
    ).toEqual([
      ["+2348030000101", "en", "queued"],
      ["+2348030000102", "ha", "queued"],
    ]);
    const [stored] = await all<{ by_sms: number }>(
      "SELECT by_sms FROM announcements WHERE id = ?",
      key,
    );
    expect(stored?.by_sms).toBe(1);
  });

  it("a fan-out run again writes no text twice", async () => {
    jobs.push({ announcementId: key, cursor: null, origin: ORIGIN, channel: "sms" });
    await expandAll();
    expect(await messagesOf(key)).toHaveLength(rows.length);
  });

  it("sends each text through Termii in her language, with links that open it and stop such texts", async () => {
    for (const row of rows.filter((r) => r.channel === "sms")) {
      expect(await deliverMessage(t.env, row.id)).toBe("sent");
    }
    const [english] = await termii.sentTo("+2348030000101");
    const [hausa] = await termii.sentTo("+2348030000102");
    expect(english?.sms).toMatch(/^ZAMWE: General meeting on Saturday\. Read it: /);
    expect(hausa?.sms).toMatch(/^ZAMWE: Babban taro ranar Asabar\. Ki karanta: /);
    expect(english?.channel).toBe("dnd");

    const readEnglish = (await page(readLoader, pathIn(english!.sms, "read")!)) as {
      data: { subject: string; body: string; language: string; stopPath: string | null };
    };
    expect(readEnglish.data).toMatchObject({
      subject: "General meeting on Saturday",
      body: "Come to the hall at 10.\n\nBring your card.",
      language: "en",
    });
    expect(readEnglish.data.stopPath).toMatch(/^\/unsubscribe\//);
    const readHausa = (await page(readLoader, pathIn(hausa!.sms, "read")!)) as {
      data: { subject: string; language: string };
    };
    expect(readHausa.data).toMatchObject({ subject: "Babban taro ranar Asabar", language: "ha" });
  });

  it("a forged read link is a 404 page, and opens nothing", async () => {
    const [english] = await termii.sentTo("+2348030000101");
    const forged = pathIn(english!.sms, "read")!.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAA");
    const answer = await page(readLoader, forged);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
  });

  it("the stop link asks, then withdraws her consent to announcements by SMS, recorded in her words", async () => {
    const [hausa] = await termii.sentTo("+2348030000102");
    const stop = pathIn(hausa!.sms, "unsubscribe")!;
    expect(stop).toMatch(/\?lang=ha$/);
    const asked = (await page(unsubscribeLoader, stop)) as { data: { bySms: boolean } };
    expect(asked.data).toEqual({ done: false, bySms: true });
    const [before] = await all<{ sms_announcements: number }>(
      "SELECT sms_announcements FROM users WHERE id = ?",
      hauwaId,
    );
    expect(before?.sms_announcements).toBe(1);

    const done = (await page(unsubscribeAction, stop, "POST")) as { data: unknown };
    expect(done.data).toEqual({ done: true, bySms: true });
    const consents = await all<{
      purpose: string;
      given: number;
      wording: string;
      language: string;
    }>("SELECT purpose, given, wording, language FROM consents WHERE user_id = ?", hauwaId);
    expect(consents).toEqual([
      {
        purpose: "sms-announcements",
        given: 0,
        wording: channelTexts.ha.smsAnnouncements,
        language: "ha",
      },
    ]);
    const [after] = await all<{ sms_announcements: number }>(
      "SELECT sms_announcements FROM users WHERE id = ?",
      hauwaId,
    );
    expect(after?.sms_announcements).toBe(0);
    // Pressed again (a resent form): nothing more is recorded.
    await page(unsubscribeAction, stop, "POST");
    expect(await all("SELECT id FROM consents WHERE user_id = ?", hauwaId)).toHaveLength(1);
    // Stopping texts suppresses no e-mail address.
    expect(await all("SELECT email FROM email_suppressions")).toEqual([]);
  });

  it("the next announcement texts only who still agrees", async () => {
    const form = announcement();
    await post({ ...form, intent: "send" });
    await expandAll();
    const next = await messagesOf(form.key);
    expect(next.filter((row) => row.channel === "sms").map((row) => row.recipient)).toEqual([
      "+2348030000101",
    ]);
  });
});

describe("a text queued before she withdrew", () => {
  it("is not sent: consent is read again when it goes", async () => {
    const form = announcement();
    await post({ ...form, intent: "send" });
    await expandAll();
    const [text] = (await messagesOf(form.key)).filter((row) => row.channel === "sms");
    expect(text?.recipient).toBe("+2348030000101");
    await run("UPDATE users SET sms_announcements = 0 WHERE id = 'user-amina'");
    const before = (await termii.sentTo("+2348030000101")).length;
    expect(await deliverMessage(t.env, text!.id)).toBe("suppressed");
    expect(await termii.sentTo("+2348030000101")).toHaveLength(before);
    // She agrees again (the tests below text her).
    await run("UPDATE users SET sms_announcements = 1 WHERE id = 'user-amina'");
  });
});

describe("channels that are off", () => {
  it("with e-mail off, a texted announcement goes by SMS alone; without the tick it is refused", async () => {
    const mailOff = { ...t.env, MAIL_FROM: "" };
    const refused = (await post(
      { ...announcement({ bySms: "" }), intent: "send" },
      mailOff,
    )) as Answer;
    expect(refused.init?.status).toBe(503);
    expect(jobs).toEqual([]);

    const form = announcement({ segment: "expiring" });
    await run(
      "UPDATE membership_periods SET ends_on = ? WHERE application_id = 'app-amina'",
      addDays(today, 10),
    );
    const sent = await post({ ...form, intent: "send" }, mailOff);
    expect((sent as Response).status).toBe(302);
    expect(await expandAll(mailOff)).toEqual([undefined, "sms"]);
    expect((await messagesOf(form.key)).map((row) => [row.channel, row.recipient])).toEqual([
      ["sms", "+2348030000101"],
    ]);
  });

  it("with SMS off, the tick changes nothing: e-mails only", async () => {
    const smsOff = { ...t.env, TERMII_API_KEY: "" };
    const preview = (await post({ ...announcement(), intent: "preview" }, smsOff)) as Answer;
    expect(preview.data.preview?.texts).toBeNull();
    const form = announcement();
    await post({ ...form, intent: "send" }, smsOff);
    expect(await expandAll(smsOff)).toEqual([undefined]);
    expect((await messagesOf(form.key)).every((row) => row.channel === "email")).toBe(true);
  });
});

describe("the monthly SMS budget", () => {
  // A month ahead, so that the texts sent above are another month's: this one starts at ₦0.
  const NEXT_MONTH = new Date(Date.now() + 40 * 86_400_000);
  const MONTH_AFTER = new Date(Date.now() + 75 * 86_400_000);

  function outbox(form: Record<string, string> | null) {
    const request = new Request(`${ORIGIN}/admin/outbox`, {
      method: form ? "POST" : "GET",
      headers: { Cookie: admin.cookie },
      ...(form ? { body: new URLSearchParams(form) } : {}),
    });
    const args = routeArgs({ request, context: t.context, params: {} });
    return settle(async () => (form ? outboxAction(args) : outboxLoader(args)));
  }
  /** A code, a notice: a transactional text, which the budget never holds. */
  async function transactionalText() {
    const key = `outbox-test:${crypto.randomUUID()}`;
    expect(
      await sendMessage(t.env, {
        kind: "outbox-test",
        to: { phone: "+2348030000777", language: "en" },
        data: { sentBy: "announcer@zamwe.test" },
        key,
        origin: ORIGIN,
      }),
    ).toBe("queued");
    const [row] = await all<{ id: string }>(
      "SELECT id FROM messages WHERE idempotency_key = ?",
      key,
    );
    return deliverMessage(t.env, row!.id, NEXT_MONTH);
  }
  /** An announcement texted to Amina (the one who still agrees): her text's row. */
  async function announcementText() {
    const form = announcement();
    await post({ ...form, intent: "send" });
    await expandAll();
    const [text] = (await messagesOf(form.key)).filter((row) => row.channel === "sms");
    return text!;
  }
  const statusOf = async (id: string) =>
    (
      await all<{ status: string; held_by: string | null; has_payload: number }>(
        "SELECT status, held_by, payload IS NOT NULL AS has_payload FROM messages WHERE id = ?",
        id,
      )
    )[0];

  it("refuses a budget that is not an amount, and keeps none", async () => {
    const answer = (await outbox({ intent: "budget", budget: "ten naira" })) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.budget).toEqual([
      "Please enter the budget in naira, e.g. 20000, or leave it empty for none.",
    ]);
    expect(await all("SELECT name FROM site_settings WHERE name = 'sms_budget_kobo'")).toEqual([]);
  });

  it("past it, an announcement's text waits, whole; codes and notices still go", async () => {
    // ₦10: two pages at ₦5.
    const saved = await outbox({ intent: "budget", budget: "₦10" });
    expect((saved as Response).status).toBe(302);
    const audits = await all<{ before_data: string | null; after_data: string }>(
      "SELECT before AS before_data, after AS after_data FROM audit_log WHERE action = 'sms-budget.set'",
    );
    expect(audits).toEqual([{ before_data: null, after_data: JSON.stringify({ kobo: 1000 }) }]);

    expect(await transactionalText()).toBe("sent"); // 1 page: ₦5 of ₦10
    const text = await announcementText();
    const before = (await termii.sentTo("+2348030000101")).length;
    // Its 2 pages would make ₦15.
    expect(await deliverMessage(t.env, text.id, NEXT_MONTH)).toBe("held");
    expect(await statusOf(text.id)).toEqual({ status: "held", held_by: "budget", has_payload: 1 });
    expect(await termii.sentTo("+2348030000101")).toHaveLength(before);
    // A code past the budget still goes.
    expect(await transactionalText()).toBe("sent");

    const page = (await outbox(null)) as {
      sms: { budgetKobo: number | null; heldByBudget: number };
    };
    expect(page.sms).toMatchObject({ budgetKobo: 1000, heldByBudget: 1 });
  });

  it("a higher budget sends what waited", async () => {
    const [held] = await all<{ id: string }>(
      "SELECT id FROM messages WHERE status = 'held' AND held_by = 'budget'",
    );
    const before = (await termii.sentTo("+2348030000101")).length;
    expect(((await outbox({ intent: "budget", budget: "100" })) as Response).status).toBe(302);
    expect(await statusOf(held!.id)).toEqual({ status: "queued", held_by: null, has_payload: 1 });
    expect(await deliverMessage(t.env, held!.id, NEXT_MONTH)).toBe("sent");
    expect(await termii.sentTo("+2348030000101")).toHaveLength(before + 1);
    const audits = await all<{ before_data: string; after_data: string }>(
      "SELECT before AS before_data, after AS after_data FROM audit_log WHERE action = 'sms-budget.set' ORDER BY created_at DESC LIMIT 1",
    );
    expect(audits).toEqual([
      { before_data: JSON.stringify({ kobo: 1000 }), after_data: JSON.stringify({ kobo: 10000 }) },
    ]);
  });

  it("a new month sends what waited in the last one (the hourly job), and no budget holds nothing", async () => {
    await outbox({ intent: "budget", budget: "1" });
    const text = await announcementText();
    expect(await deliverMessage(t.env, text.id, NEXT_MONTH)).toBe("held");
    // Within its month the hourly job leaves it; in the next it is queued again.
    expect((await runHourlyJob(t.env, NEXT_MONTH))["texts held by the SMS budget"]).toEqual({
      released: 0,
    });
    expect((await runHourlyJob(t.env, MONTH_AFTER))["texts held by the SMS budget"]).toEqual({
      released: 1,
    });
    expect((await statusOf(text.id))?.status).toBe("queued");

    await outbox({ intent: "budget", budget: "" });
    expect(await all("SELECT name FROM site_settings WHERE name = 'sms_budget_kobo'")).toEqual([]);
    expect(await deliverMessage(t.env, text.id, MONTH_AFTER)).toBe("sent");
  });
});
