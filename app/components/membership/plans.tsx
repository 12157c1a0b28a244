import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useAssociation } from "~/components/layout/use-association";
import { Icon } from "~/components/ui/icons";
import type { Plan } from "~/config/association";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";
import { formatNaira } from "~/utils/money";

/** The plans as radio cards (join, renewal), with the field's message below. */
export function PlanChoice({ field }: { field: FieldMetadata<string> }) {
  const { plans } = useAssociation();
  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {plans.map((plan) => (
          <label
            key={plan.id}
            className="relative block cursor-pointer rounded-xl border-2 border-stone-200 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              {...getInputProps(field, { type: "radio", value: plan.id })}
              key={`${field.key}-${plan.id}`}
              className="sr-only"
            />
            <PlanSummary plan={plan} />
          </label>
        ))}
      </div>
      <p id={field.errorId} className="mt-2 min-h-5 text-sm text-red-800">
        {field.errors?.[0]}
      </p>
    </>
  );
}

/** A plan's name, price and benefits. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const t = useTexts(membershipTexts);
  return (
    <>
      <span className="flex items-center justify-between gap-2">
        <span className="text-lg font-bold text-stone-900">{plan.name}</span>
        {plan.recommended ? (
          <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-bold text-stone-900">
            {t.recommended}
          </span>
        ) : null}
      </span>
      <span className="mt-1 block text-2xl font-extrabold text-brand-800">
        {formatNaira(plan.priceKobo)}
      </span>
      <ul className="mt-3 space-y-1 text-sm text-stone-700">
        {Object.values(t.benefits[plan.id]).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Icon name="check" className="size-4 shrink-0 text-brand-700" />
            {benefit}
          </li>
        ))}
      </ul>
    </>
  );
}
