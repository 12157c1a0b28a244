import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import {
  BusinessTypeFields,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { PlanChoice } from "~/components/membership/plan-choice";
import { Card } from "~/components/ui/card";
import { formTexts } from "~/i18n/forms";
import { useTexts } from "~/i18n/language";
import { joinDetailsForm } from "~/validation/forms";
import type { Step2 } from "./__join-payment";
import type { action, loader, Step1 } from "./join._index";

/**
 * Step 1: her details, her business and the plan; Continue checks them on the server.
 */
export function DetailsStep() {
  const { idempotencyKey, texts: t, industries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Step1 | Step2 | undefined;
  const lastResult = actionData?.step === 1 ? actionData.result : undefined;
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
        <BusinessTypeFields
          type={fields.businessType}
          detail={fields.businessTypeDetail}
          label={t.business.businessType}
          choice={industries}
        />
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
