import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { cardClassName } from "~/components/ui/card";
import { openAdminForm, refusedForm, updateFailed } from "~/http/admin-form.server";
import { toasts } from "~/http/toast.server";
import { forgetCachedPages } from "~/http/caching.server";
import { electionPublicPaths } from "~/utils/election-paths";
import { getDb } from "~/models/db.server";
import {
  addCandidate,
  addPosition,
  ballotPositions,
  closeElection,
  deleteDraft,
  electionTurnout,
  electorateCount,
  enterPaperCounts,
  getElection,
  openElection,
  paperCounts,
  removeFromDraft,
  updateDraft,
} from "~/models/elections/elections.server";
import { electionResults } from "~/models/elections/ballots.server";
import { electionPhase } from "~/models/elections/rules";
import { loggableError } from "~/models/loggable-error.server";
import { membershipTerms } from "~/models/membership/period-rules";
import { reloadOn } from "~/realtime/revalidation";
import { formatEventDate, formatWatDay, toWat } from "~/utils/dates";
import { pageMeta } from "~/utils/seo";
import {
  candidateSchema,
  electionInputOf,
  electionSchema,
  electionStepSchema,
  paperCountsSchema,
  positionSchema,
  removeCandidateSchema,
  removePositionSchema,
} from "~/validation/election";
import { phaseLabels } from "./__election-phase";
import {
  CountSections,
  DraftSections,
  ResultsSection,
  TurnoutFigures,
} from "./__election-sections";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: loaded?.election.title ?? "Election",
    description: "Prepare, open, watch and close an election.",
    path: "/admin/elections",
  });

async function electionOr404(db: ReturnType<typeof getDb>, id: string | undefined) {
  const election = await getElection(db, id ?? "");
  if (!election) throw new Response("Not Found", { status: 404 });
  return election;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const election = await electionOr404(db, params.id);
  const now = new Date();
  const phase = electionPhase(election, now);
  const positions = await ballotPositions(db, election.id);
  const [electorate, turnout, paper, results] = await Promise.all([
    // A draft's electorate is counted as things stand; from the opening it is the one written.
    phase === "draft" ? electorateCount(db, election, membershipTerms(env)) : null,
    phase === "draft" ? null : electionTurnout(db, election),
    phase === "draft" ? [] : paperCounts(db, election.id),
    electionResults(db, election, positions),
  ]);
  return {
    election: {
      id: election.id,
      title: election.title,
      opens: formatEventDate(election.opensAt),
      closes: formatEventDate(election.closesAt),
      cutoff: formatWatDay(election.cutoffOn),
      includeGrace: election.includeGrace,
      electorateSize: election.electorateSize,
    },
    phase,
    phaseLabel: phaseLabels[phase],
    // A draft's details as its form takes them (WAT days and times).
    details: phase === "draft" ? draftDetails(election) : null,
    // "Delete this draft" asks first (?delete, a page state that works without JavaScript).
    deleting: phase === "draft" && new URL(request.url).searchParams.has("delete"),
    timeToOpen: now >= election.opensAt,
    timeToClose: now >= election.closesAt,
    positions,
    electorate,
    turnout,
    paper: Object.fromEntries(paper.map((row) => [row.candidateId, row.votes])),
    results,
  };
}

function draftDetails(election: Awaited<ReturnType<typeof electionOr404>>) {
  const opens = toWat(election.opensAt);
  const closes = toWat(election.closesAt);
  return {
    title: election.title,
    titleHa: election.titleHa ?? "",
    opensDate: opens.date,
    opensTime: opens.time,
    closesDate: closes.date,
    closesTime: closes.time,
    cutoffOn: election.cutoffOn,
    includeGrace: election.includeGrace,
  };
}

/** A realtime message reloads the page when a vote is cast (turnout) or the election changes. */
export const shouldRevalidate = reloadOn("vote");

const schemas = {
  details: electionSchema,
  delete: electionStepSchema,
  position: positionSchema,
  candidate: candidateSchema,
  "remove-position": removePositionSchema,
  "remove-candidate": removeCandidateSchema,
  open: electionStepSchema,
  paper: paperCountsSchema,
  close: electionStepSchema,
};

const FROZEN = "Voting has opened: positions and candidates can no longer change.";
const FROZEN_DETAILS =
  "Voting has opened: the election's title, times and electorate can no longer change, and it cannot be deleted.";

