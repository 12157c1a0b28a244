import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
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
import { isAdmin, requireCheckInStaff } from "~/auth/guards.server";
import { withinMinuteLimit } from "~/http/abuse.server";
import { readFormData } from "~/http/form-data.server";
import { cameraPageHeaders } from "~/http/security-headers.server";
import { doorTexts } from "~/i18n/door";
import { hallTexts, type HallTexts } from "~/i18n/hall";
import { format, useLanguage } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { markPaperVoter } from "~/models/elections/ballots.server";
import { electionTurnout, getElection } from "~/models/elections/elections.server";
import { hallElector, hallElectors, type HallElector } from "~/models/elections/hall.server";
import { electionPhase } from "~/models/elections/rules";
import { inLanguage } from "~/models/localised-content.server";
import { loggableError } from "~/models/loggable-error.server";
import { announce } from "~/realtime/publish.server";
import { reloadOn } from "~/realtime/revalidation";
import { cardClassName } from "~/components/ui/card";
import { formatEventDateIn } from "~/utils/hausa-dates";
import { pageMeta } from "~/utils/seo";
import { hallMarkSchema, hallSearchSchema } from "~/validation/election";
import { Scanner } from "./__check-in-scanner";

/**
 * The hall at the AGM (issue #42): a steward (the door's role, ADR 0041) or an admin finds a
 * member of the electorate by her card or her name and marks her "votes on paper", which counts
 * as her vote for the once-only rule; she then gets one ballot paper. Without JavaScript: a
 * search and a button per member. With it, the card's QR code can be scanned too. In the page's
 * language, as the door is.
 */

/** The camera for the card's QR code, on this page too. */
export const headers = cameraPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) =>
  loaded
    ? pageMeta(matches, {
        title: format(loaded.texts.meta.title, { title: loaded.election.title }),
        description: loaded.texts.meta.description,
        path: "/admin/elections",
      })
    : [];

async function electionOr404(context: LoaderFunctionArgs["context"], id: string | undefined) {
  const db = getDb(context.cloudflare.env);
  const election = await getElection(db, id ?? "");
  if (!election) throw new Response("Not Found", { status: 404 });
  return { db, election };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireCheckInStaff(request, context);
  const { db, election } = await electionOr404(context, params.id);
  const language = pageLanguageOf(request);
  const parsed = hallSearchSchema.safeParse({
    q: new URL(request.url).searchParams.get("q") ?? undefined,
  });
  const search = parsed.success ? parsed.data.q : "";
  const open = electionPhase(election, new Date()) === "open";
  // Each search counts against the steward's budget a minute, as the door's does (issue #37).
  const limited = open && search !== "" && !(await withinMinuteLimit(context, hallKey(staff)));
  const [found, turnout] = await Promise.all([
    open && search && !limited
      ? hallElectors(db, election.id, search)
      : { electors: [], more: false },
    election.openedAt ? electionTurnout(db, election) : null,
  ]);
  return data(
    {
      texts: hallTexts[language],
      scannerTexts: doorTexts[language].scanner,
      election: {
        id: election.id,
        title: inLanguage(election, language, ["title"]).title,
        opens: formatEventDateIn(election.opensAt.getTime(), language),
        closes: formatEventDateIn(election.closesAt.getTime(), language),
      },
      open,
      turnout,
      search,
      limited,
      ...found,
      admin: isAdmin(staff),
    },
    { status: limited ? 429 : 200 },
  );
}

const hallKey = (staff: { userId: string }) => `hall-search:${staff.userId}`;

/** A vote cast anywhere (online, at another table) changes the turnout and the list's marks. */
export const shouldRevalidate = reloadOn("vote");

type HallAnswer = {
  outcome: keyof HallTexts["outcomes"];
  name: string | null;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireCheckInStaff(request, context);
  const { db, election } = await electionOr404(context, params.id);
  const submission = parseWithZod(await readFormData(request), { schema: hallMarkSchema });
  const answer = (outcome: HallAnswer["outcome"], name: string | null, status: number) =>
    data({ answer: { outcome, name } satisfies HallAnswer }, { status });
  if (submission.status !== "success") return answer("notElector", null, 400);
  const { applicationId } = submission.value;
  try {
    // The mark checks her standing itself; her row is read once, after it, for the answer (how
    // she stands now: marked here, or voted online a moment ago).
    const marked = await markPaperVoter(db, staff, election, applicationId);
    const elector =
      marked === "not-elector" ? undefined : await hallElector(db, election.id, applicationId);
    if (!elector) return answer("notElector", null, 404);
    if (marked === "marked") {
      announce(context, ["admin"], { type: "vote", id: election.id }, request);
      return answer("marked", elector.name, 200);
    }
    if (marked === "not-open") return answer("notOpen", elector.name, 409);
    return answer(elector.voted === "online" ? "votedOnline" : "votedPaper", elector.name, 409);
  } catch (error) {
    console.error("[hall] could not mark a paper voter:", loggableError(error));
    return answer("failed", null, 503);
  }
}

