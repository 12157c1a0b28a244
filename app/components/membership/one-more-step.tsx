import { Link } from "react-router";
import type { ReactNode } from "react";
import { useAssociation } from "~/components/layout/use-association";
import { Card } from "~/components/ui/card";
import { BankTransfer } from "~/components/membership/bank-transfer";
import { Icon } from "~/components/ui/icons";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";
import { whatsappHref } from "~/utils/phone";

/**
 * "One More Step!": after an application or a renewal, how to pay by bank transfer and how to
 * send the proof of payment — a WhatsApp message to the association, already written — and the
 * way back.
 */
export function OneMoreStep({
  whatsappText,
  back,
  paymentReference,
  notCompleted = false,
  children,
}: {
  whatsappText: string;
  back: { to: string; label: string };
  /** The bank details are on every page that asks her to pay (issue #38). */
  paymentReference: string;
  /** Back from Paystack without paying: said first, and no ✓ (issue #38). */
  notCompleted?: boolean;
  children: ReactNode;
}) {
  const site = useAssociation();
  const t = useTexts(membershipTexts);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card className="text-center">
        {notCompleted ? (
          <PaymentNotCompleted heading="h1" />
        ) : (
          <>
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon name="check" className="size-8" />
            </span>
            <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{t.oneMoreStep.title}</h1>
          </>
        )}
        <section aria-labelledby="bank-transfer" className="mt-6 text-left">
          <h2 id="bank-transfer" className="text-lg font-bold text-brand-900">
            {t.oneMoreStep.payByTransfer}
          </h2>
          <BankTransfer paymentReference={paymentReference} />
        </section>
        {children}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a
            href={whatsappHref(site.whatsappNumber, whatsappText)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="whatsapp" className="size-5" />
            {t.oneMoreStep.sendOnWhatsApp}
          </a>
          <Link
            to={back.to}
            className="rounded-md border border-stone-300 px-5 py-3 font-semibold text-stone-800 hover:bg-stone-100"
          >
            {back.label}
          </Link>
        </div>
      </Card>
    </div>
  );
}

/** "Payment not completed — nothing was taken" (issue #38): back from Paystack without paying. */
export function PaymentNotCompleted({ heading: Heading = "p" }: { heading?: "h1" | "p" }) {
  const t = useTexts(membershipTexts);
  return (
    <div role="alert" data-testid="payment-not-completed" className="mb-4">
      <Heading className="text-2xl font-extrabold text-red-900">
        {t.oneMoreStep.notCompleted}
      </Heading>
      <p className="mt-2 text-stone-800">{t.oneMoreStep.notCompletedText}</p>
    </div>
  );
}
