import { getFormProps } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { FormErrors } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import {
  ContactFields,
  DesignPicker,
  EditorButtons,
  HoursAndLocationFields,
  ProductsFields,
  ThemePicker,
  WebAddressField,
  WebsiteDetailsFields,
} from "./__editor-fields";
import { LogoField, useLogoPreview } from "./__logo-field";
import { LivePreview, previewStateFrom, type PreviewState } from "./__live-preview";
import { WebsiteErrorBoundary } from "./__website-error";
import { ModerationNote, StatusBadge } from "./__website-status";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getAssociation } from "~/config/association";
import { getDb } from "~/models/db.server";
import { saveWebsiteWithLogo } from "~/models/website-changes.server";
import { contentOf, formValuesOf } from "~/models/website-form";
import { logoRefusals, logoUploadFrom, logoVersion } from "~/models/website-storage.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { slugMessages, websiteFormSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { websiteForm } from "~/validation/forms";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { builderTexts, type BuilderTexts } from "~/i18n/builder";
import { format, useLocalePath } from "~/i18n/language";
import { memberSiteTexts } from "~/i18n/member-site";
import { localiseMessage } from "~/i18n/validation-messages";
import { formatDayIn } from "~/utils/hausa-dates";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  pageMeta(matches, {
    title: data
      ? format(data.texts.editor.title, { name: data.site.businessName })
      : "Website Builder",
    description: data?.texts.editor.description ?? "",
    path: `/builder/${params.id}`,
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { site } = await requireOwnWebsite(request, context, params.id);
  const origin = getAssociation(context.cloudflare.env).publicUrl || new URL(request.url).origin;
  const language = pageLanguageOf(request);
  return {
    texts: builderTexts[language],
    siteTexts: memberSiteTexts[language],
    site: {
      id: site.id,
      slug: site.slug,
      status: site.status,
      businessName: site.content.businessName,
      logoUrl: site.logoKey ? `/builder/${site.id}/logo?v=${logoVersion(site.logoKey)}` : null,
      updatedAt: site.updatedAt.getTime(),
      unpublishedReason: site.unpublishedReason,
      unpublishedOn: site.unpublishedAt ? formatDayIn(site.unpublishedAt, language) : null,
    },
    defaultValue: formValuesOf(site),
    publicUrl: `${origin}/sites/${site.slug}`,
  };
}

const intents = ["save", "preview", "publish", "unpublish"] as const;
type Intent = (typeof intents)[number];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnWebsite(request, context, params.id);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const intent: Intent = intents.find((i) => i === formData.get("intent")) ?? "save";
  const language = pageLanguageOf(request);
  const t = builderTexts[language];
  const submission = parseWithZodIn(formData, { schema: websiteFormSchema, language });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  // The logo is judged by its bytes before anything is stored; a refusal keeps what was typed.
  const logo = await logoUploadFrom(formData.get("logo"));
  if (logo && "refusal" in logo) {
    const refusal =
      language === "en"
        ? logo.refusal
        : logo.refusal === logoRefusals.tooLarge
          ? t.toasts.logoTooLarge
          : t.toasts.logoNotImage;
    const result = submission.reply({ fieldErrors: { logo: [refusal] } });
    return withToast(
      { result, refusedAt: Date.now() },
      { type: "error", message: t.toasts.logoRefused, description: refusal },
      { status: 400 },
    );
  }
  const { design, theme, slug, removeLogo } = submission.value;
  const outcome = await saveWebsiteWithLogo(getDb(env), env.UPLOADS, {
    website: site,
    userId: user.userId,
    design,
    theme,
    slug,
    content: contentOf(submission.value),
    logo,
    removeLogo,
    status: intent === "publish" ? "published" : intent === "unpublish" ? "draft" : undefined,
  });
  if (outcome === "failed") {
    return withToast(
      { result: submission.reply() },
      { type: "error", message: t.toasts.saveFailed, description: t.toasts.tryLater },
      { status: 503 },
    );
  }
  if (outcome === "not-found") throw new Response("Not Found", { status: 404 });
  if (outcome === "slug-taken") {
    const taken = localiseMessage(slugMessages.taken, language);
    const result = submission.reply({ fieldErrors: { slug: [taken] } });
    return withToast(
      { result },
      { type: "error", message: t.toasts.notSaved, description: taken },
      { status: 409 },
    );
  }
  if (intent === "preview") {
    throw redirect(localeRedirectPath(request, `/builder/${site.id}/preview`));
  }
  const published = intent === "publish" || (intent === "save" && site.status === "published");
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, `/builder/${site.id}`),
    savedMessage(t, intent, slug, published),
  );
}

