/**
 * Issue #42: elections, against a real D1. The electorate at the cut-off, the freeze at the
 * opening, one vote per member under concurrency (the key decides, not a check in code), a
 * secret ballot that shares nothing with the "voted" row, the hall's paper count, the close, and
 * results equal to the ballots themselves.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "../../app/models/db.server";
import {
  addCandidate,
  addPosition,
  ballotPositions,
  closeElection,
  createElection,
  electionTurnout,
  electorateCount,
  enterPaperCounts,
  getElection,
  listElections,
  openElection,
  removeFromDraft,
  type Election,
} from "../../app/models/elections/elections.server";
import {
  castBallot,
  electionResults,
  markPaperVoter,
  voterStanding,
} from "../../app/models/elections/ballots.server";
import { DEFAULT_TERMS, addDays, watDayOf } from "../../app/models/membership/period-rules";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { prepareElection } from "./support/elections";

const HOUR = 60 * 60 * 1000;
const now = new Date();
const today = watDayOf(now);
const admin = { userId: "user-chair", email: "chair@zamwe.test" };
const steward = { userId: "user-steward", email: "steward@zamwe.test" };

let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase();
  db = getDb(t.env);
  await t.db.batch(
    [admin, steward].map((a) =>
      t.db
        .prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')")
        .bind(a.userId, a.email),
    ),
  );
  // The electorate's edges on the cut-off day (today): valid through her end day, grace after it.
  await seedMember(t.db, today, "active", { endsIn: 200 });
  await seedMember(t.db, today, "last-day", { endsIn: 0 });
  await seedMember(t.db, today, "grace", { endsIn: -10 });
  await seedMember(t.db, today, "lapsed", { endsIn: -(DEFAULT_TERMS.graceDays + 1) });
  await seedMember(t.db, today, "starts-later", { endsIn: 400, startsIn: 1 });
  await seedMember(t.db, today, "no-period", { endsIn: null });
  for (let i = 0; i < 50; i++) await seedMember(t.db, today, `voter-${i}`, { endsIn: 100 + i });
});

const count = async (sql: string, ...binds: unknown[]) =>
  (await t.db
    .prepare(sql)
    .bind(...binds)
    .first<number>("n"))!;

/** A prepared election: two positions (one seat; two seats), three candidates each. */
async function preparedElection(times: { opensAt: Date; closesAt: Date }, includeGrace = false) {
  const candidates = (names: string[]) =>
    names.map((name) => ({ name, statement: `I am ${name}.` }));
  return prepareElection(
    db,
    admin,
    {
      title: `Executive ${crypto.randomUUID().slice(0, 8)}`,
      titleHa: "Zaɓen shugabanni",
      ...times,
      cutoffOn: today,
      includeGrace,
    },
    [
      { title: "Chairperson", seats: 1, candidates: candidates(["Amina", "Binta", "Hadiza"]) },
      { title: "Council", seats: 2, candidates: candidates(["Fatima", "Maryam", "Zainab"]) },
    ],
  );
}

const openNow = () => ({
  opensAt: new Date(now.getTime() - HOUR),
  closesAt: new Date(now.getTime() + HOUR),
});

async function openedElection(includeGrace = false): Promise<Election> {
  const id = await preparedElection(openNow(), includeGrace);
  const opened = await openElection(db, admin, id, DEFAULT_TERMS, now);
  if (typeof opened === "string") throw new Error(`not opened: ${opened}`);
  return (await getElection(db, id))!;
}

const candidatesOf = async (electionId: string) => {
  const [chair, council] = await ballotPositions(db, electionId);
  return { chair: chair!, council: council! };
};

