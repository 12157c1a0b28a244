import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import {
  CheckboxField,
  FormErrors,
  SubmitButton,
  TextAreaField,
  TextField,
} from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { resourceForm, testimonialForm } from "~/validation/forms";

const formClass = "space-y-2 rounded-2xl bg-white p-5 ring-1 ring-stone-200";

export type EditableResource = {
  id: string;
  title: string;
  category: string;
  description: string | null;
  fileUrl: string;
};

/** Add a resource, or edit one (`resource` given): the same form, the same schema. */
export function ResourceForm({
  resource,
  lastResult,
  pending,
}: {
  resource: EditableResource | null;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useZodForm(resourceForm, {
    id: resource ? `resource-${resource.id}` : "resource-new",
    lastResult,
    defaultValue: resource
      ? {
          title: resource.title,
          category: resource.category,
          description: resource.description ?? "",
          fileUrl: resource.fileUrl,
        }
      : undefined,
  });
  const headingId = `${form.id}-heading`;
  return (
    <Form
      method="post"
      action={
        resource
          ? `/admin/content?edit-resource=${encodeURIComponent(resource.id)}`
          : "/admin/content"
      }
      aria-labelledby={headingId}
      {...getFormProps(form)}
      className={formClass}
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {resource ? `Edit resource: ${resource.title}` : "Add a resource"}
      </h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value="save-resource" />
      {resource ? <input type="hidden" name="id" value={resource.id} /> : null}
      <TextField field={fields.title} label="Title" />
      <TextField field={fields.category} label="Category" hint="e.g. finance, marketing" />
      <TextAreaField field={fields.description} label="Description (optional)" rows={3} />
      <TextField field={fields.fileUrl} label="File URL" hint="https://… or /downloads/…" />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={pending}
          label={resource ? "Save resource" : "Add resource"}
          pendingLabel="Saving..."
        />
        {resource ? (
          <Link to="/admin/content" className="px-2 py-2 font-semibold text-brand-800 underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export type EditableTestimonial = {
  id: string;
  memberName: string;
  businessName: string;
  content: string;
  photoUrl: string | null;
  isFeatured: boolean;
};

/** Add a testimonial, or edit one (`testimonial` given). */
export function TestimonialForm({
  testimonial,
  lastResult,
  pending,
}: {
  testimonial: EditableTestimonial | null;
  lastResult: SubmissionResult<string[]> | undefined;
  pending: boolean;
}) {
  const [form, fields] = useZodForm(testimonialForm, {
    id: testimonial ? `testimonial-${testimonial.id}` : "testimonial-new",
    lastResult,
    defaultValue: testimonial
      ? {
          memberName: testimonial.memberName,
          businessName: testimonial.businessName,
          content: testimonial.content,
          photoUrl: testimonial.photoUrl ?? "",
          isFeatured: testimonial.isFeatured,
        }
      : undefined,
  });
  const headingId = `${form.id}-heading`;
  return (
    <Form
      method="post"
      action={
        testimonial
          ? `/admin/content?edit-testimonial=${encodeURIComponent(testimonial.id)}`
          : "/admin/content"
      }
      aria-labelledby={headingId}
      {...getFormProps(form)}
      className={formClass}
    >
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {testimonial ? `Edit testimonial: ${testimonial.memberName}` : "Add a testimonial"}
      </h3>
      <FormErrors errors={form.errors} id={form.errorId} />
      <input type="hidden" name="intent" value="save-testimonial" />
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
      <TextField field={fields.memberName} label="Member Name" />
      <TextField field={fields.businessName} label="Business Name" />
      <TextAreaField field={fields.content} label="Quote" rows={4} />
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
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          pending={pending}
          label={testimonial ? "Save testimonial" : "Add testimonial"}
          pendingLabel="Saving..."
        />
        {testimonial ? (
          <Link to="/admin/content" className="px-2 py-2 font-semibold text-brand-800 underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
