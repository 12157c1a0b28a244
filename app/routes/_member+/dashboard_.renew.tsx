import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireApprovedMember } from "~/auth/member.server";
import { FormErrors, SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { useAssociation } from "~/components/layout/use-association";
import { BankTransfer } from "~/components/membership/bank-transfer";
import { PlanChoice } from "~/components/membership/plan-choice";
import { Card } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getAssociation } from "~/config/association";
import { toasts, withToast } from "~/http/toast.server";
import { readFormData } from "~/http/form-data.server";
import { newPaymentReference } from "~/models/membership/applications.server";
import { getDb, readOr } from "~/models/db.server";
import { membershipYearOf } from "~/models/membership/standing.server";
import {
  submitRenewalWithReceipt,
  type RenewalSubmissionOutcome,
} from "~/models/membership/renewal-submission.server";
import { fileFrom, uploadRefusal } from "~/models/uploads.server";
import { announce } from "~/realtime/publish.server";
import { formatWatDayIn } from "~/utils/hausa-dates";
import {
  type CalendarDay,
  membershipTerms,
  nextPeriodStart,
  periodEnd,
  watDayOf,
} from "~/models/membership/period-rules";
import { metaLanguage, pageMeta } from "~/utils/seo";
import { renewalForm } from "~/validation/forms";
import { renewalSchema } from "~/validation/renewal";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { TextWithParts } from "~/components/ui/text-with-parts";
import { format, useLocalePath, useTexts, type Language } from "~/i18n/language";
import { renewalTexts } from "~/i18n/renewal";
import { parseWithZodIn } from "~/validation/parse";
import { loggableError } from "~/models/loggable-error.server";
import {
  ONLINE_UNAVAILABLE,
  PAY_ONLINE,
  PAY_OPEN_RENEWAL,
  PayNowButton,
  type PayNowTexts,
} from "~/components/membership/pay-now";
import { OnlineUnavailable, PayNowForm } from "~/components/membership/pay-online";
import { CHECKOUT_NOT_COMPLETED, payOnline } from "~/http/pay-online.server";
import { PaymentNotCompleted } from "~/components/membership/one-more-step";
import { paymentsTexts } from "~/i18n/payments";
import { onlinePaymentMode } from "~/models/membership/paystack-settlement.server";
import { openRenewalOf } from "~/models/membership/renewals.server";

type RenewalTexts = (typeof renewalTexts)["en"];

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: renewalTexts[metaLanguage(matches)].meta.title,
    description: renewalTexts[metaLanguage(matches)].meta.description,
    path: "/dashboard/renew",
  }),
  { name: "robots", content: "noindex" },
];

/** Her plan and dates, and a fresh reference and key for this form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { membership } = await requireApprovedMember(request, context);
  const language = pageLanguageOf(request);
  const day = (date: CalendarDay) => formatWatDayIn(date, language);
  const terms = membershipTerms(context.cloudflare.env);
  const year = await membershipYearOf(
    getDb(context.cloudflare.env),
    membership.applicationId,
    terms,
  );
  const startsOn = nextPeriodStart(year.standing?.endsOn ?? null, watDayOf(new Date()));
  return {
    plan: membership.plan,
    validUntil: year.standing ? day(year.standing.endsOn) : null,
    nextPeriod: { from: day(startsOn), until: day(periodEnd(startsOn, terms)) },
    waiting: year.openRenewal
      ? {
          paymentReference: year.openRenewal.paymentReference,
          // Back from Paystack's checkout without paying (issue #38): the page says so.
          notCompleted: new URL(request.url).search.includes(CHECKOUT_NOT_COMPLETED),
        }
      : null,
    paymentReference: newPaymentReference(),
    idempotencyKey: crypto.randomUUID(),
    // "Pay now with Paystack" beside the bank transfer, while online payment is on; and whether
    // Paystack just could not start a checkout (she came back with ?online=unavailable).
    online:
      onlinePaymentMode(context.cloudflare.env) !== "off"
        ? { unavailable: new URL(request.url).searchParams.get("online") === ONLINE_UNAVAILABLE }
        : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, membership } = await requireApprovedMember(request, context);
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const language = pageLanguageOf(request);
  const t = renewalTexts[language];
  const intent = formData.get("intent");
  if (intent === PAY_OPEN_RENEWAL) {
    const online = await payOpenRenewal(request, context, membership.applicationId);
    return online ?? redirect(localeRedirectPath(request, "/dashboard/renew"));
  }
  const submission = parseWithZodIn(formData, { schema: renewalSchema, language });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { membershipPlan, paymentReference, idempotencyKey } = submission.value;
  const plan = getAssociation(env).plans.find((candidate) => candidate.id === membershipPlan)!;
  try {
    const outcome = await submitRenewalWithReceipt(getDb(env), env.UPLOADS, {
      applicationId: membership.applicationId,
      userId: user.userId,
      plan: plan.id,
      amountKobo: plan.priceKobo,
      paymentReference,
      idempotencyKey,
      receipt: fileFrom(formData.get("receipt")),
    });
    if (outcome.status !== "stored") return refused(t, language, outcome, submission.reply);
    announce(context, ["admin"], { type: "renewal", id: outcome.id }, request);
  } catch (error) {
    console.error("[renewal] could not store the request:", loggableError(error));
    return withToast(
      { result: submission.reply() },
      { type: "error", message: t.errors.failed, description: t.errors.tryLater },
      { status: 503 },
    );
  }
  // Stored exactly as by "Send renewal"; then Paystack's checkout for it, when it is on.
  const online =
    intent === PAY_ONLINE ? await payOpenRenewal(request, context, membership.applicationId) : null;
  return (
    online ??
    toasts(env).redirectWithSuccess(localeRedirectPath(request, "/dashboard/renew/sent"), {
      message: t.sent.toast,
      description: t.sent.toastDescription,
    })
  );
}

/**
 * Paystack's checkout for her request waiting for confirmation — her linked membership's, never
 * one the form names — under its own reference, so a second click reuses or renews the same
 * checkout (startOnlineCheckout). null: Paystack is off, or she has no such request.
 */
