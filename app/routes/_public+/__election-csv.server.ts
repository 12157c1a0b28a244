import type { LoaderFunctionArgs } from "react-router";
import { getDb } from "~/models/db.server";
import { electionResults, type ElectionResults } from "~/models/elections/ballots.server";
import { ballotPositions, getElection } from "~/models/elections/elections.server";
import type { Election } from "~/models/elections/elections.server";

/**
 * A closed election's published count, for the CSV downloads of its public page (issue #42):
 * anyone can recount in a spreadsheet. Before the close there is nothing to download (404).
 */
export async function publishedResults({
  params,
  context,
}: Pick<LoaderFunctionArgs, "params" | "context">): Promise<{
  election: Election;
  results: ElectionResults;
}> {
  const db = getDb(context.cloudflare.env);
  const id = params.id ?? "";
  const election = id.length <= 64 ? await getElection(db, id) : undefined;
  const results =
    election?.closedAt && (await electionResults(db, election, await ballotPositions(db, id)));
  if (!election || !results) throw new Response("Not Found", { status: 404 });
  return { election, results };
}
