import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useLoaderData, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { PlanChoice } from "~/components/membership/plan-choice";
import { MemberDetailsFields } from "~/components/membership/member-details-fields";
import { Card } from "~/components/ui/card";
import { formTexts } from "~/i18n/forms";
import { useTexts } from "~/i18n/language";
import { joinDetailsForm } from "~/validation/forms";
import type { loader, Step1 } from "./join._index";

/** Step 1: her details, her business and the plan; Continue checks them on the server. */
export function DetailsStep({ lastResult }: { lastResult?: Step1["result"] }) {
  const { idempotencyKey, texts: t, industries } = useLoaderData<typeof loader>();
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
      <MemberDetailsFields fields={fields} t={t} industries={industries} optional={optional} />
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
