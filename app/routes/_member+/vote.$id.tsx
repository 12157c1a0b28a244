import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { PageHeader } from "~/components/ui/page-header";
import { cardClassName } from "~/components/ui/card";
import { readFormData } from "~/http/form-data.server";
import { getDb, type Db } from "~/models/db.server";
import {
  ballotProblemFor,
  castBallot,
  voterStanding,
  type VoterStanding,
} from "~/models/elections/ballots.server";
import {
  ballotPositions,
  getElection,
  type BallotPosition,
  type Election,
} from "~/models/elections/elections.server";
import { electionPhase, type BallotChoices } from "~/models/elections/rules";
import { inLanguage } from "~/models/localised-content.server";
import { langOf } from "~/i18n/shown-in-english";
import { membershipOf } from "~/models/membership/linking.server";
import { loggableError } from "~/models/loggable-error.server";
import { announce } from "~/realtime/publish.server";
import { electionsTexts } from "~/i18n/elections";
import { format, useLocalePath, type Language } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { pageMeta } from "~/utils/seo";
import { ballotFormOf, ballotSchema } from "~/validation/ballot";
import { refusalStatus, refusalText } from "./__vote-refusals";

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  pageMeta(matches, {
    title: loaded?.title ?? "",
    description: loaded?.lead ?? "",
    path: `/vote/${loaded?.id ?? ""}`,
  });

/**
 * Her ballot (issue #42): every position of the election on one page, radio buttons for one
 * seat and checkboxes for more, then a review step and the confirmation with her receipt code.
 * Plain forms, no JavaScript; each step is a post answered with its page (the receipt is never
 * in an address, a cookie or a message). A refusal is this page with its reason.
 */
async function ballotScope(request: Request, db: Db, id: string | undefined) {
  const election = id && id.length <= 64 ? await getElection(db, id) : undefined;
  if (!election?.openedAt) throw new Response("Not Found", { status: 404 });
  const language = pageLanguageOf(request);
  return { election, language };
}

async function standingOf(db: Db, userId: string, election: Election): Promise<VoterStanding> {
  const membership = await membershipOf(db, { userId });
  if (membership?.status !== "approved") return "not-elector";
  return voterStanding(db, election.id, membership.applicationId);
}

/** The ballot's positions in her language, each with how many she may choose. */
function positionsIn(positions: BallotPosition[], language: Language) {
  const t = electionsTexts[language];
  return positions.map((stored) => {
    const position = inLanguage(stored, language, ["title"]);
    return {
      id: position.id,
      title: position.title,
      titleLang: langOf(position, "title") ?? null,
      seats: position.seats,
      hint:
        position.seats === 1
          ? t.vote.chooseOne
          : format(t.vote.chooseUpTo, { count: String(position.seats) }),
      candidates: position.candidates.map(({ id, name }) => ({ id, name })),
    };
  });
}

type Step =
  | { step: "ballot"; chosen: BallotChoices }
  | { step: "review"; chosen: BallotChoices }
  | { step: "done"; receipt: string }
  | { step: "refused"; message: string };

/**
 * The page for a step: the ballot and its review show the positions (read once per request,
 * `positions` when the action has them already); the receipt and a refusal show none.
 */
