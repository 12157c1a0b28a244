import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useZodForm } from "~/components/forms/use-zod-form";
import { newsletterForm } from "~/validation/forms";
import { SubmitButton, TextField } from "~/components/forms/fields";
import { IconCard } from "~/components/ui/icon-card";
import { Icon } from "~/components/ui/icons";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { newsletterPage } from "~/content/newsletter";
import { getDb } from "~/models/db.server";
import { subscribe } from "~/models/newsletter.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { Honeypot } from "~/components/forms/honeypot";
import { toasts, withToast } from "~/http/toast.server";
import { newsletterSchema } from "~/validation/newsletter";
import { openPublicForm } from "~/http/public-form.server";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsletter",
    description:
      "Subscribe to the ZAMWE newsletter: events, funding opportunities and member stories, once a month.",
    path: "/newsletter",
  });

export function loader({ request }: LoaderFunctionArgs) {
  return { subscribed: new URL(request.url).searchParams.get("subscribed") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const subscribed = {
    message: "Successfully subscribed!",
    description: "You'll receive our latest updates and news.",
  };
  const opened = await openPublicForm(request, context, {
    form: "newsletter",
    schema: newsletterSchema,
    target: "email",
    onBot: () => toasts(env).redirectWithSuccess("/newsletter?subscribed=1", subscribed),
  });
  if (!opened.ok) return opened.reply;
  try {
    const outcome = await subscribe(getDb(env), opened.value);
    if (outcome !== "duplicate") {
      announce(context, ["admin"], { type: "subscriber", id: outcome.id });
    } else {
      return withToast(
        { result: opened.submission.reply() },
        {
          type: "info",
          message: "Already subscribed!",
          description: "This email is already on our mailing list.",
        },
      );
    }
  } catch (error) {
    console.error("[newsletter] could not subscribe:", error);
    return withToast(
      { result: opened.submission.reply() },
      { type: "error", message: "Subscription failed", description: "Please try again later." },
      { status: 503 },
    );
  }
  return toasts(env).redirectWithSuccess("/newsletter?subscribed=1", subscribed);
}

export default function Newsletter() {
  const { subscribed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useZodForm(newsletterForm, {
    id: "newsletter",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
  });
  const { sections, card, success } = newsletterPage;

  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={newsletterPage.headline} lead={newsletterPage.lead} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ul className="grid gap-6 md:grid-cols-3">
          {sections.map((section) => (
            <IconCard
              key={section.title}
              icon={section.icon}
              title={section.title}
              headingLevel="h2"
            >
              <p className="mt-2 text-stone-700">{section.text}</p>
            </IconCard>
          ))}
        </ul>

        <section className="mx-auto mt-12 max-w-lg rounded-2xl bg-white p-6 shadow-md ring-1 ring-stone-200">
          {subscribed ? (
            <div className="text-center">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                <Icon name="check" className="size-8" />
              </span>
              <h2 className="mt-4 text-2xl font-bold text-brand-900">{success.heading}</h2>
              <p className="mt-2 text-stone-700">{success.text}</p>
              <Link
                to="/events"
                className="mt-6 inline-block font-semibold text-brand-700 underline"
              >
                See upcoming events
              </Link>
            </div>
          ) : (
            <>
              <h2 className="text-2xl font-bold text-brand-900">{card.heading}</h2>
              <Form method="post" {...getFormProps(form)} className="mt-6 space-y-2">
                <Honeypot />
                <TextField
                  field={fields.fullName}
                  label="Name"
                  hint="optional"
                  autoComplete="name"
                />
                <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
                <SubmitButton
                  pending={navigation.state === "submitting"}
                  label="Subscribe"
                  pendingLabel="Subscribing..."
                />
              </Form>
              <p className="mt-4 text-xs text-stone-600">{card.privacy}</p>
            </>
          )}
        </section>
      </div>
    </>
  );
}
