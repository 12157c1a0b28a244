import { getFormProps } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { requireUser } from "~/auth/guards.server";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { DesignChoice } from "./__design-sample";
import { Card } from "~/components/ui/card";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { designs, suggestSlug } from "~/config/website";
import { TEMPLATES_LIMIT } from "~/config/membership";
import { TextWithParts } from "~/components/ui/text-with-parts";
import { builderTexts } from "~/i18n/builder";
import { format, useLocalePath } from "~/i18n/language";
import { localiseMessage } from "~/i18n/validation-messages";
import { getDb } from "~/models/db.server";
import { countWebsitesOf, createDraftWebsite } from "~/models/websites.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { createWebsiteSchema, slugMessages } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { createWebsiteForm } from "~/validation/forms";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: data?.texts.create.title ?? "Website Builder",
    description: data?.texts.create.description ?? "",
    path: "/builder",
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const used = await countWebsitesOf(getDb(context.cloudflare.env), user.userId);
  return {
    used,
    limit: TEMPLATES_LIMIT,
    atLimit: used >= TEMPLATES_LIMIT,
    texts: builderTexts[pageLanguageOf(request)],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = builderTexts[language];
  const submission = parseWithZodIn(await readFormData(request), {
    schema: createWebsiteSchema,
    language,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { design, businessName, slug } = submission.value;
  const outcome = await createDraftWebsite(getDb(env), {
    userId: user.userId,
    design,
    businessName,
    slug,
    limit: TEMPLATES_LIMIT,
  });
  if (outcome === "slug-invalid" || outcome === "slug-taken") {
    const english = outcome === "slug-invalid" ? slugMessages.required : slugMessages.taken;
    const message = localiseMessage(english, language);
    return data(
      { result: submission.reply({ fieldErrors: { slug: [message] } }) },
      { status: outcome === "slug-invalid" ? 400 : 409 },
    );
  }
  if (outcome === "limit") {
    const limitReached = format(t.limitReached, { limit: TEMPLATES_LIMIT });
    return withToast(
      { result: submission.reply({ formErrors: [limitReached] }) },
      { type: "error", message: limitReached, description: t.toasts.deleteToCreate },
      { status: 409 },
    );
  }
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, `/builder/${outcome.id}`), {
    message: t.toasts.draftCreated,
    description: t.toasts.draftCreatedDescription,
  });
}

export default function NewWebsite() {
  const { used, limit, atLimit, texts: t } = useLoaderData<typeof loader>();
  const href = useLocalePath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(createWebsiteForm, {
    id: "new-site",
    lastResult: actionData?.result,
    defaultValue: { design: "market-stall" },
  });
  // With JavaScript the web address follows the business name until she types her own.
  const suggested = useRef("");
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
        <div>
          <Link to={href("/templates")} className="text-sm font-semibold text-brand-800 underline">
            {t.backToTemplates}
          </Link>
          <h1 className="mt-2 text-3xl font-extrabold text-brand-900">{t.create.heading}</h1>
          <p className="mt-2 text-stone-700">{format(t.create.lead, { used, limit })}</p>
        </div>
        {atLimit ? (
          <p
            role="status"
            className="rounded-xl bg-amber-50 p-4 text-stone-900 ring-1 ring-gold-500"
          >
            <strong>{format(t.limitReached, { limit })}.</strong>{" "}
            <TextWithParts
              text={t.create.atLimit}
              parts={{
                link: (
                  <Link to={href("/templates")} className="font-semibold underline">
                    {t.create.atLimitLink}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}
        <Form
          method="post"
          {...getFormProps(form)}
          className="space-y-8"
          onInput={(event) => {
            const input = event.target as HTMLInputElement;
            if (input.name !== fields.businessName.name) return;
            // Set on the field itself: conform's form.update() would be sent to the server as an
            // intent while the form's schema has not loaded yet (forms.ts), which it refuses.
            const slug = event.currentTarget.elements.namedItem(fields.slug.name);
            if (!(slug instanceof HTMLInputElement)) return;
            if (slug.value && slug.value !== suggested.current) return;
            suggested.current = suggestSlug(input.value);
            slug.value = suggested.current;
          }}
        >
          <FormErrors errors={form.errors} id={form.errorId} />
          <fieldset disabled={atLimit} className="space-y-8">
            <fieldset>
              <legend className="text-xl font-bold text-brand-900">{t.create.chooseDesign}</legend>
              <div className="mt-4 grid gap-4 sm:grid-cols-3">
                {Object.values(designs).map((design) => (
                  <DesignChoice key={design.id} field={fields.design} design={design} t={t} large />
                ))}
              </div>
              <p id={fields.design.errorId} className="mt-2 min-h-5 text-sm text-red-800">
                {fields.design.errors?.[0]}
              </p>
            </fieldset>
            <Card className="space-y-2">
              <TextField
                field={fields.businessName}
                label={t.create.businessName}
                autoComplete="organization"
              />
              <TextField
                field={fields.slug}
                label={t.create.webAddress}
                hint={t.create.webAddressHint}
              />
              <p className="text-sm text-stone-700">
                {t.create.willBeAt} <span className="font-mono">/sites/</span>
                <span className="font-mono font-semibold">
                  {form.value?.slug || t.create.yourBusiness}
                </span>
              </p>
            </Card>
            <div className="flex flex-col gap-2">
              <SubmitButton
                pending={navigation.state === "submitting"}
                label={t.create.submit}
                pendingLabel={t.create.creating}
              />
              {atLimit ? (
                <p className="text-sm text-stone-700">
                  {format(t.create.notAvailable, { limit: format(t.limitText, { limit }) })}
                </p>
              ) : null}
            </div>
          </fieldset>
        </Form>
      </div>
    </>
  );
}
