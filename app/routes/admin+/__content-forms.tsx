import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  CheckboxField,
  FormErrors,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { resourceForm, testimonialForm } from "~/validation/forms";
import { HausaPrompt } from "./__hausa-missing";

/** A resource's and a testimonial's texts that have a Hausa twin. */
export const resourceTextFields = ["title", "description"] as const;
export const testimonialTextFields = ["content"] as const;

const formClass = "space-y-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200";

/** The page's last answer to this form, and whether it is on its way. */
type SaveState = { lastResult: SubmissionResult<string[]> | undefined; pending: boolean };

export type EditableResource = {
  id: string;
  title: string;
  category: string;
  description: string | null;
  titleHa: string | null;
  descriptionHa: string | null;
  fileUrl: string;
};

/** Add a resource, or edit one (`resource` given): the same form, the same schema. */
export function ResourceForm({
  resource,
  lastResult,
  pending,
}: { resource: EditableResource | null } & SaveState) {
  const [form, fields] = useZodForm(resourceForm, {
    id: resource ? `resource-${resource.id}` : "resource-new",
    lastResult,
    defaultValue: resource
      ? {
          title: resource.title,
          category: resource.category,
          description: resource.description ?? "",
          titleHa: resource.titleHa ?? "",
          descriptionHa: resource.descriptionHa ?? "",
          fileUrl: resource.fileUrl,
        }
      : undefined,
  });
  return (
    <ContentItemForm
      form={form}
      kind="resource"
      editing={resource && { id: resource.id, name: resource.title }}
      pending={pending}
    >
      <TextField field={fields.title} label="Title" />
      <TextField field={fields.category} label="Category" hint="e.g. finance, marketing" />
      <TextAreaField field={fields.description} label="Description (optional)" rows={3} />
      <HausaPrompt item={resource} fields={resourceTextFields} />
      <TextField field={fields.titleHa} label="Title in Hausa" />
      <TextAreaField field={fields.descriptionHa} label="Description in Hausa" rows={3} />
      <TextField field={fields.fileUrl} label="File URL" hint="https://… or /downloads/…" />
    </ContentItemForm>
  );
}

export type EditableTestimonial = {
  id: string;
  memberName: string;
  businessName: string;
  content: string;
  contentHa: string | null;
  photoUrl: string | null;
  isFeatured: boolean;
};

/** Add a testimonial, or edit one (`testimonial` given). */
export function TestimonialForm({
  testimonial,
  lastResult,
  pending,
}: { testimonial: EditableTestimonial | null } & SaveState) {
  const [form, fields] = useZodForm(testimonialForm, {
    id: testimonial ? `testimonial-${testimonial.id}` : "testimonial-new",
    lastResult,
    defaultValue: testimonial
      ? {
          memberName: testimonial.memberName,
          businessName: testimonial.businessName,
          content: testimonial.content,
          contentHa: testimonial.contentHa ?? "",
          photoUrl: testimonial.photoUrl ?? "",
          isFeatured: testimonial.isFeatured,
        }
      : undefined,
  });
  return (
    <ContentItemForm
      form={form}
      kind="testimonial"
      editing={testimonial && { id: testimonial.id, name: testimonial.memberName }}
      pending={pending}
    >
      <TextField field={fields.memberName} label="Member Name" />
      <TextField field={fields.businessName} label="Business Name" />
      <TextAreaField field={fields.content} label="Quote" rows={4} />
      <HausaPrompt item={testimonial} fields={testimonialTextFields} />
      <TextAreaField field={fields.contentHa} label="Testimonial in Hausa" rows={4} />
      <TextField
        field={fields.photoUrl}
        label="Photo URL"
        hint="optional: https://… or /images/…"
      />
      <CheckboxField
        field={fields.isFeatured}
        label="Featured on Success Stories"
        hint="Only featured testimonials appear on the public Success Stories page."
      />
    </ContentItemForm>
  );
}

/**
 * What both content forms share: the heading ("Add a resource" / "Edit resource: …"), the
 * form's message, the `save-<kind>` intent (and the item's id when editing), and the submit row
 * with Cancel when editing.
 */
function ContentItemForm<Schema extends Record<string, unknown>>({
  form,
  kind,
  editing,
  pending,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  kind: "resource" | "testimonial";
  /** The item being edited (its id, and its name for the heading); null: a new one. */
  editing: { id: string; name: string } | null;
  pending: boolean;
  children: ReactNode;
}) {
  const headingId = `${form.id}-heading`;
  return (
    <Form
      method="post"
      action={
        editing ? `/admin/content?edit-${kind}=${encodeURIComponent(editing.id)}` : "/admin/content"
      }
      aria-labelledby={headingId}
      {...getFormProps(form)}
      className={formClass}
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {editing ? `Edit ${kind}: ${editing.name}` : `Add a ${kind}`}
      </h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value={`save-${kind}`} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={pending}
          label={editing ? `Save ${kind}` : `Add ${kind}`}
          pendingLabel="Saving..."
        />
        {editing ? (
          <Link to="/admin/content" className="px-2 py-2 font-semibold text-brand-800 underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
