import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { Toaster, toastOf } from "~/components/ui/toaster";
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
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

const NewSiteForm = formOnFirstUse("new-site", () => import("./__new-site-form"));

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
        <NewSiteForm />
      </div>
    </>
  );
}
