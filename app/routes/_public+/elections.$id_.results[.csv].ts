import type { LoaderFunctionArgs } from "react-router";
import { csvFileName, csvResponse, toCsv } from "~/utils/csv";
import { publishedResults } from "./__election-csv.server";

/** A closed election's count per candidate: online, on paper, the total, and who is elected. */
export async function loader(args: LoaderFunctionArgs) {
  const { election, results } = await publishedResults(args);
  const csv = toCsv(
    ["Position", "Seats", "Candidate", "Online", "Paper", "Total", "Outcome"],
    results.positions.flatMap((position) =>
      position.candidates.map((candidate) => [
        position.title,
        position.seats,
        candidate.name,
        candidate.online,
        candidate.paper,
        candidate.votes,
        candidate.elected ? "elected" : candidate.tied ? "tied" : "",
      ]),
    ),
  );
  return csvResponse(csvFileName("results", election.title), csv);
}
