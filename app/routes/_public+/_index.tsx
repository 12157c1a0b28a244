import type { MetaFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { Carousel } from "~/components/ui/carousel";
import { IconCard } from "~/components/ui/icon-card";
import { Icon } from "~/components/ui/icons";
import { StatGrid } from "~/components/ui/stat-grid";
import { homeContent } from "~/content/home";
import { homeTexts } from "~/i18n/home";
import { useLanguage, useLocalePath } from "~/i18n/language";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const t = homeTexts[metaLanguage(matches)];
  return pageMeta(matches, { title: t.meta.title, description: t.meta.description, path: "/" });
};

export default function Home() {
  const { hero, homeStats, homeCarousel, supportSection, hallOfWomen } = homeContent(useLanguage());
  const href = useLocalePath();
  return (
    <>
      <section className="bg-cream">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="inline-block rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-stone-900">
              {hero.badge}
            </p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
              {hero.headline}
            </h1>
            <p className="mt-4 text-lg text-stone-700">{hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={href(hero.primaryCta.to)}>
                {hero.primaryCta.label}
                <Icon name="arrowRight" className="size-5" />
              </ButtonLink>
              <ButtonLink to={href(hero.secondaryCta.to)} variant="outline">
                {hero.secondaryCta.label}
              </ButtonLink>
            </div>
          </div>
          <Carousel
            id="home-carousel"
            label={homeCarousel.label}
            slides={homeCarousel.slides}
            intervalMs={homeCarousel.intervalMs}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            firstEager
          />
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-12">
          <h2 className="sr-only">{homeStats.heading}</h2>
          <StatGrid stats={homeStats.stats} />
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="support-heading">
        <h2 id="support-heading" className="text-center text-3xl font-bold text-brand-900">
          {supportSection.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-700">{supportSection.lead}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {supportSection.cards.map((card) => (
            <IconCard
              key={card.title}
              icon={card.icon}
              title={card.title}
              badgeClassName={card.color}
            >
              <p className="mt-2 text-stone-700">{card.description}</p>
            </IconCard>
          ))}
        </ul>
      </section>

      <section className="bg-brand-900 text-white" aria-labelledby="hall-heading">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h2 id="hall-heading" className="text-center text-3xl font-bold">
            {hallOfWomen.heading}
          </h2>
          <p className="mt-3 text-center text-brand-100">{hallOfWomen.lead}</p>
          <ol className="relative mt-10 space-y-8 border-l-2 border-gold-400 pl-6">
            {hallOfWomen.entries.map((woman) => (
              <li key={woman.name} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[33px] size-4 rounded-full border-2 border-gold-400 bg-brand-900"
                />
                <h3 className="text-xl font-semibold">{woman.name}</h3>
                <p className="text-sm font-medium text-gold-300">{woman.era}</p>
                <p className="mt-1 font-medium">{woman.achievement}</p>
                <p className="text-brand-100">{woman.impact}</p>
              </li>
            ))}
          </ol>
          <figure className="mt-12 text-center">
            <blockquote className="text-xl font-medium italic">
              “{hallOfWomen.closingQuote.text}”
            </blockquote>
            <figcaption className="mt-2 text-gold-300">
              — {hallOfWomen.closingQuote.attribution}
            </figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
