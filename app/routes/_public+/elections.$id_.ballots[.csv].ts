import type { LoaderFunctionArgs } from "react-router";
import { csvFileName, csvResponse, toCsv } from "~/utils/csv";
import { publishedResults } from "./__election-csv.server";

/**
 * Every online ballot of a closed election, a row per choice under its receipt code (a blank
 * ballot: one row without a choice), in the receipts' order: the same list as its page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { election, results } = await publishedResults(args);
  const chosen = new Map(
    results.positions.flatMap((position) =>
      position.candidates.map((candidate) => [candidate.id, { position, candidate }] as const),
    ),
  );
  const csv = toCsv(
    ["Receipt", "Position", "Candidate"],
    results.ballots.flatMap(({ receipt, candidateIds }) =>
      candidateIds.length === 0
        ? [[receipt, "", ""]]
        : candidateIds.map((id) => {
            const choice = chosen.get(id);
            return [receipt, choice?.position.title ?? "", choice?.candidate.name ?? ""];
          }),
    ),
  );
  return csvResponse(csvFileName("ballots", election.title), csv);
}
