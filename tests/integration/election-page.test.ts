/**
 * Issue #42: an election's public page, through its loader. A draft is no page (404); an opened
 * election shows who stands, in the page's language (English marked as such where Hausa is
 * missing), and no count; a closed one shows the results and every ballot by its receipt code.
 */
import type { LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as page from "../../app/routes/_public+/elections.$id";
import * as list from "../../app/routes/_public+/elections._index";
import { electionsOnDashboard } from "../../app/routes/_member+/__vote-cards.server";
import { getDb, type Db } from "../../app/models/db.server";
import {
  ballotPositions,
  closeElection,
  getElection,
  openElection,
} from "../../app/models/elections/elections.server";
import { castBallot } from "../../app/models/elections/ballots.server";
import * as resultsCsv from "../../app/routes/_public+/elections.$id_.results[.csv]";
import * as ballotsCsv from "../../app/routes/_public+/elections.$id_.ballots[.csv]";
import { DEFAULT_TERMS, watDayOf } from "../../app/models/membership/period-rules";
import { settle } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { prepareElection } from "./support/elections";
import { statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

const HOUR = 60 * 60 * 1000;
const admin = { userId: "user-chair", email: "chair@zamwe.test" };
let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase();
  db = getDb(t.env);
  await t.db
    .prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')")
    .bind(admin.userId, admin.email)
    .run();
  const today = watDayOf(new Date(Date.now() - 3 * HOUR));
  for (const name of ["amina", "binta", "hadiza"])
    await seedMember(t.db, today, name, { endsIn: 90 });
});

/** An election with one position and two candidates (the second without a Hausa statement). */
async function election(opensAt: Date, closesAt: Date) {
  return prepareElection(
    db,
    admin,
    {
      title: "Executive Committee",
      titleHa: "Kwamitin Zartarwa",
      opensAt,
      closesAt,
      cutoffOn: watDayOf(opensAt),
      includeGrace: false,
    },
    [
      {
        title: "Chairperson",
        titleHa: "Shugaba",
        seats: 1,
        candidates: [
          { name: "Amina Bello", statement: "I will serve.", statementHa: "Zan yi hidima." },
          { name: "Binta Musa", statement: "Trust me." },
        ],
      },
    ],
  );
}

const download = (route: { loader: (args: LoaderFunctionArgs) => Promise<Response> }, id: string) =>
  settle(() =>
    route.loader(
      routeArgs({
        request: new Request(`http://zamwe.test/elections/${id}/results.csv`),
        context: t.context,
        params: { id },
      }) as LoaderFunctionArgs,
    ),
  );

const load = async (id: string, lang = "") =>
  settle(() =>
    page.loader(
      routeArgs({
        request: new Request(`http://zamwe.test/elections/${id}${lang ? `?lang=${lang}` : ""}`),
        context: t.context,
        params: { id },
      }) as LoaderFunctionArgs,
    ),
  );
type Loaded = Awaited<ReturnType<typeof page.loader>>;

