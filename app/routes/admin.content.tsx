import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "@remix-run/react";
import { answeringWriteFailures } from "~/http/write-failures.server";
import { requireAdmin } from "~/auth/guards.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { ResourceForm, TestimonialForm } from "~/components/admin/content-forms";
import { Avatar } from "~/components/ui/avatar";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { getDb, readOr } from "~/db.server";
import {
  createResource,
  deleteResource,
  listResources,
  updateResource,
} from "~/models/resources.server";
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  setTestimonialFeatured,
  updateTestimonial,
} from "~/models/testimonials.server";
import { announce } from "~/realtime/publish.server";
import { toasts, withToast } from "~/toast.server";
import { formatDay, timeAgo } from "~/utils/dates";
import {
  deleteResourceSchema,
  deleteTestimonialSchema,
  featureTestimonialSchema,
  resourceSchema,
  testimonialSchema,
} from "~/validation/content";
import { readFormData } from "~/http/form-data.server";
import { reloadOn } from "~/realtime/revalidation";

const BASE = "/admin/content";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const db = getDb(context.cloudflare.env);
  const params = new URL(request.url).searchParams;
  const [{ items }, testimonials] = await Promise.all([
    readOr("resources", { items: [], categories: [] }, () => listResources(db)),
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

async function act({ request, context }: ActionFunctionArgs) {
  const actor = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const db = getDb(env);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "save-resource") {
    const submission = parseWithZod(formData, { schema: resourceSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const { id: editing, ...input } = submission.value;
    let id: string;
    if (editing) {
      if (!(await updateResource(db, editing, input, actor))) {
        return withToast({ intent, result: submission.reply() }, gone("resource"), {
          status: 404,
        });
      }
      id = editing;
    } else {
      id = await createResource(db, input, actor);
    }
    announce(context, ["admin"], { type: "resource", id });
    return toasts(env).redirectWithSuccess(BASE, {
      message: editing ? "Resource updated" : "Resource added",
      description: `“${input.title}” is on the Resources page.`,
    });
  }

  if (intent === "delete-resource") {
    const submission = parseWithZod(formData, { schema: deleteResourceSchema });
    if (
      submission.status !== "success" ||
      !(await deleteResource(db, submission.value.id, actor))
    ) {
      return toasts(env).redirectWithError(BASE, gone("resource"));
    }
    announce(context, ["admin"], { type: "resource", id: submission.value.id });
    return toasts(env).redirectWithSuccess(BASE, "Resource deleted");
  }

  if (intent === "save-testimonial") {
    const submission = parseWithZod(formData, { schema: testimonialSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const { id: editing, ...input } = submission.value;
    let id: string;
    if (editing) {
      if (!(await updateTestimonial(db, editing, input, actor))) {
        return withToast({ intent, result: submission.reply() }, gone("testimonial"), {
          status: 404,
        });
      }
      id = editing;
    } else {
      id = await createTestimonial(db, input, actor);
    }
    announce(context, ["admin"], { type: "testimonial", id });
    return toasts(env).redirectWithSuccess(BASE, {
      message: editing ? "Testimonial updated" : "Testimonial added",
      description: input.isFeatured
        ? "It is shown on the Success Stories page."
        : "It stays off the Success Stories page until you feature it.",
    });
  }

  if (intent === "feature-testimonial") {
    const submission = parseWithZod(formData, { schema: featureTestimonialSchema });
    if (submission.status !== "success") {
      return data({ intent, result: submission.reply() }, { status: 400 });
    }
    const { id, featured } = submission.value;
    if (!(await setTestimonialFeatured(db, id, featured, actor))) {
      return toasts(env).redirectWithError(BASE, gone("testimonial"));
    }
    announce(context, ["admin"], { type: "testimonial", id });
    return toasts(env).redirectWithSuccess(BASE, {
      message: featured ? "Testimonial featured" : "Testimonial hidden",
      description: featured
        ? "It is shown on the Success Stories page."
        : "It no longer appears on the Success Stories page.",
    });
  }

  if (intent === "delete-testimonial") {
    const submission = parseWithZod(formData, { schema: deleteTestimonialSchema });
    if (
      submission.status !== "success" ||
      !(await deleteTestimonial(db, submission.value.id, actor))
    ) {
      return toasts(env).redirectWithError(BASE, gone("testimonial"));
    }
    announce(context, ["admin"], { type: "testimonial", id: submission.value.id });
    return toasts(env).redirectWithSuccess(BASE, "Testimonial deleted");
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export const action = answeringWriteFailures("admin content", act);

const linkClass = "font-semibold text-brand-800 underline";
const deleteLinkClass = "font-semibold text-red-800 underline";
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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

  return (
    <div className="space-y-10">
      <Toaster toast={toastOf(actionData)} />
      <p className="text-stone-700">
        What the public Resources and Success Stories pages show. Members&apos; own websites are
        under{" "}
        <Link to="/admin/sites" className={linkClass}>
          Member websites
        </Link>
        .
      </p>

      <section aria-labelledby="resources-heading" className="space-y-4">
        <h2 id="resources-heading" className="text-xl font-bold text-brand-900">
          Resources
        </h2>
        {deleteResource ? (
          <ConfirmPanel
            id="delete-resource-heading"
            title={`Delete the resource “${deleteResource.title}”?`}
            action={BASE}
            intent="delete-resource"
            itemId={deleteResource.id}
            confirmLabel="Yes, delete resource"
            cancelHref={BASE}
            pending={pending("delete-resource")}
          >
            It disappears from the Resources page at once. This cannot be undone.
          </ConfirmPanel>
        ) : null}
        {resources.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
            No resources yet. Add the first one below.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Resources, newest first</caption>
              <thead className="border-b border-stone-200 text-stone-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Added
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {resources.map((resource) => (
                  <tr key={resource.id}>
                    <td className="px-4 py-3">
                      <a
                        href={resource.fileUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-semibold text-stone-900 hover:underline"
                      >
                        {resource.title}
                      </a>
                    </td>
                    <td className="px-4 py-3">{capitalise(resource.category)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      <time
                        dateTime={new Date(resource.createdAt).toISOString()}
                        title={formatDay(resource.createdAt)}
                      >
                        {timeAgo(resource.createdAt, now)}
                      </time>
                    </td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div id="resource-form">
          <ResourceForm
            key={formKey(editResource?.id)}
            resource={editResource}
            lastResult={resultFor("save-resource")}
            pending={pending("save-resource")}
          />
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="space-y-4">
        <h2 id="testimonials-heading" className="text-xl font-bold text-brand-900">
          Testimonials
        </h2>
        <p className="text-stone-700">
          Only featured testimonials appear on the Success Stories page.
        </p>
        {deleteTestimonial ? (
          <ConfirmPanel
            id="delete-testimonial-heading"
            title={`Delete the testimonial of ${deleteTestimonial.memberName}?`}
            action={BASE}
            intent="delete-testimonial"
            itemId={deleteTestimonial.id}
            confirmLabel="Yes, delete testimonial"
            cancelHref={BASE}
            pending={pending("delete-testimonial")}
          >
            “{deleteTestimonial.content}” — this cannot be undone.
          </ConfirmPanel>
        ) : null}
        {testimonials.length === 0 ? (
          <p className="rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
            No testimonials yet. Add the first one below.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Testimonials">
            {testimonials.map((story) => (
              <li
                key={story.id}
                className="flex flex-col gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
              >
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
                <div className="mt-auto flex flex-wrap items-center gap-4">
                  <Form method="post" action={BASE} preventScrollReset>
                    <input type="hidden" name="intent" value="feature-testimonial" />
                    <input type="hidden" name="id" value={story.id} />
                    <input type="hidden" name="featured" value={String(!story.isFeatured)} />
                    <button
                      type="submit"
                      aria-pressed={story.isFeatured}
                      aria-label={`Featured: ${story.memberName}`}
                      disabled={pending("feature-testimonial")}
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
            ))}
          </ul>
        )}
        <div id="testimonial-form">
          <TestimonialForm
            key={formKey(editTestimonial?.id)}
            testimonial={editTestimonial}
            lastResult={resultFor("save-testimonial")}
            pending={pending("save-testimonial")}
          />
        </div>
      </section>
    </div>
  );
}
