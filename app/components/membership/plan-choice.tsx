import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useAssociation } from "~/components/layout/use-association";
import { PlanSummary } from "~/components/membership/plans";

/**
 * The plans as radio cards (join, renewal), with the field's message below. Apart from the plans
 * themselves: it needs conform, which the payment step and the dashboard do not load.
 */
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
