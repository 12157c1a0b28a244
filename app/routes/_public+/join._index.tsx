import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import type { Step2 } from "./__join-payment";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, type Toast } from "~/components/ui/toaster";
import { getDb } from "~/models/db.server";
import {
  submitApplicationWithUploads,
  type ApplicationSubmissionOutcome,
} from "~/models/membership/application-submission.server";
import { newPaymentReference } from "~/models/membership/applications.server";
import { sendApplicationReceived } from "~/models/membership/notices.server";
import { sendingLimitReached } from "~/messages/send.server";
import { withSendingLimit } from "~/messages/sending-limit";
import { fileFrom } from "~/models/uploads.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { toasts, withToast } from "~/http/toast.server";
import {
  joinDetailsSchema,
  joinSubmitSchema,
  PAYMENT_REFERENCE,
  type JoinSubmission,
} from "~/validation/join";
import { readFormData } from "~/http/form-data.server";
import { openPublicForm } from "~/http/public-form.server";
import { industryChoice } from "~/i18n/industries";
import { joinTexts } from "~/i18n/join";
import type { Language } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";
import { parseWithZodIn } from "~/validation/parse";
import { loggableError } from "~/models/loggable-error.server";
import { PAY_ONLINE } from "~/components/membership/pay-now";
import { payNowTexts, payOnline, sentToCheckout } from "~/http/pay-online.server";

export const handle: RouteHandle = { hydrate: true };

/** Her details, then the payment: their script comes on first use (ADR 0043). */
const JoinSteps = formOnFirstUse("join", () => import("./__join-steps"));

// The texts come with the loader's data (in the page's language): importing the namespace here
// would put both languages into the page's JavaScript.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: data.texts.meta.title,
        description: data.texts.meta.description,
        path: "/join",
      })
    : [];

type JoinTexts = (typeof joinTexts)["en"];

export function loader({ request, context }: LoaderFunctionArgs) {
  // A fresh key with every blank form: the submission it ends in is stored once. The texts come
  // in the page's language only: the page's JavaScript carries neither (docs/i18n.md).
  const language = pageLanguageOf(request);
  return {
    idempotencyKey: crypto.randomUUID(),
    texts: joinTexts[language],
    industries: industryChoice(language),
    // "Pay now with Paystack" on step 2, only while online payment is on.
    payNow: payNowTexts(context.cloudflare.env, language),
  };
}

export type Step1 = { step: 1; result: SubmissionResult<string[]>; toast?: Toast };

/** The spec's "Please select a membership plan", as the validation catalogue words it. */
const noPlan = (language: Language): Toast => ({
  type: "error",
  message: localiseMessage("Please select a membership plan", language),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const language = pageLanguageOf(request);
  const t = joinTexts[language];
  const submitted = { message: t.toasts.submitted, description: t.toasts.submittedDescription };
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent !== "submit" && intent !== PAY_ONLINE) return detailsStep(formData, language);
  const opened = await openPublicForm(request, context, {
    formData,
    form: "join",
    schema: joinSubmitSchema,
    target: "phoneNumber",
    // Looks like success to the bot; nothing is stored.
    onBot: () => toasts(env).redirectWithSuccess(localeRedirectPath(request, "/"), submitted),
    invalid: (result): Step1 => ({ step: 1, result }),
  });
  if (!opened.ok) return opened.reply;
  let outcome: ApplicationSubmissionOutcome;
  try {
    outcome = await submitApplicationWithUploads(getDb(env), env.UPLOADS, {
      application: opened.value,
      language,
      files: { photo: fileFrom(formData.get("photo")), receipt: fileFrom(formData.get("receipt")) },
    });
  } catch (error) {
    console.error("[join] could not store the application:", loggableError(error));
    return paymentStepAgain(opened.value, { status: "failed" }, t);
  }
  if (outcome.status !== "stored") return paymentStepAgain(opened.value, outcome, t);
  announce(context, ["admin"], { type: "application", id: outcome.id });
  const origin = new URL(request.url).origin;
  const submittedPath = `/join/submitted/${opened.value.idempotencyKey}`;
  // Stored exactly as by the bank-transfer button; then Paystack's checkout, when it is on.
  const online =
    intent === PAY_ONLINE
      ? await payOnline(request, context, { applicationId: outcome.id, returnTo: submittedPath })
      : null;
  // Gone to pay online, "application received" follows the checkout (paid: that it is; not
  // paid: how else to pay), issue #38; otherwise now, with how to pay.
  let limited = false;
  if (!sentToCheckout(online)) {
    // Asked before the message: the site's day was full when she applied (issue #50).
    limited = await sendingLimitReached(env);
    await sendApplicationReceived(env, { applicationId: outcome.id, origin });
  }
  return (
    online ??
    toasts(env).redirectWithSuccess(
      localeRedirectPath(request, withSendingLimit(submittedPath, limited)),
      submitted,
    )
  );
}

