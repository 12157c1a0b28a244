import { Form, useNavigation } from "react-router";
import { usePhotoUpload } from "~/components/forms/upload-progress";
import { Honeypot } from "~/components/forms/honeypot";
import { useAssociation } from "~/components/layout/use-association";
import { BankTransfer } from "~/components/membership/bank-transfer";
import { PlanSummary } from "~/components/membership/plans";
import { PAY_ONLINE, PayNowButton, type PayNowTexts } from "~/components/membership/pay-now";
import { Card } from "~/components/ui/card";
import type { Toast } from "~/components/ui/toaster";
import type { joinTexts } from "~/i18n/join";
import type { ApplicationUploadField } from "~/models/membership/application-submission.server";
import type { JoinDetails } from "~/validation/join";

type JoinTexts = (typeof joinTexts)["en"];

/** /join's step 2 as the action answers it: the details of step 1, kept in hidden fields. */
export type Step2 = {
  step: 2;
  details: JoinDetails;
  paymentReference: string;
  toast?: Toast;
  uploadErrors?: Partial<Record<ApplicationUploadField, string>>;
  /** Set when files were refused: the file inputs start empty again. */
  refusedAt?: number;
};

/** Step 2: the plan, where to send the money with which reference, and the optional files. */
export function PaymentStep({
  step,
  t,
  payNow,
}: {
  step: Step2;
  t: JoinTexts;
  /** "Pay now with Paystack" beside the bank details, while online payment is on. */
  payNow: PayNowTexts | null;
}) {
  const site = useAssociation();
  const navigation = useNavigation();
  const plan = site.plans.find((p) => p.id === step.details.membershipPlan) ?? site.plans[0]!;
  const upload = usePhotoUpload();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  // Either button sends the application: both wait while it goes.
  const submitting = intent === "submit" || intent === PAY_ONLINE;
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
            {intent === "submit" ? t.payment.processing : t.payment.submit}
          </button>
        </div>
        {payNow ? (
          <div className="mt-6 border-t border-stone-200 pt-6">
            <PayNowButton t={payNow} disabled={submitting || upload.shrinking} />
          </div>
        ) : null}
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
    <fieldset className="boxed-fieldset space-y-4 rounded-xl border border-stone-200 p-4">
      <legend className="text-sm font-semibold text-stone-900">{t.payment.uploadsLegend}</legend>
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
            {...upload.fileField}
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
