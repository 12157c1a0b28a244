/**
 * Check-in at the door (issue #29, ADR 0041), through the real routes against the real local D1:
 * the first check-in is kept and every later one (another phone, a replayed offline queue, a
 * double click) is reported, never counted twice; codes of another event, cancelled or waitlisted
 * places and unknown or malformed codes are refused in plain words, never a 500; stewards are
 * granted and revoked by an admin, audited.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  action as pageAction,
  loader as pageLoader,
} from "../../app/routes/admin+/events.$id.check-in";
import {
  action as syncAction,
  loader as syncLoader,
} from "../../app/routes/admin+/events.$id.check-in_.sync";
import { action as teamAction } from "../../app/routes/admin+/team";
import { action as adminLoginAction } from "../../app/routes/_auth+/admin_.login";
import { action as loginAction } from "../../app/routes/_auth+/login";
import { loader as adminLoader } from "../../app/routes/admin+/_index";
import { loader as adminLayoutLoader } from "../../app/routes/admin+/_layout";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import {
  reportText,
  searchLimitedText,
  type DeskReport,
} from "../../app/routes/admin+/__check-in-texts";
import { doorTexts } from "../../app/i18n/door";
import { ticketCodeHash } from "../../app/utils/ticket-code";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { locationOf, request, sessionCookie, statusOf, type Payload } from "./support/http";
import { routeArgs } from "../support/route-args";

let t: TestDatabase;
let admin: SignedIn;
let steward: SignedIn;
const door = "door-event-0000-0000-000000000001";
const elsewhere = "door-event-0000-0000-000000000002";

type Place = { id: string; code: string };
let next = 0;
/** A place at `eventId` written straight into D1 (the RSVP form belongs to another change). */
async function place(eventId: string, fullName: string, status = "confirmed"): Promise<Place> {
  next += 1;
  const id = crypto.randomUUID();
  const code = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  await t.db
    .prepare(
      "INSERT INTO event_rsvps (id, event_id, full_name, email, status, code) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(id, eventId, fullName, `guest${next}@example.com`, status, code)
    .run();
  return { id, code };
}

beforeAll(async () => {
  t = await createTestDatabase();
  const inAWeek = Date.now() + 7 * 86_400_000;
  for (const [id, title] of [
    [door, "Trade fair"],
    [elsewhere, "Bookkeeping class"],
  ]) {
    await t.db
      .prepare(
        "INSERT INTO events (id, title, description, event_date, location) VALUES (?, ?, 'About it', ?, 'Gusau')",
      )
      .bind(id, title, inAWeek)
      .run();
  }
  admin = await signedInAccount(t, "door-admin@zamwe.test", { admin: true });
  steward = await signedInAccount(t, "door-steward@zamwe.test", { steward: true });
});

type Report = DeskReport & { rsvpId?: string; code?: string };

type DeskPage =
  Awaited<ReturnType<typeof pageLoader>> extends infer A
    ? A extends { data: infer D }
      ? D
      : A
    : never;
/** The check-in page's data, whether its loader answered plainly or with data() (a status). */
function pageData(answer: unknown): DeskPage {
  return (
    answer !== null && typeof answer === "object" && "init" in answer
      ? (answer as Payload<DeskPage>).data
      : answer
  ) as DeskPage;
}
type SyncAnswer = { reports: Report[]; counts: { checkedIn: number; expected: number } };

async function sync(
  who: SignedIn,
  device: string,
  checkIns: { rsvpId?: string; code?: string; at?: number }[],
  eventId = door,
) {
  const answer = await settle(() =>
    syncAction(
      routeArgs({
        request: new Request(`http://zamwe.test/admin/events/${eventId}/check-in/sync`, {
          method: "POST",
          headers: { Cookie: who.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({
            device,
            checkIns: checkIns.map((c) => ({ ...c, at: c.at ?? Date.now() })),
          }),
        }),
        context: t.context,
        params: { id: eventId },
      }),
    ),
  );
  return { status: statusOf(answer), body: (answer as Payload<SyncAnswer>).data };
}

async function rowOf(id: string) {
  return t.db
    .prepare("SELECT checked_in_at, checked_in_by, checked_in_device FROM event_rsvps WHERE id = ?")
    .bind(id)
    .first<{
      checked_in_at: number | null;
      checked_in_by: string | null;
      checked_in_device: string | null;
    }>();
}

describe("check-in is kept once: the first wins, later ones are reported", () => {
  it("two phones checking the same ticket in at once: one check-in, the other told it is a duplicate", async () => {
    const amina = await place(door, "Amina Bello");
    const [first, second] = await Promise.all([
      sync(steward, "phone-aaaaaaaa", [{ code: amina.code }]),
      sync(admin, "phone-bbbbbbbb", [{ code: amina.code }]),
    ]);
    const outcomes = [first, second].map((answer) => answer.body.reports[0]!.outcome).sort();
    expect(outcomes).toEqual(["already", "checked-in"]);
    const winner = first.body.reports[0]!.outcome === "checked-in" ? first : second;
    const loser = winner === first ? second : first;
    const row = await rowOf(amina.id);
    expect(row?.checked_in_device).toBe(winner === first ? "phone-aaaaaaaa" : "phone-bbbbbbbb");
    expect(row?.checked_in_by).toBe(winner === first ? steward.id : admin.id);
    expect(loser.body.reports[0]).toMatchObject({ outcome: "already", sameDevice: false });
    expect(reportText(loser.body.reports[0]!, doorTexts.en).message).toMatch(
      /^Already checked in at \d\d:\d\d by door-(steward|admin) \(on another phone\)\.$/,
    );
  });

  it("an offline queue replayed (twice, and five times at once) counts once and keeps the first time", async () => {
    const people = await Promise.all(
      ["Hauwa Sani", "Zainab Musa", "Fatima Aliyu"].map((n) => place(door, n)),
    );
    const at = Date.now() - 3_600_000;
    const queue = people.map((p, i) => ({ rsvpId: p.id, at: at + i * 60_000 }));
    const sent = await sync(steward, "phone-offline1", queue);
    expect(sent.status).toBe(200);
    expect(sent.body.reports.map((r) => r.outcome)).toEqual([
      "checked-in",
      "checked-in",
      "checked-in",
    ]);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        sync(
          steward,
          "phone-offline1",
          queue.map((q) => ({ ...q, at: Date.now() })),
        ),
      ),
    );
    for (const replay of replays) {
      for (const report of replay.body.reports) {
        expect(report).toMatchObject({ outcome: "already", sameDevice: true });
      }
    }
    for (const [i, p] of people.entries()) {
      expect((await rowOf(p.id))?.checked_in_at).toBe(at + i * 60_000);
    }
    // The same place twice in one batch: one check-in, then a repeat.
    const twice = await place(door, "Rakiya Umar");
    const both = await sync(steward, "phone-offline1", [
      { rsvpId: twice.id },
      { rsvpId: twice.id },
    ]);
    expect(both.body.reports.map((r) => r.outcome)).toEqual(["checked-in", "already"]);
  });

  it("a time from the future is taken as now", async () => {
    const late = await place(door, "Maryam Idris");
    const before = Date.now();
    await sync(steward, "phone-clockoff", [{ rsvpId: late.id, at: Date.now() + 86_400_000 }]);
    expect((await rowOf(late.id))?.checked_in_at).toBeLessThanOrEqual(Date.now());
    expect((await rowOf(late.id))?.checked_in_at).toBeGreaterThanOrEqual(before);
  });
});

