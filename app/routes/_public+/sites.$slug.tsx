import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { WebsiteView } from "~/components/website/website-view";
import { SLUG_MAX } from "~/config/website";
import { getDb, readOr } from "~/models/db.server";
import { logoVersion } from "~/models/website-storage.server";
import { publishedWebsiteBySlug } from "~/models/websites.server";
import { format, useTexts } from "~/i18n/language";
import { memberSiteTexts } from "~/i18n/member-site";
import { metaLanguage, pageMeta } from "~/utils/seo";

/**
 * A member's published website. Server-rendered with no script bundle (no `handle.hydrate`):
 * it is shared on WhatsApp and opened on cheap phones. Drafts, unpublished and unknown
 * addresses are 404s.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const site =
    slug.length <= SLUG_MAX
      ? await readOr("published site", undefined, () =>
          publishedWebsiteBySlug(getDb(context.cloudflare.env), slug),
        )
      : undefined;
  if (!site) throw new Response("Not Found", { status: 404 });
  return {
    slug: site.slug,
    design: site.design,
    theme: site.theme,
    content: site.content,
    logoUrl: site.logoKey ? `/sites/${site.slug}/logo?v=${logoVersion(site.logoKey)}` : null,
    memberProfileId: site.memberProfileId,
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const t = memberSiteTexts[metaLanguage(matches)];
  if (!data) return [{ title: `${t.notFound} | ZAMWE` }];
  const { content } = data;
  const description =
    content.tagline ??
    (content.about
      ? content.about.slice(0, 160)
      : format(t.onZamwe, { name: content.businessName }));
  return pageMeta(matches, {
    title: content.businessName,
    description,
    path: `/sites/${data.slug}`,
    image: data.logoUrl ?? undefined,
    imageAlt: data.logoUrl ? format(t.logo, { name: content.businessName }) : undefined,
  }).map((tag) =>
    // The WhatsApp preview card shows the business, not the page title with the site's name.
    "property" in tag && tag.property === "og:title"
      ? { property: "og:title", content: content.businessName }
      : tag,
  );
};

export default function PublishedWebsite() {
  const site = useLoaderData<typeof loader>();
  return <WebsiteView {...site} t={useTexts(memberSiteTexts)} />;
}
