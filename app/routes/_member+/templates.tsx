import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { WebsiteErrorBoundary } from "./__website-error";
import { ModerationNote, StatusBadge } from "./__website-status";
import { Card } from "~/components/ui/card";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { LoadError } from "~/components/ui/load-error";
import { TEMPLATES_LIMIT } from "~/config/membership";
import { getAssociation } from "~/config/association";
import { getDb, readOr } from "~/models/db.server";
import { duplicateWebsiteWithLogo } from "~/models/website-changes.server";
import { listWebsitesOf, setWebsiteStatus } from "~/models/websites.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { formatDayIn } from "~/utils/hausa-dates";
import { builderTexts, type BuilderTexts } from "~/i18n/builder";
import { format, useLocalePath } from "~/i18n/language";
import { websiteActionSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data?.texts.templates.title ?? "My Templates",
    description: data?.texts.templates.description ?? "",
    path: "/templates",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = builderTexts[language];
  const sites = await readOr("member sites", null, () => listWebsitesOf(getDb(env), user.userId));
  return {
    origin: getAssociation(env).publicUrl || new URL(request.url).origin,
    limit: TEMPLATES_LIMIT,
    sites:
      sites?.map((site) => ({
        id: site.id,
        slug: site.slug,
        design: t.designs[site.design].name,
        status: site.status,
        businessName: site.content.businessName,
        updatedOn: formatDayIn(site.updatedAt, language),
        unpublishedReason: site.unpublishedReason,
        unpublishedOn: site.unpublishedAt ? formatDayIn(site.unpublishedAt, language) : null,
      })) ?? null,
    texts: t,
  };
}

/** The list's buttons: Duplicate, Publish, Unpublish — each on the member's own page only. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = builderTexts[language];
  const submission = parseWithZodIn(await readFormData(request), {
    schema: websiteActionSchema,
    language,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { intent, siteId } = submission.value;
  const { user, site } = await requireOwnWebsite(request, context, siteId);
  const db = getDb(env);
  const name = site.content.businessName;

  if (intent === "duplicate") {
    const copy = await duplicateWebsiteWithLogo(db, env.UPLOADS, {
      website: site,
      userId: user.userId,
      limit: TEMPLATES_LIMIT,
    });
    if (copy === "not-found") throw new Response("Not Found", { status: 404 });
    if (copy === "limit") {
      const limit = format(t.limitReached, { limit: TEMPLATES_LIMIT });
      return copyRefused(t, submission.reply({ formErrors: [limit] }));
    }
    return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/templates"), {
      message: t.toasts.copyCreated,
      description: format(t.toasts.copyCreatedDescription, { name, slug: copy.slug }),
    });
  }

  const status = intent === "publish" ? "published" : "draft";
  await setWebsiteStatus(db, { id: site.id, userId: user.userId, status });
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, "/templates"),
    intent === "publish"
      ? {
          message: t.toasts.published,
          description: format(t.toasts.publishedDescription, { slug: site.slug }),
        }
      : {
          message: t.toasts.unpublished,
          description: format(t.toasts.unpublishedDescription, { name }),
        },
  );
}

/** A sixth page refused: the limit, said in the form and as a toast. */
function copyRefused(t: BuilderTexts, result: SubmissionResult<string[]>) {
  return withToast(
    { result },
    {
      type: "error",
      message: format(t.limitReached, { limit: TEMPLATES_LIMIT }),
      description: t.toasts.deleteToCopy,
    },
    { status: 409 },
  );
}

const smallButton =
  "inline-flex items-center rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

export default function MyTemplates() {
  const { sites, limit, origin, texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const href = useLocalePath();
  const limitReached = format(t.limitReached, { limit });
  const used = sites?.length ?? 0;
  const atLimit = used >= limit;
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold text-brand-900">{t.templates.title}</h1>
            <p className="mt-1 text-stone-700">
              {format(t.templates.used, { used, limit })} · {format(t.limitText, { limit })}
            </p>
          </div>
          {atLimit ? (
            <div className="text-right">
              <button
                type="button"
                disabled
                aria-describedby="limit-reason"
                className="rounded-md bg-stone-300 px-5 py-3 font-semibold text-stone-700"
              >
                {t.templates.createNew}
              </button>
              <p id="limit-reason" className="mt-1 max-w-xs text-sm text-stone-700">
                {limitReached}. {t.templates.deleteToMake}
              </p>
            </div>
          ) : (
            <Link
              to={href("/builder")}
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {t.templates.createNew}
            </Link>
          )}
        </div>

        {sites === null ? (
          <LoadError what={t.templates.yourPages} />
        ) : sites.length === 0 ? (
          <div className="rounded-2xl bg-cream p-8 text-center">
            <p className="text-lg font-semibold text-stone-900">{t.templates.empty}</p>
            <p className="mt-1 text-stone-700">{t.templates.emptyText}</p>
          </div>
        ) : (
          <ul className="space-y-4">
            {sites.map((site) => {
              const published = site.status === "published";
              const url = `${origin}/sites/${site.slug}`;
              return (
                <Card as="li" key={site.id} padding="md" className="space-y-3">
                  <div className="flex flex-wrap items-center gap-3">
                    <h2 className="text-xl font-bold text-stone-900">{site.businessName}</h2>
                    <StatusBadge published={published} t={t} />
                    <span className="text-sm text-stone-700">
                      {format(t.templates.updated, { design: site.design, date: site.updatedOn })}
                    </span>
                  </div>
                  <p className="text-sm break-all">
                    {published ? (
                      <a
                        href={`/sites/${site.slug}`}
                        className="font-medium text-brand-800 underline"
                      >
                        {url}
                      </a>
                    ) : (
                      <span className="text-stone-700">
                        {format(t.templates.notPublished, { url })}
                      </span>
                    )}
                  </p>
                  {!published && site.unpublishedReason ? (
                    <ModerationNote reason={site.unpublishedReason} at={site.unpublishedOn} t={t} />
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={href(`/builder/${site.id}`)}
                      aria-label={format(t.templates.editLabel, { name: site.businessName })}
                      className={`${smallButton} border-brand-700 bg-brand-700 text-white`}
                    >
                      {t.templates.edit}
                    </Link>
                    <Link
                      to={href(`/builder/${site.id}/preview`)}
                      aria-label={format(t.templates.previewLabel, { name: site.businessName })}
                      className={`${smallButton} border-stone-300 text-stone-800`}
                    >
                      {t.templates.preview}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="siteId" value={site.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={published ? "unpublish" : "publish"}
                        aria-label={format(
                          published ? t.templates.unpublishLabel : t.templates.publishLabel,
                          { name: site.businessName },
                        )}
                        className={`${smallButton} border-stone-300 text-stone-800`}
                      >
                        {published ? t.templates.unpublish : t.templates.publish}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="siteId" value={site.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="duplicate"
                        disabled={atLimit}
                        title={atLimit ? limitReached : undefined}
                        aria-label={format(t.templates.duplicateLabel, { name: site.businessName })}
                        className={`${smallButton} border-stone-300 text-stone-800`}
                      >
                        {t.templates.duplicate}
                      </button>
                    </Form>
                    <Link
                      to={href(`/builder/${site.id}/delete`)}
                      aria-label={format(t.templates.deleteLabel, { name: site.businessName })}
                      className={`${smallButton} border-red-700 text-red-800`}
                    >
                      {t.templates.delete}
                    </Link>
                  </div>
                </Card>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = WebsiteErrorBoundary;
