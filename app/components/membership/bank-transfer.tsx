import { useAssociation } from "~/components/layout/use-association";

/** The association's bank account and her payment reference for the transfer's narration. */
export function BankTransfer({ paymentReference }: { paymentReference: string }) {
  const site = useAssociation();
  return (
    <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-stone-600">Bank</dt>
        <dd className="text-lg font-semibold text-stone-900">{site.bank.name}</dd>
      </div>
      <div>
        <dt className="text-stone-600">Account Number</dt>
        <dd className="text-lg font-semibold tracking-wider text-stone-900">
          {site.bank.accountNumber}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-stone-600">Account Name</dt>
        <dd className="text-lg font-semibold text-stone-900">{site.bank.accountName}</dd>
      </div>
      <div className="sm:col-span-2 rounded-lg border-2 border-dashed border-gold-500 p-3">
        <dt className="text-stone-700">Payment reference — write it in the transfer narration</dt>
        <dd className="text-2xl font-extrabold tracking-widest text-stone-900">
          {paymentReference}
        </dd>
      </div>
    </dl>
  );
}
