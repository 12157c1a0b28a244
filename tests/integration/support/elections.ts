/**
 * An election prepared as an admin would: its positions in order, each with its candidates
 * (tests/integration/elections, vote and election-page).
 */
import type { Db } from "../../../app/models/db.server";
import type { Actor } from "../../../app/models/audit.server";
import {
  addCandidate,
  addPosition,
  createElection,
  type CandidateInput,
  type ElectionInput,
  type PositionInput,
} from "../../../app/models/elections/elections.server";

export type PreparedPosition = PositionInput & { candidates: (CandidateInput | string)[] };

/** The draft's id; a candidate given as a name stands with the statement "To serve.". */
export async function prepareElection(
  db: Db,
  admin: Actor,
  input: ElectionInput,
  positions: PreparedPosition[],
): Promise<string> {
  const id = await createElection(db, admin, input);
  for (const { candidates, ...position } of positions) {
    const added = await addPosition(db, admin, id, position);
    if (added === "frozen") throw new Error("a draft refused a position");
    for (const candidate of candidates) {
      const shown =
        typeof candidate === "string" ? { name: candidate, statement: "To serve." } : candidate;
      if ((await addCandidate(db, admin, added.id, shown)) === "frozen") {
        throw new Error("a draft refused a candidate");
      }
    }
  }
  return id;
}
