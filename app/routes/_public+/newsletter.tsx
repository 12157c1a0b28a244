import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
  useLoaderData,
} from "react-router";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { IconCard } from "~/components/ui/icon-card";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { newsletterSections } from "~/content/newsletter";
import { useLocalePath } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { newsletterTexts } from "~/i18n/newsletter";
import { getDb } from "~/models/db.server";
import { subscribe } from "~/models/newsletter.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import { newsletterSchema } from "~/validation/newsletter";
import { openPublicForm } from "~/http/public-form.server";
import { loggableError } from "~/models/loggable-error.server";

export const handle: RouteHandle = { hydrate: true };

const NewsletterForm = formOnFirstUse("newsletter", () => import("./__newsletter-form"));

// The texts come with the loader's data (in the page's language): importing the namespace here
// would put both languages into the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.texts.meta.title,
        description: data.texts.meta.description,
        path: "/newsletter",
      })
    : [];

export function loader({ request }: LoaderFunctionArgs) {
  return {
    subscribed: new URL(request.url).searchParams.get("subscribed") === "1",
    // In the page's language only: the page's JavaScript carries neither language.
    texts: newsletterTexts[pageLanguageOf(request)],
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = newsletterTexts[pageLanguageOf(request)];
  const subscribed = {
    message: t.toasts.subscribed,
    description: t.toasts.subscribedDescription,
  };
  const done = localeRedirectPath(request, "/newsletter?subscribed=1");
  const opened = await openPublicForm(request, context, {
    form: "newsletter",
    schema: newsletterSchema,
    target: "email",
    onBot: () => toasts(env).redirectWithSuccess(done, subscribed),
  });
  if (!opened.ok) return opened.reply;
  try {
    // A listed address is answered as a new one (ADR 0012): the answer must not tell who is
    // on the list. Only the admins' live list hears of a new row.
    const added = await subscribe(getDb(env), opened.value, pageLanguageOf(request));
    if (added) announce(context, ["admin"], { type: "subscriber", id: added.id });
  } catch (error) {
    console.error("[newsletter] could not subscribe:", loggableError(error));
    return withToast(
      { result: opened.submission.reply() },
      { type: "error", message: t.toasts.failed, description: t.toasts.failedDescription },
      { status: 503 },
    );
  }
  return toasts(env).redirectWithSuccess(done, subscribed);
}

export default function Newsletter() {
  const { subscribed, texts: t } = useLoaderData<typeof loader>();
  const href = useLocalePath();
  const actionData = useActionData<typeof action>();

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={t.headline} lead={t.lead} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {newsletterSections.map((section) => (
            <IconCard
              key={section.text}
              icon={section.icon}
              title={t.sections[section.text].title}
              headingLevel="h2"
            >
              <p className="mt-2 text-stone-700">{t.sections[section.text].text}</p>
            </IconCard>
          ))}
        </ul>

        <section className="mx-auto mt-12 max-w-lg rounded-2xl bg-white p-6 shadow-md ring-1 ring-stone-200">
          {subscribed ? (
            <div className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon name="check" className="size-8" />
              </span>
              <h2 className="mt-4 text-2xl font-bold text-brand-900">{t.success.heading}</h2>
              <p className="mt-2 text-stone-700">{t.success.text}</p>
              <Link
                to={href("/events")}
                className="mt-6 inline-block font-semibold text-brand-700 underline"
              >
                {t.success.events}
              </Link>
            </div>
          ) : (
            <>
              <h2 className="text-2xl font-bold text-brand-900">{t.card.heading}</h2>
              <NewsletterForm />
              <p className="mt-4 text-xs text-stone-600">{t.card.privacy}</p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