describe("/elections/:id", () => {
  it("is no page while a draft; once opened, shows who stands in her language and no count", async () => {
    const opensAt = new Date(Date.now() + 24 * HOUR);
    const id = await election(opensAt, new Date(opensAt.getTime() + HOUR));
    expect(statusOf(await load(id))).toBe(404);
    expect(statusOf(await load("no-such-election"))).toBe(404);
    expect(await openElection(db, admin, id, DEFAULT_TERMS, opensAt)).toMatchObject({
      electorateSize: expect.any(Number),
    });
    const hausa = (await load(id, "ha")) as Loaded;
    expect(hausa.title).toBe("Kwamitin Zartarwa");
    expect(hausa.titleLang).toBeNull();
    expect(hausa.status).toMatch(/^Za a fara jefa ƙuriʼa ranar .+\.$/);
    const [position] = hausa.positions;
    expect(position!.title).toBe("Shugaba");
    expect(position!.candidates.map((c) => [c.name, c.statement, c.statementLang])).toEqual([
      ["Amina Bello", "Zan yi hidima.", null],
      ["Binta Musa", "Trust me.", "en"],
    ]);
    expect(position!.candidates.every((c) => c.result === undefined)).toBe(true);
    expect(hausa.ballots).toBeNull();
    expect(hausa.turnout).toBeNull();
  });

  it("once closed, shows the results, the turnout and every ballot by its receipt", async () => {
    const opensAt = new Date(Date.now() - 2 * HOUR);
    const closesAt = new Date(Date.now() - HOUR);
    const during = new Date(Date.now() - 90 * 60 * 1000);
    const id = await election(opensAt, closesAt);
    await openElection(db, admin, id, DEFAULT_TERMS, during);
    const opened = (await getElection(db, id))!;
    const [chair] = await ballotPositions(db, id);
    const [amina, binta] = chair!.candidates;
    const receipts: string[] = [];
    for (const [member, choice] of [
      ["app-amina", [amina!.id]],
      ["app-binta", [amina!.id]],
      ["app-hadiza", []],
    ] as const) {
      const cast = await castBallot(db, opened, member, { [chair!.id]: [...choice] }, during);
      if (typeof cast === "string") throw new Error(cast);
      receipts.push(cast.receipt);
    }
    const before = (await load(id)) as Loaded;
    expect(before.status).toBe(
      "Voting is over. The results are published when the election is closed.",
    );
    expect(before.ballots).toBeNull();
    // Nothing to download before the close.
    expect(statusOf(await download(resultsCsv, id))).toBe(404);
    expect(statusOf(await download(ballotsCsv, id))).toBe(404);
    expect(await closeElection(db, admin, opened)).toBe("closed");

    const after = (await load(id)) as Loaded;
    expect(after.status).toMatch(/^Closed on .+\.$/);
    expect(after.turnout).toBe("3 of 3 members voted (3 online, 0 on paper).");
    const results = after.positions[0]!.candidates.map((c) => [
      c.name,
      c.result?.votes,
      c.result?.elected,
    ]);
    expect(results).toEqual([
      ["Amina Bello", 2, true],
      ["Binta Musa", 0, false],
    ]);
    expect(after.ballots!.map((b) => b.receipt)).toEqual([...receipts].sort());
    const byReceipt = Object.fromEntries(after.ballots!.map((b) => [b.receipt, b.choices]));
    expect(byReceipt[receipts[0]!]).toEqual(["Amina Bello"]);
    expect(byReceipt[receipts[2]!]).toEqual([]);
    expect(binta!.name).toBe("Binta Musa");

    // The same count and ballots as CSV, for a spreadsheet.
    const resultsFile = await ((await download(resultsCsv, id)) as Response).text();
    expect(
      resultsFile
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toEqual([
      "Position,Seats,Candidate,Online,Paper,Total,Outcome",
      "Chairperson,1,Amina Bello,2,0,2,elected",
      "Chairperson,1,Binta Musa,0,0,0,",
    ]);
    const ballots = await ((await download(ballotsCsv, id)) as Response).text();
    expect(
      ballots
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toEqual([
      "Receipt,Position,Candidate",
      ...[...receipts]
        .sort()
        .map((r) => (r === receipts[2] ? `${r},,` : `${r},Chairperson,Amina Bello`)),
    ]);
  });

  it("is listed at /elections once opened, the latest first, in her language; a draft never", async () => {
    const draft = await election(
      new Date(Date.now() + 48 * HOUR),
      new Date(Date.now() + 49 * HOUR),
    );
    await db.run(sql`UPDATE elections SET title = 'Hidden draft' WHERE id = ${draft}`);
    const listed = (lang = "") =>
      list.loader(
        routeArgs({
          request: new Request(`http://zamwe.test/elections${lang ? `?lang=${lang}` : ""}`),
          context: t.context,
          params: {},
        }) as LoaderFunctionArgs,
      );
    const english = await listed();
    // The two opened above: the one opening tomorrow first, then the one closed an hour ago.
    expect(english.elections.map((e) => e.status)).toEqual([
      expect.stringMatching(/^Voting opens on .+\.$/),
      expect.stringMatching(/^Closed on .+\.$/),
    ]);
    expect(english.elections.map((e) => e.title)).toEqual([
      "Executive Committee",
      "Executive Committee",
    ]);
    expect(english.elections.some((e) => e.id === draft)).toBe(false);
    const hausa = await listed("ha");
    expect(hausa.elections.map((e) => [e.title, e.titleLang])).toEqual([
      ["Kwamitin Zartarwa", null],
      ["Kwamitin Zartarwa", null],
    ]);
    expect(hausa.elections[1]!.status).toMatch(/^An rufe ranar .+\.$/);
    // Her dashboard links to the list once an election has opened.
    expect((await electionsOnDashboard(db, null, "en")).anyElection).toBe(true);
  });
});