export async function action(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, schemas);
  if (!form.ok) return refusedForm(form);
  const election = await electionOr404(form.db, args.params.id);
  const here = `/admin/elections/${election.id}`;
  const toast = toasts(form.env);
  const refused = (description: string) =>
    toast.redirectWithError(here, { message: "Not changed", description });
  try {
    switch (form.intent) {
      case "details": {
        const input = electionInputOf(form.value);
        const updated = await updateDraft(form.db, form.admin, election.id, input);
        if (updated === "frozen") return refused(FROZEN_DETAILS);
        return toast.redirectWithSuccess(here, {
          message: "Election updated",
          description: input.title,
        });
      }
      case "delete": {
        const deleted = await deleteDraft(form.db, form.admin, election.id);
        if (deleted === "frozen") return refused(FROZEN_DETAILS);
        return toast.redirectWithSuccess("/admin/elections", {
          message: "Election deleted",
          description: election.title,
        });
      }
      case "position": {
        const { title, titleHa, seats } = form.value;
        const added = await addPosition(form.db, form.admin, election.id, {
          title,
          titleHa: titleHa || null,
          seats,
        });
        if (added === "frozen") return refused(FROZEN);
        return toast.redirectWithSuccess(here, { message: "Position added", description: title });
      }
      case "candidate": {
        const { positionId, name, photoUrl, statement, statementHa } = form.value;
        const added = await addCandidate(form.db, form.admin, positionId, {
          name,
          photoUrl: photoUrl || null,
          statement,
          statementHa: statementHa || null,
        });
        if (added === "frozen") return refused(FROZEN);
        return toast.redirectWithSuccess(here, { message: "Candidate added", description: name });
      }
      case "remove-position":
      case "remove-candidate": {
        const removed = await removeFromDraft(form.db, form.admin, election.id, form.value);
        if (removed === "frozen") return refused(FROZEN);
        return toast.redirectWithSuccess(here, { message: "Removed" });
      }
      case "open": {
        const opened = await openElection(
          form.db,
          form.admin,
          election.id,
          membershipTerms(form.env),
        );
        if (opened === "too-early") {
          return refused(`Voting opens at ${formatEventDate(election.opensAt)}, not before.`);
        }
        if (opened === "too-late") {
          return refused(
            `Voting was to close at ${formatEventDate(election.closesAt)}: it can no longer open. Create a new election with new times.`,
          );
        }
        if (opened === "incomplete") {
          return refused("Every position needs at least one candidate before voting opens.");
        }
        if (typeof opened === "string") return refused("Voting is open already.");
        // The list of elections shows it from now on.
        await forgetCachedPages(args.request, form.env, electionPublicPaths(election.id));
        form.announce(["admin"], { type: "vote", id: election.id });
        return toast.redirectWithSuccess(here, {
          message: "Voting is open",
          description: `${opened.electorateSize} members may vote. The election is frozen.`,
        });
      }
      case "paper": {
        const entered = await enterPaperCounts(form.db, form.admin, election, form.value.votes);
        if (entered === "not-open")
          return refused("The paper count is entered while voting is open.");
        if (entered === "unknown-candidate")
          return refused("A count was for no candidate of this election.");
        if (entered === "more-than-voters") {
          return refused(
            "A count is more than the members marked as voting on paper (times the position's seats).",
          );
        }
        return toast.redirectWithSuccess(here, { message: "Paper count saved" });
      }
      case "close": {
        const closed = await closeElection(form.db, form.admin, election);
        if (closed === "too-early") {
          return refused(`Voting closes at ${formatEventDate(election.closesAt)}, not before.`);
        }
        if (closed === "not-open") return refused("The election is not open.");
        // The public pages' copies in this data centre go: the next visitor there sees the results.
        await forgetCachedPages(args.request, form.env, electionPublicPaths(election.id));
        form.announce(["admin"], { type: "vote", id: election.id });
        return toast.redirectWithSuccess(here, {
          message: "Election closed",
          description: "The results are published.",
        });
      }
    }
  } catch (error) {
    console.error("[admin] could not change the election:", loggableError(error));
    return updateFailed({ result: undefined }, "Nothing was changed. Please try again.", 503);
  }
}

export default function AdminElection() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { election, phase, phaseLabel, electorate, turnout, results } = loaded;
  return (
    <div className="space-y-6">
      <Toaster toast={toastOf(actionData)} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/admin/elections" className="text-sm font-medium text-brand-700 underline">
          ← All elections
        </Link>
        {phase === "open" ? (
          <Link
            to={`/admin/elections/${election.id}/hall`}
            className="text-sm font-medium text-brand-700 underline"
          >
            Votes on paper at the hall
          </Link>
        ) : null}
        {phase === "draft" ? null : (
          <Link
            to={`/elections/${election.id}`}
            className="text-sm font-medium text-brand-700 underline"
          >
            Public page
          </Link>
        )}
      </div>
      <section aria-labelledby="election-heading" className={cardClassName("md", "space-y-2")}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            id="election-heading"
            className="min-w-0 text-xl font-bold text-brand-900 wrap-anywhere"
          >
            {election.title}
          </h2>
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">
            {phaseLabel}
          </span>
        </div>
        <p className="text-stone-800">
          Voting from {election.opens} to {election.closes}.
        </p>
        <p className="text-stone-800">
          Who may vote: members in good standing on {election.cutoff}
          {election.includeGrace ? ", or in their grace days then" : ""}.{" "}
          {electorate !== null
            ? `${electorate} members as things stand; the electorate is fixed when voting opens.`
            : `Electorate: ${election.electorateSize} members (fixed when voting opened).`}
        </p>
        {turnout ? <TurnoutFigures turnout={turnout} /> : null}
      </section>
      {phase === "draft" ? <DraftSections loaded={loaded} /> : null}
      {phase === "open" || phase === "ended" ? <CountSections loaded={loaded} /> : null}
      {results ? <ResultsSection results={results} /> : null}
    </div>
  );
}
