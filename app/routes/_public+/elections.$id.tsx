import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { cardClassName } from "~/components/ui/card";
import { getDb, readOr } from "~/models/db.server";
import { electionResults, type CandidateResult } from "~/models/elections/ballots.server";
import { ballotPositions, electionTurnout, getElection } from "~/models/elections/elections.server";
import { electionPhase } from "~/models/elections/rules";
import { electionsTexts } from "~/i18n/elections";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { pageMeta } from "~/utils/seo";
import { inLanguage } from "~/models/localised-content.server";
import { langOf } from "~/i18n/shown-in-english";
import { electionStatus } from "./__election-status.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.title,
        description: data.description,
        path: `/elections/${data.id}`,
      })
    : [];

/**
 * An election's public page (issue #42): before its close, the positions and who stands with
 * their statements; after it, the results from the ballots and every ballot by its receipt code.
 * A draft is no page of the site yet (404).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env);
  const id = params.id ?? "";
  const election =
    id.length <= 64 ? await readOr("election", undefined, () => getElection(db, id)) : undefined;
  if (!election?.openedAt) throw new Response("Not Found", { status: 404 });
  const language = pageLanguageOf(request);
  const now = new Date();
  const phase = electionPhase(election, now);
  const positions = await ballotPositions(db, election.id);
  const [results, turnout] = await Promise.all([
    electionResults(db, election, positions),
    phase === "closed" ? electionTurnout(db, election) : null,
  ]);
  const shown = inLanguage(election, language, ["title"]);
  const title = shown.title;
  const t = electionsTexts[language];
  const status = electionStatus(election, language, now);
  const candidateOf = new Map(positions.flatMap((p) => p.candidates.map((c) => [c.id, c])));
  const ranked = new Map(results?.positions.map((p) => [p.id, p.candidates]));
  const candidateShown = (id: string, result?: CandidateResult) => {
    const candidate = inLanguage(candidateOf.get(id)!, language, ["statement"]);
    return {
      id,
      name: candidate.name,
      photoUrl: candidate.photoUrl,
      statement: candidate.statement,
      statementLang: langOf(candidate, "statement") ?? null,
      result,
    };
  };
  return {
    id: election.id,
    title,
    description: format(t.description, { title }),
    status,
    titleLang: langOf(shown, "title") ?? null,
    positions: positions.map((stored) => {
      const position = inLanguage(stored, language, ["title"]);
      return {
        id: position.id,
        title: position.title,
        titleLang: langOf(position, "title") ?? null,
        seats:
          position.seats === 1
            ? t.seatsOne
            : format(t.seatsMany, { count: String(position.seats) }),
        // After the close, in the results' order (most votes first); before it, the ballot's.
        candidates: ranked.has(position.id)
          ? ranked.get(position.id)!.map((result) => candidateShown(result.id, result))
          : position.candidates.map((candidate) => candidateShown(candidate.id)),
      };
    }),
    turnout:
      turnout &&
      format(t.turnout, {
        voted: String(turnout.online + turnout.paper),
        electorate: String(turnout.electorate),
        online: String(turnout.online),
        paper: String(turnout.paper),
      }),
    ballots:
      results?.ballots.map((ballot) => ({
        receipt: ballot.receipt,
        choices: ballot.candidateIds.map(
          (candidateId) => candidateOf.get(candidateId)?.name ?? "?",
        ),
      })) ?? null,
  };
}

export default function ElectionPage() {
  const { id, title, titleLang, status, positions, turnout, ballots } =
    useLoaderData<typeof loader>();
  const t = useTexts(electionsTexts);
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <Link to={href("/elections")} className="text-sm font-medium text-brand-700 underline">
        ← {t.list.all}
      </Link>
      <div lang={titleLang ?? undefined}>
        <PageHeader title={title} />
      </div>
      <p className="text-lg text-stone-800">{status}</p>
      {turnout ? <p className="text-lg text-stone-800">{turnout}</p> : null}
      {positions.map((position) => (
        <section
          key={position.id}
          aria-labelledby={`position-${position.id}`}
          className={cardClassName("md", "space-y-3")}
        >
          <h2
            id={`position-${position.id}`}
            className="text-xl font-bold text-brand-900 wrap-anywhere"
          >
            <span lang={position.titleLang ?? undefined}>{position.title}</span>{" "}
            <span className="text-base font-normal text-stone-700">· {position.seats}</span>
          </h2>
          {ballots ? (
            <table className="w-full text-left">
              <caption className="sr-only">{position.title}</caption>
              <thead className="text-sm text-stone-700">
                <tr>
                  <th scope="col">{t.columns.candidate}</th>
                  <th scope="col">{t.columns.online}</th>
                  <th scope="col">{t.columns.paper}</th>
                  <th scope="col">{t.columns.total}</th>
                </tr>
              </thead>
              <tbody>
                {position.candidates.map((candidate) => (
                  <tr key={candidate.id} className="border-t border-stone-200">
                    <th scope="row" className="py-2 font-semibold wrap-anywhere">
                      {candidate.name}
                      {candidate.result?.elected ? (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">
                          {t.elected}
                        </span>
                      ) : candidate.result?.tied ? (
                        <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                          {t.tied}
                        </span>
                      ) : null}
                    </th>
                    <td>{candidate.result?.online ?? 0}</td>
                    <td>{candidate.result?.paper ?? 0}</td>
                    <td className="font-bold">{candidate.result?.votes ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <ul className="space-y-3">
              {position.candidates.map((candidate) => (
                <li key={candidate.id} className="flex items-start gap-3">
                  {candidate.photoUrl ? (
                    <img
                      src={candidate.photoUrl}
                      alt=""
                      width={64}
                      height={64}
                      loading="lazy"
                      className="size-16 shrink-0 rounded-full object-cover"
                    />
                  ) : null}
                  <div className="min-w-0 wrap-anywhere">
                    <h3 className="font-semibold text-stone-900">{candidate.name}</h3>
                    <p className="text-stone-700" lang={candidate.statementLang ?? undefined}>
                      {candidate.statement}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {ballots ? (
        <section aria-labelledby="ballots-heading" className="space-y-3">
          <h2 id="ballots-heading" className="text-xl font-bold text-brand-900">
            {t.ballots.heading}
          </h2>
          <p className="text-stone-700">{t.ballots.lead}</p>
          <p className="text-stone-700">
            {t.ballots.downloads}{" "}
            <a
              href={`/elections/${id}/results.csv`}
              className="font-semibold text-brand-800 underline"
              download
            >
              {t.ballots.resultsCsv}
            </a>
            {" · "}
            <a
              href={`/elections/${id}/ballots.csv`}
              className="font-semibold text-brand-800 underline"
              download
            >
              {t.ballots.ballotsCsv}
            </a>
          </p>
          {ballots.length === 0 ? (
            <p className="rounded-2xl bg-cream p-6 text-center text-stone-700">{t.ballots.none}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.ballots.heading}</caption>
              <thead className="text-stone-700">
                <tr>
                  <th scope="col">{t.ballots.receipt}</th>
                  <th scope="col">{t.ballots.choices}</th>
                </tr>
              </thead>
              <tbody>
                {ballots.map((ballot) => (
                  <tr
                    key={ballot.receipt}
                    id={ballot.receipt}
                    className="border-t border-stone-200"
                  >
                    <td className="py-1 pr-3 font-mono whitespace-nowrap">{ballot.receipt}</td>
                    <td className="wrap-anywhere">
                      {ballot.choices.length > 0 ? ballot.choices.join(", ") : t.ballots.blank}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </div>
  );
}