describe("the electorate", () => {
  it("is the members in good standing on the cut-off day, with grace when chosen", async () => {
    expect(await electorateCount(db, { cutoffOn: today, includeGrace: false }, DEFAULT_TERMS)).toBe(
      52,
    );
    expect(await electorateCount(db, { cutoffOn: today, includeGrace: true }, DEFAULT_TERMS)).toBe(
      53,
    );
    const election = await openedElection(true);
    expect(election.electorateSize).toBe(53);
    const electors = await t.db
      .prepare("SELECT application_id FROM election_electors WHERE election_id = ?")
      .bind(election.id)
      .all<{ application_id: string }>();
    const ids = electors.results.map((r) => r.application_id);
    expect(ids).toEqual(expect.arrayContaining(["app-active", "app-last-day", "app-grace"]));
    for (const outside of ["app-lapsed", "app-starts-later", "app-no-period"]) {
      expect(ids).not.toContain(outside);
    }
  });

  it("is fixed at the opening: a member who joins later is not added, and none can be", async () => {
    const election = await openedElection();
    await seedMember(t.db, addDays(today, -1), "joined-after", { endsIn: 300, startsIn: -1 });
    expect(await voterStanding(db, election.id, "app-joined-after")).toBe("not-elector");
    await expect(
      t.db
        .prepare("INSERT INTO election_electors (election_id, application_id) VALUES (?, ?)")
        .bind(election.id, "app-joined-after")
        .run(),
    ).rejects.toThrow(/election frozen/);
    expect((await getElection(db, election.id))!.electorateSize).toBe(52);
  });
});

describe("preparing and opening", () => {
  it("takes a candidate or a position off a draft, and lists the elections latest first", async () => {
    const id = await preparedElection(openNow());
    const { chair, council } = await candidatesOf(id);
    const other = await preparedElection({
      opensAt: new Date(now.getTime() + 48 * HOUR),
      closesAt: new Date(now.getTime() + 50 * HOUR),
    });
    const removeCandidate = { candidateId: chair.candidates[2]!.id };
    expect(await removeFromDraft(db, admin, id, removeCandidate)).toBe("removed");
    expect(await removeFromDraft(db, admin, id, removeCandidate)).toBe("frozen");
    // An item of another election is not this one's to remove.
    expect(await removeFromDraft(db, admin, other, { positionId: council.id })).toBe("frozen");
    expect(await removeFromDraft(db, admin, id, { positionId: council.id })).toBe("removed");
    const left = await ballotPositions(db, id);
    expect(left.map((p) => [p.title, p.candidates.map((c) => c.name)])).toEqual([
      ["Chairperson", ["Amina", "Binta"]],
    ]);
    expect(
      await count(
        "SELECT count(*) AS n FROM audit_log WHERE subject_id = ? AND action LIKE 'election.%.remove'",
        id,
      ),
    ).toBe(2);
    expect(await openElection(db, admin, id, DEFAULT_TERMS, now)).toMatchObject({
      electorateSize: expect.any(Number),
    });
    expect(await removeFromDraft(db, admin, id, { candidateId: left[0]!.candidates[0]!.id })).toBe(
      "frozen",
    );
    const listed = (await listElections(db)).map((e) => e.id);
    expect(listed.indexOf(other)).toBeLessThan(listed.indexOf(id));
  });

  it("opens only at its time and with a candidate for every position", async () => {
    const later = {
      opensAt: new Date(now.getTime() + HOUR),
      closesAt: new Date(now.getTime() + 2 * HOUR),
    };
    const early = await preparedElection(later);
    expect(await openElection(db, admin, early, DEFAULT_TERMS, now)).toBe("too-early");
    const empty = await createElection(db, admin, {
      title: "No candidates",
      ...openNow(),
      cutoffOn: today,
      includeGrace: false,
    });
    await addPosition(db, admin, empty, { title: "Treasurer", seats: 1 });
    expect(await openElection(db, admin, empty, DEFAULT_TERMS, now)).toBe("incomplete");
    expect(
      await count(
        "SELECT count(*) AS n FROM election_electors WHERE election_id IN (?, ?)",
        early,
        empty,
      ),
    ).toBe(0);
  });

  it("freezes positions, candidates and the election itself once voting opens (audited)", async () => {
    const election = await openedElection();
    const { chair } = await candidatesOf(election.id);
    expect(await addPosition(db, admin, election.id, { title: "Auditor", seats: 1 })).toBe(
      "frozen",
    );
    expect(await addCandidate(db, admin, chair.id, { name: "Late", statement: "" })).toBe("frozen");
    await expect(
      t.db
        .prepare("UPDATE election_candidates SET name = 'Changed' WHERE id = ?")
        .bind(chair.candidates[0]!.id)
        .run(),
    ).rejects.toThrow(/election frozen/);
    await expect(
      t.db.prepare("DELETE FROM election_positions WHERE id = ?").bind(chair.id).run(),
    ).rejects.toThrow(/election frozen/);
    await expect(
      t.db
        .prepare("UPDATE elections SET cutoff_on = '2000-01-01' WHERE id = ?")
        .bind(election.id)
        .run(),
    ).rejects.toThrow(/election frozen/);
    expect(await openElection(db, admin, election.id, DEFAULT_TERMS, now)).toBe("already-open");
    const actions = await t.db
      .prepare("SELECT action FROM audit_log WHERE subject_id = ? ORDER BY id")
      .bind(election.id)
      .all<{ action: string }>();
    expect(actions.results.map((r) => r.action)).toEqual([
      "election.create",
      ...["election.position.add", ...Array(3).fill("election.candidate.add")],
      ...["election.position.add", ...Array(3).fill("election.candidate.add")],
      "election.open",
    ]);
  });
});

