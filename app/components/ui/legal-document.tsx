import { Link } from "@remix-run/react";
import type { LegalPage } from "~/content/legal";
import { PageHeader } from "~/components/ui/page-header";

const otherPages = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Use" },
  { to: "/cookies", label: "Cookie Policy" },
];

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <PageHeader title={page.title} lead={page.intro} />
      <article className="mx-auto max-w-3xl px-4 py-10 text-stone-800">
        <p className="text-sm text-stone-600">Last updated: {page.lastUpdated}</p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
            {section.blocks.map((block, i) =>
              block.kind === "p" ? (
                <p key={i} className="mt-3 leading-relaxed">
                  {block.text}
                </p>
              ) : (
                <ul key={i} className="mt-3 list-disc space-y-1 pl-6 leading-relaxed">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
        <nav aria-label="Other policies" className="mt-12 border-t border-stone-200 pt-6">
          <ul className="flex flex-wrap gap-4 text-sm">
            {otherPages
              .filter((p) => p.to !== `/${page.slug}`)
              .map((p) => (
                <li key={p.to}>
                  <Link to={p.to} className="font-medium text-brand-700 underline">
                    {p.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </article>
    </>
  );
}
