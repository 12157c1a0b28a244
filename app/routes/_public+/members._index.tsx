import {
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useLoaderData,
  useNavigation,
} from "react-router";
import { useRef } from "react";
import { MemberContact } from "./__member-contact";
import { Avatar, PlanBadge } from "~/components/ui/avatar";
import { PageHeader } from "~/components/ui/page-header";
import { Pagination, keysetHrefs, keysetParams } from "~/components/ui/pagination";
import { industryName, isIndustry, type Industry } from "~/config/industries";
import { getDb, readOr } from "~/models/db.server";
import { directoryPageSize } from "~/models/membership/directory";
import { listDirectory, type DirectoryPage } from "~/models/membership/directory.server";
import { membershipTerms } from "~/models/membership/period-rules";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { directoryTexts } from "~/i18n/directory";
import { industryOptions, industryTexts } from "~/i18n/industries";
import { format, LANGUAGE_PARAM, useLanguage, useLocalePath, type Language } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { cardClassName } from "~/components/ui/card";
import { useSearchAsYouType } from "~/components/forms/use-search-as-you-type";
import { FIRST_PAGE } from "~/models/keyset.server";

export const handle: RouteHandle = { hydrate: true };

// The texts come with the loader's data (in the page's language): importing the namespace here
// would put both languages into the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.texts.meta.title,
        description: data.texts.meta.description,
        path: "/members",
      })
    : [];

const MAX_QUERY_LENGTH = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  // An industry's key; anything else (an old link's typed name) filters nothing.
  const typeParam = (params.get("type") ?? "").trim();
  const type = isIndustry(typeParam) ? typeParam : undefined;
  const perPage = directoryPageSize(context.cloudflare.env);
  // Keyset paging (issue #41): the member the page follows, or the one it comes before.
  const query = { q, type, perPage, ...keysetParams(params) };
  const empty: DirectoryPage = {
    members: [],
    total: 0,
    more: false,
    ...FIRST_PAGE,
    pageCount: 1,
    industries: [],
  };
  const directory = await readOr("members directory", empty, () =>
    listDirectory(getDb(context.cloudflare.env), query, membershipTerms(context.cloudflare.env)),
  );
  const language = pageLanguageOf(request);
  const { names } = industryTexts[language];
  const texts = directoryTexts[language];
  const { more, total, page: shown, pageCount, previous, next } = directory;
  // The page's texts in its language only: the page's JavaScript carries neither language. The
  // cursors go out as the links' addresses, not as data of their own.
  return {
    total,
    page: shown,
    pageCount,
    members: directory.members.map(({ businessType, businessTypeDetail, ...member }) => ({
      ...member,
      industry: industryName(names, { businessType, businessTypeDetail }),
    })),
    industries: filterChoices(directory.industries, language, type),
    q,
    type: type ?? "",
    perPage,
    // Written here, not in the page's JavaScript: "24 members", or that a search found too many.
    summary: format(more ? texts.moreMatches : total === 1 ? texts.oneMember : texts.members, {
      count: total.toLocaleString("en-NG"),
    }),
    ...keysetHrefs("/members", { q, type }, { previous, next }),
    texts,
  };
}

/** The filter's industries in the page's language: those with members (and the one chosen). */
function filterChoices(counts: DirectoryPage["industries"], language: Language, chosen?: Industry) {
  return industryOptions(language).flatMap((option) => {
    const count = counts.find((c) => c.industry === option.value)?.count ?? 0;
    return count > 0 || option.value === chosen ? [{ ...option, count }] : [];
  });
}

export default function MemberDirectory() {
  const {
    members,
    total,
    page,
    pageCount,
    summary,
    previousHref,
    nextHref,
    industries,
    q,
    type,
    perPage,
    texts: t,
  } = useLoaderData<typeof loader>();
  const href = useLocalePath();
  const language = useLanguage();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  // With JavaScript the list follows the search box as the visitor types (the URL follows too).
  const searchAsYouType = useSearchAsYouType(formRef);

  const searching = navigation.state === "loading" && navigation.location.pathname === "/members";

  const first = (page - 1) * perPage + 1;
  const last = first + members.length - 1;

  return (
    <>
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Form
          ref={formRef}
          method="get"
          role="search"
          className="grid gap-3 sm:grid-cols-[1fr_auto_auto]"
          onChange={searchAsYouType}
        >
          {/* A search keeps the page's language (a GET form replaces the whole query). */}
          {language === "en" ? null : (
            <input type="hidden" name={LANGUAGE_PARAM} value={language} />
          )}
          <label className="sr-only" htmlFor="member-search">
            {t.search.label}
          </label>
          <input
            id="member-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t.search.placeholder}
            className="w-full rounded-md border border-stone-300 px-4 py-3 text-base"
          />
          <label className="sr-only" htmlFor="member-type">
            {t.search.type}
          </label>
          <select
            id="member-type"
            name="type"
            defaultValue={type}
            className="rounded-md border border-stone-300 bg-white px-3 py-3 text-base"
          >
            <option value="">{t.search.allIndustries}</option>
            {industries.map((industry) => (
              <option key={industry.value} value={industry.value}>
                {industry.label} ({industry.count})
              </option>
            ))}
          </select>
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t.search.submit}
          </button>
        </Form>

        <div aria-live="polite" className="mt-6 min-h-6 text-sm text-stone-700">
          {searching ? (
            <p>{t.loading}</p>
          ) : total > 0 ? (
            <p>
              {summary}
              {pageCount > 1 ? ` · ${format(t.showing, { first, last })}` : ""}
            </p>
          ) : null}
        </div>

        {members.length === 0 ? (
          <p className="py-16 text-center text-lg text-stone-700">{t.noResults}</p>
        ) : (
          <ul
            className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${searching ? "opacity-60" : ""}`}
          >
            {members.map((member) => (
              <li key={member.id} className={cardClassName("md", "flex flex-col gap-3")}>
                <div className="flex items-center gap-4">
                  <Avatar name={member.fullName} photoUrl={member.photoUrl} />
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-stone-900">{member.fullName}</h2>
                    <PlanBadge plan={member.plan} />
                  </div>
                </div>
                <p className="text-sm">
                  <span className="font-medium text-stone-900">{member.businessName}</span>
                  <span className="text-stone-600"> · {member.industry}</span>
                </p>
                <MemberContact member={member} viaAssociation={t.contactViaAssociation} />
                <Link
                  to={href(`/members/${member.id}`)}
                  className="mt-auto inline-block text-sm font-semibold text-brand-700 hover:underline"
                  aria-label={format(t.viewProfileOf, { name: member.fullName })}
                >
                  {t.viewProfile}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <Pagination
          page={page}
          pageCount={pageCount}
          previousHref={previousHref}
          nextHref={nextHref}
        />
      </div>
    </>
  );
}
