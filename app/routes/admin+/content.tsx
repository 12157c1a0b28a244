import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import {
  CONTENT_BASE,
  ResourcesSection,
  TestimonialsSection,
  type FormState,
} from "./__content-sections";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/models/db.server";
import { openAdminForm, refusedForm } from "~/http/admin-form.server";
import { answeringWriteFailures } from "~/http/write-failures.server";
import {
  changeContent,
  contentForms,
  contentKind,
  type ContentChange,
} from "~/models/admin-content.server";
import { listAllResources } from "~/models/resources.server";
import { listTestimonials } from "~/models/testimonials.server";
import { reloadOn } from "~/realtime/revalidation";
import { toasts, withToast } from "~/http/toast.server";
import { hausaMissingNote } from "./__hausa-missing";
import { resourceTextFields, testimonialTextFields } from "./__content-forms";

const BASE = CONTENT_BASE;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const params = new URL(request.url).searchParams;
  const [items, testimonials] = await Promise.all([
    readOr("resources", [], () => listAllResources(db)),
    readOr("testimonials", [], () => listTestimonials(db)),
  ]);
  const resources = items.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
  const stories = testimonials.map((t) => ({ ...t, createdAt: t.createdAt.getTime() }));
  const pick = <T extends { id: string }>(list: T[], key: string) => {
    const id = params.get(key);
    return (id && list.find((item) => item.id === id)) || null;
  };
  return {
    now: Date.now(),
    resources,
    testimonials: stories,
    editResource: pick(resources, "edit-resource"),
    deleteResource: pick(resources, "delete-resource"),
    editTestimonial: pick(stories, "edit-testimonial"),
    deleteTestimonial: pick(stories, "delete-testimonial"),
  };
}

/** A realtime message reloads this page's list only when it changed (ADR 0014). */
export const shouldRevalidate = reloadOn("resource", "testimonial");

const gone = (what: string) => ({
  type: "error" as const,
  message: "Update failed",
  description: `This ${what} no longer exists.`,
});

/** Parse → change → answer; the change itself is `changeContent` (models/admin-content). */
async function act(args: ActionFunctionArgs) {
  const form = await openAdminForm(args, contentForms);
  if (!form.ok) {
    const { intent, env } = form;
    // A delete that cannot be read is one of something gone (its confirm step is a link).
    if (intent === "delete-resource" || intent === "delete-testimonial") {
      return toasts(env).redirectWithError(BASE, gone(contentKind(intent)));
    }
    return refusedForm(form);
  }
  const kind = contentKind(form.intent);
  const id = await changeContent(form.db, form, form.admin);
  if (id === null && form.intent.startsWith("save-")) {
    const answer = { intent: form.intent, result: form.submission.reply() };
    return withToast(answer, gone(kind), { status: 404 });
  }
  if (id === null) return toasts(form.env).redirectWithError(BASE, gone(kind));
  form.announce(["admin"], { type: kind, id });
  return toasts(form.env).redirectWithSuccess(BASE, contentSaved(form));
}

/** The confirmation of each change, as the admin reads it. */
function contentSaved(change: ContentChange) {
  switch (change.intent) {
    case "save-resource":
      return {
        message: change.value.id ? "Resource updated" : "Resource added",
        description: `“${change.value.title}” is on the Resources page.${hausaMissingNote(change.value, resourceTextFields)}`,
      };
    case "save-testimonial":
      return {
        message: change.value.id ? "Testimonial updated" : "Testimonial added",
        description:
          (change.value.isFeatured
            ? "It is shown on the Success Stories page."
            : "It stays off the Success Stories page until you feature it.") +
          hausaMissingNote(change.value, testimonialTextFields),
      };
    case "feature-testimonial":
      return {
        message: change.value.featured ? "Testimonial featured" : "Testimonial hidden",
        description: change.value.featured
          ? "It is shown on the Success Stories page."
          : "It no longer appears on the Success Stories page.",
      };
    case "delete-resource":
      return "Resource deleted";
    case "delete-testimonial":
      return "Testimonial deleted";
  }
}

export const action = answeringWriteFailures("admin content", act);

export default function AdminContent() {
  const {
    now,
    resources,
    testimonials,
    editResource,
    deleteResource,
    editTestimonial,
    deleteTestimonial,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  // Which form is on its way (its button shows "Saving..."; the others stay as they are).
  const submitting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const pending = (intent: string) => submitting === intent;
  const resultFor = (intent: string) =>
    navigation.state === "idle" && actionData?.intent === intent ? actionData.result : undefined;
  // A new key after every navigation (a saved form redirects here): the forms start empty again.
  // A refused submission stays on the same location, so the typed input and messages stay.
  const formKey = (id: string | undefined) => `${id ?? "new"}:${location.key}`;
  const state: FormState = { now, pending, resultFor, formKey };

  return (
    <div className="space-y-10">
      <Toaster toast={toastOf(actionData)} />
      <p className="text-stone-700">
        What the public Resources and Success Stories pages show. Members&apos; own websites are
        under{" "}
        <Link to="/admin/sites" className="font-semibold text-brand-800 underline">
          Member websites
        </Link>
        .
      </p>

      <ResourcesSection
        resources={resources}
        editResource={editResource}
        deleteResource={deleteResource}
        state={state}
      />

      <TestimonialsSection
        testimonials={testimonials}
        editTestimonial={editTestimonial}
        deleteTestimonial={deleteTestimonial}
        state={state}
      />
    </div>
  );
}
