import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { PageHeader } from "~/components/ui/page-header";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb, readOr } from "~/models/db.server";
import { listFeaturedTestimonials } from "~/models/testimonials.server";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { cardClassName } from "~/components/ui/card";
import { useTexts } from "~/i18n/language";
import { successStoriesTexts } from "~/i18n/success-stories";
import { langOf } from "~/i18n/shown-in-english";

export const meta: MetaFunction = ({ matches }) => {
  const t = successStoriesTexts[metaLanguage(matches)];
  return pageMeta(matches, {
    title: t.meta.title,
    description: t.meta.description,
    path: "/success-stories",
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const stories = await readOr("testimonials", [], () =>
    listFeaturedTestimonials(getDb(context.cloudflare.env), pageLanguageOf(request)),
  );
  return {
    stories: stories.map(({ id, memberName, businessName, content, photoUrl, inEnglish }) => ({
      id,
      memberName,
      businessName,
      content,
      photoUrl,
      inEnglish,
    })),
  };
}

export default function SuccessStories() {
  const { stories } = useLoaderData<typeof loader>();
  const t = useTexts(successStoriesTexts);
  return (
    <>
      <PageHeader title={t.headline} lead={t.lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        {stories.length === 0 ? (
          <p className="py-16 text-center text-lg text-stone-700">{t.empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {stories.map((story) => (
              <li key={story.id} className={cardClassName("lg")}>
                <figure>
                  <span className="inline-block rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-semibold text-stone-900">
                    {t.featured}
                  </span>
                  <blockquote className="mt-4 text-stone-800" lang={langOf(story, "content")}>
                    “{story.content}”
                  </blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    <Avatar name={story.memberName} photoUrl={story.photoUrl} size="size-12" />
                    <span>
                      <span className="block font-semibold text-stone-900">{story.memberName}</span>
                      <span className="block text-sm text-stone-600">{story.businessName}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
