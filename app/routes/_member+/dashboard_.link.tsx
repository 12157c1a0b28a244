import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Link,
  useActionData,
} from "react-router";
import { requireUser } from "~/auth/guards.server";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { enforceRateLimits } from "~/http/abuse.server";
import { readFormData } from "~/http/form-data.server";
import { toasts, withToast } from "~/http/toast.server";
import { dashboardTexts, type DashboardTexts } from "~/i18n/dashboard";
import { format, useLocalePath, useTexts } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { getDb } from "~/models/db.server";
import { linkApplication, type LinkOutcome } from "~/models/membership/linking.server";
import { toE164 } from "~/utils/phone";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { linkApplicationSchema } from "~/validation/membership";
import { parseWithZodIn } from "~/validation/parse";
import { LinkApplicationForm } from "./__link-form";
import { loggableError } from "~/models/loggable-error.server";

/**
 * /dashboard/link: the form that links her application to her account by its phone and payment
 * reference. The dashboard shows the same form posting here; a success goes back to the
 * dashboard, anything else is answered on this page (with JavaScript or without).
 */

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: dashboardTexts[metaLanguage(matches)].link.meta.title,
    description: dashboardTexts[metaLanguage(matches)].link.meta.description,
    path: "/dashboard/link",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

type LinkSubmission = {
  reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]>;
};

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const language = pageLanguageOf(request);
  const t = dashboardTexts[language];
  // Per client here; per account and per phone, the failure counters in D1 (linkApplication).
  await enforceRateLimits(request, context, "link-application");
  const submission = parseWithZodIn(formData, {
    schema: linkApplicationSchema,
    language,
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const phoneNumber = toE164(submission.value.phoneNumber) ?? "";
  let outcome: LinkOutcome;
  try {
    outcome = await linkApplication(getDb(env), user.userId, { ...submission.value, phoneNumber });
  } catch (error) {
    console.error("[dashboard] could not link the application:", loggableError(error));
    return withToast(
      { result: submission.reply() },
      { type: "error", message: t.toasts.updateFailed, description: t.toasts.tryLater },
      { status: 503 },
    );
  }
  return answerLink(request, env, t, outcome, submission);
}

/** What the member reads after her try: linked, not found, or too many tries. */
function answerLink(
  request: Request,
  env: Env,
  t: DashboardTexts,
  outcome: LinkOutcome,
  submission: LinkSubmission,
) {
  if (typeof outcome === "object") {
    const message = tooManyLinkAttempts(t, outcome.waitMs);
    return withToast(
      { result: submission.reply({ formErrors: [message] }) },
      { type: "error", message: t.toasts.tooManyAttempts, description: message },
      { status: 429 },
    );
  }
  if (outcome === "not-found") {
    return withToast(
      {
        result: submission.reply({
          formErrors: [t.toasts.noApplication],
        }),
      },
      { type: "error", message: t.toasts.notFound, description: t.toasts.notFoundDescription },
      { status: 404 },
    );
  }
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/dashboard"), {
    message: t.toasts.linked,
    description: t.toasts.linkedDescription,
  });
}

/** After too many wrong phone/reference pairs: when to try again, and who else can help. */
function tooManyLinkAttempts(t: DashboardTexts, waitMs: number) {
  const hours = Math.ceil(waitMs / 3_600_000);
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const wait =
    minutes < 60
      ? minutes === 1
        ? t.toasts.oneMinute
        : format(t.toasts.minutes, { count: minutes })
      : hours === 1
        ? t.toasts.oneHour
        : format(t.toasts.hours, { count: hours });
  return format(t.toasts.tooManyLinks, { wait });
}

export default function LinkApplication() {
  const actionData = useActionData<typeof action>();
  const t = useTexts(dashboardTexts);
  const href = useLocalePath();
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={t.link.meta.title} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-12">
        <LinkApplicationForm
          t={t}
          action={href("/dashboard/link")}
          lastResult={actionData?.result}
        />
        <Link to={href("/dashboard")} className="inline-block font-semibold underline">
          {t.link.back}
        </Link>
      </div>
    </>
  );
}
