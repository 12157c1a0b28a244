import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { eventForm } from "~/validation/forms";
import { HausaPrompt } from "./__hausa-missing";

export type EventFormValues = {
  title: string;
  description: string;
  titleHa: string;
  descriptionHa: string;
  date: string;
  time: string;
  location: string;
  imageUrl: string;
  maxAttendees: string;
};

/** An event's texts that have a Hausa twin. */
export const eventTextFields = ["title", "description"] as const;

/** Create or edit an event; date and time are entered in WAT. */
export function EventForm({
  id,
  lastResult,
  defaultValue,
  submitLabel,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: EventFormValues;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(eventForm, { id, lastResult, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={fields.title} label="Title" />
      <TextAreaField field={fields.description} label="Description" rows={4} />
      <HausaPrompt item={defaultValue ?? null} fields={eventTextFields} />
      <TextField field={fields.titleHa} label="Title in Hausa" />
      <TextAreaField field={fields.descriptionHa} label="Description in Hausa" rows={4} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.date} label="Date" type="date" />
        <TextField field={fields.time} label="Time (WAT)" type="time" />
      </div>
      <TextField field={fields.location} label="Location" />
      <TextField field={fields.imageUrl} label="Image URL" type="url" hint="optional" />
      <TextField
        field={fields.maxAttendees}
        label="Max attendees"
        type="number"
        hint="optional, empty for no limit"
      />
      <SubmitButton
        pending={navigation.state === "submitting"}
        label={submitLabel}
        pendingLabel="Saving..."
      />
    </Form>
  );
}
