import { Honeypot } from "~/components/forms/honeypot";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useZodForm } from "~/components/forms/use-zod-form";
import { rsvpForm } from "~/validation/forms";
import { SubmitButton, TextField } from "~/components/forms/fields";
import type { eventsTexts } from "~/i18n/events";
import { formTexts } from "~/i18n/forms";
import { localePath, useLanguage, useTexts } from "~/i18n/language";

/**
 * The RSVP form, posted to /events/{id}/rsvp: from the dialog on /events (through a fetcher, so
 * errors stay in the dialog) and from the RSVP page without JavaScript.
 */
export function RsvpForm({
  eventId,
  lastResult,
  pending,
  FormComponent = Form,
  texts: t,
  waitlist = false,
}: {
  eventId: string;
  lastResult?: SubmissionResult<string[]>;
  pending: boolean;
  FormComponent?: typeof Form;
  /** The events namespace in the page's language (from the page's loader). */
  texts: (typeof eventsTexts)["en"];
  /** The event is full: the form joins its waitlist (issue #29). */
  waitlist?: boolean;
}) {
  const { optional } = useTexts(formTexts);
  const language = useLanguage();
  const [form, fields] = useZodForm(rsvpForm, {
    id: `rsvp-${eventId}`,
    lastResult,
  });
  return (
    <FormComponent
      method="post"
      action={localePath(`/events/${eventId}/rsvp`, language)}
      {...getFormProps(form)}
      className="space-y-2"
    >
      <Honeypot />
      {waitlist ? <input type="hidden" name="waitlist" value="yes" /> : null}
      <TextField field={fields.fullName} label={t.rsvp.fullName} autoComplete="name" />
      <TextField field={fields.email} label={t.rsvp.email} type="email" autoComplete="email" />
      <TextField
        field={fields.phone}
        label={t.rsvp.phone}
        type="tel"
        hint={optional}
        autoComplete="tel"
      />
      <SubmitButton
        pending={pending}
        label={waitlist ? t.rsvp.joinWaitlist : t.rsvp.confirm}
        pendingLabel={waitlist ? t.rsvp.joining : t.rsvp.confirming}
      />
    </FormComponent>
  );
}
