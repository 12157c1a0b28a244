import type { MetaFunction } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { IconCard } from "~/components/ui/icon-card";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { servicesContent } from "~/content/services";
import { useLanguage, useLocalePath } from "~/i18n/language";
import { servicesTexts } from "~/i18n/services";
import { metaLanguage, pageMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) => {
  const t = servicesTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/services",
  });
};

export default function Services() {
  const servicesPage = servicesContent(useLanguage());
  const href = useLocalePath();
  const { cta } = servicesPage;
  return (
    <>
      <PageHeader title={servicesPage.headline} lead={servicesPage.lead} />
      <section className="mx-auto max-w-7xl px-4 py-14" aria-label={servicesPage.listLabel}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {servicesPage.services.map((service) => (
            <IconCard
              key={service.title}
              icon={service.icon}
              title={service.title}
              headingLevel="h2"
            >
              <p className="mt-1 text-sm text-stone-700">{service.description}</p>
              <ul className="mt-4 space-y-2 text-sm text-stone-800">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="size-5 shrink-0 text-brand-700" />
                    {feature}
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4" aria-labelledby="cta-heading">
        <div className="rounded-2xl bg-brand-800 px-6 py-12 text-center text-white">
          <h2 id="cta-heading" className="text-3xl font-bold">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{cta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={href(cta.primary.to)} variant="gold">
              {cta.primary.label}
            </ButtonLink>
            <ButtonLink to={href(cta.secondary.to)} variant="light">
              {cta.secondary.label}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
