import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { Pagination, numberedHrefs, pageParam } from "~/components/ui/pagination";
import { DataTable, type Column } from "~/components/ui/table";
import { getDb, readOr } from "~/models/db.server";
import { AUDIT_PAGE_SIZE, listAudit } from "~/models/audit.server";
import { pageMeta } from "~/utils/seo";
import { formatEventDate } from "~/utils/dates";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Audit log",
    description: "Every admin decision.",
    path: "/admin/audit",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const page = pageParam(new URL(request.url).searchParams);
  const { entries, total } = await readOr("audit log", { entries: [], total: 0 }, () =>
    listAudit(getDb(context.cloudflare.env), page),
  );
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return { entries, page, pageCount, ...numberedHrefs("/admin/audit", {}, page, pageCount) };
}

/** A JSON snapshot as "key: value" pairs, or a dash. */
function Snapshot({ json }: { json: string | null }) {
  if (!json) return <span className="text-stone-500">–</span>;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return <span>{json}</span>;
  }
  return (
    // Long values (a reason, an address) wrap, between words where they can (break-all cut
    // every word at the line's end), in a column no narrower than 12rem: on a phone the table
    // scrolls in its own box instead.
    <span className="inline-block min-w-48 font-mono text-xs wrap-anywhere">
      {Object.entries(value)
        .map(([key, item]) => `${key}: ${item === null ? "–" : String(item)}`)
        .join(", ")}
    </span>
  );
}

type Entry = ReturnType<typeof useLoaderData<typeof loader>>["entries"][number];

const auditColumns: Column<Entry>[] = [
  {
    label: "When",
    className: "whitespace-nowrap",
    cell: (entry) => formatEventDate(entry.createdAt),
  },
  { label: "Who", cell: (entry) => entry.actorEmail },
  {
    label: "What",
    cell: (entry) => (
      <>
        {entry.action}{" "}
        <span className="text-stone-600">
          ({entry.subjectType} {entry.subjectId.slice(0, 8)})
        </span>
      </>
    ),
  },
  { label: "Before", cell: (entry) => <Snapshot json={entry.before} /> },
  { label: "After", cell: (entry) => <Snapshot json={entry.after} /> },
];

export default function AdminAudit() {
  const { entries, page, pageCount, previousHref, nextHref } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">No decisions yet.</p>
      ) : (
        <DataTable
          look="plain"
          caption="Admin decisions, newest first"
          columns={auditColumns}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowProps={(entry) => ({ className: "align-top", "data-audit": entry.action })}
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        previousHref={previousHref}
        nextHref={nextHref}
      />
    </section>
  );
}
