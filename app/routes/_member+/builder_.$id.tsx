import { getFormProps } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { requireOwnWebsite } from "~/auth/website-owner.server";
import { FormErrors } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import {
  ContactFields,
  DesignPicker,
  EditorButtons,
  HoursAndLocationFields,
  LogoField,
  ProductsFields,
  ThemePicker,
  WebAddressField,
  WebsiteDetailsFields,
  useLogoPreview,
} from "./__editor-fields";
import { LivePreview, previewStateFrom, type PreviewState } from "./__live-preview";
import { WebsiteErrorBoundary } from "./__website-error";
import { ModerationNote, StatusBadge } from "./__website-status";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getAssociation } from "~/config/association";
import { getDb } from "~/models/db.server";
import { saveWebsiteWithLogo } from "~/models/website-changes.server";
import { contentOf, formValuesOf } from "~/models/website-form";
import { logoUploadFrom, logoVersion } from "~/models/website-storage.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { slugMessages, websiteFormSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { websiteForm } from "~/validation/forms";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  pageMeta(matches, {
    title: data ? `Edit ${data.site.businessName}` : "Website Builder",
    description: "Edit your business website.",
    path: `/builder/${params.id}`,
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { site } = await requireOwnWebsite(request, context, params.id);
  const origin = getAssociation(context.cloudflare.env).publicUrl || new URL(request.url).origin;
  return {
    site: {
      id: site.id,
      slug: site.slug,
      status: site.status,
      businessName: site.content.businessName,
      logoUrl: site.logoKey ? `/builder/${site.id}/logo?v=${logoVersion(site.logoKey)}` : null,
      updatedAt: site.updatedAt.getTime(),
      unpublishedReason: site.unpublishedReason,
      unpublishedAt: site.unpublishedAt?.getTime() ?? null,
    },
    defaultValue: formValuesOf(site),
    publicUrl: `${origin}/sites/${site.slug}`,
  };
}

const intents = ["save", "preview", "publish", "unpublish"] as const;
type Intent = (typeof intents)[number];

const logoRefused = (refusal: string) =>
  ({ type: "error", message: "Logo not accepted", description: refusal }) as const;
const saveFailed = {
  type: "error",
  message: "Save failed",
  description: "Please try again later.",
} as const;
const slugTaken = { type: "error", message: "Not saved", description: slugMessages.taken } as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnWebsite(request, context, params.id);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const intent: Intent = intents.find((i) => i === formData.get("intent")) ?? "save";
  const submission = parseWithZodIn(formData, {
    schema: websiteFormSchema,
    language: pageLanguageOf(request),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  // The logo is judged by its bytes before anything is stored; a refusal keeps what was typed.
  const logo = await logoUploadFrom(formData.get("logo"));
  if (logo && "refusal" in logo) {
    const result = submission.reply({ fieldErrors: { logo: [logo.refusal] } });
    return withToast({ result, refusedAt: Date.now() }, logoRefused(logo.refusal), { status: 400 });
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
  if (outcome === "failed")
    return withToast({ result: submission.reply() }, saveFailed, { status: 503 });
  if (outcome === "not-found") throw new Response("Not Found", { status: 404 });
  if (outcome === "slug-taken") {
    const result = submission.reply({ fieldErrors: { slug: [slugMessages.taken] } });
    return withToast({ result }, slugTaken, { status: 409 });
  }
  if (intent === "preview") throw redirect(`/builder/${site.id}/preview`);
  const published = intent === "publish" || (intent === "save" && site.status === "published");
  return toasts(env).redirectWithSuccess(
    `/builder/${site.id}`,
    savedMessage(intent, slug, published),
  );
}

/** The toast after a save, publish or unpublish. */
function savedMessage(intent: Exclude<Intent, "preview">, slug: string, published: boolean) {
  const messages: Record<Exclude<Intent, "preview">, { message: string; description: string }> = {
    save: published
      ? { message: "Changes saved", description: `They are live at /sites/${slug}.` }
      : { message: "Draft saved", description: "Publish it when you are ready." },
    publish: {
      message: "Your page is published!",
      description: `Share it: /sites/${slug}`,
    },
    unpublish: {
      message: "Your page is unpublished",
      description: "It is a draft again; visitors no longer see it.",
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
}: ReturnType<typeof useLoaderData<typeof loader>>) {
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
    if (formRef.current) setPreview(previewStateFrom(new FormData(formRef.current)));
  }, []);
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
        <EditorHeader site={site} publicUrl={publicUrl} published={published} />
        {!published && site.unpublishedReason ? (
          <ModerationNote reason={site.unpublishedReason} at={site.unpublishedAt} />
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
            <DesignPicker field={fields.design} />
            <ThemePicker field={fields.theme} />
            <WebsiteDetailsFields fields={fields}>
              <LogoField
                storedUrl={site.logoUrl}
                inputKey={`logo-${site.updatedAt}-${refusedAt}`}
                error={logoError?.[0]}
                removeField={fields.removeLogo}
                onChange={(input) => void onLogoChange(input)}
              />
            </WebsiteDetailsFields>
            <ProductsFields
              field={fields.products}
              filled={defaultValue.products.filter((p) => p.name).length}
            />
            <HoursAndLocationFields fields={fields} />
            <ContactFields fields={fields} />
            <WebAddressField field={fields.slug} />
            <EditorButtons busy={busy} published={published} submitting={submittingIntent} />
          </Form>

          {preview ? <LivePreview state={preview} logoUrl={logoUrl} /> : null}
        </div>

        <p className="border-t border-stone-200 pt-6">
          <Link to={`/builder/${site.id}/delete`} className="font-semibold text-red-800 underline">
            Delete this page
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
}: {
  site: { id: string; slug: string; businessName: string };
  publicUrl: string;
  published: boolean;
}) {
  return (
    <div className="space-y-2">
      <Link to="/templates" className="text-sm font-semibold text-brand-800 underline">
        ← My Templates
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">Edit {site.businessName}</h1>
        <StatusBadge published={published} />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={`/builder/${site.id}/preview`} className="font-semibold text-brand-800 underline">
          Preview
        </Link>
        {published ? (
          <a href={`/sites/${site.slug}`} className="font-semibold text-brand-800 underline">
            View live page
          </a>
        ) : null}
        <span className="text-stone-700">
          {published ? "Live at" : "Will be at"} <span className="break-all">{publicUrl}</span>
        </span>
      </p>
    </div>
  );
}

export const ErrorBoundary = WebsiteErrorBoundary;
