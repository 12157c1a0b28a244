/**
 * Issue #42: Admin → Elections, through the routes' loaders and actions as the Worker calls them.
 * A new election's bad input is refused under its field with nothing stored; a draft gets its
 * positions and candidates; voting opens only at its time and with a candidate everywhere, and
 * then the draft's forms are refused; the paper count, the close at its time, the results.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as list from "../../app/routes/admin+/elections._index";
import * as page from "../../app/routes/admin+/elections.$id";
import { markPaperVoter } from "../../app/models/elections/ballots.server";
import { getElection } from "../../app/models/elections/elections.server";
import { getDb } from "../../app/models/db.server";
import { watDayOf } from "../../app/models/membership/period-rules";
import { toWat } from "../../app/utils/dates";
import { signedInAccount, settle, type SignedIn } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { flashOf } from "./support/realtime";
import { seedMember } from "./support/members";
import { locationOf, statusOf } from "./support/http";
import { routeArgs } from "../support/route-args";

const ORIGIN = "http://zamwe.test";
const HOUR = 60 * 60 * 1000;
let t: TestDatabase;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = await signedInAccount(t, "chair@zamwe.test", { admin: true });
  const today = watDayOf(new Date());
  for (const name of ["amina", "binta", "hadiza"])
    await seedMember(t.db, today, name, { endsIn: 90 });
});

function post(path: string, params: Record<string, string>, fields: Record<string, string>) {
  return routeArgs({
    request: new Request(`${ORIGIN}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: admin.cookie },
    }),
    context: t.context,
    params,
  }) as ActionFunctionArgs;
}

function get(path: string, params: Record<string, string>) {
  return routeArgs({
    request: new Request(`${ORIGIN}${path}`, { headers: { Cookie: admin.cookie } }),
    context: t.context,
    params,
  }) as LoaderFunctionArgs;
}

/** The new-election form's fields for voting between two instants. */
function electionFields(opensAt: Date, closesAt: Date, title = "Executive Committee 2027") {
  const opens = toWat(opensAt);
  const closes = toWat(closesAt);
  return {
    title,
    opensDate: opens.date,
    opensTime: opens.time,
    closesDate: closes.date,
    closesTime: closes.time,
    cutoffOn: watDayOf(opensAt),
  };
}

const count = async (sql: string) => (await t.db.prepare(sql).first<number>("n"))!;

async function created(fields: Record<string, string>) {
  const answer = await settle(() => list.action(post("/admin/elections", {}, fields)));
  expect(statusOf(answer)).toBe(302);
  return locationOf(answer)!.split("/").pop()!;
}

/** One post to the election's page, answered with a redirect and its flash message. */
async function step(id: string, fields: Record<string, string>) {
  const answer = (await settle(() =>
    page.action(post(`/admin/elections/${id}`, { id }, fields)),
  )) as Response;
  expect(answer.status).toBe(302);
  return (await flashOf(t, answer)) as { message: string; description?: string };
}

const loaded = async (id: string) =>
  (await settle(() => page.loader(get(`/admin/elections/${id}`, { id })))) as Awaited<
    ReturnType<typeof page.loader>
  >;

