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
import { SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
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
import { fileFrom, uploadRefusal } from "~/models/uploads.server";
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
import type { Language } from "~/i18n/language";
import { pageLanguageOf } from "~/i18n/language.server";
import { parseWithZodIn } from "~/validation/parse";

export const handle: RouteHandle = { hydrate: true };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Join ZAMWE",
    description:
      "Apply to join the Zamfara Women Entrepreneurs Association: Starter ₦2,900 or Pro ₦5,900. Three short steps.",
    path: "/join",
  });

export function loader(_: LoaderFunctionArgs) {
  // A fresh key with every blank form: the submission it ends in is stored once.
  return { idempotencyKey: crypto.randomUUID() };
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

const noPlan: Toast = { type: "error", message: "Please select a membership plan" };
const submitted = {
  message: "Application submitted successfully!",
  description: "Please send your payment proof to complete the process.",
};

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  if (formData.get("intent") !== "submit") return detailsStep(formData, pageLanguageOf(request));
  const opened = await openPublicForm(request, context, {
    formData,
    form: "join",
    schema: joinSubmitSchema,
    target: "phoneNumber",
    // Looks like success to the bot; nothing is stored.
    onBot: () => toasts(env).redirectWithSuccess("/", submitted),
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
    return paymentStepAgain(opened.value, { status: "failed" });
  }
  if (outcome.status !== "stored") return paymentStepAgain(opened.value, outcome);
  announce(context, ["admin"], { type: "application", id: outcome.id });
  return toasts(env).redirectWithSuccess(
    `/join/submitted/${opened.value.idempotencyKey}`,
    submitted,
  );
}

/** Step 2 again, everything typed kept, when the application was not stored: why, and a status. */
function paymentStepAgain(
  { paymentReference, ...details }: JoinSubmission,
  why: Exclude<ApplicationSubmissionOutcome, { status: "stored" }> | { status: "failed" },
) {
  const step: Step2 = { step: 2, details, paymentReference };
  switch (why.status) {
    case "failed":
      return withToast<Step2>(
        step,
        { type: "error", message: "Submission failed", description: "Please try again later" },
        { status: 503 },
      );
    case "files-refused":
      return withToast<Step2>(
        {
          ...step,
          uploadErrors: Object.fromEntries(why.fields.map((field) => [field, uploadRefusal])),
          refusedAt: Date.now(),
        },
        { type: "error", message: uploadRefusal },
        { status: 400 },
      );
    case "reference-taken":
      // Step 2 again with a reference of its own: the one sent belongs to another application.
      return withToast<Step2>(
        { ...step, paymentReference: newPaymentReference() },
        {
          type: "error",
          message: "Please use the new payment reference",
          description:
            "The reference sent belongs to another application. Use the one shown now as the narration of your transfer.",
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
      { step: 1, result: submission.reply(), toast: planMissing ? noPlan : undefined },
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
  const { idempotencyKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Step1 | Step2 | undefined;
  return (
    <>
      <Toaster toast={actionData?.toast} />
      <PageHeader
        title="Join ZAMWE"
        lead="Become part of a community of women entrepreneurs across Zamfara State."
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <StepList current={actionData?.step ?? 1} />
        {actionData?.step === 2 ? (
          <PaymentStep step={actionData} />
        ) : (
          <DetailsStep
            idempotencyKey={idempotencyKey}
            lastResult={actionData?.step === 1 ? actionData.result : undefined}
          />
        )}
      </div>
    </>
  );
}

/** Where she is: 1. Your details, 2. Payment, 3. Send proof (the "One More Step!" page). */
function StepList({ current }: { current: number }) {
  return (
    <ol className="mb-8 flex gap-2 text-sm" aria-label="Steps">
      {["Your details", "Payment", "Send proof"].map((label, i) => {
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
  idempotencyKey,
  lastResult,
}: {
  idempotencyKey: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
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
        <legend className="text-xl font-bold text-brand-900">Personal Information</legend>
        <TextField field={fields.fullName} label="Full Name" autoComplete="name" />
        <TextField field={fields.phoneNumber} label="Phone Number" type="tel" autoComplete="tel" />
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          hint="optional"
          autoComplete="email"
        />
        <TextField
          field={fields.contactAddress}
          label="Contact Address"
          autoComplete="street-address"
        />
        <TextField field={fields.nextOfKin} label="Next of Kin" />
      </Card>
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">Business Information</legend>
        <TextField field={fields.businessName} label="Business Name" autoComplete="organization" />
        <TextField field={fields.businessType} label="Type of Business" />
        <TextAreaField field={fields.whyJoin} label="Why do you want to join?" />
      </Card>
      <Card as="fieldset">
        <legend className="text-xl font-bold text-brand-900">Choose Your Plan</legend>
        <PlanChoice field={fields.membershipPlan} />
        <label className="mt-4 flex gap-3 text-sm text-stone-800">
          <input
            {...getInputProps(fields.directoryConsent, { type: "checkbox", value: "on" })}
            key={fields.directoryConsent.key}
            className="mt-0.5 size-5 shrink-0"
          />
          Show my phone, e-mail and address in the public member directory
        </label>
      </Card>
      <SubmitButton
        pending={navigation.state === "submitting"}
        label="Continue to Payment"
        pendingLabel="Checking..."
      />
    </Form>
  );
}

/** Step 2: the plan, where to send the money with which reference, and the optional files. */
function PaymentStep({ step }: { step: Step2 }) {
  const site = useAssociation();
  const navigation = useNavigation();
  const plan = site.plans.find((p) => p.id === step.details.membershipPlan) ?? site.plans[0]!;
  const upload = usePhotoUpload();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "submit";
  return (
    <Card as="section">
      <h2 className="text-2xl font-bold text-brand-900">Payment Information</h2>
      <div className="mt-4 rounded-xl bg-brand-50 p-4">
        <PlanSummary plan={plan} />
      </div>
      <BankTransfer paymentReference={step.paymentReference} />
      <Form method="post" encType="multipart/form-data" onSubmit={upload.onSubmit} className="mt-6">
        <Honeypot />
        <ProofUploads step={step} upload={upload} />
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
            Back
          </button>
          <button
            type="submit"
            name="intent"
            value="submit"
            disabled={submitting || upload.shrinking}
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {submitting ? "Processing..." : "I Have Sent the Money"}
          </button>
        </div>
        {upload.progressBar}
      </Form>
    </Card>
  );
}

const proofFiles = [
  ["photo", "Passport photo", "image/jpeg,image/png,image/webp"],
  ["receipt", "Payment receipt", "image/jpeg,image/png,image/webp,application/pdf"],
] as const;

/**
 * The optional passport photo and receipt; refused files are named and the inputs emptied. With
 * JavaScript an image is shrunk as soon as it is chosen (a PDF receipt is sent as it is).
 */
function ProofUploads({
  step,
  upload,
}: {
  step: Step2;
  upload: ReturnType<typeof usePhotoUpload>;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">
        Attach your passport photo and receipt here (optional)
      </legend>
      {proofFiles.map(([name, label, accept]) => (
        <div key={name}>
          <label htmlFor={`upload-${name}`} className="block text-sm font-medium text-stone-800">
            {label} <span className="font-normal text-stone-600">(optional, up to 5 MB)</span>
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
