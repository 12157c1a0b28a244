import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { usePhotoUpload } from "~/components/forms/upload-progress";
import { useZodForm } from "~/components/forms/use-zod-form";
import { joinDetailsForm } from "~/validation/forms";
import { SelectField, SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
import { useAssociation } from "~/components/layout/use-association";
import { BankTransfer } from "~/components/membership/bank-transfer";
import { PlanChoice, PlanSummary } from "~/components/membership/plans";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, type Toast } from "~/components/ui/toaster";
import { getDb } from "~/models/db.server";
import {
  submitApplicationWithUploads,
  type ApplicationSubmissionOutcome,
  type ApplicationUploadField,
} from "~/models/application-submission.server";
import { newPaymentReference } from "~/models/applications.server";
import { fileFrom } from "~/models/uploads.server";
import type { RouteHandle } from "~/root";
import { announce } from "~/realtime/publish.server";
import { pageMeta } from "~/utils/seo";
import { Honeypot } from "~/components/forms/honeypot";
import { toasts, withToast } from "~/http/toast.server";
import {
  joinDetailsSchema,
  joinSubmitSchema,
  PAYMENT_REFERENCE,
  type JoinDetails,
  type JoinSubmission,
} from "~/validation/join";
import { readFormData } from "~/http/form-data.server";
import { openPublicForm } from "~/http/public-form.server";
import { formTexts } from "~/i18n/forms";
import { industryChoice, type IndustryChoice } from "~/i18n/industries";
import { joinTexts } from "~/i18n/join";
import { useTexts, type Language } from "~/i18n/language";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { localiseMessage } from "~/i18n/validation-messages";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

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

export function loader({ request }: LoaderFunctionArgs) {
  // A fresh key with every blank form: the submission it ends in is stored once. The texts come
  // in the page's language only: the page's JavaScript carries neither (docs/i18n.md).
  const language = pageLanguageOf(request);
  return {
    idempotencyKey: crypto.randomUUID(),
    texts: joinTexts[language],
    industries: industryChoice(language),
  };
}

