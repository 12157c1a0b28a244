import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { useAssociation } from "~/components/layout/use-association";
import { Card } from "~/components/ui/card";
import { Icon, type IconName } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { telHref, whatsappHref } from "~/utils/phone";
import { getDb } from "~/models/db.server";
import { createContactMessage } from "~/models/contact-messages.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { contactTexts } from "~/i18n/contact";
import { format, useLanguage } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { toasts, withToast } from "~/http/toast.server";
import { contactSchema } from "~/validation/contact";
import { openPublicForm } from "~/http/public-form.server";
import { loggableError } from "~/models/loggable-error.server";

export const handle: RouteHandle = { hydrate: true };

const ContactForm = formOnFirstUse("contact", () => import("./__contact-form"));

// The texts come with the loader's data (in the page's language): importing the namespace here
// would put both languages into the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.texts.meta.title,
        description: data.texts.meta.description,
        path: "/contact",
      })
    : [];

/** The page's texts in its language only: the page's JavaScript carries neither. */
export function loader({ request }: LoaderFunctionArgs) {
  return { texts: contactTexts[pageLanguageOf(request)] };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const t = contactTexts[pageLanguageOf(request)];
  const success = t.toasts.sent;
  const here = localeRedirectPath(request, "/contact");
  const opened = await openPublicForm(request, context, {
    form: "contact",
    schema: contactSchema,
    target: "email",
    onBot: () => toasts(env).redirectWithSuccess(here, success),
  });
  if (!opened.ok) return opened.reply;
  try {
    const id = await createContactMessage(getDb(env), opened.value);
    announce(context, ["admin"], { type: "message", id });
  } catch (error) {
    console.error("[contact] could not store the message:", loggableError(error));
    return withToast(
      { result: opened.submission.reply() },
      { type: "error", message: t.toasts.failed },
      { status: 503 },
    );
  }
  return toasts(env).redirectWithSuccess(here, success);
}

export default function Contact() {
  const site = useAssociation();
  const { texts: t } = useLoaderData<typeof loader>();
  const language = useLanguage();
  const actionData = useActionData<typeof action>();
  const greeting = format(t.whatsappGreeting, { association: site.shortName });
  const cards: { icon: IconName; title: string; body: string; href?: string }[] = [
    { icon: "mapPin", title: t.cards.location, body: site.address },
    { icon: "phone", title: t.cards.phone, body: site.phone, href: telHref(site.phone) },
    { icon: "mail", title: t.cards.email, body: site.email, href: `mailto:${site.email}` },
  ];

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={t.heading} lead={t.lead} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_1.4fr]">
        <section aria-label={t.reachUs} className="space-y-4">
          {cards.map((card) => (
            <div key={card.title} className="flex gap-4 rounded-2xl bg-cream p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon name={card.icon} />
              </span>
              <div>
                <h2 className="font-semibold text-stone-900">{card.title}</h2>
                {card.href ? (
                  <a href={card.href} className="text-brand-800 underline">
                    {card.body}
                  </a>
                ) : (
                  <p className="text-stone-700">{card.body}</p>
                )}
              </div>
            </div>
          ))}
          <a
            href={whatsappHref(site.whatsappNumber, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="whatsapp" className="size-5" />
            {t.chatOnWhatsApp}
          </a>
          <p className="flex gap-2 text-sm text-stone-700">
            <Icon name="clock" className="size-5 shrink-0" />
            {t.officeHours} {language === "en" ? site.officeHours : t.officeHoursValue}
          </p>
        </section>

        <Card as="section" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-brand-900">
            {t.form.heading}
          </h2>
          <ContactForm />
        </Card>
      </div>
    </>
  );
}
