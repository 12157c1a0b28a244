import { Icon } from "~/components/ui/icons";
import type { Plan } from "~/config/association";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";
import { formatNaira } from "~/utils/money";

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