type Step1 = { step: 1; result: SubmissionResult<string[]>; toast?: Toast };
type Step2 = {
  step: 2;
  details: JoinDetails;
  paymentReference: string;
  toast?: Toast;
  uploadErrors?: Partial<Record<ApplicationUploadField, string>>;
  /** Set when files were refused: the file inputs start empty again. */
  refusedAt?: number;
};

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
  if (formData.get("intent") !== "submit") return detailsStep(formData, language);
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
      files: { photo: fileFrom(formData.get("photo")), receipt: fileFrom(formData.get("receipt")) },
    });
  } catch (error) {
    console.error("[join] could not store the application:", error);
    return paymentStepAgain(opened.value, { status: "failed" }, t);
  }
  if (outcome.status !== "stored") return paymentStepAgain(opened.value, outcome, t);
  announce(context, ["admin"], { type: "application", id: outcome.id });
  return toasts(env).redirectWithSuccess(
    localeRedirectPath(request, `/join/submitted/${opened.value.idempotencyKey}`),
    submitted,
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
  const { idempotencyKey, texts, industries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Step1 | Step2 | undefined;
  return (
    <>
      <Toaster toast={actionData?.toast} />
      <PageHeader title={texts.heading} lead={texts.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <StepList current={actionData?.step ?? 1} t={texts} />
        {actionData?.step === 2 ? (
          <PaymentStep step={actionData} t={texts} />
        ) : (
          <DetailsStep
            t={texts}
            industries={industries}
            idempotencyKey={idempotencyKey}
            lastResult={actionData?.step === 1 ? actionData.result : undefined}
          />
        )}
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

/** Step 1: her details, her business and the plan; Continue checks them on the server. */
function DetailsStep({
  t,
  industries,
  idempotencyKey,
  lastResult,
}: {
  t: JoinTexts;
  industries: IndustryChoice;
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const { optional } = useTexts(formTexts);
  const [form, fields] = useZodForm(joinDetailsForm, {
    id: "join",
    lastResult,
    defaultValue: { membershipPlan: "starter", idempotencyKey },
  });
  const earlierReference = lastResult?.initialValue?.paymentReference;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      {typeof earlierReference === "string" ? (
        <input type="hidden" name="paymentReference" value={earlierReference} />
      ) : null}
      <input
        {...getInputProps(fields.idempotencyKey, { type: "hidden" })}
        key={fields.idempotencyKey.key}
      />
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">{t.personal.legend}</legend>
        <TextField field={fields.fullName} label={t.personal.fullName} autoComplete="name" />
        <TextField
          field={fields.phoneNumber}
          label={t.personal.phoneNumber}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          field={fields.email}
          label={t.personal.email}
          type="email"
          hint={optional}
          autoComplete="email"
        />
        <TextField
          field={fields.contactAddress}
          label={t.personal.contactAddress}
          autoComplete="street-address"
        />
        <TextField field={fields.nextOfKin} label={t.personal.nextOfKin} />
      </Card>
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">{t.business.legend}</legend>
        <TextField
          field={fields.businessName}
          label={t.business.businessName}
          autoComplete="organization"
        />
        <SelectField
          field={fields.businessType}
          label={t.business.businessType}
          options={industries.options}
          placeholder={industries.choose}
        />
        <TextField field={fields.businessTypeDetail} label={industries.detail} />
        <TextAreaField field={fields.whyJoin} label={t.business.whyJoin} />
      </Card>
      <Card as="fieldset">
        <legend className="text-xl font-bold text-brand-900">{t.plan.legend}</legend>
        <PlanChoice field={fields.membershipPlan} />
        <label className="mt-4 flex gap-3 text-sm text-stone-800">
          <input
            {...getInputProps(fields.directoryConsent, { type: "checkbox", value: "on" })}
            key={fields.directoryConsent.key}
            className="mt-0.5 size-5 shrink-0"
          />
          {t.plan.directoryConsent}
        </label>
      </Card>
      <SubmitButton
        pending={navigation.state === "submitting"}
        label={t.continue}
        pendingLabel={t.checking}
      />
    </Form>
  );
}

/** Step 2: the plan, where to send the money with which reference, and the optional files. */
function PaymentStep({ step, t }: { step: Step2; t: JoinTexts }) {
  const site = useAssociation();
  const navigation = useNavigation();
  const plan = site.plans.find((p) => p.id === step.details.membershipPlan) ?? site.plans[0]!;
  const upload = usePhotoUpload();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  return (
    <Card as="section">
      <h2 className="text-2xl font-bold text-brand-900">{t.payment.heading}</h2>
      <div className="mt-4 rounded-xl bg-brand-50 p-4">
        <PlanSummary plan={plan} />
      </div>
      <BankTransfer paymentReference={step.paymentReference} />
      <Form method="post" encType="multipart/form-data" onSubmit={upload.onSubmit} className="mt-6">
        <Honeypot />
        <ProofUploads step={step} upload={upload} t={t} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {Object.entries(step.details).map(([name, value]) =>
            value === undefined ? null : (
              <input key={name} type="hidden" name={name} value={String(value)} />
            ),
          )}
          <input type="hidden" name="paymentReference" value={step.paymentReference} />
          <button
            type="submit"
            name="intent"
            value="back"
            formNoValidate
            className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {t.payment.back}
          </button>
          <button
            type="submit"
            name="intent"
            value="submit"
            disabled={submitting || upload.shrinking}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {submitting ? t.payment.processing : t.payment.submit}
          </button>
        </div>
        {upload.progressBar}
      </Form>
    </Card>
  );
}

const proofFiles = [
  ["photo", "image/jpeg,image/png,image/webp"],
  ["receipt", "image/jpeg,image/png,image/webp,application/pdf"],
] as const;

/**
 * The optional passport photo and receipt; refused files are named and the inputs emptied. With
 * JavaScript an image is shrunk as soon as it is chosen (a PDF receipt is sent as it is).
 */
function ProofUploads({
  step,
  upload,
  t,
}: {
  step: Step2;
  upload: ReturnType<typeof usePhotoUpload>;
  t: JoinTexts;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">
        {t.payment.uploadsLegend}
      </legend>
      {proofFiles.map(([name, accept]) => (
        <div key={name}>
          <label htmlFor={`upload-${name}`} className="block text-sm font-medium text-stone-800">
            {name === "photo" ? t.payment.photo : t.payment.receipt}{" "}
            <span className="font-normal text-stone-600">{t.payment.fileHint}</span>
          </label>
          <input
            key={`${name}-${step.refusedAt ?? 0}`}
            id={`upload-${name}`}
            type="file"
            name={name}
            accept={accept}
            aria-invalid={step.uploadErrors?.[name] ? true : undefined}
            aria-describedby={`upload-${name}-error`}
            onChange={(event) => void upload.onFileChange(event.currentTarget)}
            className="mt-1 block w-full text-sm"
          />
          <p id={`upload-${name}-error`} className="mt-1 min-h-5 text-sm text-red-800">
            {step.uploadErrors?.[name]}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
