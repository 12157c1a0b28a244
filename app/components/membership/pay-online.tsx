import { Form } from "react-router";
import { BankTransfer } from "./bank-transfer";
import { PAY_ONLINE, PayNowButton, type PayNowTexts } from "./pay-now";

export type UnavailableTexts = { unavailable: { title: string; text: string } };

/** The button in a form of its own, for a payment already stored (an application, a renewal). */
export function PayNowForm({
  action,
  t,
  intent = PAY_ONLINE,
}: {
  action: string;
  t: PayNowTexts;
  intent?: string;
}) {
  return (
    <Form method="post" action={action} className="mt-4">
      <PayNowButton t={t} intent={intent} />
    </Form>
  );
}

/** Paystack could not start a checkout: nothing is lost, and the bank transfer still works. */
export function OnlineUnavailable({
  t,
  paymentReference,
}: {
  t: UnavailableTexts;
  paymentReference: string;
}) {
  return (
    <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-left text-stone-900">
      <p className="font-semibold">{t.unavailable.title}</p>
      <p className="mt-1 text-sm">{t.unavailable.text}</p>
      <BankTransfer paymentReference={paymentReference} />
    </div>
  );
}