describe("voting", () => {
  it("50 members at once: 50 ballots; the 51st attempt of any of them is refused", async () => {
    const election = await openedElection();
    const { chair, council } = await candidatesOf(election.id);
    const voters = Array.from({ length: 50 }, (_, i) => `app-voter-${i}`);
    const ballot = (i: number) => ({
      [chair.id]: [chair.candidates[i % 3]!.id],
      [council.id]: [council.candidates[i % 3]!.id, council.candidates[(i + 1) % 3]!.id],
    });
    const first = await Promise.all(
      voters.map((id, i) => castBallot(db, election, id, ballot(i), now)),
    );
    expect(
      first.every((r) => typeof r === "object" && /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(r.receipt)),
    ).toBe(true);
    const again = await Promise.all(
      voters.map((id, i) => castBallot(db, election, id, ballot(i + 1), now)),
    );
    expect(again).toEqual(Array(50).fill("already-voted"));
    // The key refuses a second "voted" row whatever the code checks first.
    await expect(
      t.db
        .prepare(
          "INSERT INTO election_voters (election_id, application_id, channel, voted_on) VALUES (?, ?, 'paper', ?)",
        )
        .bind(election.id, voters[0], today)
        .run(),
    ).rejects.toThrow(/UNIQUE constraint failed|PRIMARY KEY/);
    expect(
      await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?", election.id),
    ).toBe(50);
    expect(
      await count("SELECT count(*) AS n FROM election_voters WHERE election_id = ?", election.id),
    ).toBe(50);
    expect(
      await count(
        "SELECT count(*) AS n FROM election_ballot_choices c JOIN election_ballots b ON b.receipt = c.receipt WHERE b.election_id = ?",
        election.id,
      ),
    ).toBe(150);
  });

  it("two attempts of one member at the same moment store one ballot", async () => {
    const election = await openedElection();
    const { chair } = await candidatesOf(election.id);
    const both = await Promise.all(
      [0, 1].map((i) =>
        castBallot(db, election, "app-active", { [chair.id]: [chair.candidates[i]!.id] }, now),
      ),
    );
    expect(both.filter((r) => typeof r === "object")).toHaveLength(1);
    expect(both).toContain("already-voted");
    expect(
      await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?", election.id),
    ).toBe(1);
  });

  it("refuses, storing nothing: outside the electorate, too many, another position's candidate, before and after its time", async () => {
    const election = await openedElection();
    const { chair, council } = await candidatesOf(election.id);
    const one = { [chair.id]: [chair.candidates[0]!.id] };
    expect(await castBallot(db, election, "app-lapsed", one, now)).toBe("not-elector");
    expect(
      await castBallot(
        db,
        election,
        "app-active",
        { [chair.id]: chair.candidates.slice(0, 2).map((c) => c.id) },
        now,
      ),
    ).toBe("too-many");
    expect(
      await castBallot(
        db,
        election,
        "app-active",
        { [chair.id]: [council.candidates[0]!.id] },
        now,
      ),
    ).toBe("wrong-candidate");
    expect(await castBallot(db, election, "app-active", { "no-such-position": [] }, now)).toBe(
      "unknown-position",
    );
    expect(
      await castBallot(
        db,
        election,
        "app-active",
        { [council.id]: [council.candidates[0]!.id, council.candidates[0]!.id] },
        now,
      ),
    ).toBe("repeated");
    expect(
      await castBallot(db, election, "app-active", one, new Date(election.opensAt.getTime() - 1)),
    ).toBe("not-open");
    expect(await castBallot(db, election, "app-active", one, election.closesAt)).toBe("not-open");
    expect(
      await count("SELECT count(*) AS n FROM election_voters WHERE election_id = ?", election.id),
    ).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?", election.id),
    ).toBe(0);
    // A blank ballot is a vote: she chose nobody for either position.
    expect(await castBallot(db, election, "app-active", {}, now)).toMatchObject({
      receipt: expect.any(String),
    });
    expect(await voterStanding(db, election.id, "app-active")).toBe("voted-online");
  });

  it("keeps the ballot secret: nothing in it names her, and nothing joins it to her voted row", async () => {
    const election = await openedElection();
    const { chair } = await candidatesOf(election.id);
    const cast = await castBallot(
      db,
      election,
      "app-voter-7",
      { [chair.id]: [chair.candidates[1]!.id] },
      now,
    );
    expect(cast).toMatchObject({ receipt: expect.any(String) });
    const columns = async (table: string) =>
      (
        await t.db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>()
      ).results.map((r) => r.name);
    expect(await columns("election_ballots")).toEqual(["receipt", "election_id", "cast_on"]);
    expect(await columns("election_ballot_choices")).toEqual(["receipt", "candidate_id"]);
    expect(await columns("election_voters")).toEqual([
      "election_id",
      "application_id",
      "channel",
      "voted_on",
      "marked_by",
    ]);
    // No key in common but the election's, no rowid (no order of arrival), days not times.
    const tables = await t.db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE name IN ('election_ballots', 'election_ballot_choices', 'election_voters')",
      )
      .all<{ name: string; sql: string }>();
    expect(tables.results).toHaveLength(3);
    for (const table of tables.results) expect(table.sql).toMatch(/WITHOUT ROWID$/);
    const ballot = await t.db
      .prepare("SELECT * FROM election_ballots WHERE election_id = ?")
      .bind(election.id)
      .first<Record<string, unknown>>();
    const voted = await t.db
      .prepare("SELECT * FROM election_voters WHERE election_id = ?")
      .bind(election.id)
      .first<Record<string, unknown>>();
    expect(ballot!.cast_on).toBe(today);
    expect(voted!.voted_on).toBe(today);
    const shared = Object.entries(ballot!).filter(
      ([name, value]) =>
        name !== "election_id" &&
        Object.values(voted!).includes(value as never) &&
        name !== "cast_on",
    );
    expect(shared).toEqual([]);
    expect(JSON.stringify(ballot)).not.toContain("voter-7");
  });
});

