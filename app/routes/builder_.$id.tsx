import { getFormProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { requireOwnSite } from "~/auth/site-owner.server";
import { FormErrors, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { BuilderErrorBoundary } from "~/components/site/builder-error";
import { DesignSample } from "~/components/site/design-sample";
import { ModerationNote, StatusBadge } from "~/components/site/site-status";
import { LivePreview, previewStateFrom, type PreviewState } from "~/components/site/live-preview";
import { scaleFileInput } from "~/components/site/scale-image";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { MAX_PRODUCTS, designs, themes } from "~/config/builder";
import { getSiteConfig } from "~/config/site";
import { getDb } from "~/db.server";
import { fileFrom, storeUpload } from "~/models/uploads.server";
import { deleteLogo, inspectLogo, logoPrefix, logoVersion, saveSite } from "~/models/sites.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/seo";
import { toasts, withToast } from "~/toast.server";
import { contentOf, formValuesOf, siteFormSchema, slugMessages } from "~/validation/builder";
import { readFormData } from "~/http/form-data.server";
import { siteForm } from "~/validation/forms";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data, params }) =>
  pageMeta(matches, {
    title: data ? `Edit ${data.site.businessName}` : "Website Builder",
    description: "Edit your business website.",
    path: `/builder/${params.id}`,
  });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { site } = await requireOwnSite(request, context, params.id);
  const origin = getSiteConfig(context.cloudflare.env).publicUrl || new URL(request.url).origin;
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

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, site } = await requireOwnSite(request, context, params.id);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const intent: Intent = intents.find((i) => i === formData.get("intent")) ?? "save";

  const submission = parseWithZod(formData, { schema: siteFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }

  // The logo is judged by its bytes before anything is stored; a refusal keeps what was typed.
  const file = fileFrom(formData.get("logo"));
  const logo = file ? await inspectLogo(file) : null;
  if (file && logo?.refusal) {
    return withToast(
      {
        result: submission.reply({ fieldErrors: { logo: [logo.refusal] } }),
        refusedAt: Date.now(),
      },
      { type: "error", message: "Logo not accepted", description: logo.refusal },
      { status: 400 },
    );
  }

  const { design, theme, slug, removeLogo } = submission.value;
  let newLogoKey: string | null = null;
  let outcome: Awaited<ReturnType<typeof saveSite>>;
  try {
    if (file && logo?.type) {
      newLogoKey = await storeUpload(env.UPLOADS, file, logo.type, logoPrefix(site.id));
    }
    outcome = await saveSite(getDb(env), {
      id: site.id,
      userId: user.userId,
      design,
      theme,
      slug,
      content: contentOf(submission.value),
      logoKey: newLogoKey ?? (removeLogo ? null : undefined),
      status: intent === "publish" ? "published" : intent === "unpublish" ? "draft" : undefined,
    });
  } catch (error) {
    console.error("[builder] could not save the site:", error);
    await deleteLogo(env.UPLOADS, newLogoKey);
    return withToast(
      { result: submission.reply() },
      { type: "error", message: "Save failed", description: "Please try again later." },
      { status: 503 },
    );
  }
  if (outcome !== "saved") await deleteLogo(env.UPLOADS, newLogoKey);
  if (outcome === "not-found") throw new Response("Not Found", { status: 404 });
  if (outcome === "slug-taken") {
    return withToast(
      { result: submission.reply({ fieldErrors: { slug: [slugMessages.taken] } }) },
      { type: "error", message: "Not saved", description: slugMessages.taken },
      { status: 409 },
    );
  }
  if ((newLogoKey || removeLogo) && site.logoKey) await deleteLogo(env.UPLOADS, site.logoKey);

  if (intent === "preview") throw redirect(`/builder/${site.id}/preview`);
  const published = intent === "publish" || (intent === "save" && site.status === "published");
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
  return toasts(env).redirectWithSuccess(`/builder/${site.id}`, messages[intent]);
}

const sectionClass = "space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";
const legendClass = "text-lg font-bold text-brand-900";
const buttonBase =
  "inline-flex items-center justify-center rounded-md px-5 py-3 font-semibold disabled:opacity-70";

export default function EditSite() {
  const data = useLoaderData<typeof loader>();
  // Every save brings the stored values back into a fresh form (prices as stored, empty rows
  // closed up), with JavaScript as without.
  return <SiteEditor key={data.site.updatedAt} {...data} />;
}

