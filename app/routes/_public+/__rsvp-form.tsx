import { Honeypot } from "~/components/forms/honeypot";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useZodForm } from "~/components/forms/use-zod-form";
import { rsvpForm } from "~/validation/forms";
import { SubmitButton, TextField } from "~/components/forms/fields";

/**
 * The RSVP form, posted to /events/{id}/rsvp: from the dialog on /events (through a fetcher, so
 * errors stay in the dialog) and from the RSVP page without JavaScript.
 */
export function RsvpForm({
  eventId,
  lastResult,
  pending,
  FormComponent = Form,
}: {
  eventId: string;
  lastResult?: SubmissionResult<string[]>;
  pending: boolean;
  FormComponent?: typeof Form;
}) {
  const [form, fields] = useZodForm(rsvpForm, {
    id: `rsvp-${eventId}`,
    lastResult,
  });
  return (
    <FormComponent
      method="post"
      action={`/events/${eventId}/rsvp`}
      {...getFormProps(form)}
      className="space-y-2"
    >
      <Honeypot />
      <TextField field={fields.fullName} label="Full Name" autoComplete="name" />
      <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField field={fields.phone} label="Phone" type="tel" hint="optional" autoComplete="tel" />
      <SubmitButton pending={pending} label="Confirm RSVP" pendingLabel="Confirming..." />
    </FormComponent>
  );
}
