import type { AppLoadContext } from "react-router";
import { builderTexts } from "~/i18n/builder";
import { localePath } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { getWebsite, type Website } from "~/models/websites.server";
import { requireUser } from "./guards.server";
import type { CurrentUser } from "./session.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in member and her site `id`: 404 when there is no such site, 403 (with the error
 * screen's texts in the page's language) when it is another member's (for every method: pages,
 * posts, logos). Admins are members here too — they moderate from /admin/sites, they do not edit.
 */
export async function requireOwnWebsite(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): Promise<{ user: CurrentUser; site: Website }> {
  const user = await requireUser(request, context);
  const site =
    id && UUID.test(id) ? await getWebsite(getDb(context.cloudflare.env), id) : undefined;
  if (!site) throw new Response("Not Found", { status: 404 });
  if (site.userId !== user.userId) {
    // The builder's error screen shows these, in the page's language (./__website-error.tsx).
    const language = pageLanguageOf(request);
    const t = builderTexts[language];
    throw Response.json(
      {
        title: t.errors.notYours,
        message: t.errors.notYoursText,
        link: { to: localePath("/templates", language), label: t.templates.title },
      },
      { status: 403 },
    );
  }
  return { user, site };
}