function SiteEditor({
  site,
  defaultValue,
  publicUrl,
}: ReturnType<typeof useLoaderData<typeof loader>>) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submittingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "save") : null;
  const [form, fields] = useZodForm(siteForm, {
    id: `site-${site.id}`,
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue,
  });
  const products = fields.products.getFieldList();
  const filled = defaultValue.products.filter((p) => p.name).length;
  const shown = Math.min(MAX_PRODUCTS, Math.max(filled + 1, 2));
  const hiddenHaveErrors = products.slice(shown).some((p) => !p.valid);

  // JavaScript only: the live preview follows the form as she types.
  const formRef = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<PreviewState | null>(null);
  const [logoUrl, setLogoUrl] = useState(site.logoUrl);
  const [scaling, setScaling] = useState(false);
  const refresh = useCallback(() => {
    if (formRef.current) setPreview(previewStateFrom(new FormData(formRef.current)));
  }, []);
  useEffect(() => {
    refresh();
  }, [refresh, actionData, site.updatedAt]);
  // A new page (saved, or a refused file): back to the stored logo.
  useEffect(() => setLogoUrl(site.logoUrl), [site.logoUrl, actionData]);
  useEffect(
    () => () => {
      if (logoUrl?.startsWith("blob:")) URL.revokeObjectURL(logoUrl);
    },
    [logoUrl],
  );

  const onLogoChange = async (input: HTMLInputElement) => {
    setScaling(true);
    try {
      const file = await scaleFileInput(input);
      setLogoUrl(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : site.logoUrl);
    } finally {
      setScaling(false);
    }
  };

  const logoError = (actionData?.result?.error as Record<string, string[]> | undefined)?.logo;
  const refusedAt = (actionData as { refusedAt?: number } | undefined)?.refusedAt ?? 0;
  const busy = navigation.state !== "idle" || scaling;
  const published = site.status === "published";

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <div className="space-y-2">
          <Link to="/templates" className="text-sm font-semibold text-brand-800 underline">
            ← My Templates
          </Link>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-extrabold text-brand-900">Edit {site.businessName}</h1>
            <StatusBadge published={published} />
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link
              to={`/builder/${site.id}/preview`}
              className="font-semibold text-brand-800 underline"
            >
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

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Design</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                {Object.values(designs).map((design) => (
                  <label
                    key={design.id}
                    className="block cursor-pointer rounded-xl border-2 border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                  >
                    <input
                      {...getInputProps(fields.design, { type: "radio", value: design.id })}
                      key={`${fields.design.key}-${design.id}`}
                      className="sr-only"
                    />
                    <DesignSample design={design.id} />
                    <span className="mt-2 block font-semibold text-stone-900">{design.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Colour theme</legend>
              <div className="flex flex-wrap gap-3">
                {Object.values(themes).map((theme) => (
                  <label
                    key={theme.id}
                    className="flex cursor-pointer items-center gap-2 rounded-full border-2 border-stone-200 py-1.5 pr-3 pl-1.5 has-[:checked]:border-stone-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
                  >
                    <input
                      {...getInputProps(fields.theme, { type: "radio", value: theme.id })}
                      key={`${fields.theme.key}-${theme.id}`}
                      className="sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className="size-6 rounded-full"
                      style={{ backgroundColor: theme.accent }}
                    />
                    <span className="text-sm font-medium">{theme.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Your business</legend>
              <TextField
                field={fields.businessName}
                label="Business Name"
                autoComplete="organization"
              />
              <TextField field={fields.tagline} label="Tagline" hint="one line, optional" />
              <TextAreaField field={fields.about} label="About your business" rows={4} />
              <div>
                <label htmlFor="logo" className="block text-sm font-medium text-stone-800">
                  Logo or photo{" "}
                  <span className="font-normal text-stone-600">
                    (JPEG, PNG or WebP, up to 2 MB)
                  </span>
                </label>
                {site.logoUrl ? (
                  <img
                    src={site.logoUrl}
                    alt="Current logo"
                    width={64}
                    height={64}
                    className="mt-2 size-16 rounded-lg object-cover ring-1 ring-stone-200"
                  />
                ) : null}
                <input
                  key={`logo-${site.updatedAt}-${refusedAt}`}
                  id="logo"
                  type="file"
                  name="logo"
                  accept="image/jpeg,image/png,image/webp"
                  aria-invalid={logoError ? true : undefined}
                  aria-describedby="logo-error"
                  onChange={(event) => void onLogoChange(event.currentTarget)}
                  className="mt-2 block w-full text-sm"
                />
                <p id="logo-error" className="mt-1 min-h-5 text-sm text-red-800">
                  {logoError?.[0]}
                </p>
                {site.logoUrl ? (
                  <label className="flex items-center gap-2 text-sm text-stone-800">
                    <input
                      {...getInputProps(fields.removeLogo, { type: "checkbox", value: "on" })}
                      key={fields.removeLogo.key}
                      className="size-5"
                    />
                    Remove the current logo
                  </label>
                ) : null}
              </div>
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Products and services</legend>
              <p className="text-sm text-stone-700">
                Up to {MAX_PRODUCTS}. Leave a row empty to leave it out; the price is optional.
              </p>
              {products.slice(0, shown).map((product, i) => (
                <ProductRow key={product.key} index={i} field={product} />
              ))}
              {shown < MAX_PRODUCTS ? (
                <details open={hiddenHaveErrors} className="rounded-xl bg-stone-50 p-3">
                  <summary className="cursor-pointer font-semibold text-brand-800">
                    Add more products or services
                  </summary>
                  <div className="mt-3 space-y-2">
                    {products.slice(shown).map((product, i) => (
                      <ProductRow key={product.key} index={shown + i} field={product} />
                    ))}
                  </div>
                </details>
              ) : null}
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Opening hours and location</legend>
              <TextAreaField
                field={fields.openingHours}
                label="Opening Hours"
                rows={3}
                hint="e.g. Monday to Saturday, 8 AM to 6 PM"
              />
              <TextField
                field={fields.location}
                label="Location"
                hint="address or landmark, e.g. Shop 12, Central Market, Gusau"
                autoComplete="street-address"
              />
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Contact</legend>
              <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
              <TextField field={fields.whatsapp} label="WhatsApp Number" type="tel" />
              <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
              <TextField field={fields.instagram} label="Instagram" hint="@name" />
              <TextField field={fields.facebook} label="Facebook" hint="page name" />
              <TextField field={fields.tiktok} label="TikTok" hint="@name" />
            </fieldset>

            <fieldset className={sectionClass}>
              <legend className={legendClass}>Web address</legend>
              <TextField
                field={fields.slug}
                label="Web address"
                hint="lowercase letters, digits and hyphens"
              />
              <p className="text-sm text-stone-700">
                Changing it breaks links you have already shared.
              </p>
            </fieldset>

            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
                className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
              >
                {submittingIntent === "save"
                  ? "Saving..."
                  : published
                    ? "Save changes"
                    : "Save draft"}
              </button>
              <button
                type="submit"
                name="intent"
                value="preview"
                disabled={busy}
                className={`${buttonBase} border border-brand-700 text-brand-800 hover:bg-brand-50`}
              >
                Save and preview
              </button>
              {published ? (
                <button
                  type="submit"
                  name="intent"
                  value="unpublish"
                  disabled={busy}
                  className={`${buttonBase} border border-stone-400 text-stone-800 hover:bg-stone-100`}
                >
                  Unpublish
                </button>
              ) : (
                <button
                  type="submit"
                  name="intent"
                  value="publish"
                  disabled={busy}
                  className={`${buttonBase} bg-gold-400 text-stone-900 hover:bg-gold-300`}
                >
                  {submittingIntent === "publish" ? "Publishing..." : "Publish"}
                </button>
              )}
            </div>
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

export const ErrorBoundary = BuilderErrorBoundary;

function ProductRow({
  index,
  field,
}: {
  index: number;
  field: FieldMetadata<{ name?: string; description?: string; price?: string } | undefined>;
}) {
  const row = field.getFieldset();
  return (
    <fieldset className="grid gap-x-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        Product or service {index + 1}
      </legend>
      <TextField field={row.name} label="Name" />
      <TextField field={row.price} label="Price in Naira" hint="optional" inputMode="decimal" />
      <div className="sm:col-span-2">
        <TextField field={row.description} label="Short description" hint="optional" />
      </div>
    </fieldset>
  );
}
