/**
 * The daily job (issue #27) on a real D1: renewal reminders for members in every
 * status on a fixed day — the right stage to the right address in her language, once per period
 * and stage however often the job runs, a missed day caught up — and the clearing of expired
 * sessions, spent links and old failed sign-ins.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { runDailyJob } from "../../app/messages/daily-job.server";
import { deliverMessage, renderStoredMessage } from "../../app/messages/deliver.server";
import { reminderWindows } from "../../app/models/membership/renewal-reminders.server";
import { DEFAULT_TERMS, watDayOf } from "../../app/models/membership/period-rules";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember as seed, type SeededMember } from "./support/members";

const DAY_MS = 24 * 60 * 60 * 1000;
/** 08:00 WAT on 10 March 2027, when the Cron Trigger fires. */
const NOW = new Date("2027-03-10T07:00:00Z");
const TODAY = watDayOf(NOW);
const ORIGIN = "https://members.zamwe.test";

let t: TestDatabase;
beforeAll(async () => {
  // The deployment's own address and price of Pro: the reminders carry these, not defaults.
  t = await createTestDatabase({ SITE_PUBLIC_URL: ORIGIN, SITE_PLAN_PRO_KOBO: "650000" });
});

type Reminder = {
  key: string;
  kind: string;
  recipient: string;
  language: string;
  userId: string | null;
  status: string;
  stage: string;
};

async function reminders(): Promise<Reminder[]> {
  const { results } = await t.db
    .prepare(
      `SELECT idempotency_key AS key, kind, recipient, language, user_id AS userId, status,
        json_extract(payload, '$.data.stage') AS stage
       FROM messages WHERE kind = 'renewal-reminder' ORDER BY idempotency_key`,
    )
    .all<Reminder>();
  return results;
}

/** The message with this key as the queue's consumer renders it. */
async function rendered(key: string) {
  const row = await t.db
    .prepare("SELECT id, kind, language, payload FROM messages WHERE idempotency_key = ?")
    .bind(key)
    .first<{ id: string; kind: string; language: "en" | "ha"; payload: string }>();
  return renderStoredMessage(t.env, row!)!;
}

const expected = (name: string, stage: string, language: "en" | "ha" = "en") => ({
  key: `renewal-reminder:period-${name}:${stage}`,
  kind: "renewal-reminder",
  recipient: `${name}@zamwe.test`,
  language,
  userId: `user-${name}`,
  status: "queued",
  stage,
});

const seedMember = (name: string, member: SeededMember) => seed(t.db, TODAY, name, member);

