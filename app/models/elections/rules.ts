/**
 * The arithmetic of an election (issue #42, ADR 0058), shared by server and client: no clock and
 * no database of its own.
 */

export type ElectionPhase = "draft" | "scheduled" | "open" | "ended" | "closed";

export type ElectionTimes = {
  opensAt: Date;
  closesAt: Date;
  openedAt: Date | null;
  closedAt: Date | null;
};

/**
 * Where an election stands at `now`: a draft until it is opened (its time may have come:
 * "scheduled" is opened and waiting for its time); "open" while members may vote; "ended" once
 * its time is over and before it is closed (the count is not published yet); "closed".
 */
export function electionPhase(election: ElectionTimes, now: Date): ElectionPhase {
  if (election.closedAt) return "closed";
  if (!election.openedAt) return "draft";
  if (now < election.opensAt) return "scheduled";
  return now < election.closesAt ? "open" : "ended";
}

/** A ballot as she filled it in: for each position, the candidates she chose (none: blank). */
export type BallotChoices = Record<string, string[]>;

export type PositionOnBallot = { id: string; seats: number; candidateIds: string[] };

export type BallotProblem = "unknown-position" | "wrong-candidate" | "too-many" | "repeated";

/**
 * What is wrong with a ballot, if anything: a position not on this election, a candidate not
 * standing for the position she was chosen for, more choices than seats, a candidate twice.
 */
export function ballotProblem(
  positions: PositionOnBallot[],
  choices: BallotChoices,
): BallotProblem | null {
  const byId = new Map(positions.map((position) => [position.id, position]));
  for (const [positionId, chosen] of Object.entries(choices)) {
    const position = byId.get(positionId);
    if (!position) return "unknown-position";
    if (new Set(chosen).size !== chosen.length) return "repeated";
    if (chosen.some((id) => !position.candidateIds.includes(id))) return "wrong-candidate";
    if (chosen.length > position.seats) return "too-many";
  }
  return null;
}

/** Her ballot's receipt: a short code (80 random bits) she can copy by hand and find again. */
export { newShortCode as newReceiptCode } from "~/utils/short-code";

export type CandidateTally = { id: string; votes: number };

/**
 * The elected: the `seats` candidates with the most votes. A tie for the last seat elects none
 * of those tied (`tied` names them): the association's rules decide, not the order of a list.
 */
export function electedOf(tallies: CandidateTally[], seats: number) {
  const ranked = [...tallies].sort((a, b) => b.votes - a.votes);
  if (ranked.length <= seats) {
    return { elected: ranked.filter((t) => t.votes > 0).map((t) => t.id), tied: [] };
  }
  const boundary = ranked[seats - 1]!.votes;
  const tiedAtBoundary = ranked[seats]!.votes === boundary;
  const elected = ranked.filter((t) =>
    tiedAtBoundary ? t.votes > boundary : t.votes >= boundary && t.votes > 0,
  );
  const tied = tiedAtBoundary && boundary > 0 ? ranked.filter((t) => t.votes === boundary) : [];
  return { elected: elected.slice(0, seats).map((t) => t.id), tied: tied.map((t) => t.id) };
}
