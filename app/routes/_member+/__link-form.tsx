import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { cardClassName } from "~/components/ui/card";
import type { DashboardTexts } from "~/i18n/dashboard";
import { linkApplicationForm } from "~/validation/forms";

/**
 * "Already applied?": her phone and payment reference, which link her application to this
 * account. Shown on the dashboard and on /dashboard/link; it always posts to /dashboard/link,
 * whose page shows the answer when it is not a success.
 */
export function LinkApplicationForm({
  t,
  action,
  lastResult,
}: {
  t: Pick<DashboardTexts, "link">;
  /** /dashboard/link in the page's language. */
  action: string;
  lastResult?: Parameters<typeof useZodForm>[1]["lastResult"];
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(linkApplicationForm, { id: "link-application", lastResult });
  return (
    <section aria-labelledby="link-heading" className={cardClassName("lg")}>
      <h2 id="link-heading" className="text-xl font-bold text-brand-900">
        {t.link.heading}
      </h2>
      <p className="mt-1 text-stone-700">{t.link.lead}</p>
      <Form method="post" action={action} {...getFormProps(form)} className="mt-4 space-y-2">
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextField
          field={fields.phoneNumber}
          label={t.link.phoneNumber}
          type="tel"
          autoComplete="tel"
        />
        <TextField field={fields.paymentReference} label={t.link.paymentReference} />
        <SubmitButton
          pending={navigation.state === "submitting"}
          label={t.link.submit}
          pendingLabel={t.link.pending}
        />
      </Form>
    </section>
  );
}
