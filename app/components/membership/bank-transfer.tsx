import { useAssociation } from "~/components/layout/use-association";
import { useTexts } from "~/i18n/language";
import { membershipTexts } from "~/i18n/membership";

/** The association's bank account and her payment reference for the transfer's narration. */
export function BankTransfer({ paymentReference }: { paymentReference: string }) {
  const site = useAssociation();
  const t = useTexts(membershipTexts);
  return (
    <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-stone-600">{t.bank.bank}</dt>
        <dd className="text-lg font-semibold text-stone-900">{site.bank.name}</dd>
      </div>
      <div>
        <dt className="text-stone-600">{t.bank.accountNumber}</dt>
        <dd className="text-lg font-semibold tracking-wider text-stone-900">
          {site.bank.accountNumber}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-stone-600">{t.bank.accountName}</dt>
        <dd className="text-lg font-semibold text-stone-900">{site.bank.accountName}</dd>
      </div>
      <div className="sm:col-span-2 rounded-lg border-2 border-dashed border-gold-500 p-3">
        <dt className="text-stone-700">{t.bank.reference}</dt>
        <dd className="text-2xl font-extrabold tracking-widest text-stone-900">
          {paymentReference}
        </dd>
      </div>
    </dl>
  );
}
