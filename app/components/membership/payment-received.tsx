import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icons";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";

/** What a page says once a payment arrived (issue #38): what, how, the reference. */
export type PaidFacts = { amount: string; paidOnline: boolean; reference: string };

/** "Payment received": the amount, how it was paid, the reference, then what happens next. */
export function PaymentReceived({
  paid,
  next,
  children,
}: {
  paid: PaidFacts;
  next: string;
  children?: ReactNode;
}) {
  const t = useTexts(membershipTexts);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center" data-testid="payment-received">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{t.paid.title}</h1>
        <dl className="mx-auto mt-6 grid max-w-md gap-3 text-left text-sm">
          {(
            [
              [t.paid.amount, paid.amount],
              [t.paid.how, paid.paidOnline ? t.paid.paystack : t.paid.transfer],
              [t.paid.reference, paid.reference],
            ] as const
          ).map(([label, value]) => (
            <div
              key={label}
              className="flex flex-wrap justify-between gap-x-4 border-b border-stone-200 pb-2"
            >
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold break-words text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-stone-800">{next}</p>
        {children ? (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </Card>
    </div>
  );
}
