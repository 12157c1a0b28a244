import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FormErrors, TextAreaField, TextField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { cardClassName } from "~/components/ui/card";
import { formatNaira } from "~/utils/money";
import type { SegmentChoice } from "~/validation/announcement";
import { announcementForm } from "~/validation/forms";

/** Who gets it, as the admin picks it. */
export const segmentLabels: Record<SegmentChoice, string> = {
  active: "All active members (valid today, expiring ones included)",
  expiring: "Expiring members (renewal due within 30 days)",
  grace: "Members in grace (year ended, still listed)",
  lapsed: "Lapsed members",
  newsletter: "Newsletter subscribers",
  event: "People who RSVPed to an event",
};

export type EventChoice = { id: string; title: string; when: string; rsvpCount: number };

/** The e-mail as each version reads, and how many it would go to (the "preview" answer). */
export type AnnouncementPreview = {
  count: number;
  versions: { language: "en" | "ha"; subject: string; html: string }[];
  /** Its text, when it is texted too (issue #40): to how many, each version, its pages. */
  texts: {
    count: number;
    versions: { language: "en" | "ha"; text: string; pages: number }[];
    pages: number;
    pagePriceKobo: number;
  } | null;
};

const languageNames = { en: "English", ha: "Hausa" } as const;
const selectClass =
  "mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 aria-[invalid=true]:border-red-700";
const buttonClass = "rounded-md px-5 py-3 font-semibold disabled:opacity-70";

/**
 * Write, preview, send: one form. "Preview" posts it with intent "preview" and the page comes
 * back with the mail as it reads and the number of recipients, the fields as they were; "Send"
 * (shown with the preview) posts it with intent "send". Works the same without JavaScript.
 */
export function AnnouncementForm({
  formKey,
  events,
  lastResult,
  preview,
  mailOn,
  smsOn,
}: {
  formKey: string;
  events: EventChoice[];
  lastResult: SubmissionResult<string[]> | undefined;
  preview: AnnouncementPreview | null;
  mailOn: boolean;
  smsOn: boolean;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const [form, fields] = useZodForm(announcementForm, {
    id: `announcement-${formKey}`,
    lastResult,
    defaultValue: { key: formKey },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input {...getInputProps(fields.key, { type: "hidden" })} key={fields.key.key} />
      <fieldset className="space-y-2">
        <legend className="font-semibold text-brand-900">In English</legend>
        <TextField field={fields.subjectEn} label="Subject (English)" />
        <TextAreaField field={fields.bodyEn} label="Text (English)" rows={6} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-brand-900">In Hausa</legend>
        <TextField field={fields.subjectHa} label="Subject (Hausa)" />
        <TextAreaField field={fields.bodyHa} label="Text (Hausa)" rows={6} />
      </fieldset>
      <p className="text-sm text-stone-700">
        Write it in English, Hausa, or both: each recipient gets the version in her language when
        there is one, else the other.
      </p>
      <div>
        <label htmlFor={fields.segment.id} className="block text-sm font-medium text-stone-800">
          Who gets it
        </label>
        <select
          {...getSelectProps(fields.segment, { ariaDescribedBy: fields.segment.errorId })}
          key={fields.segment.key}
          className={selectClass}
        >
          <option value="">Choose who gets it</option>
          {Object.entries(segmentLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <p id={fields.segment.errorId} className="mt-1 min-h-5 text-sm text-red-800">
          {fields.segment.errors?.[0]}
        </p>
      </div>
      <div>
        <label htmlFor={fields.eventId.id} className="block text-sm font-medium text-stone-800">
          Event (for its RSVPs)
        </label>
        <select
          {...getSelectProps(fields.eventId, { ariaDescribedBy: fields.eventId.errorId })}
          key={fields.eventId.key}
          className={selectClass}
        >
          <option value="">No event</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title} — {event.when} ({event.rsvpCount} RSVP
              {event.rsvpCount === 1 ? "" : "s"})
            </option>
          ))}
        </select>
        <p id={fields.eventId.errorId} className="mt-1 min-h-5 text-sm text-red-800">
          {fields.eventId.errors?.[0]}
        </p>
      </div>
      {smsOn ? (
        <CheckboxField
          field={fields.bySms}
          label="Text it too, to the members who agreed to announcements by SMS"
          hint="They get its subject and a link to read it (at most 2 SMS pages each); the preview says how many and what it costs."
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          disabled={pending}
          className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          Preview
        </button>
        {preview && ((mailOn && preview.count > 0) || (preview.texts?.count ?? 0) > 0) ? (
          <button
            type="submit"
            name="intent"
            value="send"
            disabled={pending}
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {sendLabel(preview, mailOn)}
          </button>
        ) : null}
      </div>
      {preview ? <PreviewPanel preview={preview} /> : null}
    </Form>
  );
}

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

function sendLabel(preview: AnnouncementPreview, mailOn: boolean) {
  const texts = preview.texts?.count ?? 0;
  if (!mailOn || preview.count === 0) return `Send by SMS to ${people(texts)}`;
  return texts > 0
    ? `Send to ${people(preview.count)} and text ${people(texts)}`
    : `Send to ${people(preview.count)}`;
}

function PreviewPanel({ preview }: { preview: AnnouncementPreview }) {
  return (
    <section aria-labelledby="preview-heading" className="space-y-4 pt-4">
      <h3 id="preview-heading" className="text-lg font-bold text-brand-900">
        Preview
      </h3>
      <p data-testid="recipient-count" role="status" className="font-semibold text-stone-900">
        {preview.count === 0
          ? "No one is in this group: there is nobody to send it to."
          : `It will go to ${people(preview.count)}.`}
      </p>
      {preview.texts ? <TextsPreview texts={preview.texts} /> : null}
      {preview.versions.map((version) => (
        <article
          key={version.language}
          aria-label={`The e-mail in ${languageNames[version.language]}`}
          className={cardClassName("md", "space-y-2")}
        >
          <p className="text-sm text-stone-700">
            {languageNames[version.language]} · Subject:{" "}
            <span className="font-semibold text-stone-900">{version.subject}</span>
          </p>
          {/* The mail's own HTML (renderMail escapes every text in it). */}
          <div
            lang={version.language}
            className="overflow-x-auto border-t border-stone-200 pt-2"
            dangerouslySetInnerHTML={{ __html: version.html }}
          />
        </article>
      ))}
    </section>
  );
}

/** Its texts (issue #40): to how many, each version as it is sent, and the reckoned cost. */
function TextsPreview({ texts }: { texts: NonNullable<AnnouncementPreview["texts"]> }) {
  const cost = formatNaira(texts.count * texts.pages * texts.pagePriceKobo);
  return (
    <div className="space-y-2" data-testid="text-preview">
      <p role="status" className="font-semibold text-stone-900">
        {texts.count === 0
          ? "No one in this group agreed to announcements by SMS: no text goes."
          : `It will be texted to ${people(texts.count)}: about ${cost} (${texts.pages === 1 ? "1 page" : `${texts.pages} pages`} each).`}
      </p>
      {texts.versions.map((version) => (
        <p
          key={version.language}
          lang={version.language}
          className="rounded-md bg-stone-50 p-3 font-mono text-sm break-words text-stone-900 ring-1 ring-stone-200"
        >
          <span className="sr-only">The text in {languageNames[version.language]}: </span>
          {version.text}
        </p>
      ))}
    </div>
  );
}
