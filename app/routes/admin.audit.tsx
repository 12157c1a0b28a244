import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/auth/guards.server";
import { Pagination, hrefWith, pageParam } from "~/components/ui/pagination";
import { getDb, readOr } from "~/db.server";
import { AUDIT_PAGE_SIZE, listAudit } from "~/models/audit.server";
import { pageMeta } from "~/seo";
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
  return { entries, page, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
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
    <span className="font-mono text-xs">
      {Object.entries(value)
        .map(([key, item]) => `${key}: ${item === null ? "–" : String(item)}`)
        .join(", ")}
    </span>
  );
}

export default function AdminAudit() {
  const { entries, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
        Audit log
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-cream p-8 text-center text-stone-700">No decisions yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="py-2 pr-3">When</th>
                <th className="py-2 pr-3">Who</th>
                <th className="py-2 pr-3">What</th>
                <th className="py-2 pr-3">Before</th>
                <th className="py-2">After</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  className="border-b border-stone-200 align-top"
                  data-audit={entry.action}
                >
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {formatEventDate(entry.createdAt)}
                  </td>
                  <td className="py-2 pr-3">{entry.actorEmail}</td>
                  <td className="py-2 pr-3">
                    {entry.action}{" "}
                    <span className="text-stone-600">
                      ({entry.subjectType} {entry.subjectId.slice(0, 8)})
                    </span>
                  </td>
                  <td className="py-2 pr-3">
                    <Snapshot json={entry.before} />
                  </td>
                  <td className="py-2">
                    <Snapshot json={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => hrefWith("/admin/audit", { page: target })}
      />
    </section>
  );
}