async function page(
  db: Db,
  election: Election,
  language: Language,
  step: Step,
  positions?: BallotPosition[],
) {
  const t = electionsTexts[language];
  const shownPositions =
    step.step === "ballot" || step.step === "review"
      ? (positions ?? (await ballotPositions(db, election.id)))
      : [];
  const title = format(t.vote.title, { title: inLanguage(election, language, ["title"]).title });
  return {
    id: election.id,
    title,
    lead: t.vote.lead,
    closes: format(electionsTexts[language].openUntil, {
      date: formatEventDateIn(election.closesAt, language),
    }),
    positions: positionsIn(shownPositions, language),
    t,
    ...step,
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const db = getDb(context.cloudflare.env);
  const { election, language } = await ballotScope(request, db, params.id);
  const standing = await standingOf(db, user.userId, election);
  const refusal =
    standing !== "can-vote"
      ? standing
      : electionPhase(election, new Date()) !== "open"
        ? "not-open"
        : null;
  return page(
    db,
    election,
    language,
    refusal
      ? { step: "refused", message: refusalText(refusal, election, language) }
      : { step: "ballot", chosen: {} },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const db = getDb(context.cloudflare.env);
  const { election, language } = await ballotScope(request, db, params.id);
  const answer = async (step: Step, status = 200) =>
    data(await page(db, election, language, step), { status });
  const refused = (refusal: Parameters<typeof refusalText>[0], status: number) =>
    answer({ step: "refused", message: refusalText(refusal, election, language) }, status);

  const parsed = ballotSchema.safeParse(ballotFormOf(await readFormData(request)));
  if (!parsed.success) return refused("wrong-candidate", 400);
  const { intent, choices } = parsed.data;
  const membership = await membershipOf(db, user);
  if (membership?.status !== "approved") return refused("not-elector", 403);
  if (intent === "change") return answer({ step: "ballot", chosen: choices });

  if (intent === "review") {
    const [positions, standing] = await Promise.all([
      ballotPositions(db, election.id),
      voterStanding(db, election.id, membership.applicationId),
    ]);
    const problem = ballotProblemFor(positions, choices);
    if (problem) return refused(problem, 400);
    if (standing !== "can-vote") return refused(standing, 409);
    return data(await page(db, election, language, { step: "review", chosen: choices }, positions));
  }
  // castBallot checks the ballot against the positions itself (the same refusals as above).
  let cast: Awaited<ReturnType<typeof castBallot>>;
  try {
    cast = await castBallot(db, election, membership.applicationId, choices);
  } catch (error) {
    console.error("[vote] the ballot was not stored:", loggableError(error));
    return answer({ step: "refused", message: electionsTexts[language].vote.refused.failed }, 503);
  }
  if (typeof cast === "string") return refused(cast, refusalStatus(cast));
  // The admin's turnout follows (the election's id only: never who voted, never how).
  announce(context, ["admin"], { type: "vote", id: election.id });
  return answer({ step: "done", receipt: cast.receipt });
}

export default function Vote() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted ?? loaded;
  const href = useLocalePath();
  const { t } = shown;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <PageHeader title={shown.title} lead={shown.step === "ballot" ? shown.lead : undefined} />
      {shown.step === "refused" ? (
        <p
          role="alert"
          className="rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200"
        >
          {shown.message}
        </p>
      ) : null}
      {shown.step === "ballot" ? <BallotForm shown={shown} /> : null}
      {shown.step === "review" ? <ReviewForm shown={shown} /> : null}
      {shown.step === "done" ? (
        <section aria-labelledby="done-heading" className={cardClassName("md", "space-y-3")}>
          <h2 id="done-heading" className="text-xl font-bold text-brand-900">
            {t.vote.doneTitle}
          </h2>
          <p className="text-stone-800">{t.vote.receipt}</p>
          <p className="font-mono text-2xl font-bold tracking-wider text-stone-900" data-receipt>
            {shown.receipt}
          </p>
          <p className="text-stone-700">{t.vote.receiptLead}</p>
        </section>
      ) : null}
      <Link
        to={href(`/elections/${shown.id}`)}
        className="inline-block font-semibold text-brand-800 underline"
      >
        {t.vote.electionPage}
      </Link>
    </div>
  );
}

type Shown = ReturnType<typeof useLoaderData<typeof loader>>;

function BallotForm({ shown }: { shown: Shown & { step: "ballot" } }) {
  const { t } = shown;
  return (
    <Form method="post" className="space-y-6">
      <p className="text-stone-700">{shown.closes}</p>
      {shown.positions.map((position) => (
        <fieldset key={position.id} className={cardClassName("md", "space-y-2")}>
          <legend
            lang={position.titleLang ?? undefined}
            className="text-lg font-bold text-brand-900 wrap-anywhere"
          >
            {position.title}
          </legend>
          <p className="text-sm text-stone-700">{position.hint}</p>
          {position.candidates.map((candidate) => (
            <label key={candidate.id} className="flex items-center gap-3 py-1 wrap-anywhere">
              <input
                type={position.seats === 1 ? "radio" : "checkbox"}
                name={`choices.${position.id}`}
                value={candidate.id}
                defaultChecked={shown.chosen[position.id]?.includes(candidate.id)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">{candidate.name}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="submit"
        name="intent"
        value="review"
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
      >
        {t.vote.review}
      </button>
    </Form>
  );
}

function ReviewForm({ shown }: { shown: Shown & { step: "review" } }) {
  const { t } = shown;
  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      <h2 id="review-heading" className="text-xl font-bold text-brand-900">
        {t.vote.reviewTitle}
      </h2>
      <p className="text-stone-800">{t.vote.reviewLead}</p>
      <dl className={cardClassName("md", "space-y-3")}>
        {shown.positions.map((position) => {
          const names = position.candidates
            .filter((c) => shown.chosen[position.id]?.includes(c.id))
            .map((c) => c.name);
          return (
            <div key={position.id}>
              <dt
                lang={position.titleLang ?? undefined}
                className="font-semibold text-stone-900 wrap-anywhere"
              >
                {position.title}
              </dt>
              <dd className="text-stone-800 wrap-anywhere">
                {names.length > 0 ? names.join(", ") : t.vote.noChoice}
              </dd>
            </div>
          );
        })}
      </dl>
      <Form method="post" className="flex flex-wrap gap-3">
        {Object.entries(shown.chosen).flatMap(([positionId, ids]) =>
          ids.map((id) => (
            <input
              key={`${positionId}-${id}`}
              type="hidden"
              name={`choices.${positionId}`}
              value={id}
            />
          )),
        )}
        <button
          type="submit"
          name="intent"
          value="cast"
          className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white"
        >
          {t.vote.cast}
        </button>
        <button
          type="submit"
          name="intent"
          value="change"
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800"
        >
          {t.vote.change}
        </button>
      </Form>
    </section>
  );
}