describe("renewal reminders", () => {
  beforeAll(async () => {
    await seedMember("far", { endsIn: 90 });
    await seedMember("thirty", { endsIn: 30 });
    await seedMember("eight", { endsIn: 8 });
    await seedMember("seven", { endsIn: 7, language: "ha", plan: "starter" });
    await seedMember("one", { endsIn: 1 });
    await seedMember("expiry", { endsIn: 0, language: "ha" });
    await seedMember("sixafter", { endsIn: -6 });
    await seedMember("grace", { endsIn: -7, language: "ha" });
    await seedMember("lastgrace", { endsIn: -30 });
    await seedMember("lapsed", { endsIn: -31 });
    await seedMember("renewed", { endsIn: 7, renewed: true });
    await seedMember("pending", { endsIn: 30, renewal: "pending" });
    await seedMember("rejected", { endsIn: 7, renewal: "rejected" });
    await seedMember("unlinked", { endsIn: 7, linked: false });
    await seedMember("unpaid", { endsIn: null });
    // A period of 28 days: its 30-day stage would fall before it began.
    await seedMember("short", { endsIn: 8, startsIn: -20 });
  });

  it("queues exactly the stage due today for each member, to her account in her language", async () => {
    const report = await runDailyJob(t.env, NOW);
    expect(report["renewal reminders"]).toEqual({ due: 9, queued: 9 });
    expect(await reminders()).toEqual(
      [
        // 30 days before the end, and 8 days before (its day passed, the 7-day one's has not).
        expected("thirty", "30-days"),
        expected("eight", "30-days"),
        expected("seven", "7-days", "ha"),
        expected("one", "7-days"),
        expected("expiry", "expiry-day", "ha"),
        // Six days after the end the expiry-day reminder is still due (a missed run caught up).
        expected("sixafter", "expiry-day"),
        expected("grace", "grace-7-days", "ha"),
        // The last day of grace still gets the grace reminder; a day later she has lapsed.
        expected("lastgrace", "grace-7-days"),
        // A renewal that was rejected leaves her due.
        expected("rejected", "7-days"),
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it("sends nothing twice when the job runs again the same day", async () => {
    const before = await reminders();
    const report = await runDailyJob(t.env, new Date(NOW.getTime() + 60 * 60 * 1000));
    expect(report["renewal reminders"]).toEqual({ due: 0 });
    expect(await reminders()).toEqual(before);
  });

  it("a day later, sends only the stages that became due", async () => {
    const before = new Set((await reminders()).map((row) => row.key));
    await runDailyJob(t.env, new Date(NOW.getTime() + DAY_MS));
    const added = (await reminders()).filter((row) => !before.has(row.key));
    expect(added).toEqual(
      [
        expected("eight", "7-days"),
        expected("one", "expiry-day"),
        expected("sixafter", "grace-7-days"),
        // The short period's first reminder is its 7-day one, on its own day.
        expected("short", "7-days"),
      ].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it("reads in English with the link and the deployment's price of her plan", async () => {
    const mail = await rendered("renewal-reminder:period-thirty:30-days");
    expect(mail.subject).toBe("Your ZAMWE membership ends on 9 April 2027");
    expect(mail.text).toContain("Hello Member thirty,");
    expect(mail.text).toContain("Your ZAMWE membership (Pro plan) is valid until 9 April 2027.");
    expect(mail.text).toContain("Amount: ₦6,500");
    expect(mail.text).toContain(`\n${ORIGIN}/dashboard/renew\n`);
    expect(mail.html).toContain(`href="${ORIGIN}/dashboard/renew"`);
    // A transactional message: no unsubscribe link.
    expect(mail.headers).toEqual({});
  });

  it("reads in Hausa with the Hausa link, and in grace says until when she stays listed", async () => {
    const mail = await rendered("renewal-reminder:period-seven:7-days");
    expect(mail.subject).toBe("Zama membanki na ZAMWE zai ƙare ranar 17 Maris 2027");
    expect(mail.text).toContain("Sannu Member seven,");
    expect(mail.text).toContain("Kuɗi: ₦2,900");
    expect(mail.text).toContain(`\n${ORIGIN}/dashboard/renew?lang=ha\n`);
    expect(mail.html).toContain(`href="${ORIGIN}/dashboard/renew?lang=ha"`);

    const graceMail = await rendered("renewal-reminder:period-grace:grace-7-days");
    expect(graceMail.subject).toBe("Zama membanki na ZAMWE ya ƙare ranar 3 Maris 2027");
    // 30 days of grace after 3 March: listed until 2 April.
    expect(graceMail.text).toContain("har zuwa 2 Afirilu 2027");
  });

  it("is sent by the queue's consumer like any message", async () => {
    const row = await t.db
      .prepare("SELECT id FROM messages WHERE idempotency_key = ?")
      .bind("renewal-reminder:period-expiry:expiry-day")
      .first<{ id: string }>();
    expect(await deliverMessage(t.env, row!.id, NOW)).toBe("sent");
    const sent = await t.db
      .prepare("SELECT status, subject FROM messages WHERE id = ?")
      .bind(row!.id)
      .first<{ status: string; subject: string }>();
    // Rendered on its own day: "ends today".
    expect(sent).toEqual({ status: "sent", subject: "Zama membanki na ZAMWE zai ƙare yau" });
  });

  it("writes nothing when e-mail is off, so the stage is still due when it comes on", async () => {
    const before = await reminders();
    const off = { ...t.env, MAIL_FROM: "" };
    const report = await runDailyJob(off, new Date(NOW.getTime() + 2 * DAY_MS));
    expect(report["renewal reminders"]).toEqual({ off: 1 });
    expect(await reminders()).toEqual(before);
  });
});

describe("the stages' windows", () => {
  it("drop the grace reminder when grace is shorter than 7 days, and stop at the lapse", () => {
    expect(reminderWindows("2027-03-10", { ...DEFAULT_TERMS, graceDays: 3 })).toEqual([
      { stage: "30-days", offset: -30, endsFrom: "2027-03-18", endsTo: "2027-04-09" },
      { stage: "7-days", offset: -7, endsFrom: "2027-03-11", endsTo: "2027-03-17" },
      { stage: "expiry-day", offset: 0, endsFrom: "2027-03-07", endsTo: "2027-03-10" },
    ]);
  });
});

describe("clearing expired data", () => {
  const at = (offsetMs: number) => NOW.getTime() + offsetMs;
  const HOUR = 60 * 60 * 1000;

  it("deletes expired sessions, spent links and old failed sign-ins, and keeps the live ones", async () => {
    const clear = await createTestDatabase();
    const db = clear.db;
    await db.batch([
      db.prepare(
        "INSERT INTO users (id, email, password_hash) VALUES ('u1', 'u1@zamwe.test', 'x')",
      ),
      ...[
        ["expired", at(-HOUR)],
        ["just-expired", at(0)],
        ["live", at(HOUR)],
      ].map(([id, expiresAt]) =>
        db
          .prepare(
            "INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at) VALUES (?, 'u1', ?, ?, ?)",
          )
          .bind(id, at(-40 * DAY_MS), expiresAt, at(-40 * DAY_MS)),
      ),
      ...["password_reset_tokens", "email_confirmation_tokens"].flatMap((table) =>
        [
          // Expired more than a day ago / less than a day ago.
          ["expired-long-ago", at(-DAY_MS - HOUR), null],
          ["expired-recently", at(-HOUR), null],
          // Used more than a day ago / less than a day ago (not yet expired).
          ["used-long-ago", at(HOUR), at(-DAY_MS - HOUR)],
          ["used-recently", at(HOUR), at(-HOUR)],
          ["live", at(HOUR), null],
        ].map(([id, expiresAt, usedAt]) =>
          db
            .prepare(
              `INSERT INTO ${table} (id, user_id, created_at, expires_at, used_at) VALUES (?, 'u1', ?, ?, ?)`,
            )
            .bind(`${table}:${id}`, at(-3 * DAY_MS), expiresAt, usedAt),
        ),
      ),
      // More old failures than one statement deletes: the run goes on until none is left.
      db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1234)
           INSERT INTO login_failures (key, failed_at) SELECT 'client:203.0.113.9', ? FROM n`,
        )
        .bind(at(-DAY_MS - HOUR)),
      db
        .prepare("INSERT INTO login_failures (key, failed_at) VALUES ('email:u1@zamwe.test', ?)")
        .bind(at(-HOUR)),
    ]);

    const report = await runDailyJob(clear.env, NOW);
    expect(report["expired data"]).toEqual({
      sessions: 2,
      resetLinks: 2,
      confirmationLinks: 2,
      phoneCodes: 0,
      loginFailures: 1234,
    });
    const ids = async (table: string) =>
      (await db.prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>()).results.map(
        (row) => row.id,
      );
    expect(await ids("sessions")).toEqual(["live"]);
    for (const table of ["password_reset_tokens", "email_confirmation_tokens"]) {
      expect(await ids(table)).toEqual(
        ["expired-recently", "live", "used-recently"].map((id) => `${table}:${id}`),
      );
    }
    const failures = await db.prepare("SELECT key FROM login_failures").all<{ key: string }>();
    expect(failures.results).toEqual([{ key: "email:u1@zamwe.test" }]);
  });
});
