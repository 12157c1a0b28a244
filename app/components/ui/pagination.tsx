import { Link } from "react-router";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { uiTexts } from "~/i18n/ui";

/**
 * "Previous · Page 2 of 9 · Next" as plain links (works without JavaScript), in the page's
 * language; without a `pageCount` (a list nobody counts), the links alone.
 */
export function Pagination({
  page,
  pageCount,
  previousHref,
  nextHref,
}: {
  page: number;
  pageCount?: number;
  /** Where the links go (the loader writes them: `numberedHrefs`, `keysetHrefs`), null for none. */
  previousHref: string | null;
  nextHref: string | null;
}) {
  const t = useTexts(uiTexts);
  // The page's language goes with the links, whatever address the loader wrote.
  const href = useLocalePath();
  if (!previousHref && !nextHref) return null;
  const link = (to: string, rel: string, label: string) => (
    <Link
      to={href(to)}
      rel={rel}
      className="rounded-md border border-stone-300 px-4 py-2 font-medium"
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t.pagination.pages} className="mt-8 flex items-center justify-center gap-4">
      {previousHref ? link(previousHref, "prev", t.pagination.previous) : null}
      {pageCount ? (
        <span className="text-sm text-stone-700">
          {format(t.pagination.pageOf, { page, pageCount })}
        </span>
      ) : null}
      {nextHref ? link(nextHref, "next", t.pagination.next) : null}
    </nav>
  );
}

/** The addresses of a numbered page's links, with the list's own parameters (its filters). */
export function numberedHrefs(
  path: string,
  params: Record<string, string | undefined>,
  page: number,
  pageCount: number,
) {
  return {
    previousHref: page > 1 ? hrefWith(path, { ...params, page: page - 1 }) : null,
    nextHref: page < pageCount ? hrefWith(path, { ...params, page: page + 1 }) : null,
  };
}

/** The `page` query parameter as a positive integer (1 when absent or nonsense). */
export function pageParam(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** Where a keyset list's "Previous" or "Next" link goes (app/models/keyset.server.ts). */
export type PageCursor = { page: number; after?: string; before?: string };

/** The addresses of a keyset page's links, with the list's own parameters (its filters). */
export function keysetHrefs(
  path: string,
  params: Record<string, string | undefined>,
  { previous, next }: { previous: PageCursor | null; next: PageCursor | null },
) {
  return {
    previousHref: previous && hrefWith(path, { ...params, ...previous }),
    nextHref: next && hrefWith(path, { ...params, ...next }),
  };
}

const MAX_CURSOR_LENGTH = 64;

/**
 * Where a list's page starts, from its URL: the `page` number and, for keyset pages (issue #41),
 * the id of the row it comes `after` or `before`.
 */
export function keysetParams(params: URLSearchParams) {
  const cursor = (name: string) =>
    params.get(name)?.trim().slice(0, MAX_CURSOR_LENGTH) || undefined;
  return { page: pageParam(params), after: cursor("after"), before: cursor("before") };
}

/** A URL with these query parameters, leaving out empty ones and page 1. */
export function hrefWith(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