/** Step 2 again, everything typed kept, when the application was not stored: why, and a status. */
function paymentStepAgain(
  { paymentReference, ...details }: JoinSubmission,
  why: Exclude<ApplicationSubmissionOutcome, { status: "stored" }> | { status: "failed" },
  t: JoinTexts,
) {
  const step: Step2 = { step: 2, details, paymentReference };
  switch (why.status) {
    case "failed":
      return withToast<Step2>(
        step,
        { type: "error", message: t.toasts.failed, description: t.toasts.failedDescription },
        { status: 503 },
      );
    case "files-refused":
      return withToast<Step2>(
        {
          ...step,
          uploadErrors: Object.fromEntries(
            why.fields.map((field) => [field, t.toasts.uploadRefused]),
          ),
          refusedAt: Date.now(),
        },
        { type: "error", message: t.toasts.uploadRefused },
        { status: 400 },
      );
    case "reference-taken":
      // Step 2 again with a reference of its own: the one sent belongs to another application.
      return withToast<Step2>(
        { ...step, paymentReference: newPaymentReference() },
        {
          type: "error",
          message: t.toasts.newReference,
          description: t.toasts.newReferenceDescription,
        },
        { status: 409 },
      );
  }
}

/** Step 1's buttons: Continue (to step 2 when the details are valid) and Back (from step 2). */
function detailsStep(formData: FormData, language: Language) {
  const intent = formData.get("intent");
  const submission = parseWithZodIn(formData, {
    schema: joinDetailsSchema,
    language,
  });
  if (intent === "back" || submission.status !== "success") {
    // Back to step 1 with every value kept (and any errors shown next to their fields).
    const planMissing =
      submission.status !== "success" && Boolean(submission.error?.membershipPlan);
    return data<Step1>(
      { step: 1, result: submission.reply(), toast: planMissing ? noPlan(language) : undefined },
      { status: intent === "back" ? 200 : 400 },
    );
  }
  // Keep the reference across Back and Continue: she may already have written it on a transfer.
  const earlier = formData.get("paymentReference");
  return data<Step2>({
    step: 2,
    details: submission.value,
    paymentReference:
      typeof earlier === "string" && PAYMENT_REFERENCE.test(earlier)
        ? earlier
        : newPaymentReference(),
  });
}

export default function Join() {
  const { texts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Step1 | Step2 | undefined;
  return (
    <>
      <Toaster toast={actionData?.toast} />
      <PageHeader title={texts.heading} lead={texts.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <StepList current={actionData?.step ?? 1} t={texts} />
        <JoinSteps />
      </div>
    </>
  );
}

/** Where she is: 1. Your details, 2. Payment, 3. Send proof (the "One More Step!" page). */
function StepList({ current, t }: { current: number; t: JoinTexts }) {
  return (
    <ol className="mb-8 flex gap-2 text-sm" aria-label={t.steps.label}>
      {[t.steps.details, t.steps.payment, t.steps.proof].map((label, i) => {
        const isCurrent = current === i + 1;
        return (
          <li
            key={label}
            aria-current={isCurrent ? "step" : undefined}
            className="flex-1 rounded-md border border-stone-300 px-3 py-2 text-center text-stone-700 aria-[current=step]:border-brand-700 aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold aria-[current=step]:text-brand-900"
          >
            {i + 1}. {label}
          </li>
        );
      })}
    </ol>
  );
}
