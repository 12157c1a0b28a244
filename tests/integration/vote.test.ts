/**
 * Issue #42: her ballot at /vote/:id, through the route as the Worker calls it. The ballot, the
 * review, the cast with its receipt, and every refusal as a page in her language with nothing
 * stored: outside the electorate, twice, too many, another position's candidate, from another
 * site, a draft.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as vote from "../../app/routes/_member+/vote.$id";
import { loader as dashboardLoader } from "../../app/routes/_member+/dashboard";
import { startSession } from "../../app/auth/session.server";
import { getDb, type Db } from "../../app/models/db.server";
import {
  ballotPositions,
  createElection,
  openElection,
} from "../../app/models/elections/elections.server";
import { DEFAULT_TERMS, watDayOf } from "../../app/models/membership/period-rules";
import { settle } from "./support/accounts";
import { createTestDatabase, type TestDatabase } from "./support/d1";
import { seedMember } from "./support/members";
import { prepareElection } from "./support/elections";
import { nextIp, statusOf, workerContext } from "./support/http";
import worker from "../../server";
import { refusalTexts } from "../../app/i18n/refusals";
import { routeArgs } from "../support/route-args";

const HOUR = 60 * 60 * 1000;
const admin = { userId: "user-chair", email: "chair@zamwe.test" };
let t: TestDatabase;
let db: Db;
const cookies: Record<string, string> = {};
let electionId: string;
let chairId: string;
let councilId: string;
let candidates: Record<string, string>;

beforeAll(async () => {
  t = await createTestDatabase();
  db = getDb(t.env);
  await t.db
    .prepare("INSERT INTO users (id, email, password_hash) VALUES (?, ?, 'x')")
    .bind(admin.userId, admin.email)
    .run();
  const today = watDayOf(new Date());
  await seedMember(t.db, today, "amina", { endsIn: 90, language: "ha" });
  await seedMember(t.db, today, "binta", { endsIn: 90 });
  await seedMember(t.db, today, "lapsed", { endsIn: -100 });
  for (const name of ["amina", "binta", "lapsed"]) {
    const setCookie = await startSession(t.env, { id: `user-${name}`, roles: ["user"] });
    cookies[name] = setCookie.split(";")[0]!;
  }
  electionId = await prepareElection(
    db,
    admin,
    {
      title: "Executive Committee",
      titleHa: "Kwamitin Zartarwa",
      opensAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + HOUR),
      cutoffOn: today,
      includeGrace: false,
    },
    [
      { title: "Chairperson", seats: 1, candidates: ["Amina Bello", "Binta Musa"] },
      { title: "Council", seats: 2, candidates: ["Fatima Sani", "Maryam Ali", "Zainab Umar"] },
    ],
  );
  await openElection(db, admin, electionId, DEFAULT_TERMS);
  const positions = await ballotPositions(db, electionId);
  [chairId, councilId] = positions.map((p) => p.id) as [string, string];
  candidates = Object.fromEntries(
    positions.flatMap((p) => p.candidates.map((c) => [c.name, c.id])),
  );
});

function args(who: string, fields?: [string, string][], lang = "", id = electionId) {
  return routeArgs({
    request: new Request(`http://zamwe.test/vote/${id}${lang ? `?lang=${lang}` : ""}`, {
      method: fields ? "POST" : "GET",
      headers: { Cookie: cookies[who]!, Origin: "http://zamwe.test" },
      body: fields ? new URLSearchParams(fields) : undefined,
    }),
    context: t.context,
    params: { id },
  });
}

type Page = Awaited<ReturnType<typeof vote.loader>>;
const open = async (who: string, lang = "") =>
  (await settle(() => vote.loader(args(who, undefined, lang) as LoaderFunctionArgs))) as Page;
const post = async (who: string, fields: [string, string][]) => {
  const answer = (await settle(() => vote.action(args(who, fields) as ActionFunctionArgs))) as {
    data: Page;
    init: { status: number } | null;
  };
  return { page: answer.data, status: answer.init?.status ?? 200 };
};
const count = async (sql: string) => (await t.db.prepare(sql).bind(electionId).first<number>("n"))!;

describe("/vote/:id", () => {
  it("shows her the ballot in her language, and the dashboard links to it", async () => {
    const hausa = await open("amina", "ha");
    expect(hausa.step).toBe("ballot");
    expect(hausa.title).toBe("Jefa ƙuriʼa: Kwamitin Zartarwa");
    expect(hausa.positions.map((p) => [p.title, p.hint])).toEqual([
      ["Chairperson", "Ki zaɓi ɗaya."],
      ["Council", "Ki zaɓi har 2."],
    ]);
    const dashboard = (await settle(() =>
      dashboardLoader(
        routeArgs({
          request: new Request("http://zamwe.test/dashboard", {
            headers: { Cookie: cookies.binta! },
          }),
          context: t.context,
          params: {},
        }),
      ),
    )) as { votes: { href: string; label: string }[] };
    expect(dashboard.votes).toEqual([
      expect.objectContaining({
        href: `/vote/${electionId}`,
        label: "Vote now: Executive Committee",
      }),
    ]);
  });

  it("refuses, storing nothing: too many, another position's candidate, outside the electorate, from another site", async () => {
    const tooMany = await post("binta", [
      ["intent", "review"],
      [`choices.${chairId}`, candidates["Amina Bello"]!],
      [`choices.${chairId}`, candidates["Binta Musa"]!],
    ]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.page).toMatchObject({
      step: "refused",
      message: expect.stringMatching(/^This ballot does not fit/),
    });
    const wrong = await post("binta", [
      ["intent", "cast"],
      [`choices.${chairId}`, candidates["Zainab Umar"]!],
    ]);
    expect(wrong.page.step).toBe("refused");
    const outsider = await post("lapsed", [
      ["intent", "cast"],
      [`choices.${chairId}`, candidates["Amina Bello"]!],
    ]);
    expect(outsider.status).toBe(403);
    expect(outsider.page).toMatchObject({
      step: "refused",
      message: expect.stringMatching(
        /^You are not in this election’s electorate: the members in good standing on /,
      ),
    });
    expect((await open("lapsed")).step).toBe("refused");
    // Her cast sent from another site, as the Worker receives it: a page of the site, 403.
    const crossSite = await worker.fetch(
      new Request(`http://zamwe.test/vote/${electionId}`, {
        method: "POST",
        headers: {
          Host: "zamwe.test",
          Origin: "https://evil.example",
          Cookie: cookies.binta!,
          "CF-Connecting-IP": nextIp(),
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams([
          ["intent", "cast"],
          [`choices.${chairId}`, candidates["Amina Bello"]!],
        ]),
      }) as Parameters<typeof worker.fetch>[0],
      t.env,
      workerContext,
    );
    expect(crossSite.status).toBe(403);
    const refusal = await crossSite.text();
    expect(refusal).toMatch(/<footer[\s>]/);
    expect(refusal).toContain(refusalTexts.en.crossOrigin.message.replace(/'/g, "&#x27;"));
    expect(await count("SELECT count(*) AS n FROM election_voters WHERE election_id = ?")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?")).toBe(0);
  });

  it("reviews, casts once with a receipt, and refuses a second time", async () => {
    const choices: [string, string][] = [
      [`choices.${chairId}`, candidates["Binta Musa"]!],
      [`choices.${councilId}`, candidates["Fatima Sani"]!],
      [`choices.${councilId}`, candidates["Zainab Umar"]!],
    ];
    const review = await post("binta", [["intent", "review"], ...choices]);
    expect(review.page).toMatchObject({
      step: "review",
      chosen: {
        [chairId]: [candidates["Binta Musa"]],
        [councilId]: [candidates["Fatima Sani"], candidates["Zainab Umar"]],
      },
    });
    // "Change my choices" brings the ballot back as she had filled it in.
    const back = await post("binta", [["intent", "change"], ...choices]);
    expect(back.page).toMatchObject({
      step: "ballot",
      chosen: review.page.step === "review" ? review.page.chosen : {},
    });
    expect(await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?")).toBe(0);

    const cast = await post("binta", [["intent", "cast"], ...choices]);
    expect(cast.page.step).toBe("done");
    const receipt = cast.page.step === "done" ? cast.page.receipt : "";
    expect(receipt).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const stored = await t.db
      .prepare(
        "SELECT candidate_id FROM election_ballot_choices WHERE receipt = ? ORDER BY candidate_id",
      )
      .bind(receipt)
      .all<{ candidate_id: string }>();
    expect(stored.results.map((r) => r.candidate_id)).toEqual(
      [candidates["Binta Musa"], candidates["Fatima Sani"], candidates["Zainab Umar"]].sort(),
    );
    // Nothing of the receipt was kept for her: not in her messages, not in the audit log.
    expect(
      await count(
        `SELECT count(*) AS n FROM messages WHERE ? <> '' AND body_text LIKE '%${receipt}%'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_log WHERE ? <> '' AND after LIKE '%${receipt}%'`,
      ),
    ).toBe(0);

    const again = await post("binta", [["intent", "cast"], ...choices]);
    expect(again.status).toBe(409);
    expect(again.page).toMatchObject({
      step: "refused",
      message: "You have already voted in this election.",
    });
    expect((await open("binta")).step).toBe("refused");
    expect(await count("SELECT count(*) AS n FROM election_ballots WHERE election_id = ?")).toBe(1);
  });

  it("is no page for an election that has not opened", async () => {
    const draft = await createElection(db, admin, {
      title: "Draft",
      opensAt: new Date(Date.now() - HOUR),
      closesAt: new Date(Date.now() + HOUR),
      cutoffOn: watDayOf(new Date()),
      includeGrace: false,
    });
    const answer = await settle(() =>
      vote.loader(args("amina", undefined, "", draft) as LoaderFunctionArgs),
    );
    expect(statusOf(answer)).toBe(404);
  });
});
