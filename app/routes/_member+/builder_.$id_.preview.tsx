import { type LoaderFunctionArgs, type MetaFunction, Link, useLoaderData } from "react-router";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { WebsiteErrorBoundary } from "./__website-error";
import { WebsiteView } from "~/components/website/website-view";
import { StatusBadge } from "./__website-status";
import { getDb, readOr } from "~/models/db.server";
import { membershipOf } from "~/models/membership/linking.server";
import { logoVersion } from "~/models/website-storage.server";
import { pageMeta } from "~/utils/seo";
import { builderTexts } from "~/i18n/builder";
import { format, useLocalePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { memberSiteTexts } from "~/i18n/member-site";

/**
 * The member's page as visitors will see it, draft or published: the preview without
 * JavaScript (with it, the builder also draws a live one beside the form). No script bundle.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, site } = await requireOwnWebsite(request, context, params.id);
  const membership = await readOr("membership", undefined, () =>
    membershipOf(getDb(context.cloudflare.env), user),
  );
  const language = pageLanguageOf(request);
  return {
    texts: builderTexts[language],
    siteTexts: memberSiteTexts[language],
    id: site.id,
    slug: site.slug,
    status: site.status,
    design: site.design,
    theme: site.theme,
    content: site.content,
    logoUrl: site.logoKey ? `/builder/${site.id}/logo?v=${logoVersion(site.logoKey)}` : null,
    memberProfileId: membership?.status === "approved" ? membership.applicationId : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) => [
  ...pageMeta(matches, {
    title: data
      ? format(data.texts.previewPage.title, { name: data.content.businessName })
      : "Preview",
    description: data?.texts.previewPage.description ?? "",
    path: `/builder/${params.id}/preview`,
  }),
  { name: "robots", content: "noindex" },
];

export default function PreviewWebsite() {
  const { texts: t, siteTexts, ...site } = useLoaderData<typeof loader>();
  const href = useLocalePath();
  const published = site.status === "published";
  return (
    <>
      <div className="border-b border-gold-500 bg-amber-50">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold text-stone-900">{t.previewPage.heading}</p>
          <StatusBadge published={published} t={t} />
          <p className="text-sm text-stone-800">
            {published
              ? format(t.previewPage.visitorsSee, { slug: site.slug })
              : t.previewPage.onlyYou}
          </p>
          <Link
            to={href(`/builder/${site.id}`)}
            className="font-semibold text-brand-800 underline sm:ml-auto"
          >
            {t.previewPage.back}
          </Link>
        </div>
      </div>
      <WebsiteView {...site} t={siteTexts} />
    </>
  );
}

export const ErrorBoundary = WebsiteErrorBoundary;