describe("Admin → Elections", () => {
  it("refuses a new election that closes before it opens, or whose cut-off is after the opening", async () => {
    const now = Date.now();
    const backwards = electionFields(new Date(now + 2 * HOUR), new Date(now + HOUR));
    const answer = (await settle(() => list.action(post("/admin/elections", {}, backwards)))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.closesDate).toEqual(["Voting must close after it opens."]);
    const lateCutoff = {
      ...electionFields(new Date(now + HOUR), new Date(now + 2 * HOUR)),
      cutoffOn: watDayOf(new Date(now + 72 * HOUR)),
    };
    const refused = (await settle(() => list.action(post("/admin/elections", {}, lateCutoff)))) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.data.result.error.cutoffOn).toEqual([
      "The cut-off day cannot be after the day voting opens.",
    ]);
    expect(await count("SELECT count(*) AS n FROM elections")).toBe(0);
  });

  it("prepares a draft, opens it at its time, counts the hall and closes it at its time", async () => {
    const now = Date.now();
    // Voting began an hour ago and ended a minute ago: too late to open.
    const id = await created(electionFields(new Date(now - HOUR), new Date(now - 60_000)));
    expect((await loaded(id)).phase).toBe("draft");
    expect((await loaded(id)).electorate).toBe(3);

    expect(await step(id, { intent: "position", title: "Chairperson", seats: "1" })).toMatchObject({
      message: "Position added",
    });
    const [position] = (await loaded(id)).positions;
    expect((await step(id, { intent: "open" })).description).toMatch(
      /^Voting was to close at .+: it can no longer open\. Create a new election with new times\.$/,
    );
    expect((await getElection(getDb(t.env), id))!.openedAt).toBeNull();
    // The draft's clock, moved as an admin would not (the form takes minutes): voting now
    // ends in two seconds, so that the close below comes at its time.
    const closesAt = Date.now() + 2_000;
    await t.db.prepare("UPDATE elections SET closes_at = ? WHERE id = ?").bind(closesAt, id).run();
    expect(await step(id, { intent: "open" })).toMatchObject({
      description: "Every position needs at least one candidate before voting opens.",
    });
    for (const name of ["Amina Bello", "Binta Musa"]) {
      expect(
        await step(id, {
          intent: "candidate",
          positionId: position!.id,
          name,
          statement: "I will serve.",
        }),
      ).toMatchObject({ message: "Candidate added" });
    }
    expect(await step(id, { intent: "open" })).toMatchObject({ message: "Voting is open" });
    expect(await step(id, { intent: "position", title: "Treasurer", seats: "1" })).toMatchObject({
      description: "Voting has opened: positions and candidates can no longer change.",
    });
    expect((await step(id, { intent: "close" })).description).toMatch(
      /^Voting closes at .+, not before\.$/,
    );
    await new Promise((done) => setTimeout(done, Math.max(0, closesAt - Date.now() + 50)));
    const opened = await loaded(id);
    expect(opened.phase).toBe("ended");
    expect(opened.turnout).toEqual({ electorate: 3, online: 0, paper: 0 });
    expect(opened.results).toBeNull();

    // Voting is over: no one can be marked any more, and a count above the paper voters is refused.
    const election = (await getElection(getDb(t.env), id))!;
    expect(
      await markPaperVoter(
        getDb(t.env),
        { userId: admin.id, email: admin.email },
        election,
        "app-amina",
      ),
    ).toBe("not-open");
    const [amina, binta] = opened.positions[0]!.candidates;
    expect(
      await step(id, { intent: "paper", [`votes.${amina!.id}`]: "1", [`votes.${binta!.id}`]: "0" }),
    ).toMatchObject({
      description:
        "A count is more than the members marked as voting on paper (times the position's seats).",
    });
    expect(await step(id, { intent: "close" })).toMatchObject({ message: "Election closed" });
    const closed = await loaded(id);
    expect(closed.phase).toBe("closed");
    expect(closed.results?.positions[0]?.candidates.map((c) => [c.name, c.votes])).toEqual([
      ["Amina Bello", 0],
      ["Binta Musa", 0],
    ]);
    expect(await step(id, { intent: "close" })).toMatchObject({
      description: "The election is not open.",
    });
  });

  it("opens and closes nothing before its time", async () => {
    const now = Date.now();
    const id = await created(
      electionFields(new Date(now + HOUR), new Date(now + 2 * HOUR), "Later"),
    );
    expect((await step(id, { intent: "open" })).description).toMatch(
      /^Voting opens at .+, not before\.$/,
    );
    expect((await getElection(getDb(t.env), id))!.openedAt).toBeNull();
    const listed = await settle(() => list.loader(get("/admin/elections", {})));
    expect(
      (listed as Awaited<ReturnType<typeof list.loader>>).elections.map((e) => [e.title, e.phase]),
    ).toEqual([
      ["Later", "Draft"],
      ["Executive Committee 2027", "Closed"],
    ]);
  });

  it("edits a draft's details and deletes a draft after asking; an opened election refuses both", async () => {
    const now = Date.now();
    const id = await created(
      electionFields(new Date(now + HOUR), new Date(now + 2 * HOUR), "Typo"),
    );
    expect((await loaded(id)).details).toMatchObject({ title: "Typo", includeGrace: false });
    // Bad input: under its field, nothing changed.
    const backwards = {
      intent: "details",
      ...electionFields(new Date(now + 3 * HOUR), new Date(now + HOUR), "Fixed"),
    };
    const refused = (await settle(() =>
      page.action(post(`/admin/elections/${id}`, { id }, backwards)),
    )) as { data: { intent: string; result: { error: Record<string, string[]> } } };
    expect(refused.data.intent).toBe("details");
    expect(refused.data.result.error.closesDate).toEqual(["Voting must close after it opens."]);
    expect((await getElection(getDb(t.env), id))!.title).toBe("Typo");

    const later = electionFields(new Date(now + 24 * HOUR), new Date(now + 48 * HOUR), "Fixed");
    expect(
      await step(id, { intent: "details", ...later, titleHa: "Gyararre", includeGrace: "on" }),
    ).toMatchObject({ message: "Election updated", description: "Fixed" });
    const edited = (await getElection(getDb(t.env), id))!;
    expect(edited).toMatchObject({ title: "Fixed", titleHa: "Gyararre", includeGrace: true });
    expect(edited.opensAt.getTime()).toBe(Math.floor((now + 24 * HOUR) / 60_000) * 60_000);
    expect((await loaded(id)).details).toMatchObject({
      title: "Fixed",
      opensDate: later.opensDate,
      opensTime: later.opensTime,
      includeGrace: true,
    });
    const audit = await t.db
      .prepare(
        "SELECT before, after FROM audit_log WHERE action = 'election.update' AND subject_id = ?",
      )
      .bind(id)
      .first<{ before: string; after: string }>();
    expect(JSON.parse(audit!.before)).toMatchObject({ title: "Typo", includeGrace: false });
    expect(JSON.parse(audit!.after)).toMatchObject({ title: "Fixed", includeGrace: true });

    // Deleting asks first (a page state), then deletes it with its positions.
    expect(await step(id, { intent: "position", title: "Secretary", seats: "1" })).toMatchObject({
      message: "Position added",
    });
    expect((await loaded(id)).deleting).toBe(false);
    const asking = (await settle(() =>
      page.loader(get(`/admin/elections/${id}?delete`, { id })),
    )) as Awaited<ReturnType<typeof page.loader>>;
    expect(asking.deleting).toBe(true);
    const deleted = (await settle(() =>
      page.action(post(`/admin/elections/${id}`, { id }, { intent: "delete", id })),
    )) as Response;
    expect(locationOf(deleted)).toBe("/admin/elections");
    expect(await flashOf(t, deleted)).toMatchObject({ message: "Election deleted" });
    expect(await getElection(getDb(t.env), id)).toBeUndefined();
    expect(
      await count(`SELECT count(*) AS n FROM election_positions WHERE election_id = '${id}'`),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'election.delete' AND subject_id = '${id}'`,
      ),
    ).toBe(1);

    // Once voting has opened: neither, nothing written.
    const open = await created(electionFields(new Date(now - HOUR), new Date(now + HOUR), "Open"));
    expect(await step(open, { intent: "position", title: "Chair", seats: "1" })).toMatchObject({
      message: "Position added",
    });
    const [chair] = (await loaded(open)).positions;
    await step(open, {
      intent: "candidate",
      positionId: chair!.id,
      name: "Amina",
      statement: "I will.",
    });
    expect(await step(open, { intent: "open" })).toMatchObject({ message: "Voting is open" });
    expect((await loaded(open)).details).toBeNull();
    const frozen =
      "Voting has opened: the election's title, times and electorate can no longer change, and it cannot be deleted.";
    expect(
      await step(open, {
        intent: "details",
        ...electionFields(new Date(now - HOUR), new Date(now + HOUR), "Renamed"),
      }),
    ).toMatchObject({ description: frozen });
    expect(await step(open, { intent: "delete" })).toMatchObject({ description: frozen });
    expect((await getElection(getDb(t.env), open))!.title).toBe("Open");
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE action IN ('election.update', 'election.delete') AND subject_id = '${open}'`,
      ),
    ).toBe(0);
  });

  it("answers an unknown election with 404", async () => {
    const answer = await settle(() => page.loader(get("/admin/elections/nope", { id: "nope" })));
    expect(statusOf(answer)).toBe(404);
  });
});
