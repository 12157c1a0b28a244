/**
 * Casting a vote (issue #42, ADR 0058): online, a ballot under a random receipt code; at the
 * hall, a steward's "votes on paper". Either way one row in `election_voters`, whose primary key
 * is the once-only rule and whose foreign key is the electorate; nothing joins it to a ballot.
 * Then the public results.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import {
  electionBallotChoices,
  electionBallots,
  electionElectors,
  electionVoters,
  elections,
} from "../../../db/schema";
import type { Db } from "~/models/db.server";
import { auditStatement, type Actor } from "~/models/audit.server";
import { watDayOf } from "~/models/membership/period-rules";
import {
  ballotPositions,
  electionStill,
  electionsOpenAt,
  openAtTime,
  paperCounts,
  type BallotPosition,
  type Election,
} from "./elections.server";
import {
  ballotProblem,
  electedOf,
  electionPhase,
  newReceiptCode,
  type BallotChoices,
  type BallotProblem,
} from "./rules";

export type VoterStanding = "not-elector" | "can-vote" | "voted-online" | "voted-paper";

/** Her row of the electorate with her "voted" row, if any (her channel). */
export function voterStandingQuery(db: Db, electionId: string, applicationId: string) {
  return db
    .select({ elector: sql<number>`1`, channel: electionVoters.channel })
    .from(electionElectors)
    .leftJoin(
      electionVoters,
      and(
        eq(electionVoters.electionId, electionElectors.electionId),
        eq(electionVoters.applicationId, electionElectors.applicationId),
      ),
    )
    .where(
      and(
        eq(electionElectors.electionId, electionId),
        eq(electionElectors.applicationId, applicationId),
      ),
    );
}

/** Whether she may vote in this election, or how she already did. */
export async function voterStanding(
  db: Db,
  electionId: string,
  applicationId: string,
): Promise<VoterStanding> {
  const [row] = await voterStandingQuery(db, electionId, applicationId);
  if (!row) return "not-elector";
  return row.channel === "online"
    ? "voted-online"
    : row.channel === "paper"
      ? "voted-paper"
      : "can-vote";
}

/** Open for votes at `now`, as the statements check it too (a click at the closing second). */
const openAt = (electionId: string, now: Date) => electionStill(electionId, openAtTime(now));

/** The elections open at `now` in whose electorate she is and where she has not voted yet. */
export function electionsToVoteIn(db: Db, applicationId: string, now = new Date()) {
  return electionsOpenAt(
    db,
    now,
    and(
      sql`exists (select 1 from ${electionElectors} where ${electionElectors.electionId} = ${elections.id}
        and ${electionElectors.applicationId} = ${applicationId})`,
      sql`not exists (select 1 from ${electionVoters} where ${electionVoters.electionId} = ${elections.id}
        and ${electionVoters.applicationId} = ${applicationId})`,
    ),
  );
}

export type VoteRefusal = "not-open" | "not-elector" | "already-voted" | BallotProblem;

/** What is wrong with a ballot for these positions (as read from the election), if anything. */
export function ballotProblemFor(positions: BallotPosition[], choices: BallotChoices) {
  return ballotProblem(
    positions.map((p) => ({
      id: p.id,
      seats: p.seats,
      candidateIds: p.candidates.map((c) => c.id),
    })),
    choices,
  );
}

/** A refused write's reason, from the constraint D1 names (a vote raced by another). */
function refusalOf(error: unknown): VoteRefusal | null {
  const message = String((error as Error)?.message ?? error);
  if (message.includes("UNIQUE constraint failed") || message.includes("PRIMARY KEY")) {
    return "already-voted";
  }
  if (message.includes("FOREIGN KEY constraint failed")) return "not-elector";
  if (message.includes("election not open")) return "not-open";
  return null;
}

/**
 * Her online vote: that she voted, and her ballot under a new receipt code, in one batch (all
 * or nothing). Refused before the opening, after the close, outside the electorate, a second
 * time (also when two arrive at once: the primary key decides), and for a ballot that is not
 * this election's (`ballotProblem`).
 */
export async function castBallot(
  db: Db,
  election: Election,
  applicationId: string,
  choices: BallotChoices,
  now = new Date(),
): Promise<{ receipt: string } | VoteRefusal> {
  if (electionPhase(election, now) !== "open") return "not-open";
  const problem = ballotProblemFor(await ballotPositions(db, election.id), choices);
  if (problem) return problem;
  const standing = await voterStanding(db, election.id, applicationId);
  if (standing === "not-elector") return "not-elector";
  if (standing !== "can-vote") return "already-voted";

  const receipt = newReceiptCode((bytes) => crypto.getRandomValues(bytes));
  const day = watDayOf(now);
  const chosen = Object.values(choices).flat();
  const open = openAt(election.id, now);
  try {
    const [voted] = await db.batch([
      db
        .insert(electionVoters)
        .select(sql`select ${election.id}, ${applicationId}, 'online', ${day}, null where ${open}`)
        .returning({ electionId: electionVoters.electionId }),
      // The ballot only with her "voted" row of this very batch: the row's key makes a second
      // attempt fail above, and a closed election writes neither.
      db.insert(electionBallots).select(
        sql`select ${receipt}, ${election.id}, ${day} where ${open} and exists (
          select 1 from ${electionVoters} where ${electionVoters.electionId} = ${election.id}
            and ${electionVoters.applicationId} = ${applicationId})`,
      ),
      ...chosen.map((candidateId) =>
        db
          .insert(electionBallotChoices)
          .select(
            sql`select ${receipt}, ${candidateId} where exists (select 1 from ${electionBallots} where ${electionBallots.receipt} = ${receipt})`,
          ),
      ),
    ]);
    return voted.length > 0 ? { receipt } : "not-open";
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw error;
  }
}

