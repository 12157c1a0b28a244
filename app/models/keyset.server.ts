import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { PageCursor } from "~/components/ui/pagination";

/**
 * Keyset pages (issue #41), shared by the directory and the admin's lists: a page starts after
 * the row named in the URL (or ends before it), found by its id, in (sort column, id) order. A
 * page reads the rows it shows and one more, however deep it is; OFFSET would read every row it
 * skips. The first pages may still be asked for by number (a bounded OFFSET).
 */

/** What a URL asks for: a page's number and, past the first, the row it follows or precedes. */
export type KeysetQuery = { page?: number; after?: string; before?: string };

/** Where a page starts: its number, the row in the URL, and whether it is read backwards. */
export type KeysetPosition = {
  page: number;
  after?: string;
  before?: string;
  backwards: boolean;
};

/** Pages a URL may ask for by number alone (OFFSET reads every row it skips). */
export const NUMBERED_PAGES = 20;

export function keysetPosition(query: KeysetQuery): KeysetPosition {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const after = query.after || undefined;
  const before = after ? undefined : query.before || undefined;
  return {
    page: after || before ? page : Math.min(page, NUMBERED_PAGES),
    after,
    before,
    backwards: Boolean(before),
  };
}

/** The list's order: a sort column, then the id that breaks its ties, each either way. */
export type KeysetOrder = {
  table: SQLiteTable;
  sort: AnyColumn | SQL;
  id: AnyColumn;
  descending?: boolean;
};

/**
 * The page's condition, order and offset in the list's order: rows past the cursor's (sort, id)
 * pair, read from it outwards; without a cursor, the numbered page's offset.
 */
export function keysetClauses(
  position: KeysetPosition,
  { table, sort, id, descending = false }: KeysetOrder,
  perPage: number,
) {
  const cursor = position.after ?? position.before;
  // Forwards in a descending list, and backwards in an ascending one, the keys go down.
  const down = descending !== position.backwards;
  const where = cursor
    ? sql`(${sort}, ${id}) ${down ? sql`<` : sql`>`} ((select ${sort} from ${table} where ${id} = ${cursor}), ${cursor})`
    : undefined;
  const direction = down ? desc : asc;
  return {
    where,
    orderBy: [direction(sort), direction(id)],
    limit: perPage + 1,
    offset: cursor ? 0 : (position.page - 1) * perPage,
  };
}

/** Where a keyset page stands: its number and its links. */
export type KeysetLinks = { page: number; previous: PageCursor | null; next: PageCursor | null };

/** The first page with no links: what a list shows when it could not be read. */
export const FIRST_PAGE: KeysetLinks = { page: 1, previous: null, next: null };

/**
 * The page from its rows (read with one more than it shows, in reading order): the rows in the
 * list's order and where its "Previous" and "Next" links go.
 */
export function keysetPage<Row extends { id: string }>(
  rows: Row[],
  { page, backwards }: KeysetPosition,
  perPage: number,
): KeysetLinks & { rows: Row[] } {
  const more = rows.length > perPage;
  const shown = backwards ? rows.slice(0, perPage).reverse() : rows.slice(0, perPage);
  const first = shown[0];
  const last = shown.at(-1);
  // Going back, the first page is the plain address (no cursor): her page 1 is everyone's.
  const previousPage = (backwards ? more : page > 1) && first ? page - 1 : 0;
  return {
    rows: shown,
    page,
    previous:
      previousPage >= 1
        ? previousPage === 1
          ? { page: 1 }
          : { page: previousPage, before: first!.id }
        : null,
    next: (backwards || more) && last ? { page: page + 1, after: last.id } : null,
  };
}
