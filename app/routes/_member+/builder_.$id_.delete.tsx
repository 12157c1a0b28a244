import { getFormProps, getInputProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { useZodForm } from "~/components/forms/use-zod-form";
import { WebsiteErrorBoundary } from "./__website-error";
import { getDb } from "~/models/db.server";
import { deleteWebsiteWithLogo } from "~/models/website-changes.server";
import { pageMeta } from "~/utils/seo";
import { toasts } from "~/http/toast.server";
import { deleteWebsiteSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { deleteWebsiteForm } from "~/validation/forms";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { builderTexts } from "~/i18n/builder";
import { format, useLocalePath } from "~/i18n/language";
import { parseWithZodIn } from "~/validation/parse";

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  pageMeta(matches, {
    title: data ? format(data.texts.deletePage.title, { name: data.businessName }) : "Delete",
    description: data?.texts.deletePage.description ?? "",
    path: `/builder/${params.id}/delete`,
  });

/** The confirmation step: a page of its own, so it works without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { site } = await requireOwnWebsite(request, context, params.id);
  return {
    id: site.id,
    slug: site.slug,
    businessName: site.content.businessName,
    published: site.status === "published",
    texts: builderTexts[pageLanguageOf(request)],
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnWebsite(request, context, params.id);
  const env = context.cloudflare.env;
  const submission = parseWithZodIn(await readFormData(request), {
    schema: deleteWebsiteSchema,
    language: pageLanguageOf(request),
  });
  if (submission.status !== "success" || submission.value.siteId !== site.id) {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const deleted = await deleteWebsiteWithLogo(getDb(env), env.UPLOADS, {
    id: site.id,
    userId: user.userId,
  });
  if (!deleted) throw new Response("Not Found", { status: 404 });
  const t = builderTexts[pageLanguageOf(request)];
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/templates"), {
    message: t.toasts.deleted,
    description: format(t.toasts.deletedDescription, { name: site.content.businessName }),
  });
}

export default function DeleteWebsite() {
  const { texts: t, ...site } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const href = useLocalePath();
  const [form, fields] = useZodForm(deleteWebsiteForm, {
    id: "delete-site",
    defaultValue: { siteId: site.id },
  });
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-extrabold text-stone-900">
        {format(t.deletePage.heading, { name: site.businessName })}
      </h1>
      <p className="mt-4 text-stone-800">
        {t.deletePage.text}
        {site.published ? ` ${format(t.deletePage.published, { slug: site.slug })}` : null}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-8 flex flex-wrap gap-3">
        <input {...getInputProps(fields.siteId, { type: "hidden" })} key={fields.siteId.key} />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {navigation.state === "submitting" ? t.deletePage.deleting : t.deletePage.confirm}
        </button>
        <Link
          to={href("/templates")}
          className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
        >
          {t.deletePage.cancel}
        </Link>
      </Form>
    </div>
  );
}

export const ErrorBoundary = WebsiteErrorBoundary;