export default function Hall() {
  const {
    texts: t,
    scannerTexts,
    election,
    open,
    turnout,
    search,
    limited,
    electors,
    more,
    admin,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const language = useLanguage();
  const searchForm = useRef<HTMLFormElement>(null);
  const answer = actionData?.answer;
  const refused = answer ? answer.outcome !== "marked" : false;
  return (
    <div className="space-y-6">
      {admin ? (
        <Link
          to={`/admin/elections/${election.id}`}
          className="block text-sm font-medium text-brand-700 underline wrap-anywhere"
        >
          ← {election.title}
        </Link>
      ) : null}
      <div className="space-y-2">
        <h2 className="text-2xl font-bold text-brand-900 wrap-anywhere">
          {format(t.heading, { title: election.title })}
        </h2>
        {turnout ? (
          <p className="text-xl" data-testid="hall-turnout">
            {format(t.turnout, {
              voted: turnout.online + turnout.paper,
              electorate: turnout.electorate,
              online: turnout.online,
              paper: turnout.paper,
            })}
          </p>
        ) : null}
      </div>
      {answer ? (
        <div
          role="status"
          data-testid="hall-answer"
          className={`rounded-2xl p-4 text-lg font-semibold ${refused ? "bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
        >
          {format(t.outcomes[answer.outcome], { name: answer.name ?? "" })}
        </div>
      ) : null}
      {open ? (
        <section className={cardClassName("md", "space-y-4")} aria-labelledby="hall-find">
          <p id="hall-find" className="text-stone-800">
            {t.lead}
          </p>
          <Form
            method="get"
            role="search"
            ref={searchForm}
            className="flex flex-wrap items-end gap-2"
          >
            <label className="flex min-w-0 grow flex-col gap-1 font-semibold">
              {t.search.label}
              <input
                type="search"
                name="q"
                defaultValue={search}
                maxLength={300}
                autoComplete="off"
                className="rounded-md border border-stone-400 px-3 py-2 font-normal"
              />
            </label>
            {/* A GET form replaces the query: the page's language goes with the search. */}
            {language === "en" ? null : <input type="hidden" name="lang" value={language} />}
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              {t.search.submit}
            </button>
          </Form>
          <Scanner
            t={{ scanner: scannerTexts }}
            onCode={(code) => {
              const form = searchForm.current;
              const box = form?.elements.namedItem("q");
              if (!form || !(box instanceof HTMLInputElement)) return;
              box.value = code;
              form.requestSubmit();
            }}
          />
          {limited ? <p className="text-red-800">{t.searchLimited}</p> : null}
          {search && !limited ? <Electors electors={electors} more={more} t={t} /> : null}
        </section>
      ) : (
        <p className={cardClassName("md")}>
          {format(t.notOpen, { opens: election.opens, closes: election.closes })}
        </p>
      )}
    </div>
  );
}

function Electors({ electors, more, t }: { electors: HallElector[]; more: boolean; t: HallTexts }) {
  if (electors.length === 0) return <p>{t.noMatch}</p>;
  return (
    <>
      <ul className="divide-y divide-stone-200">
        {electors.map((elector) => (
          <li
            key={elector.applicationId}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="text-lg font-bold wrap-anywhere">{elector.name}</p>
              <p className="text-sm text-stone-700">
                {t.columns.card}: {elector.cardNumber ?? "–"} · {t.columns.status}:{" "}
                {t.status[elector.voted ?? "none"]}
              </p>
            </div>
            {elector.voted ? null : (
              <Form method="post">
                <input type="hidden" name="applicationId" value={elector.applicationId} />
                <button
                  type="submit"
                  aria-label={format(t.markName, { name: elector.name })}
                  className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
                >
                  {t.mark}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {more ? <p>{t.more}</p> : null}
    </>
  );
}