describe("the hall, the close and the results", () => {
  it("a paper voter is marked once, her ballot counted in the hall's totals; results equal the ballots", async () => {
    const election = await openedElection();
    const { chair, council } = await candidatesOf(election.id);
    const receipts: Record<string, string> = {};
    for (let i = 0; i < 6; i++) {
      const cast = await castBallot(
        db,
        election,
        `app-voter-${i}`,
        {
          [chair.id]: [chair.candidates[i % 2]!.id],
          [council.id]:
            i < 3
              ? [council.candidates[0]!.id, council.candidates[1]!.id]
              : [council.candidates[2]!.id],
        },
        now,
      );
      if (typeof cast === "string") throw new Error(cast);
      receipts[`voter-${i}`] = cast.receipt;
    }
    // Three members vote on paper at the hall; a fourth attempt for one of them is refused,
    // and so is her online vote.
    for (const name of ["active", "last-day", "voter-40"]) {
      expect(await markPaperVoter(db, steward, election, `app-${name}`, now)).toBe("marked");
    }
    expect(await markPaperVoter(db, steward, election, "app-active", now)).toBe("already-voted");
    expect(await markPaperVoter(db, steward, election, "app-voter-0", now)).toBe("already-voted");
    expect(await castBallot(db, election, "app-last-day", {}, now)).toBe("already-voted");
    expect(await markPaperVoter(db, steward, election, "app-lapsed", now)).toBe("not-elector");
    expect(await electionTurnout(db, election)).toEqual({
      electorate: election.electorateSize,
      online: 6,
      paper: 3,
    });

    // The hall's totals: never more votes than paper voters (times the seats).
    const [amina, binta, hadiza] = chair.candidates.map((c) => c.id);
    const [fatima, maryam, zainab] = council.candidates.map((c) => c.id);
    expect(await enterPaperCounts(db, admin, election, { [amina!]: 4 }, now)).toBe(
      "more-than-voters",
    );
    expect(
      await enterPaperCounts(
        db,
        admin,
        election,
        { [fatima!]: 3, [maryam!]: 3, [zainab!]: 1 },
        now,
      ),
    ).toBe("more-than-voters");
    expect(await enterPaperCounts(db, admin, election, { "no-such": 1 }, now)).toBe(
      "unknown-candidate",
    );
    expect(
      await enterPaperCounts(
        db,
        admin,
        election,
        { [amina!]: 1, [binta!]: 0, [hadiza!]: 2, [zainab!]: 3 },
        now,
      ),
    ).toBe("entered");
    // Each total replaces the last; the position's totals together still fit the paper voters.
    expect(await enterPaperCounts(db, admin, election, { [binta!]: 2 }, now)).toBe(
      "more-than-voters",
    );
    expect(await enterPaperCounts(db, admin, election, { [binta!]: 1, [hadiza!]: 1 }, now)).toBe(
      "entered",
    );

    // Not before its time; then closed, and nothing changes any more.
    expect(await electionResults(db, election, await ballotPositions(db, election.id))).toBeNull();
    expect(await closeElection(db, admin, election, now)).toBe("too-early");
    expect(await closeElection(db, admin, election, election.closesAt)).toBe("closed");
    const closed = (await getElection(db, election.id))!;
    expect(await closeElection(db, admin, closed, election.closesAt)).toBe("not-open");
    expect(await enterPaperCounts(db, admin, closed, { [amina!]: 3 }, now)).toBe("not-open");
    expect(await castBallot(db, closed, "app-voter-20", {}, now)).toBe("not-open");
    await expect(
      t.db
        .prepare("UPDATE election_paper_counts SET votes = 9 WHERE candidate_id = ?")
        .bind(amina)
        .run(),
    ).rejects.toThrow(/election not open/);
    await expect(
      t.db
        .prepare(
          "INSERT INTO election_ballots (receipt, election_id, cast_on) VALUES ('FAKE', ?, ?)",
        )
        .bind(election.id, today)
        .run(),
    ).rejects.toThrow(/election not open/);
    await expect(
      t.db
        .prepare("DELETE FROM election_ballot_choices WHERE receipt = ?")
        .bind(receipts["voter-0"])
        .run(),
    ).rejects.toThrow(/election frozen/);
    await expect(
      t.db.prepare("UPDATE elections SET closed_at = NULL WHERE id = ?").bind(election.id).run(),
    ).rejects.toThrow(/election frozen/);

    const results = (await electionResults(db, closed, await ballotPositions(db, closed.id)))!;
    // Online: chair Amina 3 (voters 0, 2, 4), Binta 3; council Fatima 3, Maryam 3, Zainab 3.
    // Paper: Amina 1, Binta 1, Hadiza 1; Zainab 3.
    const votes = Object.fromEntries(
      results.positions.flatMap((p) =>
        p.candidates.map((c) => [c.name, [c.online, c.paper, c.votes]]),
      ),
    );
    expect(votes).toEqual({
      Amina: [3, 1, 4],
      Binta: [3, 1, 4],
      Hadiza: [0, 1, 1],
      Fatima: [3, 0, 3],
      Maryam: [3, 0, 3],
      Zainab: [3, 3, 6],
    });
    const [chairResult, councilResult] = results.positions;
    // A tie for the chair's one seat elects nobody: the association's rules decide.
    expect(chairResult!.candidates.filter((c) => c.elected)).toEqual([]);
    expect(
      chairResult!.candidates
        .filter((c) => c.tied)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Amina", "Binta"]);
    expect(councilResult!.candidates.filter((c) => c.elected).map((c) => c.name)).toEqual([
      "Zainab",
    ]);
    expect(
      councilResult!.candidates
        .filter((c) => c.tied)
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Fatima", "Maryam"]);

    // Anyone can recount: the published ballots give the same online figures, and each voter
    // finds her own receipt with her choices.
    expect(results.ballots).toHaveLength(6);
    expect(results.ballots.map((b) => b.receipt)).toEqual(
      [...results.ballots.map((b) => b.receipt)].sort(),
    );
    for (const candidate of results.positions.flatMap((p) => p.candidates)) {
      expect(results.ballots.filter((b) => b.candidateIds.includes(candidate.id))).toHaveLength(
        candidate.online,
      );
    }
    const hers = results.ballots.find((b) => b.receipt === receipts["voter-3"]);
    expect(hers!.candidateIds.sort()).toEqual([binta!, zainab!].sort());
  });
});