/**
 * A member who votes at the hall on paper, marked by a steward (her card scanned or her name
 * found): it counts as her vote for the once-only rule. Audited (the steward and the member):
 * a paper vote is cast in public, its ballot is in the box.
 */
export async function markPaperVoter(
  db: Db,
  steward: Actor,
  election: Election,
  applicationId: string,
  now = new Date(),
): Promise<"marked" | Exclude<VoteRefusal, BallotProblem>> {
  if (electionPhase(election, now) !== "open") return "not-open";
  const standing = await voterStanding(db, election.id, applicationId);
  if (standing === "not-elector") return "not-elector";
  if (standing !== "can-vote") return "already-voted";
  const open = openAt(election.id, now);
  try {
    const [, marked] = await db.batch([
      auditStatement(db, {
        actor: steward,
        action: "election.paper-voter",
        subjectType: "election",
        subjectId: election.id,
        after: { applicationId },
        onlyIf: open,
      }),
      db
        .insert(electionVoters)
        .select(
          sql`select ${election.id}, ${applicationId}, 'paper', ${watDayOf(now)}, ${steward.userId} where ${open}`,
        )
        .returning({ electionId: electionVoters.electionId }),
    ]);
    return marked.length > 0 ? "marked" : "not-open";
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === "already-voted" || refusal === "not-elector" || refusal === "not-open") {
      return refusal;
    }
    throw error;
  }
}

export type CandidateResult = {
  id: string;
  name: string;
  online: number;
  paper: number;
  votes: number;
  elected: boolean;
  tied: boolean;
};

export type ElectionResults = {
  positions: (Omit<BallotPosition, "candidates"> & { candidates: CandidateResult[] })[];
  /** Every online ballot, by receipt code (their only order), with the candidates chosen. */
  ballots: { receipt: string; candidateIds: string[] }[];
};

/** Every ballot of the election with each of its choices (a blank ballot: one row, no choice). */
export function ballotChoicesQuery(db: Db, electionId: string) {
  return db
    .select({ receipt: electionBallots.receipt, candidateId: electionBallotChoices.candidateId })
    .from(electionBallots)
    .leftJoin(electionBallotChoices, eq(electionBallotChoices.receipt, electionBallots.receipt))
    .where(eq(electionBallots.electionId, electionId))
    .orderBy(asc(electionBallots.receipt));
}

/**
 * The count, from the ballots themselves and the hall's totals, once the election is closed;
 * `positions` are the election's (`ballotPositions`), which the page has read already.
 */
export async function electionResults(
  db: Db,
  election: Election,
  positions: BallotPosition[],
): Promise<ElectionResults | null> {
  if (!election.closedAt) return null;
  const [choices, paper] = await db.batch([
    ballotChoicesQuery(db, election.id),
    paperCounts(db, election.id),
  ]);
  const ballots = new Map<string, string[]>();
  const online = new Map<string, number>();
  for (const { receipt, candidateId } of choices) {
    const chosen = ballots.get(receipt) ?? [];
    if (candidateId) {
      chosen.push(candidateId);
      online.set(candidateId, (online.get(candidateId) ?? 0) + 1);
    }
    ballots.set(receipt, chosen);
  }
  const paperOf = new Map(paper.map((p) => [p.candidateId, p.votes]));
  return {
    positions: positions.map(({ candidates, ...position }) => {
      const withVotes = candidates.map(({ id, name }) => {
        const [onlineVotes, paperVotes] = [online.get(id) ?? 0, paperOf.get(id) ?? 0];
        return {
          id,
          name,
          online: onlineVotes,
          paper: paperVotes,
          votes: onlineVotes + paperVotes,
        };
      });
      const { elected, tied } = electedOf(withVotes, position.seats);
      return {
        ...position,
        candidates: withVotes
          .map((c) => ({ ...c, elected: elected.includes(c.id), tied: tied.includes(c.id) }))
          .sort((a, b) => b.votes - a.votes),
      };
    }),
    ballots: [...ballots].map(([receipt, candidateIds]) => ({ receipt, candidateIds })),
  };
}
