import type { MetaFunction } from "react-router";
import { IconCard } from "~/components/ui/icon-card";
import { PageHeader } from "~/components/ui/page-header";
import { StatGrid } from "~/components/ui/stat-grid";
import { aboutContent } from "~/content/about";
import { aboutTexts } from "~/i18n/about";
import { useLanguage } from "~/i18n/language";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const t = aboutTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/about",
  });
};

export default function About() {
  const about = aboutContent(useLanguage());
  return (
    <>
      <PageHeader title={about.headline} lead={about.lead} />
      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="story-heading">
        <h2 id="story-heading" className="text-3xl font-bold text-brand-900">
          {about.story.heading}
        </h2>
        {about.story.paragraphs.map((p) => (
          <p key={p.slice(0, 24)} className="mt-4 text-lg text-stone-700">
            {p}
          </p>
        ))}
      </section>
      <section className="mx-auto max-w-7xl px-4" aria-label={about.pillarsLabel}>
        <ul className="grid gap-6 md:grid-cols-3">
          {about.pillars.map((pillar) => (
            <IconCard key={pillar.title} icon={pillar.icon} title={pillar.title} headingLevel="h2">
              {"text" in pillar ? (
                <p className="mt-2 text-stone-700">{pillar.text}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {pillar.values.map((value) => (
                    <li
                      key={value}
                      className="rounded-full bg-cream px-3 py-1 text-sm font-medium text-brand-900"
                    >
                      {value}
                    </li>
                  ))}
                </ul>
              )}
            </IconCard>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="impact-heading">
        <h2 id="impact-heading" className="text-center text-3xl font-bold text-brand-900">
          {about.impact.heading}
        </h2>
        <StatGrid stats={about.impact.stats} className="mt-8" />
      </section>
    </>
  );
}
