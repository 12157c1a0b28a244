/**
 * Her channel and her consents (issue #40), inside workerd against a real D1, SMS through the
 * run's Termii stand-in: each consent given or withdrawn is a row with its words and time (in
 * her data download), and the renewal reminder goes by SMS, in her language, to a member who
 * chose it or has no e-mail — by e-mail to the others, and to everyone while SMS is off.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { deliverMessage } from "../../app/messages/deliver.server";
import { sendRenewalReminders } from "../../app/messages/daily-tasks/renewal-reminders.server";
import { sendEventReminders } from "../../app/messages/daily-tasks/event-reminders.server";
import { getDb } from "../../app/models/db.server";
import { personalDataOf } from "../../app/models/personal-data.server";
import { channelFactsOf, recordSmsChoices } from "../../app/models/sms-choices.server";
import { watDayOf } from "../../app/models/membership/period-rules";
import { termii, termiiVars } from "./support/termii";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { settle, signedInAccount } from "./support/accounts";
import { request } from "./support/http";
import { routeArgs } from "../support/route-args";
import { action as rsvpAction } from "../../app/routes/_public+/events.$id.rsvp";
import { refreshWaitlist } from "../../app/models/event-rsvps.server";
import { tellOffers } from "../../app/messages/event-notices.server";

const { sentTo } = termii;
const NOW = new Date("2027-03-10T07:00:00Z");
const TODAY = watDayOf(NOW);
const wording = {
  "sms-notices": "Send my notices by SMS to +2348030000001 instead of e-mail",
  "sms-announcements": "Send me the association's announcements by SMS too",
};

// One database for the tests that write apart from each other (a test file opens 5 at most).
let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase(termiiVars);
});

describe("her consents", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(termiiVars);
    await t.db
      .prepare(
        "INSERT INTO users (id, email, password_hash) VALUES ('u1', 'amina@zamwe.test', 'x')",
      )
      .run();
  });
  const record = (smsNotices: boolean, smsAnnouncements: boolean, at: number) =>
    recordSmsChoices(getDb(t.env), {
      userId: "u1",
      choices: { smsNotices, smsAnnouncements },
      wording,
      language: "ha",
      now: new Date(at),
    });

  it("records each change with its words, language and time, and nothing when nothing changed", async () => {
    expect(await record(true, false, 1_000)).toBe(1);
    expect(await record(true, false, 2_000)).toBe(0);
    expect(await record(false, true, 3_000)).toBe(2);
    const rows = await t.db
      .prepare(
        "SELECT purpose, given, wording, language, recorded_at FROM consents ORDER BY recorded_at, purpose",
      )
      .all();
    expect(rows.results).toEqual([
      {
        purpose: "sms-notices",
        given: 1,
        wording: wording["sms-notices"],
        language: "ha",
        recorded_at: 1_000,
      },
      {
        purpose: "sms-announcements",
        given: 1,
        wording: wording["sms-announcements"],
        language: "ha",
        recorded_at: 3_000,
      },
      {
        purpose: "sms-notices",
        given: 0,
        wording: wording["sms-notices"],
        language: "ha",
        recorded_at: 3_000,
      },
    ]);
    const flags = await t.db
      .prepare("SELECT sms_notices, sms_announcements FROM users WHERE id = 'u1'")
      .first();
    expect(flags).toEqual({ sms_notices: 0, sms_announcements: 1 });
  });

  it("puts every consent in her data download", async () => {
    const data = await personalDataOf(getDb(t.env), {
      userId: "u1",
      email: "amina@zamwe.test",
      phone: null,
    });
    // Newest first: the two of the last save (one moment), then the first.
    const listed = data.consents.map(({ purpose, given }) => `${purpose}:${given}`);
    expect(listed.slice(0, 2).sort()).toEqual(["sms-announcements:true", "sms-notices:false"]);
    expect(listed.slice(2)).toEqual(["sms-notices:true"]);
    expect(data.account).toMatchObject({ smsNotices: false, smsAnnouncements: true });
  });
});

describe("the renewal reminder on her channel", () => {
  async function seeded(vars: Record<string, string>) {
    const t = await createTestDatabase(vars);
    // Thirty days before the end of each period: the first reminder is due today.
    await seedMember(t.db, TODAY, "chose-sms", { endsIn: 30 });
    await seedMember(t.db, TODAY, "phone-only", { endsIn: 30, language: "ha" });
    await seedMember(t.db, TODAY, "by-mail", { endsIn: 30 });
    await t.db.batch([
      t.db.prepare("UPDATE users SET sms_notices = 1 WHERE id = 'user-chose-sms'"),
      t.db.prepare(
        "UPDATE users SET email = NULL, phone = (SELECT phone_number FROM join_applications WHERE id = 'app-phone-only'), phone_proven_at = 1 WHERE id = 'user-phone-only'",
      ),
    ]);
    return t;
  }
  const rowsOf = (t: TestDatabase) =>
    t.db
      .prepare(
        "SELECT m.id, m.channel, m.recipient, m.language, j.id AS application FROM messages m JOIN join_applications j ON m.idempotency_key LIKE 'renewal-reminder:%' AND j.user_id = m.user_id WHERE m.kind = 'renewal-reminder' ORDER BY j.id",
      )
      .all<{
        id: string;
        channel: string;
        recipient: string;
        language: string;
        application: string;
      }>();

  it("texts who chose SMS or has no e-mail, in her language, and e-mails the others", async () => {
    const t = await seeded(termiiVars);
    const report = await sendRenewalReminders.run(t.env, NOW);
    expect(report).toMatchObject({ due: 3, queued: 3 });
    const rows = (await rowsOf(t)).results;
    const phoneOf = async (application: string) =>
      (await t.db
        .prepare("SELECT phone_number FROM join_applications WHERE id = ?")
        .bind(application)
        .first<{ phone_number: string }>())!.phone_number;
    expect(
      rows.map(({ channel, language, application }) => ({ channel, language, application })),
    ).toEqual([
      { channel: "email", language: "en", application: "app-by-mail" },
      { channel: "sms", language: "en", application: "app-chose-sms" },
      { channel: "sms", language: "ha", application: "app-phone-only" },
    ]);
    expect(rows[0]!.recipient).toBe("by-mail@zamwe.test");
    for (const row of rows.filter((row) => row.channel === "sms")) {
      expect(row.recipient).toBe(await phoneOf(row.application));
      expect(await deliverMessage(t.env, row.id, NOW)).toBe("sent");
    }
    const english = (await sentTo(await phoneOf("app-chose-sms"))).at(-1)!.sms;
    expect(english).toMatch(
      /^ZAMWE: your membership ends on 9 April 2027\. Renew it for another year: https?:\/\/[^ ]+\/dashboard\/renew$/,
    );
    const hausa = (await sentTo(await phoneOf("app-phone-only"))).at(-1)!.sms;
    expect(hausa).toMatch(
      /^ZAMWE: zama membanki zai kare ranar 9 Afirilu 2027\. .*\/dashboard\/renew\?lang=ha$/,
    );
  });

  it("with e-mail off, still texts who chose SMS or has no e-mail; the others' e-mails wait", async () => {
    const t = await seeded(termiiVars);
    const mailOff = { ...t.env, MAIL_FROM: "" };
    expect(await sendRenewalReminders.run(mailOff, NOW)).toMatchObject({
      due: 3,
      queued: 2,
      off: 1,
    });
    const rows = (await rowsOf(t)).results;
    expect(rows.map(({ channel, application }) => ({ channel, application }))).toEqual([
      { channel: "sms", application: "app-chose-sms" },
      { channel: "sms", application: "app-phone-only" },
    ]);
  });

  it("e-mails who chose SMS while SMS is off, and skips an account it cannot reach", async () => {
    const t = await seeded({});
    const report = await sendRenewalReminders.run(t.env, NOW);
    expect(report).toMatchObject({ due: 3, queued: 2 });
    const rows = (await rowsOf(t)).results;
    expect(rows.map(({ channel, application }) => ({ channel, application }))).toEqual([
      { channel: "email", application: "app-by-mail" },
      { channel: "email", application: "app-chose-sms" },
    ]);
  });
});

describe("her ticket on her channel", () => {
  it("texts the ticket link and the day-before reminder to a signed-in member who chose SMS, and e-mails a guest's", async () => {
    const t = shared;
    const member = await signedInAccount(t, "ticket-sms@zamwe.test");
    const phone = "+2348035550101";
    await t.db.batch([
      t.db
        .prepare("UPDATE users SET sms_notices = 1, phone = ?, phone_proven_at = 1 WHERE id = ?")
        .bind(phone, member.id),
      t.db
        .prepare(
          "INSERT INTO events (id, title, title_ha, description, event_date, location, max_attendees) VALUES ('ev1', 'Pricing workshop', 'Bitar farashi', 'Prices', ?, 'Gusau Hall', 10)",
        )
        .bind(Date.now() + 7 * 86_400_000),
    ]);
    const answer = (cookie: string | undefined, email: string) =>
      settle(() =>
        rsvpAction(
          routeArgs({
            request: request("/events/ev1/rsvp?lang=ha", {
              fields: { fullName: "Hauwa", email },
              cookie,
            }),
            context: t.context,
            params: { id: "ev1" },
          }),
        ),
      );
    await answer(member.cookie, member.email);
    await answer(undefined, "guest@t.example.com");
    const rows = await t.db
      .prepare(
        "SELECT id, channel, recipient FROM messages WHERE kind = 'event-rsvp' ORDER BY channel",
      )
      .all<{ id: string; channel: string; recipient: string }>();
    expect(rows.results.map(({ channel, recipient }) => ({ channel, recipient }))).toEqual([
      { channel: "email", recipient: "guest@t.example.com" },
      { channel: "sms", recipient: phone },
    ]);
    expect(await deliverMessage(t.env, rows.results[1]!.id, new Date())).toBe("sent");
    expect((await sentTo(phone)).at(-1)!.sms).toMatch(
      /^ZAMWE: an tanada miki gurbi a Bitar farashi ranar .+\. Tikitinki: https?:\/\/[^ ]+\/rsvp\/[0-9a-f]{32}\?lang=ha$/,
    );

    // The day before, her reminder goes by SMS too; the guest's by e-mail.
    const dayBefore = new Date(Date.now() + 6 * 86_400_000);
    expect(await sendEventReminders.run(t.env, dayBefore)).toMatchObject({ due: 2, queued: 2 });
    const reminders = await t.db
      .prepare(
        "SELECT id, channel, recipient FROM messages WHERE kind = 'event-reminder' ORDER BY channel",
      )
      .all<{ id: string; channel: string; recipient: string }>();
    expect(reminders.results.map(({ channel, recipient }) => ({ channel, recipient }))).toEqual([
      { channel: "email", recipient: "guest@t.example.com" },
      { channel: "sms", recipient: phone },
    ]);
    expect(await deliverMessage(t.env, reminders.results[1]!.id, new Date())).toBe("sent");
    expect((await sentTo(phone)).at(-1)!.sms).toMatch(
      /^ZAMWE tunatarwa: Bitar farashi, ranar \w+, \d+ \w+ \d{4}, \d\d:\d\d WAT\. Tikitinki: \S+\/rsvp\/[0-9a-f]{32}\?lang=ha$/,
    );
  });

  it("with e-mail off, texts the day-before reminder to who chose SMS, and writes no e-mail", async () => {
    const t = shared;
    const member = await signedInAccount(t, "reminded-sms@zamwe.test");
    const phone = "+2348035550303";
    const tomorrowNoon = new Date(Date.now() + 86_400_000);
    await t.db.batch([
      t.db
        .prepare("UPDATE users SET sms_notices = 1, phone = ?, phone_proven_at = 1 WHERE id = ?")
        .bind(phone, member.id),
      t.db
        .prepare(
          "INSERT INTO events (id, title, description, event_date, location) VALUES ('ev-off', 'Market day', 'Market', ?, 'Gusau')",
        )
        .bind(tomorrowNoon.getTime()),
      t.db
        .prepare(
          "INSERT INTO event_rsvps (id, event_id, full_name, email, user_id, status) VALUES ('r-sms', 'ev-off', 'Hauwa', ?, ?, 'confirmed'), ('r-mail', 'ev-off', 'Guest', 'guest-off@t.example.com', NULL, 'confirmed')",
        )
        .bind(member.email, member.id),
    ]);
    const mailOff = { ...t.env, MAIL_FROM: "" };
    expect(await sendEventReminders.run(mailOff, new Date())).toMatchObject({
      due: 2,
      queued: 1,
      off: 1,
    });
    const rows = await t.db
      .prepare(
        "SELECT channel, recipient FROM messages WHERE kind = 'event-reminder' AND idempotency_key IN ('event-reminder:r-sms', 'event-reminder:r-mail')",
      )
      .all<{ channel: string; recipient: string }>();
    expect(rows.results).toEqual([{ channel: "sms", recipient: phone }]);
  });

  it("texts a freed place's offer to a member who chose SMS and waits in line, in her language", async () => {
    const t = shared;
    const member = await signedInAccount(t, "offer-sms@zamwe.test");
    const phone = "+2348035550202";
    await t.db.batch([
      t.db
        .prepare("UPDATE users SET sms_notices = 1, phone = ?, phone_proven_at = 1 WHERE id = ?")
        .bind(phone, member.id),
      t.db
        .prepare(
          "INSERT INTO events (id, title, title_ha, description, event_date, location, max_attendees) VALUES ('ev2', 'Savings circle', 'Adashi', 'Savings', ?, 'Gusau Hall', 1)",
        )
        .bind(Date.now() + 7 * 86_400_000),
    ]);
    const answer = (cookie: string | undefined, email: string, more = {}) =>
      settle(() =>
        rsvpAction(
          routeArgs({
            request: request("/events/ev2/rsvp", {
              fields: { fullName: "Zainab", email, ...more },
              cookie,
            }),
            context: t.context,
            params: { id: "ev2" },
          }),
        ),
      );
    // The guest takes the one place; the member waits in line.
    await answer(undefined, "first@t.example.com");
    await answer(member.cookie, member.email, { waitlist: "yes" });
    await t.db
      .prepare("UPDATE event_rsvps SET status = 'cancelled', cancelled_at = ? WHERE email = ?")
      .bind(Date.now(), "first@t.example.com")
      .run();
    const offers = await refreshWaitlist(getDb(t.env), "ev2", new Date());
    expect(offers.map((offer) => offer.userId)).toEqual([member.id]);
    await tellOffers(t.env, "http://zamwe.test", offers);
    const [offer] = (
      await t.db
        .prepare("SELECT id, channel, recipient FROM messages WHERE kind = 'event-offer'")
        .all<{ id: string; channel: string; recipient: string }>()
    ).results;
    expect(offer).toMatchObject({ channel: "sms", recipient: phone });
    expect(await deliverMessage(t.env, offer!.id, new Date())).toBe("sent");
    expect((await sentTo(phone)).at(-1)!.sms).toMatch(
      /^ZAMWE: a place at Savings circle on .+ is free for you\. Take it within 24 hours: http:\/\/zamwe\.test\/rsvp\/[0-9a-f]{32}$/,
    );
  });
});

describe("the number her notices go to", () => {
  it("is her proven phone, else her application's number", async () => {
    const t = shared;
    await seedMember(t.db, TODAY, "numbered", { endsIn: 30 });
    const facts = () => channelFactsOf(getDb(t.env), "user-numbered");
    expect(await facts()).toEqual({
      email: "numbered@zamwe.test",
      phone: expect.stringMatching(/^\+23480300\d{5}$/),
      smsNotices: false,
      smsAnnouncements: false,
    });
    await t.db
      .prepare("UPDATE users SET phone = '+2349010000000' WHERE id = 'user-numbered'")
      .run();
    expect((await facts())!.phone).toBe("+2349010000000");
  });
});
