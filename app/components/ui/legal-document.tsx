import { Link } from "react-router";
import type { LegalPage } from "~/content/legal";
import { PageHeader } from "~/components/ui/page-header";
import { format, switchLanguagePath, useLanguage, useLocalePath, useTexts } from "~/i18n/language";
import { legalTexts } from "~/i18n/legal";

const otherPages: LegalPage["slug"][] = ["privacy", "terms", "cookies"];

/**
 * A legal page, in the language `page` is written in. A translation says at the very top, above
 * its title, that the English text prevails, with a link to it (`?lang=en`: the explicit English
 * address, so her Hausa cookie does not send her back).
 */
export function LegalDocument({ page }: { page: LegalPage }) {
  const t = useTexts(legalTexts);
  const language = useLanguage();
  const href = useLocalePath();
  return (
    <>
      {language === "en" ? null : (
        <p
          data-translation-notice
          className="border-b border-stone-200 bg-white px-4 py-3 text-center text-sm text-stone-800"
        >
          {t.translation.notice}{" "}
          <Link
            to={switchLanguagePath(`/${page.slug}`, "en")}
            hrefLang="en"
            className="font-medium text-brand-700 underline"
          >
            {t.translation.englishLink}
          </Link>
        </p>
      )}
      <PageHeader title={page.title} lead={page.intro} />
      <article className="mx-auto max-w-3xl px-4 py-10 text-stone-800">
        <p className="text-sm text-stone-600">
          {format(t.lastUpdated, { date: page.lastUpdated })}
        </p>
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
        <nav aria-label={t.otherPolicies} className="mt-12 border-t border-stone-200 pt-6">
          <ul className="flex flex-wrap gap-4 text-sm">
            {otherPages
              .filter((slug) => slug !== page.slug)
              .map((slug) => (
                <li key={slug}>
                  <Link to={href(`/${slug}`)} className="font-medium text-brand-700 underline">
                    {t.policies[slug]}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </article>
    </>
  );
}