async function payOpenRenewal(
  request: Request,
  context: ActionFunctionArgs["context"],
  applicationId: string,
) {
  const db = getDb(context.cloudflare.env);
  const open = await readOr("open renewal", undefined, () => openRenewalOf(db, applicationId));
  if (!open) return null;
  return payOnline(request, context, {
    applicationId,
    renewalId: open.id,
    returnTo: "/dashboard/renew",
  });
}

type Reply = (options?: {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}) => SubmissionResult<string[]>;

/** What a refused renewal says; what she chose stays in the form. */
function refused(
  t: RenewalTexts,
  language: Language,
  outcome: Exclude<RenewalSubmissionOutcome, { status: "stored" }>,
  reply: Reply,
) {
  if (outcome.status === "receipt-refused") {
    const refusal = language === "en" ? uploadRefusal : t.form.receiptRefused;
    return data({ result: reply({ fieldErrors: { receipt: [refusal] } }) }, { status: 400 });
  }
  const message = outcome.status === "already-open" ? t.errors.alreadyOpen : t.errors.expired;
  return data({ result: reply({ formErrors: [message] }) }, { status: 409 });
}

export default function RenewMembership() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useTexts(renewalTexts);
  const payments = useTexts(paymentsTexts);
  const href = useLocalePath();
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader
        title={t.meta.title}
        lead={loaded.validUntil ? format(t.validUntil, { date: loaded.validUntil }) : t.firstYear}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 pb-12">
        {loaded.waiting ? (
          <Card as="section" aria-labelledby="waiting-heading">
            {loaded.waiting.notCompleted ? <PaymentNotCompleted /> : null}
            <h2 id="waiting-heading" className="text-xl font-bold text-brand-900">
              {t.waiting.heading}
            </h2>
            <p className="mt-2 text-stone-700">
              <TextWithParts
                text={t.waiting.reference}
                parts={{
                  reference: (
                    <strong className="tracking-wider">{loaded.waiting.paymentReference}</strong>
                  ),
                }}
              />{" "}
              {t.waiting.text}
            </p>
            {loaded.online?.unavailable ? (
              <OnlineUnavailable t={payments} paymentReference={loaded.waiting.paymentReference} />
            ) : null}
            {loaded.online ? (
              <PayNowForm
                action={href("/dashboard/renew")}
                t={payments}
                intent={PAY_OPEN_RENEWAL}
              />
            ) : null}
            <BankTransfer paymentReference={loaded.waiting.paymentReference} />
            <Link
              to={href("/dashboard/renew/sent")}
              className="mt-4 inline-block font-semibold underline"
            >
              {t.waiting.send}
            </Link>
          </Card>
        ) : (
          <RenewalForm
            t={t}
            payNow={loaded.online ? payments : null}
            lastResult={actionData?.result}
          />
        )}
      </div>
    </>
  );
}

function RenewalForm({
  t,
  payNow,
  lastResult,
}: {
  t: RenewalTexts;
  payNow: PayNowTexts | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { plan, nextPeriod, paymentReference, idempotencyKey } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const site = useAssociation();
  const [form, fields] = useZodForm(renewalForm, {
    id: "renewal",
    lastResult,
    defaultValue: { membershipPlan: plan, paymentReference, idempotencyKey },
  });
  // The receipt is checked on the server only (by its bytes), so it is not a schema field.
  const receiptError = form.allErrors.receipt?.[0];
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input {...getInputProps(fields.paymentReference, { type: "hidden" })} />
      <input {...getInputProps(fields.idempotencyKey, { type: "hidden" })} />
      <Card as="fieldset">
        <legend className="text-xl font-bold text-brand-900">{t.form.plan}</legend>
        <p className="mt-1 text-stone-700">
          {format(t.form.nextYear, { from: nextPeriod.from, until: nextPeriod.until })}
        </p>
        <PlanChoice field={fields.membershipPlan} />
      </Card>
      <Card as="section" aria-labelledby="pay-heading">
        <h2 id="pay-heading" className="text-xl font-bold text-brand-900">
          {t.form.payHeading}
        </h2>
        <p className="mt-1 text-stone-700">{format(t.form.pay, { name: site.shortName })}</p>
        <BankTransfer paymentReference={paymentReference} />
        <label htmlFor="renewal-receipt" className="mt-6 block text-sm font-medium text-stone-800">
          {t.form.receipt} <span className="font-normal text-stone-600">{t.form.receiptHint}</span>
        </label>
        <input
          id="renewal-receipt"
          type="file"
          name="receipt"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-invalid={receiptError ? true : undefined}
          aria-describedby="renewal-receipt-error"
          className="mt-1 block w-full text-sm"
        />
        <p id="renewal-receipt-error" className="mt-1 min-h-5 text-sm text-red-800">
          {receiptError}
        </p>
      </Card>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <SubmitButton
          pending={navigation.state === "submitting"}
          label={t.form.submit}
          pendingLabel={t.form.sending}
        />
        {payNow ? <PayNowButton t={payNow} disabled={navigation.state === "submitting"} /> : null}
      </div>
    </Form>
  );
}
