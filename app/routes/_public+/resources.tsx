import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/ui/page-header";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { listResources } from "~/models/resources.server";
import { pageMeta } from "~/utils/seo";
import { timeAgo } from "~/utils/dates";
import { cardClassName } from "~/components/ui/card";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Resources",
    description:
      "Free guides, templates and tools for women entrepreneurs: business plans, bookkeeping, marketing, funding.",
    path: "/resources",
  });

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

export default function Resources() {
  const { items, categories, category, now } = useLoaderData<typeof loader>();
  const filters = [
    { value: "", label: "All" },
    ...categories.map((c) => ({ value: c, label: capitalise(c) })),
  ];
  return (
    <>
      <PageHeader
        title="Resources"
        lead="Guides, templates and tools to help you run and grow your business."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {categories.length > 0 ? (
          <nav aria-label="Filter by category">
            <ul className="flex flex-wrap justify-center gap-2">
              {filters.map((f) => (
                <li key={f.value}>
                  <Link
                    to={
                      f.value ? `/resources?category=${encodeURIComponent(f.value)}` : "/resources"
                    }
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
          <p className="py-16 text-center text-lg text-stone-700">No resources available yet.</p>
        ) : (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((resource) => (
              <li key={resource.id} className={cardClassName("md", "flex flex-col")}>
                <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {capitalise(resource.category)}
                </span>
                <h2 className="mt-3 text-lg font-semibold text-stone-900">{resource.title}</h2>
                {resource.description ? (
                  <p className="mt-1 text-sm text-stone-700">{resource.description}</p>
                ) : null}
                <p className="mt-3 text-xs text-stone-600">
                  Added {timeAgo(resource.createdAt, now)}
                </p>
                <a
                  href={resource.fileUrl}
                  target="_blank"
                  rel="noopener"
                  className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-label={`Download ${resource.title} (opens in a new tab)`}
                >
                  Download
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
