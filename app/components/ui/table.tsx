import type { ComponentPropsWithoutRef, Key, ReactNode } from "react";

/** One column: its header (`label`, or only for screen readers with `hiddenLabel`) and cell. */
export type Column<Row> = {
  label: string;
  /** The header is read out but not shown (a column of buttons or links). */
  hiddenLabel?: boolean;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (`whitespace-nowrap`, `text-right` …). */
  className?: string;
};

const looks = {
  /** On a white ringed panel, headers above a rule, rows divided by lines (lists the admin acts on). */
  card: {
    wrapper: "scroll-cue relative overflow-x-auto rounded-2xl ring-1 ring-stone-200",
    head: "border-b border-stone-200 text-stone-700",
    headRow: "",
    th: "px-4 py-3 font-semibold",
    body: "divide-y divide-stone-200",
    row: "",
    td: "px-4 py-3",
  },
  /** Bare, ruled rows (records read, inside a section that is a card already). */
  plain: {
    wrapper: "scroll-cue relative overflow-x-auto",
    head: "",
    headRow: "border-b border-stone-300",
    th: "py-2 pr-3 last:pr-0",
    body: "",
    row: "border-b border-stone-200",
    td: "py-2 pr-3 last:pr-0",
  },
} as const;

/**
 * The admin's tables: a caption (for screen readers when `captionHidden`), column headers with
 * `scope="col"`, one row per item. `rowProps` adds attributes to a row (data-*, alignment). On a
 * phone a wide table scrolls inside its own box, whose edges show that it does (`.scroll-cue`);
 * the box is `relative` so that what is there for screen readers only (an absolutely placed
 * header) scrolls with it instead of widening the page.
 */
export function DataTable<Row>({
  caption,
  captionHidden = true,
  columns,
  rows,
  rowKey,
  rowProps,
  look = "card",
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (row: Row) => ComponentPropsWithoutRef<"tr">;
  look?: keyof typeof looks;
}) {
  const style = looks[look];
  const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ");
  return (
    // A region the keyboard can reach: when the table scrolls sideways, arrow keys scroll it.
    <div className={style.wrapper} role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className={captionHidden ? "sr-only" : undefined}>{caption}</caption>
        <thead className={style.head || undefined}>
          <tr className={style.headRow || undefined}>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={style.th}>
                {column.hiddenLabel ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={style.body || undefined}>
          {rows.map((row) => {
            const props = rowProps?.(row) ?? {};
            return (
              <tr
                key={rowKey(row)}
                {...props}
                className={join(style.row, props.className) || undefined}
              >
                {columns.map((column) => (
                  <td key={column.label} className={join(style.td, column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
