/**
 * Issue #42: certificates of attendance, through the routes as the Worker calls them. Issued once
 * the event has begun to every place checked in at the door (once each, also when two issue at
 * once), each told by message; added by name and revoked with a reason (refused under the field
 * when it is missing, nothing changed); checked by anyone at /verify/certificate (valid, revoked,
 * not found, typed by hand); listed in her My records only.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as admin from "../../app/routes/admin+/events.$id.certificates";
import * as check from "../../app/routes/_public+/verify.certificate.($code)";
import * as shown from "../../app/routes/_public+/certificates.$code";
import * as mine from "../../app/routes/_member+/dashboard_.certificates";
import * as removal from "../../app/routes/admin+/events.$id.delete";
import { getDb } from "../../app/models/db.server";
import { issueCertificates } from "../../app/models/certificates.server";
import { personalDataOf } from "../../app/models/personal-data.server";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { flashOf } from "./support/realtime";
import { locationOf, statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
const HOUR = 60 * 60 * 1000;
const PAST = "event-past";
const FUTURE = "event-future";
let t: TestDatabase;
let chair: SignedIn;
let amina: SignedIn;
let binta: SignedIn;

async function rsvp(
  id: string,
  event: string,
  name: string,
  facts: { checkedIn?: boolean; language?: "en" | "ha"; userId?: string; status?: string } = {},
) {
  await t.db
    .prepare(
      `INSERT INTO event_rsvps (id, event_id, full_name, email, language, user_id, status, checked_in_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      event,
      name,
      `${id}@example.com`,
      facts.language ?? "en",
      facts.userId ?? null,
      facts.status ?? "confirmed",
      facts.checkedIn ? Date.now() - HOUR : null,
    )
    .run();
}

beforeAll(async () => {
  t = await createTestDatabase();
  chair = await signedInAccount(t, "chair@zamwe.test", { admin: true });
  amina = await signedInAccount(t, "amina@zamwe.test");
  binta = await signedInAccount(t, "binta@zamwe.test");
  await t.db
    .prepare(
      `INSERT INTO events (id, title, title_ha, description, event_date, location) VALUES
       (?, 'Market Day', 'Ranar Kasuwa', 'A day', ?, 'Gusau'),
       (?, 'AGM', NULL, 'The meeting', ?, 'Gusau')`,
    )
    .bind(PAST, Date.now() - 3 * HOUR, FUTURE, Date.now() + 48 * HOUR)
    .run();
  await rsvp("amina", PAST, "Amina Bello", { checkedIn: true, language: "ha", userId: amina.id });
  await rsvp("binta", PAST, "Binta Musa", { checkedIn: true });
  await rsvp("gone", PAST, "Gone Away", { checkedIn: true, status: "cancelled" });
  await rsvp("absent", PAST, "Hadiza Absent");
  await rsvp("early", FUTURE, "Early Bird", { checkedIn: true });
});

function request(path: string, cookie = chair.cookie, fields?: Record<string, string>) {
  return new Request(`${ORIGIN}${path}`, {
    method: fields ? "POST" : "GET",
    body: fields ? new URLSearchParams(fields) : undefined,
    headers: { Cookie: cookie },
  });
}

async function post(event: string, fields: Record<string, string>) {
  return settle(() =>
    admin.action(
      routeArgs({
        request: request(`/admin/events/${event}/certificates`, chair.cookie, fields),
        context: t.context,
        params: { id: event },
      }) as ActionFunctionArgs,
    ),
  );
}

async function flashed(answer: unknown) {
  expect(statusOf(answer)).toBe(302);
  return (await flashOf(t, answer as Response)) as { message: string; description?: string };
}

const loadAdmin = async (event: string) =>
  (await settle(() =>
    admin.loader(
      routeArgs({
        request: request(`/admin/events/${event}/certificates`),
        context: t.context,
        params: { id: event },
      }) as LoaderFunctionArgs,
    ),
  )) as Awaited<ReturnType<typeof admin.loader>>;

const checkCode = (code: string | undefined, query = "") =>
  settle(() =>
    check.loader(
      routeArgs({
        request: request(`/verify/certificate${code ? `/${code}` : ""}${query}`, ""),
        context: t.context,
        params: code ? { code } : {},
      }) as LoaderFunctionArgs,
    ),
  ) as Promise<{
    data: Awaited<ReturnType<typeof check.loader>>["data"];
    init: { status?: number } | null;
  }>;

const certificateRows = () =>
  t.db
    .prepare(
      "SELECT id, rsvp_id, user_id, full_name, language, code, revoked_at, revoked_reason FROM event_certificates ORDER BY full_name",
    )
    .all<{
      id: string;
      rsvp_id: string | null;
      user_id: string | null;
      full_name: string;
      language: string;
      code: string;
      revoked_at: number | null;
      revoked_reason: string | null;
    }>()
    .then((r) => r.results);

describe("certificates of attendance", () => {
  it("issues nothing before the event has begun", async () => {
    const flash = await flashed(await post(FUTURE, { intent: "issue" }));
    expect(flash.message).toBe("Not issued");
    expect((await loadAdmin(FUTURE)).begun).toBe(false);
    expect(await certificateRows()).toEqual([]);
  });

  it("issues one to each place checked in at the door, in her language, and tells each once", async () => {
    expect((await loadAdmin(PAST)).waiting).toBe(2);
    const flash = await flashed(await post(PAST, { intent: "issue" }));
    expect(flash.message).toBe("2 certificates issued");
    const rows = await certificateRows();
    expect(rows.map((r) => [r.full_name, r.rsvp_id, r.user_id, r.language])).toEqual([
      ["Amina Bello", "amina", amina.id, "ha"],
      ["Binta Musa", "binta", null, "en"],
    ]);
    for (const row of rows) expect(row.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const messages = await t.db
      .prepare(
        "SELECT recipient, language, idempotency_key FROM messages WHERE kind = 'event-certificate' ORDER BY recipient",
      )
      .all();
    expect(messages.results).toEqual([
      {
        recipient: "amina@example.com",
        language: "ha",
        idempotency_key: `event-certificate:${rows[0]!.id}`,
      },
      {
        recipient: "binta@example.com",
        language: "en",
        idempotency_key: `event-certificate:${rows[1]!.id}`,
      },
    ]);
    // Again: nobody new at the door, nothing issued, nobody told twice.
    expect((await flashed(await post(PAST, { intent: "issue" }))).message).toBe("Nothing to issue");
    expect(await certificateRows()).toHaveLength(2);
    const audit = await t.db
      .prepare("SELECT action, after FROM audit_log WHERE subject_id = ? ORDER BY id")
      .bind(PAST)
      .all<{ action: string; after: string }>();
    expect(audit.results).toEqual([{ action: "event.certificates.issue", after: '{"places":2}' }]);
  });

  it("issues a late check-in's certificate once when two admins issue at the same moment", async () => {
    await t.db
      .prepare("UPDATE event_rsvps SET checked_in_at = ? WHERE id = 'absent'")
      .bind(Date.now())
      .run();
    const db = getDb(t.env);
    const actor = { userId: chair.id, email: chair.email };
    const event = { id: PAST, eventDate: new Date(Date.now() - 3 * HOUR) };
    const [one, two] = await Promise.all([
      issueCertificates(db, actor, event),
      issueCertificates(db, actor, event),
    ]);
    expect([one, two].flat()).toHaveLength(1);
    // One audit entry for the one certificate: the press that issued none audits nothing.
    const issues = await t.db
      .prepare("SELECT after FROM audit_log WHERE subject_id = ? AND action = ? ORDER BY id")
      .bind(PAST, "event.certificates.issue")
      .all<{ after: string }>();
    expect(issues.results.map((entry) => entry.after)).toEqual(['{"places":2}', '{"places":1}']);
    expect((await certificateRows()).map((r) => r.full_name)).toEqual([
      "Amina Bello",
      "Binta Musa",
      "Hadiza Absent",
    ]);
  });

  it("is checked by anyone: valid, typed by hand, malformed or unknown", async () => {
    const [aminas] = await certificateRows();
    const valid = await checkCode(aminas!.code);
    expect(valid.data.found).toMatchObject({
      valid: true,
      fullName: "Amina Bello",
      title: "Market Day",
    });
    const typed = aminas!.code.toLowerCase().replace(/-/g, " ");
    const redirected = await checkCode(undefined, `?code=${encodeURIComponent(typed)}`);
    expect(statusOf(redirected)).toBe(302);
    expect(locationOf(redirected)).toBe(`/verify/certificate/${aminas!.code}`);
    const malformed = await checkCode(undefined, "?code=not-a-code");
    expect(malformed.init?.status).toBe(400);
    expect(malformed.data.problem).toBe("badCode");
    const unknown = await checkCode("0000-0000-0000-0000");
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toMatchObject({ problem: "notFound", found: null });
    // Her printable page: her name, the event in the page's language, a QR code to the check.
    const page = (await settle(() =>
      shown.loader(
        routeArgs({
          request: request(`/certificates/${aminas!.code}?lang=ha`, ""),
          context: t.context,
          params: { code: aminas!.code },
        }) as LoaderFunctionArgs,
      ),
    )) as { data: Awaited<ReturnType<typeof shown.loader>>["data"] };
    expect(page.data).toMatchObject({
      fullName: "Amina Bello",
      title: "Ranar Kasuwa",
      revoked: false,
    });
    expect(page.data.qr.path.length).toBeGreaterThan(100);
    const missing = await settle(() =>
      shown.loader(
        routeArgs({
          request: request("/certificates/0000-0000-0000-0000", ""),
          context: t.context,
          params: { code: "0000-0000-0000-0000" },
        }) as LoaderFunctionArgs,
      ),
    );
    expect(statusOf(missing)).toBe(404);
  });

  it("revokes one only with a reason (audited); its check and its page then say so", async () => {
    const binta = (await certificateRows()).find((r) => r.full_name === "Binta Musa")!;
    const refused = (await post(PAST, {
      intent: "revoke",
      certificateId: binta.id,
      reason: " ",
    })) as {
      data: { intent: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.reason).toEqual([
      "Please give a reason of at least 3 characters.",
    ]);
    expect((await certificateRows()).find((r) => r.id === binta.id)!.revoked_at).toBeNull();

    const flash = await flashed(
      await post(PAST, { intent: "revoke", certificateId: binta.id, reason: "Left at the start" }),
    );
    expect(flash.message).toBe("Certificate revoked");
    const row = (await certificateRows()).find((r) => r.id === binta.id)!;
    expect(row.revoked_reason).toBe("Left at the start");
    expect((await checkCode(binta.code)).data.found).toMatchObject({ valid: false });
    // A second revoke changes nothing.
    expect(
      (
        await flashed(
          await post(PAST, { intent: "revoke", certificateId: binta.id, reason: "Again" }),
        )
      ).message,
    ).toBe("Not revoked");
    const audit = await t.db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'event.certificate.revoke'")
      .first<number>("n");
    expect(audit).toBe(1);
  });

  it("adds one by name; a blank name is refused under its field with nothing stored", async () => {
    const before = (await certificateRows()).length;
    const refused = (await post(PAST, { intent: "add", fullName: "  ", language: "ha" })) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.fullName).toEqual([
      "Please enter her name as it goes on the certificate.",
    ]);
    expect(await certificateRows()).toHaveLength(before);
    const flash = await flashed(
      await post(PAST, { intent: "add", fullName: "Zainab Walk-in", language: "ha" }),
    );
    expect(flash.message).toBe("Certificate added");
    const added = (await certificateRows()).find((r) => r.full_name === "Zainab Walk-in")!;
    expect(added).toMatchObject({ rsvp_id: null, user_id: null, language: "ha" });
    const listed = await loadAdmin(PAST);
    expect(listed.certificates.map((c) => [c.fullName, c.fromDoor, c.revoked !== null])).toEqual([
      ["Amina Bello", true, false],
      ["Binta Musa", true, true],
      ["Hadiza Absent", true, false],
      ["Zainab Walk-in", false, false],
    ]);
  });

  it("lists hers in My records, and nobody else's", async () => {
    const listOf = async (who: SignedIn) =>
      (await settle(() =>
        mine.loader(
          routeArgs({
            request: request("/dashboard/certificates", who.cookie),
            context: t.context,
            params: {},
          }) as LoaderFunctionArgs,
        ),
      )) as Awaited<ReturnType<typeof mine.loader>>;
    const hers = await listOf(amina);
    expect(hers.certificates).toHaveLength(1);
    expect(hers.certificates[0]).toMatchObject({ title: "Market Day", revoked: false });
    expect((await listOf(binta)).certificates).toEqual([]);
    // In her data download; and gone with her account (her name on it is her personal data).
    const data = await personalDataOf(getDb(t.env), {
      userId: amina.id,
      email: amina.email,
      phone: null,
    });
    expect(data.certificates).toEqual([
      expect.objectContaining({ fullName: "Amina Bello", eventTitle: "Market Day" }),
    ]);
    await t.db.prepare("DELETE FROM users WHERE id = ?").bind(amina.id).run();
    expect((await certificateRows()).map((r) => r.full_name)).not.toContain("Amina Bello");
  });

  it("warns on the event's delete page that its certificates go with it", async () => {
    const deletePage = async (event: string) =>
      (await removal.loader(
        routeArgs({
          request: request(`/admin/events/${event}/delete`),
          context: t.context,
          params: { id: event },
        }) as LoaderFunctionArgs,
      )) as Awaited<ReturnType<typeof removal.loader>>;
    expect((await deletePage(PAST)).certificates).toBe((await certificateRows()).length);
    expect((await deletePage(PAST)).certificates).toBeGreaterThan(0);
    expect((await deletePage(FUTURE)).certificates).toBe(0);
  });

  it("is refused to anyone but an admin", async () => {
    const answer = await settle(() =>
      admin.action(
        routeArgs({
          request: request(`/admin/events/${PAST}/certificates`, amina.cookie, { intent: "issue" }),
          context: t.context,
          params: { id: PAST },
        }) as ActionFunctionArgs,
      ),
    );
    expect([302, 403]).toContain(statusOf(answer));
  });
});
