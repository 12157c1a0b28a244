import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { ConfirmPanel } from "./__confirm-panel";
import {
  ResourceForm,
  resourceTextFields,
  TestimonialForm,
  testimonialTextFields,
  type EditableResource,
  type EditableTestimonial,
} from "./__content-forms";
import { NoHausaBadge } from "./__hausa-missing";
import { Avatar } from "~/components/ui/avatar";
import { DataTable, type Column } from "~/components/ui/table";
import { TimeAgo } from "~/components/ui/time-ago";
import { timeAgo } from "~/utils/dates";

/** The pieces of the admin's content page (/admin/content): its resources and testimonials. */

export const CONTENT_BASE = "/admin/content";
const BASE = CONTENT_BASE;
const linkClass = "font-semibold text-brand-800 underline";
const deleteLinkClass = "font-semibold text-red-800 underline";
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type ResourceRow = EditableResource & { createdAt: number };
type StoryRow = EditableTestimonial & { createdAt: number; businessName: string };

/** What both sections need of the page: which form is on its way, and its last answer. */
export type FormState = {
  now: number;
  pending: (intent: string) => boolean;
  resultFor: (intent: string) => SubmissionResult<string[]> | undefined;
  /** A new key after every navigation: a saved form starts empty again. */
  formKey: (id: string | undefined) => string;
};

