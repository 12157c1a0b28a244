import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { listResources } from "~/models/resources.server";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { cardClassName } from "~/components/ui/card";
import { timeAgoIn } from "~/components/ui/time-ago";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { resourcesTexts } from "~/i18n/resources";
import { uiTexts } from "~/i18n/ui";
import { langOf } from "~/i18n/shown-in-english";

export const meta: MetaFunction = ({ matches }) => {
  const t = resourcesTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/resources",
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const category = new URL(request.url).searchParams.get("category")?.slice(0, 100) || "";
  const { items, categories } = await readOr("resources", { items: [], categories: [] }, () =>
    listResources(getDb(context.cloudflare.env), pageLanguageOf(request), category || undefined),
  );
  return {
    category,
    categories,
    now: Date.now(),
    items: items.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The categories the association uses (the seed's), labelled in `resources.categories`. */
const labelledCategories = ["templates", "finance", "legal", "marketing", "funding"] as const;
type LabelledCategory = (typeof labelledCategories)[number];
const isLabelled = (category: string): category is LabelledCategory =>
  (labelledCategories as readonly string[]).includes(category);

export default function Resources() {
  const { items, categories, category, now } = useLoaderData<typeof loader>();
  const t = useTexts(resourcesTexts);
  const ui = useTexts(uiTexts);
  const href = useLocalePath();
  // Another category an admin typed shows as typed, in both languages.
  const categoryLabel = (c: string) => (isLabelled(c) ? t.categories[c] : capitalise(c));
  const filters = [
    { value: "", label: t.all },
    ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
  ];
  return (
    <>
      <PageHeader title={t.headline} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {categories.length > 0 ? (
          <nav aria-label={t.filterLabel}>
            <ul className="flex flex-wrap justify-center gap-2">
              {filters.map((f) => (
                <li key={f.value}>
                  <Link
                    to={href(
                      f.value ? `/resources?category=${encodeURIComponent(f.value)}` : "/resources",
                    )}
                    aria-current={f.value === category ? "page" : undefined}
                    className="inline-block rounded-full border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                  >
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {items.length === 0 ? (
          <p className="py-16 text-center text-lg text-stone-700">{t.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((resource) => (
              <li key={resource.id} className={cardClassName("md", "flex flex-col")}>
                <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {categoryLabel(resource.category)}
                </span>
                <h2
                  className="mt-3 text-lg font-semibold text-stone-900"
                  lang={langOf(resource, "title")}
                >
                  {resource.title}
                </h2>
                {resource.description ? (
                  <p className="mt-1 text-sm text-stone-700" lang={langOf(resource, "description")}>
                    {resource.description}
                  </p>
                ) : null}
                <p className="mt-3 text-xs text-stone-600">
                  {format(t.added, { time: timeAgoIn(ui, resource.createdAt, now) })}
                </p>
                <a
                  href={resource.fileUrl}
                  target="_blank"
                  rel="noopener"
                  className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-label={format(t.downloadLabel, { title: resource.title })}
                >
                  {t.download}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
