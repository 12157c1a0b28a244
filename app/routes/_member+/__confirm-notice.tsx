import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/forms/fields";
import type { AccountTexts } from "~/i18n/account";
import { format } from "~/i18n/language";

/**
 * The dashboard's notice to an account whose address is not confirmed yet (issue #27), with
 * "Send the link again" posting to /dashboard/confirm-email. Shown only while e-mail is on.
 */
export function ConfirmAddressNotice({
  t,
  email,
  action,
}: {
  t: Pick<AccountTexts, "confirmNotice">;
  email: string;
  /** /dashboard/confirm-email in the page's language. */
  action: string;
}) {
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="confirm-address-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6"
    >
      <h2 id="confirm-address-heading" className="text-xl font-bold text-stone-900">
        {t.confirmNotice.title}
      </h2>
      <p className="mt-1 text-stone-800">{format(t.confirmNotice.text, { email })}</p>
      <Form method="post" action={action} className="mt-4">
        <SubmitButton
          pending={navigation.state === "submitting" && navigation.formAction === action}
          label={t.confirmNotice.resend}
          pendingLabel={t.confirmNotice.resend}
        />
      </Form>
    </section>
  );
}