function resourceColumnsAt(now: number): Column<ResourceRow>[] {
  return [
    {
      label: "Title",
      cell: (resource) => (
        <span className="flex flex-wrap items-center gap-2">
          <a
            href={resource.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-stone-900 hover:underline"
          >
            {resource.title}
          </a>
          <NoHausaBadge item={resource} fields={resourceTextFields} />
        </span>
      ),
    },
    { label: "Category", cell: (resource) => capitalise(resource.category) },
    {
      label: "Added",
      className: "whitespace-nowrap",
      cell: (resource) => <TimeAgo time={resource.createdAt} now={now} />,
    },
    {
      label: "Actions",
      hiddenLabel: true,
      className: "text-right whitespace-nowrap",
      cell: (resource) => (
        <>
          <Link
            to={`${BASE}?edit-resource=${encodeURIComponent(resource.id)}#resource-form`}
            aria-label={`Edit ${resource.title}`}
            className={linkClass}
          >
            Edit
          </Link>{" "}
          <Link
            to={`${BASE}?delete-resource=${encodeURIComponent(resource.id)}#resources-heading`}
            aria-label={`Delete ${resource.title}`}
            className={`ml-3 ${deleteLinkClass}`}
          >
            Delete
          </Link>
        </>
      ),
    },
  ];
}

export function ResourcesSection({
  resources,
  editResource,
  deleteResource,
  state: { now, pending, resultFor, formKey },
}: {
  resources: ResourceRow[];
  editResource: ResourceRow | null;
  deleteResource: ResourceRow | null;
  state: FormState;
}) {
  const resourceColumns = resourceColumnsAt(now);
  return (
    <ContentSection
      kind="resource"
      heading="Resources"
      deleting={
        deleteResource && {
          id: deleteResource.id,
          title: `Delete the resource “${deleteResource.title}”?`,
          body: "It disappears from the Resources page at once. This cannot be undone.",
        }
      }
      empty={resources.length === 0}
      pending={pending}
      form={
        <ResourceForm
          key={formKey(editResource?.id)}
          resource={editResource}
          lastResult={resultFor("save-resource")}
          pending={pending("save-resource")}
        />
      }
    >
      <DataTable
        caption="Resources, newest first"
        columns={resourceColumns}
        rows={resources}
        rowKey={(resource) => resource.id}
      />
    </ContentSection>
  );
}

export function TestimonialsSection({
  testimonials,
  editTestimonial,
  deleteTestimonial,
  state: { now, pending, resultFor, formKey },
}: {
  testimonials: StoryRow[];
  editTestimonial: StoryRow | null;
  deleteTestimonial: StoryRow | null;
  state: FormState;
}) {
  return (
    <ContentSection
      kind="testimonial"
      heading="Testimonials"
      intro="Only featured testimonials appear on the Success Stories page."
      deleting={
        deleteTestimonial && {
          id: deleteTestimonial.id,
          title: `Delete the testimonial of ${deleteTestimonial.memberName}?`,
          body: <>“{deleteTestimonial.content}” — this cannot be undone.</>,
        }
      }
      empty={testimonials.length === 0}
      pending={pending}
      form={
        <TestimonialForm
          key={formKey(editTestimonial?.id)}
          testimonial={editTestimonial}
          lastResult={resultFor("save-testimonial")}
          pending={pending("save-testimonial")}
        />
      }
    >
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Testimonials">
        {testimonials.map((story) => (
          <TestimonialCard
            key={story.id}
            story={story}
            now={now}
            pending={pending("feature-testimonial")}
          />
        ))}
      </ul>
    </ContentSection>
  );
}

/**
 * What both sections share: the heading, the confirm step of a deletion (`deleting`), the list
 * (`children`) or the empty message in its place, and the add/edit form under it.
 */
function ContentSection({
  kind,
  heading,
  intro,
  deleting,
  empty,
  pending,
  form,
  children,
}: {
  kind: "resource" | "testimonial";
  heading: string;
  intro?: string;
  deleting: { id: string; title: string; body: ReactNode } | null;
  empty: boolean;
  pending: FormState["pending"];
  form: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${kind}s-heading`} className="space-y-4">
      <h2 id={`${kind}s-heading`} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      {intro ? <p className="text-stone-700">{intro}</p> : null}
      {deleting ? (
        <ConfirmPanel
          id={`delete-${kind}-heading`}
          title={deleting.title}
          action={BASE}
          intent={`delete-${kind}`}
          itemId={deleting.id}
          confirmLabel={`Yes, delete ${kind}`}
          cancelHref={BASE}
          pending={pending(`delete-${kind}`)}
        >
          {deleting.body}
        </ConfirmPanel>
      ) : null}
      {empty ? (
        <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          {`No ${kind}s yet. Add the first one below.`}
        </p>
      ) : (
        children
      )}
      <div id={`${kind}-form`}>{form}</div>
    </section>
  );
}

/** One testimonial: who, the quote, the Featured toggle (a form), Edit and Delete. */
function TestimonialCard({
  story,
  now,
  pending,
}: {
  story: StoryRow;
  now: number;
  pending: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex items-center gap-3">
        <Avatar name={story.memberName} photoUrl={story.photoUrl} size="size-12" />
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{story.memberName}</p>
          <p className="text-sm text-stone-700">
            {story.businessName} · added {timeAgo(story.createdAt, now)}
          </p>
        </div>
      </div>
      <blockquote className="text-stone-800">“{story.content}”</blockquote>
      <NoHausaBadge item={story} fields={testimonialTextFields} />
      <div className="mt-auto flex flex-wrap items-center gap-4">
        <Form method="post" action={BASE} preventScrollReset>
          <input type="hidden" name="intent" value="feature-testimonial" />
          <input type="hidden" name="id" value={story.id} />
          <input type="hidden" name="featured" value={String(!story.isFeatured)} />
          <button
            type="submit"
            aria-pressed={story.isFeatured}
            aria-label={`Featured: ${story.memberName}`}
            disabled={pending}
            className="rounded-full border px-3 py-1 text-sm font-semibold border-stone-400 text-stone-800 aria-pressed:border-gold-500 aria-pressed:bg-gold-300 aria-pressed:text-stone-900"
          >
            <span aria-hidden="true">{story.isFeatured ? "★ " : "☆ "}</span>
            Featured
          </button>
        </Form>
        <span className="text-sm text-stone-700">
          {story.isFeatured ? "Shown on Success Stories" : "Not shown publicly"}
        </span>
        <span className="ml-auto whitespace-nowrap">
          <Link
            to={`${BASE}?edit-testimonial=${encodeURIComponent(story.id)}#testimonial-form`}
            aria-label={`Edit testimonial of ${story.memberName}`}
            className={linkClass}
          >
            Edit
          </Link>
          <Link
            to={`${BASE}?delete-testimonial=${encodeURIComponent(story.id)}#testimonials-heading`}
            aria-label={`Delete testimonial of ${story.memberName}`}
            className={`ml-3 ${deleteLinkClass}`}
          >
            Delete
          </Link>
        </span>
      </div>
    </li>
  );
}
