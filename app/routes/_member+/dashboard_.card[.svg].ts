import type { LoaderFunctionArgs } from "react-router";
import { getAssociation } from "~/config/association";
import { planLabels } from "~/components/ui/avatar";
import { PRIVATE_PAGE_CACHE_CONTROL } from "~/http/caching.server";
import { associationIn, format } from "~/i18n/language";
import { layoutTexts } from "~/i18n/layout";
import { pageLanguageOf } from "~/i18n/language.server";
import { memberCardTexts } from "~/i18n/member-card";
import { siteOrigin } from "~/utils/seo";
import { requireMemberCard } from "./__member-card.server";
import { memberCardSvg } from "./__member-card-svg";

/**
 * "Download card": her card as an SVG image (ID-1 size, 85.6 mm × 54 mm), drawn on the server
 * from the same facts as the page. Hers only, never stored by any cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const card = await requireMemberCard(request, context);
  const language = pageLanguageOf(request);
  const t = memberCardTexts[language];
  const site = getAssociation(context.cloudflare.env);
  const origin = siteOrigin(site, request);
  const svg = memberCardSvg({
    associationName: associationIn(site, language, layoutTexts[language]).fullName,
    name: card.name,
    number: card.number,
    photoUrl: card.photoUrl?.startsWith("/") ? `${origin}${card.photoUrl}` : card.photoUrl,
    plan: format(t.card.planMember, { plan: planLabels[card.plan] }),
    status: card.status ? t.card.statuses[card.status] : t.card.notStarted,
    validUntil: card.validUntil ?? "—",
    qr: card.qr,
    texts: t,
  });
  const prefix = site.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const filename = `${prefix}-card-${card.number.replace(/[^A-Za-z0-9-]/g, "")}.svg`;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL,
      // Opened on its own, the image may load her photo and nothing else: no script, no fetch.
      "Content-Security-Policy":
        "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'",
    },
  });
}