describe("refusals in plain words, never a 500", () => {
  it("another event's code, a cancelled or waitlisted place, an unknown or malformed code", async () => {
    const other = await place(elsewhere, "Safiya Lawal");
    const cancelled = await place(door, "Bilkisu Garba", "cancelled");
    const waiting = await place(door, "Halima Yusuf", "waitlisted");
    const unknown = "0123456789abcdef0123456789abcdef";
    const answer = await sync(steward, "phone-refusals", [
      { code: other.code },
      { code: cancelled.code },
      { code: waiting.code },
      { code: unknown },
      { code: "not a code at all" },
      { rsvpId: other.id },
      { rsvpId: "no-such-place" },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.reports.map((r) => r.outcome)).toEqual([
      "other-event",
      "no-place",
      "no-place",
      "not-found",
      "not-found",
      "not-found",
      "not-found",
    ]);
    const words = answer.body.reports.map((r) => reportText(r, doorTexts.en).message);
    expect(words[0]).toBe("This ticket is for another event.");
    expect(words[1]).toBe("Her place was cancelled. Do not let her in on this ticket.");
    expect(words[2]).toBe("She is on the waitlist and has no place yet.");
    expect(words[3]).toBe("Ticket not found. Check the code, or search for her name.");
    for (const p of [other, cancelled, waiting])
      expect((await rowOf(p.id))?.checked_in_at).toBeNull();
  });

  it("a body that is not JSON, or not check-ins, is a 400; an unknown event a 404", async () => {
    const notJson = await settle(() =>
      syncAction(
        routeArgs({
          request: new Request(`http://zamwe.test/admin/events/${door}/check-in/sync`, {
            method: "POST",
            headers: { Cookie: steward.cookie, "Content-Type": "application/json" },
            body: "{not json",
          }),
          context: t.context,
          params: { id: door },
        }),
      ),
    );
    expect(statusOf(notJson)).toBe(400);
    expect((await sync(steward, "x", [{ code: "a" }])).status).toBe(400);
    expect((await sync(steward, "phone-nothing", [])).status).toBe(400);
    const nowhere = await sync(steward, "phone-nowhere", [{ code: "a" }], "no-such-event");
    expect(nowhere.status).toBe(404);
  });
});

describe("the page without JavaScript", () => {
  const page = async (who: SignedIn, query = "") =>
    pageData(
      await pageLoader(
        routeArgs({
          request: request(`/admin/events/${door}/check-in${query}`, { cookie: who.cookie }),
          context: t.context,
          params: { id: door },
        }),
      ),
    );
  const checkIn = (who: SignedIn, rsvpId: string) =>
    settle(() =>
      pageAction(
        routeArgs({
          request: request(`/admin/events/${door}/check-in`, {
            cookie: who.cookie,
            fields: { rsvpId },
          }),
          context: t.context,
          params: { id: door },
        }),
      ),
    );

  it("lists the confirmed attendees, finds one by name or code end, checks her in once", async () => {
    const ngozi = await place(door, "Ngozi Okafor");
    await place(door, "Cancelled Person", "cancelled");
    const all = await page(steward);
    expect(all.attendees.map((a) => a.fullName)).toContain("Ngozi Okafor");
    expect(all.attendees.map((a) => a.fullName)).not.toContain("Cancelled Person");
    expect(all.counts.expected).toBe(all.attendees.length);
    const byName = await page(steward, "?q=ngozi");
    expect(byName.attendees.map((a) => a.fullName)).toEqual(["Ngozi Okafor"]);
    // The list shows only a code's end: never her whole code (her private manage link).
    expect(byName.attendees[0]!.codeEnd).toBe(ngozi.code.slice(-6));
    expect(JSON.stringify(byName)).not.toContain(ngozi.code);
    const byCode = await page(steward, `?q=${ngozi.code.slice(-6)}`);
    expect(byCode.attendees.map((a) => a.fullName)).toEqual(["Ngozi Okafor"]);

    const first = await checkIn(steward, ngozi.id);
    expect(statusOf(first)).toBe(200);
    expect((first as Payload<{ report: DeskReport }>).data.report.outcome).toBe("checked-in");
    const again = await checkIn(admin, ngozi.id);
    const report = (again as Payload<{ report: DeskReport }>).data.report;
    expect(report.outcome).toBe("already");
    expect(reportText(report, doorTexts.en).message).toMatch(
      /^Already checked in at \d\d:\d\d by door-steward/,
    );
    const after = await page(steward, "?q=ngozi");
    expect(after.attendees[0]).toMatchObject({ checkedInBy: "door-steward" });
    expect(after.counts.checkedIn).toBe(all.counts.checkedIn + 1);
    expect(statusOf(await checkIn(steward, "no-such-place"))).toBe(404);
  });

  it("speaks Hausa at ?lang=ha (issue #38 §7): the door's texts in Hausa only, and its outcomes", async () => {
    const zainab = await place(door, "Zainab Hausa-Door");
    const hausa = await page(steward, "?lang=ha&q=hausa-door");
    expect(hausa.texts).toEqual(doorTexts.ha);
    // One language in the page's data: none of the English the desk would show.
    expect(JSON.stringify(hausa)).not.toContain(doorTexts.en.search.label);
    expect(JSON.stringify(hausa)).not.toContain(doorTexts.en.outcomes.checkedIn);
    expect(hausa.attendees.map((a) => a.fullName)).toEqual(["Zainab Hausa-Door"]);
    // The event's title in English until it has a Hausa one, and said so (marked lang="en").
    expect(hausa.event).toMatchObject({ inEnglish: ["title"] });
    await t.db.prepare("UPDATE events SET title_ha = 'Taron Ƙofa' WHERE id = ?").bind(door).run();
    expect((await page(steward, "?lang=ha")).event).toMatchObject({
      title: "Taron Ƙofa",
      inEnglish: [],
    });
    expect((await page(steward)).event.title).not.toBe("Taron Ƙofa");
    await t.db.prepare("UPDATE events SET title_ha = NULL WHERE id = ?").bind(door).run();
    const layout = await adminLayoutLoader(
      routeArgs({
        request: request(`/admin/events/${door}/check-in?lang=ha`, { cookie: steward.cookie }),
        context: t.context,
        params: {},
      }),
    );
    expect(layout).toMatchObject({ door: { heading: "Shigar da mutane a ƙofa", logout: "Fita" } });
    // The page in English by default, for her as for an admin.
    expect((await page(steward)).texts.search.label).toBe("Search by name or ticket code");
    expect((await page(admin, "?lang=ha")).texts.search.label).toBe(
      "Bincika da suna ko lambar tikiti",
    );

    const first = (await checkIn(steward, zainab.id)) as Payload<{ report: DeskReport }>;
    expect(reportText(first.data.report, hausa.texts).message).toBe(
      "An shigar da ita. Barka da zuwa!",
    );
    const again = (await checkIn(steward, zainab.id)) as Payload<{ report: DeskReport }>;
    expect(reportText(again.data.report, hausa.texts).message).toMatch(
      /^An riga an shigar da ita da ƙarfe \d\d:\d\d ta hannun door-steward\.$/,
    );
    expect(searchLimitedText(15 * 60_000, hausa.texts)).toBe(
      "Bincike ya yi yawa. Kuna iya sake bincike bayan minti 15; kafin nan, ku shigar da mutane daga jerin da ke ƙasa.",
    );
  });
});

describe("the search finds what the list shows, never more of a code (issue #37)", () => {
  afterEach(() => vi.useRealTimers());

  /** A steward of her own: each test's searches count against her account alone. */
  async function newSteward(label: string) {
    const account = await signedInAccount(t, `${label}@zamwe.test`);
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
      .bind(account.id)
      .run();
    return account;
  }
  const search = async (who: SignedIn, q: string) => {
    const answer = await settle(() =>
      pageLoader(
        routeArgs({
          request: request(`/admin/events/${door}/check-in?q=${encodeURIComponent(q)}`, {
            cookie: who.cookie,
          }),
          context: t.context,
          params: { id: door },
        }),
      ),
    );
    const page = pageData(answer);
    return { status: statusOf(answer), page, names: page.attendees.map((a) => a.fullName) };
  };

  it("a prefix or suffix of 7 characters or more finds nobody; her name, the six visible characters and her whole code find her", async () => {
    const steward_ = await newSteward("door-prefix");
    const ladi = await place(door, "Ladi Kabir");
    for (const length of [7, 8, 12, 16, 24, 31]) {
      for (const part of [ladi.code.slice(-length), ladi.code.slice(0, length)]) {
        const found = await search(steward_, part);
        expect(found.names, `${length} characters: ${part}`).not.toContain("Ladi Kabir");
      }
    }
    for (const part of [
      "ladi",
      "KABIR",
      ladi.code.slice(-6),
      ladi.code.slice(-6).toUpperCase(),
      ladi.code.slice(-4, -1),
      ladi.code,
      `https://zamwe.org/rsvp/${ladi.code}`,
    ]) {
      const found = await search(steward_, part);
      expect(found.status).toBe(200);
      expect(found.names, part).toContain("Ladi Kabir");
      // What she is shown is still only the end of the code.
      expect(JSON.stringify(found.page.attendees)).not.toContain(ladi.code);
    }
  });

  it("30 searches that find nobody in 15 minutes, then a clear refusal on the desk page (429), the list and its Check in still there; another steward is not held", async () => {
    const walker = await newSteward("door-walker");
    const other = await newSteward("door-other");
    const hadiza = await place(door, "Hadiza Walker-Test");
    // Searches that find someone are the desk's work: they are not counted.
    for (let i = 0; i < 35; i += 1) {
      expect((await search(walker, "hadiza")).status).toBe(200);
    }
    for (let i = 0; i < 30; i += 1) {
      const found = await search(walker, `nobody-${i}`);
      expect(found.status, `search ${i + 1}`).toBe(200);
      expect(found.page.searchLimited ?? null).toBeNull();
    }
    const refused = await search(walker, "hadiza");
    expect(refused.status).toBe(429);
    expect(refused.page.searchLimited).toBe(
      "Too many searches. You can search again in 15 minutes; until then, check people in from the list below.",
    );
    // The desk stays usable: the list (not searched), the search kept in its box, Check in.
    expect(refused.names).toContain("Hadiza Walker-Test");
    expect(refused.page.search).toBe("hadiza");
    const checkedIn = await settle(() =>
      pageAction(
        routeArgs({
          request: request(`/admin/events/${door}/check-in`, {
            cookie: walker.cookie,
            fields: { rsvpId: hadiza.id },
          }),
          context: t.context,
          params: { id: door },
        }),
      ),
    );
    expect((checkedIn as Payload<{ report: DeskReport }>).data.report.outcome).toBe("checked-in");
    expect((await search(other, "nobody-else")).status).toBe(200);
    // A whole code is refused too while she waits: every search costs a place.
    expect((await search(walker, hadiza.code)).status).toBe(429);

    // Once the window has passed, she searches again.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1_000);
    const later = await search(walker, "hadiza");
    expect(later.status).toBe(200);
    expect(later.names).toEqual(["Hadiza Walker-Test"]);
  });
});

describe("the phone's offline list", () => {
  it("holds every place's code as a hash only, with its status", async () => {
    const kept = await place(door, "Asabe Danjuma");
    const answer = (await syncLoader(
      routeArgs({
        request: request(`/admin/events/${door}/check-in/sync`, { cookie: steward.cookie }),
        context: t.context,
        params: { id: door },
      }),
    )) as Payload<{ tickets: { rsvpId: string; codeHash: string; status: string }[] }>;
    const ticket = answer.data.tickets.find((x) => x.rsvpId === kept.id);
    expect(ticket).toMatchObject({ codeHash: ticketCodeHash(kept.code), status: "confirmed" });
    expect(JSON.stringify(answer.data)).not.toContain(kept.code);
    expect(answer.data.tickets.some((x) => x.status === "cancelled")).toBe(true);
  });
});

describe("stewards on Admin → Team", () => {
  const team = (fields: Record<string, string>) =>
    settle(() =>
      teamAction(
        routeArgs({
          request: request("/admin/team", { cookie: admin.cookie, fields }),
          context: t.context,
          params: {},
        }),
      ),
    );
  const audits = (action: string, subject: string) =>
    t.db
      .prepare("SELECT actor_id, before, after FROM audit_log WHERE action = ? AND subject_id = ?")
      .bind(action, subject)
      .all<{ actor_id: string; before: string; after: string }>();
  const isSteward = async (userId: string) =>
    (await t.db
      .prepare("SELECT 1 FROM user_roles WHERE user_id = ? AND role = 'steward'")
      .bind(userId)
      .first()) !== null;

  it("an admin grants the role (audited once), then revokes it (audited once)", async () => {
    const helper = await signedInAccount(t, "door-helper@zamwe.test");
    expect(statusOf(await team({ intent: "grant-steward", email: "DOOR-helper@zamwe.test" }))).toBe(
      302,
    );
    expect(statusOf(await team({ intent: "grant-steward", email: "door-helper@zamwe.test" }))).toBe(
      302,
    );
    expect(await isSteward(helper.id)).toBe(true);
    const granted = (await audits("role.grant-steward", helper.id)).results;
    expect(granted).toHaveLength(1);
    expect(granted[0]!.actor_id).toBe(admin.id);
    expect(JSON.parse(granted[0]!.after)).toEqual({
      email: "door-helper@zamwe.test",
      steward: true,
    });

    expect(statusOf(await team({ intent: "revoke-steward", userId: helper.id }))).toBe(302);
    expect(statusOf(await team({ intent: "revoke-steward", userId: helper.id }))).toBe(302);
    expect(await isSteward(helper.id)).toBe(false);
    const revoked = (await audits("role.revoke-steward", helper.id)).results;
    expect(revoked).toHaveLength(1);
    expect(JSON.parse(revoked[0]!.before)).toEqual({
      email: "door-helper@zamwe.test",
      steward: true,
    });
  });

  it("refuses an e-mail no account uses (404), and a steward cannot grant the role herself (403)", async () => {
    expect(statusOf(await team({ intent: "grant-steward", email: "nobody@zamwe.test" }))).toBe(404);
    const byHerself = await settle(() =>
      teamAction(
        routeArgs({
          request: request("/admin/team", {
            cookie: steward.cookie,
            fields: { intent: "grant-steward", email: "door-helper@zamwe.test" },
          }),
          context: t.context,
          params: {},
        }),
      ),
    );
    expect(statusOf(byHerself)).toBe(403);
  });
});

describe("a steward signs in like a member, and her role opens the door only", () => {
  it("signs in at /login (not at the admin login), opens the check-in page and no other admin page", async () => {
    const account = await signedInAccount(t, "door-walkin@zamwe.test");
    const credentials = { email: "door-walkin@zamwe.test", password: "a-long-test-password" };
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'steward')")
      .bind(account.id)
      .run();
    // Signing in grants no role: the admin login leaves a steward no session at all.
    const atAdminLogin = await settle(() =>
      adminLoginAction(
        routeArgs({
          request: request("/admin/login", { fields: credentials }),
          context: t.context,
          params: {},
        }),
      ),
    );
    expect(sessionCookie(atAdminLogin) ?? "").not.toMatch(/^zamwe-session=./);
    const signedIn = await settle(() =>
      loginAction(
        routeArgs({
          request: request("/login", { fields: { intent: "login", ...credentials } }),
          context: t.context,
          params: {},
        }),
      ),
    );
    const cookie = sessionCookie(signedIn);
    expect(cookie).toBeDefined();
    const asHer = (path: string) => request(path, { cookie });
    const door_ = `/admin/events/${door}/check-in`;
    const layout = await adminLayoutLoader(
      routeArgs({
        request: asHer(door_),
        context: t.context,
        params: {},
      }),
    );
    expect(layout).toMatchObject({ counts: null, restricted: true });
    const roster = pageData(
      await pageLoader(
        routeArgs({
          request: asHer(door_),
          context: t.context,
          params: { id: door },
        }),
      ),
    );
    expect(roster.admin).toBe(false);
    for (const load of [adminLayoutLoader, adminLoader]) {
      const refused = await settle(() =>
        load(routeArgs({ request: asHer("/admin"), context: t.context, params: {} })),
      );
      expect(statusOf(refused)).toBe(302);
      // Her dashboard: its card opens the door (issue #38).
      expect(locationOf(refused)).toBe("/dashboard");
    }
    expect(
      (
        await t.db
          .prepare("SELECT role FROM user_roles WHERE user_id = ? ORDER BY role")
          .bind(account.id)
          .all()
      ).results,
    ).toEqual([{ role: "steward" }, { role: "user" }]);
  });
});

