import type { MetaFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Carousel } from "~/components/ui/carousel";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { StatGrid } from "~/components/ui/stat-grid";
import { membersShowcaseContent } from "~/content/members-showcase";
import { useLanguage, useLocalePath } from "~/i18n/language";
import { membersShowcaseTexts } from "~/i18n/members-showcase";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const t = membersShowcaseTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/members-old",
  });
};

export default function MembersShowcase() {
  const showcase = membersShowcaseContent(useLanguage());
  const href = useLocalePath();
  const { carousel, stats, benefits } = showcase;
  return (
    <>
      <PageHeader title={showcase.headline} lead={showcase.lead} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Carousel
          id="members-carousel"
          label={carousel.label}
          slides={carousel.slides}
          intervalMs={carousel.intervalMs}
          stopOnInteraction
          sizes="(min-width: 896px) 896px, 100vw"
          firstEager
        />
      </div>
      <section className="mx-auto max-w-7xl px-4" aria-label={showcase.statsLabel}>
        <StatGrid stats={stats} />
      </section>
      <section className="mx-auto max-w-3xl px-4 py-14" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="text-center text-3xl font-bold text-brand-900">
          {benefits.heading}
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {benefits.items.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-xl bg-cream p-4 text-stone-800">
              <Icon name="check" className="size-6 shrink-0 text-brand-700" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to={href("/join")}>{showcase.joinNow}</ButtonLink>
        </div>
      </section>
    </>
  );
}
