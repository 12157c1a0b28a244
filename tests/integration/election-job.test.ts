/**
 * Issue #42: elections at their times. The hourly job opens a complete draft whose voting time
 * has begun (an incomplete one waits for the admin) and closes an open election whose closing
 * time has passed, audited as the job's; nobody opens an election whose voting time is over.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, type Db } from "../../app/models/db.server";
import {
  addPosition,
  ballotPositions,
  createElection,
  getElection,
  openElection,
} from "../../app/models/elections/elections.server";
import { hourlyTasks } from "../../app/messages/daily-job.server";
import {
  openAndCloseElections,
  sendElectionReminders,
} from "../../app/messages/daily-tasks/elections.server";
import { castBallot } from "../../app/models/elections/ballots.server";
import { DEFAULT_TERMS, watDayOf } from "../../app/models/membership/period-rules";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { prepareElection } from "./support/elections";

const HOUR = 60 * 60 * 1000;
const now = new Date();
const today = watDayOf(now);
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
  for (const name of ["amina", "binta"]) await seedMember(t.db, today, name, { endsIn: 90 });
});

const election = (title: string, opensAt: number, closesAt: number) =>
  prepareElection(
    db,
    admin,
    {
      title,
      opensAt: new Date(opensAt),
      closesAt: new Date(closesAt),
      cutoffOn: today,
      includeGrace: false,
    },
    [{ title: "Chairperson", seats: 1, candidates: ["Amina Bello", "Binta Musa"] }],
  );

const auditOf = async (id: string) =>
  (
    await t.db
      .prepare(
        "SELECT action, actor_id, actor_email FROM audit_log WHERE subject_id = ? AND action IN ('election.open', 'election.close') ORDER BY id",
      )
      .bind(id)
      .all()
  ).results;

describe("elections at their times", () => {
  it("refuses to open an election whose voting time is over, writing nothing", async () => {
    const id = await election("Too late", now.getTime() - 2 * HOUR, now.getTime() - HOUR);
    expect(await openElection(db, admin, id, DEFAULT_TERMS, now)).toBe("too-late");
    expect((await getElection(db, id))!.openedAt).toBeNull();
    const electors = await t.db
      .prepare("SELECT count(*) AS n FROM election_electors WHERE election_id = ?")
      .bind(id)
      .first<number>("n");
    expect(electors).toBe(0);
  });

  it("reminds who has not voted, once, the day before voting closes", async () => {
    const closing = await election(
      "Closing tomorrow",
      now.getTime() - 60_000,
      now.getTime() + 12 * HOUR,
    );
    const later = await election(
      "Closing later",
      now.getTime() - 60_000,
      now.getTime() + 72 * HOUR,
    );
    for (const id of [closing, later]) {
      expect(await openElection(db, admin, id, DEFAULT_TERMS, now)).toMatchObject({
        electorateSize: 2,
      });
    }
    const opened = (await getElection(db, closing))!;
    const [chair] = await ballotPositions(db, closing);
    expect(
      await castBallot(db, opened, "app-amina", { [chair!.id]: [chair!.candidates[0]!.id] }, now),
    ).toHaveProperty("receipt");
    expect(hourlyTasks).toContain(sendElectionReminders);
    expect(await sendElectionReminders.run(t.env, now)).toMatchObject({ due: 1, queued: 1 });
    // The next hour: she was reminded, so she is not due again.
    expect(await sendElectionReminders.run(t.env, now)).toMatchObject({ due: 0 });
    const reminders = await t.db
      .prepare("SELECT recipient, idempotency_key FROM messages WHERE kind = 'election-reminder'")
      .all();
    expect(reminders.results).toEqual([
      { recipient: "binta@zamwe.test", idempotency_key: `election-reminder:${closing}:app-binta` },
    ]);
  });

  it("the hourly job opens a complete draft at its time and closes it after its time", async () => {
    expect(hourlyTasks).toContain(openAndCloseElections);
    const due = await election("Due", now.getTime() - 60_000, now.getTime() + HOUR);
    const later = await election("Later", now.getTime() + HOUR, now.getTime() + 2 * HOUR);
    const incomplete = await createElection(db, admin, {
      title: "No candidate yet",
      opensAt: new Date(now.getTime() - 60_000),
      closesAt: new Date(now.getTime() + HOUR),
      cutoffOn: today,
      includeGrace: false,
    });
    await addPosition(db, admin, incomplete, { title: "Treasurer", seats: 1 });

    const first = await openAndCloseElections.run(t.env, now);
    expect(first).toMatchObject({ opened: 1, incomplete: 1, closed: 0 });
    expect((await getElection(db, due))!).toMatchObject({ electorateSize: 2, closedAt: null });
    expect((await getElection(db, due))!.openedAt).not.toBeNull();
    expect((await getElection(db, later))!.openedAt).toBeNull();
    expect((await getElection(db, incomplete))!.openedAt).toBeNull();
    // Again within the hour: nothing more to do.
    expect(await openAndCloseElections.run(t.env, now)).toMatchObject({ opened: 0, closed: 0 });

    const afterClose = new Date(now.getTime() + HOUR + 1_000);
    const second = await openAndCloseElections.run(t.env, afterClose);
    // "Later" opens in its own time; "Due" closes; the incomplete one is past its time now.
    expect(second).toMatchObject({ opened: 1, closed: 1, incomplete: 0 });
    expect((await getElection(db, due))!.closedAt).toEqual(afterClose);
    expect((await getElection(db, later))!.openedAt).toEqual(afterClose);
    expect((await getElection(db, incomplete))!.openedAt).toBeNull();
    expect(await auditOf(due)).toEqual([
      { action: "election.open", actor_id: null, actor_email: "the hourly job" },
      { action: "election.close", actor_id: null, actor_email: "the hourly job" },
    ]);
  });
});
