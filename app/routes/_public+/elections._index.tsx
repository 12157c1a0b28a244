import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { cardClassName } from "~/components/ui/card";
import { getDb, readOr } from "~/models/db.server";
import { publishedElections } from "~/models/elections/elections.server";
import { inLanguage } from "~/models/localised-content.server";
import { electionsTexts } from "~/i18n/elections";
import { useLocalePath, useTexts } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { langOf } from "~/i18n/shown-in-english";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { electionStatus } from "./__election-status.server";

export const meta: MetaFunction = ({ matches }) => {
  const t = electionsTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.list.title,
    description: t.list.description,
    path: "/elections",
  });
};

/**
 * The association's elections (issue #42): every one whose voting has opened, the latest first,
 * each with where it stands and a link to its page (who stands; after the close, the results and
 * every ballot). A draft is never listed. A content page: no script bundle.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = pageLanguageOf(request);
  const now = new Date();
  const elections = await readOr("published elections", [], () =>
    publishedElections(getDb(context.cloudflare.env)),
  );
  return {
    elections: elections.map((election) => {
      const shown = inLanguage(election, language, ["title"]);
      return {
        id: election.id,
        title: shown.title,
        titleLang: langOf(shown, "title") ?? null,
        status: electionStatus(election, language, now),
      };
    }),
  };
}

export default function Elections() {
  const { elections } = useLoaderData<typeof loader>();
  const t = useTexts(electionsTexts);
  const href = useLocalePath();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <PageHeader title={t.list.title} lead={t.list.lead} />
      {elections.length === 0 ? (
        <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">{t.list.none}</p>
      ) : (
        <ul className="space-y-3">
          {elections.map((election) => (
            <li key={election.id} className={cardClassName("md", "space-y-1")}>
              <h2 className="text-xl font-bold wrap-anywhere">
                <Link
                  to={href(`/elections/${election.id}`)}
                  lang={election.titleLang ?? undefined}
                  className="text-brand-800 underline"
                >
                  {election.title}
                </Link>
              </h2>
              <p className="text-stone-700">{election.status}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