describe("a steward's door card (issue #50)", () => {
  it("lists the first ten events from today, soonest first, and with ?door=all every one", async () => {
    // Twelve more events in the weeks to come, beside the two of this file's set-up.
    const day = 86_400_000;
    await t.db.batch(
      Array.from({ length: 12 }, (_, i) =>
        t.db
          .prepare(
            "INSERT INTO events (id, title, description, event_date, location) VALUES (?, ?, 'About it', ?, 'Gusau')",
          )
          .bind(crypto.randomUUID(), `Later event ${i + 1}`, Date.now() + (10 + i) * day),
      ),
    );
    type Dashboard = {
      door: { events: { title: string; eventDate: number }[]; more: boolean } | null;
    };
    const dashboard = async (query: string) =>
      (await dashboardLoader(
        routeArgs({
          request: request(`/dashboard${query}`, { cookie: steward.cookie }),
          context: t.context,
          params: {},
        }),
      )) as unknown as Dashboard;

    const first = (await dashboard("")).door!;
    expect(first.events).toHaveLength(10);
    expect(first.more).toBe(true);
    const all = (await dashboard("?door=all")).door!;
    expect(all.more).toBe(false);
    expect(all.events.length).toBeGreaterThanOrEqual(14);
    expect(all.events.map((e) => e.title)).toContain("Later event 12");
    const dates = all.events.map((e) => e.eventDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(all.events.slice(0, 10)).toEqual(first.events);
    // A member who is not a steward has no door card, whatever the address asks.
    const member = await signedInAccount(t, "door-no-steward@zamwe.test");
    const hers = (await dashboardLoader(
      routeArgs({
        request: request("/dashboard?door=all", { cookie: member.cookie }),
        context: t.context,
        params: {},
      }),
    )) as unknown as Dashboard;
    expect(hers.door).toBeNull();
  });
});
