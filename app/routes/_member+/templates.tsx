import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guards.server";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { WebsiteErrorBoundary } from "./__website-error";
import { ModerationNote, StatusBadge } from "./__website-status";
import { Card } from "~/components/ui/card";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { LoadError } from "~/components/ui/load-error";
import { LIMIT_REACHED, designs } from "~/config/website";
import { TEMPLATES_LIMIT, TEMPLATES_LIMIT_TEXT } from "~/config/membership";
import { getAssociation } from "~/config/association";
import { getDb, readOr } from "~/models/db.server";
import { duplicateWebsiteWithLogo } from "~/models/website-changes.server";
import { listWebsitesOf, setWebsiteStatus } from "~/models/websites.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { formatDay } from "~/utils/dates";
import { websiteActionSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "My Templates",
    description: "Your business web pages.",
    path: "/templates",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const sites = await readOr("member sites", null, () => listWebsitesOf(getDb(env), user.userId));
  return {
    origin: getAssociation(env).publicUrl || new URL(request.url).origin,
    limit: TEMPLATES_LIMIT,
    sites:
      sites?.map((site) => ({
        id: site.id,
        slug: site.slug,
        design: designs[site.design].name,
        status: site.status,
        businessName: site.content.businessName,
        updatedAt: site.updatedAt.getTime(),
        unpublishedReason: site.unpublishedReason,
        unpublishedAt: site.unpublishedAt?.getTime() ?? null,
      })) ?? null,
  };
}

/** The list's buttons: Duplicate, Publish, Unpublish — each on the member's own page only. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const env = context.cloudflare.env;
  const submission = parseWithZodIn(await readFormData(request), {
    schema: websiteActionSchema,
    language: pageLanguageOf(request),
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
    if (copy === "limit") return copyRefused(submission.reply({ formErrors: [LIMIT_REACHED] }));
    return toasts(env).redirectWithSuccess("/templates", {
      message: "Copy created",
      description: `A draft copy of “${name}” at /sites/${copy.slug}.`,
    });
  }

  const status = intent === "publish" ? "published" : "draft";
  await setWebsiteStatus(db, { id: site.id, userId: user.userId, status });
  return toasts(env).redirectWithSuccess(
    "/templates",
    intent === "publish"
      ? { message: "Your page is published!", description: `Share it: /sites/${site.slug}` }
      : { message: "Your page is unpublished", description: `“${name}” is a draft again.` },
  );
}

/** A sixth page refused: the limit, said in the form and as a toast. */
function copyRefused(result: SubmissionResult<string[]>) {
  return withToast(
    { result },
    {
      type: "error",
      message: LIMIT_REACHED,
      description: "Delete one of your pages to make a copy.",
    },
    { status: 409 },
  );
}

const smallButton =
  "inline-flex items-center rounded-md border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

export default function MyTemplates() {
  const { sites, limit, origin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const used = sites?.length ?? 0;
  const atLimit = used >= limit;
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold text-brand-900">My Templates</h1>
            <p className="mt-1 text-stone-700">
              {used} of {limit} pages used · {TEMPLATES_LIMIT_TEXT}
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
                Create new
              </button>
              <p id="limit-reason" className="mt-1 max-w-xs text-sm text-stone-700">
                {LIMIT_REACHED}. Delete a page to make a new one.
              </p>
            </div>
          ) : (
            <Link
              to="/builder"
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Create new
            </Link>
          )}
        </div>

        {sites === null ? (
          <LoadError what="Your pages" />
        ) : sites.length === 0 ? (
          <div className="rounded-2xl bg-cream p-8 text-center">
            <p className="text-lg font-semibold text-stone-900">You have no pages yet.</p>
            <p className="mt-1 text-stone-700">
              Make a one-page website for your business in a few minutes and share it on WhatsApp.
            </p>
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
                    <StatusBadge published={published} />
                    <span className="text-sm text-stone-700">
                      {site.design} · updated {formatDay(site.updatedAt)}
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
                      <span className="text-stone-700">{url} (not published)</span>
                    )}
                  </p>
                  {!published && site.unpublishedReason ? (
                    <ModerationNote reason={site.unpublishedReason} at={site.unpublishedAt} />
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/builder/${site.id}`}
                      aria-label={`Edit ${site.businessName}`}
                      className={`${smallButton} border-brand-700 bg-brand-700 text-white`}
                    >
                      Edit
                    </Link>
                    <Link
                      to={`/builder/${site.id}/preview`}
                      aria-label={`Preview ${site.businessName}`}
                      className={`${smallButton} border-stone-300 text-stone-800`}
                    >
                      Preview
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="siteId" value={site.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={published ? "unpublish" : "publish"}
                        aria-label={`${published ? "Unpublish" : "Publish"} ${site.businessName}`}
                        className={`${smallButton} border-stone-300 text-stone-800`}
                      >
                        {published ? "Unpublish" : "Publish"}
                      </button>
                    </Form>
                    <Form method="post">
                      <input type="hidden" name="siteId" value={site.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="duplicate"
                        disabled={atLimit}
                        title={atLimit ? LIMIT_REACHED : undefined}
                        aria-label={`Duplicate ${site.businessName}`}
                        className={`${smallButton} border-stone-300 text-stone-800`}
                      >
                        Duplicate
                      </button>
                    </Form>
                    <Link
                      to={`/builder/${site.id}/delete`}
                      aria-label={`Delete ${site.businessName}`}
                      className={`${smallButton} border-red-700 text-red-800`}
                    >
                      Delete
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
