/**
 * Issue #42: the hall at the AGM, through the route's loader and action as the Worker calls
 * them. A steward finds a member of the electorate by her card's link, its number or her name
 * and marks her "votes on paper" (once: the voted row's key); who voted online, who was marked
 * already, who is not in the electorate and an election not open are refused in plain words,
 * nothing written; the turnout counts her; the page follows the page's language; a member
 * without the role is refused; a steward's dashboard opens the hall.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/routes/admin+/elections.$id_.hall";
import { loader as adminLayoutLoader } from "../../app/routes/admin+/_layout";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { getDb, type Db } from "../../app/models/db.server";
import { castBallot } from "../../app/models/elections/ballots.server";
import {
  ballotPositions,
  getElection,
  openElection,
} from "../../app/models/elections/elections.server";
import { cardCodeIn } from "../../app/models/elections/hall.server";
import { DEFAULT_TERMS, watDayOf } from "../../app/models/membership/period-rules";
import { hallTexts } from "../../app/i18n/hall";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { prepareElection } from "./support/elections";
import { seedMember } from "./support/members";
import { locationOf, request, statusOf, type Payload } from "./support/http";
import { routeArgs } from "../support/route-args";

const HOUR = 60 * 60 * 1000;
const CARD_CODE = "abcdefghijklmnopqrstuvwxy2";
let t: TestDatabase;
let db: Db;
let admin: SignedIn;
let steward: SignedIn;
let open: string;
let draft: string;

beforeAll(async () => {
  t = await createTestDatabase();
  db = getDb(t.env);
  admin = await signedInAccount(t, "hall-chair@zamwe.test", { admin: true });
  steward = await signedInAccount(t, "hall-steward@zamwe.test", { steward: true });
  const today = watDayOf(new Date());
  for (const name of ["amina", "binta", "hadiza"]) {
    await seedMember(t.db, today, name, { endsIn: 90 });
  }
  await seedMember(t.db, today, "lapsed", { endsIn: -(DEFAULT_TERMS.graceDays + 5) });
  // Amina's card, its code made for her account (as her dashboard makes it).
  await t.db
    .prepare(
      "INSERT INTO membership_cards (application_id, seq, number, verify_code, code_user_id) VALUES ('app-amina', 1, 'ZW-2026-00001', ?, 'user-amina')",
    )
    .bind(CARD_CODE)
    .run();
  const actor = { userId: admin.id, email: admin.email };
  const times = { opensAt: new Date(Date.now() - HOUR), closesAt: new Date(Date.now() + HOUR) };
  const election = (title: string) =>
    prepareElection(db, actor, { title, ...times, cutoffOn: today, includeGrace: false }, [
      { title: "Chairperson", seats: 1, candidates: ["Fatima", "Maryam"] },
    ]);
  open = await election("AGM 2027");
  draft = await election("Not opened yet");
  const opened = await openElection(db, actor, open, DEFAULT_TERMS);
  if (typeof opened === "string") throw new Error(`not opened: ${opened}`);
});

type HallPage = Extract<Awaited<ReturnType<typeof loader>>, { data: unknown }>["data"];
type HallAnswer = Payload<{ answer: { outcome: string; name: string | null } }>;

async function hall(who: SignedIn, election: string, query = "") {
  const answer = (await loader(
    routeArgs({
      request: request(`/admin/elections/${election}/hall${query}`, { cookie: who.cookie }),
      context: t.context,
      params: { id: election },
    }),
  )) as unknown as Payload<HallPage>;
  return answer.data;
}

async function mark(who: SignedIn, election: string, applicationId: string) {
  const answer = (await settle(() =>
    action(
      routeArgs({
        request: request(`/admin/elections/${election}/hall`, {
          cookie: who.cookie,
          fields: { applicationId },
        }),
        context: t.context,
        params: { id: election },
      }),
    ),
  )) as HallAnswer | Response;
  if (answer instanceof Response) return { status: answer.status };
  return { status: statusOf(answer), ...answer.data.answer };
}

const voters = async (election: string) =>
  (await t.db
    .prepare("SELECT count(*) AS n FROM election_voters WHERE election_id = ?")
    .bind(election)
    .first<number>("n"))!;

describe("the hall: votes on paper", () => {
  it("finds a member of the electorate by her card's link, its code, its number or her name", async () => {
    expect(cardCodeIn(`https://zamwe.org/verify/${CARD_CODE.toUpperCase()}`)).toBe(CARD_CODE);
    expect(cardCodeIn(` ${CARD_CODE} `)).toBe(CARD_CODE);
    expect(cardCodeIn("amina")).toBeNull();
    const found = async (q: string) =>
      (await hall(steward, open, `?q=${encodeURIComponent(q)}`)).electors.map((e) => e.name);
    const first = await hall(steward, open);
    expect(first).toMatchObject({ open: true, electors: [], search: "" });
    expect(first.turnout).toEqual({ electorate: 3, online: 0, paper: 0 });
    expect(await found(`https://zamwe.org/verify/${CARD_CODE}`)).toEqual(["Member amina"]);
    expect(await found(CARD_CODE)).toEqual(["Member amina"]);
    expect(await found(" zw-2026-00001 ")).toEqual(["Member amina"]);
    expect((await hall(steward, open, "?q=BINTA")).electors).toEqual([
      { applicationId: "app-binta", name: "Member binta", cardNumber: null, voted: null },
    ]);
    expect(await found("member")).toEqual(["Member amina", "Member binta", "Member hadiza"]);
    // Outside the electorate: nobody, also by a matching name.
    expect(await found("lapsed")).toEqual([]);
    // A card whose code was made for another account finds nobody (as /verify says).
    await t.db
      .prepare(
        "UPDATE membership_cards SET code_user_id = 'user-binta' WHERE application_id = 'app-amina'",
      )
      .run();
    expect(await found(CARD_CODE)).toEqual([]);
    await t.db
      .prepare(
        "UPDATE membership_cards SET code_user_id = 'user-amina' WHERE application_id = 'app-amina'",
      )
      .run();
  });

  it("marks her once, refuses who voted already or is not an elector, and counts her", async () => {
    expect(await mark(steward, open, "app-amina")).toEqual({
      status: 200,
      outcome: "marked",
      name: "Member amina",
    });
    expect(await mark(admin, open, "app-amina")).toEqual({
      status: 409,
      outcome: "votedPaper",
      name: "Member amina",
    });
    const election = (await getElection(db, open))!;
    const [position] = await ballotPositions(db, open);
    expect(await castBallot(db, election, "app-binta", { [position!.id]: [] })).toHaveProperty(
      "receipt",
    );
    expect(await mark(steward, open, "app-binta")).toEqual({
      status: 409,
      outcome: "votedOnline",
      name: "Member binta",
    });
    expect(await mark(steward, open, "app-lapsed")).toEqual({
      status: 404,
      outcome: "notElector",
      name: null,
    });
    expect(await mark(steward, open, "")).toMatchObject({ status: 400, outcome: "notElector" });
    expect(await voters(open)).toBe(2);
    const after = await hall(steward, open, "?q=member");
    expect(after.turnout).toEqual({ electorate: 3, online: 1, paper: 1 });
    expect(after.electors.map((e) => [e.name, e.voted])).toEqual([
      ["Member amina", "paper"],
      ["Member binta", "online"],
      ["Member hadiza", null],
    ]);
    // The steward's mark is audited in her name; the voted row names who marked it.
    const audit = await t.db
      .prepare("SELECT actor_id, after FROM audit_log WHERE action = 'election.paper-voter'")
      .all<{ actor_id: string; after: string }>();
    expect(audit.results).toEqual([
      { actor_id: steward.id, after: JSON.stringify({ applicationId: "app-amina" }) },
    ]);
    expect(
      await t.db
        .prepare(
          "SELECT channel, marked_by FROM election_voters WHERE application_id = 'app-amina'",
        )
        .first(),
    ).toEqual({ channel: "paper", marked_by: steward.id });
  });

  it("marks nobody while the election is not open, and says when it is", async () => {
    const page = await hall(steward, draft, "?q=hadiza");
    expect(page.open).toBe(false);
    expect(page.electors).toEqual([]);
    expect(page.turnout).toBeNull();
    expect(await mark(steward, draft, "app-hadiza")).toMatchObject({ status: 404 });
    expect(await voters(draft)).toBe(0);
  });

  it("speaks the page's language, around it too, for a steward", async () => {
    const hausa = await hall(steward, open, "?lang=ha");
    expect(hausa.texts.mark).toBe(hallTexts.ha.mark);
    expect(JSON.stringify(hausa)).not.toContain(hallTexts.en.lead);
    expect(hausa.election.title).toBe("AGM 2027");
    const layout = await adminLayoutLoader(
      routeArgs({
        request: request(`/admin/elections/${open}/hall?lang=ha`, { cookie: steward.cookie }),
        context: t.context,
        params: {},
      }),
    );
    expect(layout).toMatchObject({
      restricted: true,
      door: { heading: hallTexts.ha.layout.heading, logout: "Fita" },
    });
  });

  it("is for stewards and admins only; a steward opens no other page of the election", async () => {
    const member = await signedInAccount(t, "hall-member@zamwe.test");
    const refused = await settle(() =>
      loader(
        routeArgs({
          request: request(`/admin/elections/${open}/hall`, { cookie: member.cookie }),
          context: t.context,
          params: { id: open },
        }),
      ),
    );
    expect(statusOf(refused)).toBe(302);
    expect(locationOf(refused)).toBe("/");
    expect(await mark(member, open, "app-hadiza")).toEqual({ status: 403 });
    const electionPage = await settle(() =>
      adminLayoutLoader(
        routeArgs({
          request: request(`/admin/elections/${open}`, { cookie: steward.cookie }),
          context: t.context,
          params: {},
        }),
      ),
    );
    expect(locationOf(electionPage)).toBe("/dashboard");
    expect(await voters(open)).toBe(2);
  });

  it("is on a steward's dashboard while voting is open, in her language", async () => {
    const dashboard = async (query: string) =>
      (await dashboardLoader(
        routeArgs({
          request: request(`/dashboard${query}`, { cookie: steward.cookie }),
          context: t.context,
          params: {},
        }),
      )) as unknown as { door: { halls: { href: string; title: string }[] } };
    const { halls } = (await dashboard("?lang=ha")).door;
    expect(halls).toEqual([
      expect.objectContaining({ href: `/admin/elections/${open}/hall`, title: "AGM 2027" }),
    ]);
  });
});