/** The toast after a save, publish or unpublish. */
function savedMessage(
  t: BuilderTexts,
  intent: Exclude<Intent, "preview">,
  slug: string,
  published: boolean,
) {
  const messages: Record<Exclude<Intent, "preview">, { message: string; description: string }> = {
    save: published
      ? {
          message: t.toasts.changesSaved,
          description: format(t.toasts.changesSavedDescription, { slug }),
        }
      : { message: t.toasts.draftSaved, description: t.toasts.draftSavedDescription },
    publish: {
      message: t.toasts.published,
      description: format(t.toasts.publishedDescription, { slug }),
    },
    unpublish: {
      message: t.toasts.unpublished,
      description: t.toasts.unpublishedEditorDescription,
    },
  };
  return messages[intent];
}

export default function EditWebsite() {
  const data = useLoaderData<typeof loader>();
  // Every save brings the stored values back into a fresh form (prices as stored, empty rows
  // closed up), with JavaScript as without.
  return <WebsiteEditor key={data.site.updatedAt} {...data} />;
}

function WebsiteEditor({
  site,
  defaultValue,
  publicUrl,
  texts: t,
  siteTexts,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  const href = useLocalePath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submittingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "save") : null;
  const [form, fields] = useZodForm(websiteForm, {
    id: `site-${site.id}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue,
  });

  // JavaScript only: the live preview follows the form as she types.
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const refresh = useCallback(() => {
    if (formRef.current) {
      setPreview(previewStateFrom(new FormData(formRef.current), t.editor.namelessBusiness));
    }
  }, [t]);
  useEffect(() => {
    refresh();
  }, [refresh, actionData, site.updatedAt]);
  const { logoUrl, scaling, onLogoChange } = useLogoPreview(site.logoUrl, actionData);

  const logoError = (actionData?.result?.error as Record<string, string[]> | undefined)?.logo;
  const refusedAt = (actionData as { refusedAt?: number } | undefined)?.refusedAt ?? 0;
  const busy = navigation.state !== "idle" || scaling;
  const published = site.status === "published";

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <EditorHeader site={site} publicUrl={publicUrl} published={published} t={t} />
        {!published && site.unpublishedReason ? (
          <ModerationNote reason={site.unpublishedReason} at={site.unpublishedOn} t={t} />
        ) : null}

        <div className="grid gap-8 lg:grid-cols-2">
          <Form
            ref={formRef}
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            onInput={refresh}
            onChange={refresh}
            className="space-y-6"
          >
            <FormErrors errors={form.errors} id={form.errorId} />
            <DesignPicker field={fields.design} t={t} />
            <ThemePicker field={fields.theme} t={t} />
            <WebsiteDetailsFields fields={fields} t={t}>
              <LogoField
                storedUrl={site.logoUrl}
                inputKey={`logo-${site.updatedAt}-${refusedAt}`}
                error={logoError?.[0]}
                removeField={fields.removeLogo}
                onChange={(input) => void onLogoChange(input)}
                t={t}
              />
            </WebsiteDetailsFields>
            <ProductsFields
              field={fields.products}
              filled={defaultValue.products.filter((p) => p.name).length}
              t={t}
            />
            <HoursAndLocationFields fields={fields} t={t} />
            <ContactFields fields={fields} t={t} />
            <WebAddressField field={fields.slug} t={t} />
            <EditorButtons busy={busy} published={published} submitting={submittingIntent} t={t} />
          </Form>

          {preview ? (
            <LivePreview state={preview} logoUrl={logoUrl} t={t} siteTexts={siteTexts} />
          ) : null}
        </div>

        <p className="border-t border-stone-200 pt-6">
          <Link
            to={href(`/builder/${site.id}/delete`)}
            className="font-semibold text-red-800 underline"
          >
            {t.editor.deletePage}
          </Link>
        </p>
      </div>
    </>
  );
}

/** The way back, the title with its status, and the links to the preview and the live page. */
function EditorHeader({
  site,
  publicUrl,
  published,
  t,
}: {
  site: { id: string; slug: string; businessName: string };
  publicUrl: string;
  published: boolean;
  t: BuilderTexts;
}) {
  const href = useLocalePath();
  return (
    <div className="space-y-2">
      <Link to={href("/templates")} className="text-sm font-semibold text-brand-800 underline">
        {t.backToTemplates}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">
          {format(t.editor.title, { name: site.businessName })}
        </h1>
        <StatusBadge published={published} t={t} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link
          to={href(`/builder/${site.id}/preview`)}
          className="font-semibold text-brand-800 underline"
        >
          {t.editor.preview}
        </Link>
        {published ? (
          <a href={href(`/sites/${site.slug}`)} className="font-semibold text-brand-800 underline">
            {t.editor.viewLive}
          </a>
        ) : null}
        <span className="text-stone-700">
          {published ? t.editor.liveAt : t.editor.willBeAt}{" "}
          <span className="break-all">{publicUrl}</span>
        </span>
      </p>
    </div>
  );
}

export const ErrorBoundary = WebsiteErrorBoundary;
