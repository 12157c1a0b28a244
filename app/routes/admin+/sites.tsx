import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { FormErrors, SubmitButton, TextAreaField } from "~/components/forms/fields";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Card } from "~/components/ui/card";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { LoadError } from "~/components/ui/load-error";
import { getDb, readOr } from "~/models/db.server";
import { listPublishedWebsites, unpublishByAdmin } from "~/models/websites.server";
import { toasts, withToast } from "~/http/toast.server";
import { formatDay } from "~/utils/dates";
import { moderateWebsiteSchema } from "~/validation/website";
import { readFormData } from "~/http/form-data.server";
import { moderateWebsiteForm } from "~/validation/forms";

/** /admin/sites: members' published pages, and taking down one that breaks the rules. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const sites = await readOr("published sites", null, () =>
    listPublishedWebsites(getDb(context.cloudflare.env)),
  );
  return {
    sites:
      sites?.map((site) => ({ ...site, publishedAt: site.publishedAt?.getTime() ?? null })) ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const submission = parseWithZod(await readFormData(request), { schema: moderateWebsiteSchema });
  const siteId = String(submission.payload.siteId ?? "");
  if (submission.status !== "success") {
    return data({ siteId, result: submission.reply() }, { status: 400 });
  }
  const done = await unpublishByAdmin(getDb(env), {
    id: submission.value.siteId,
    actor: admin,
    reason: submission.value.reason,
  });
  if (!done) {
    return withToast(
      { siteId, result: submission.reply() },
      {
        type: "warning",
        message: "Not unpublished",
        description: "This page is no longer published.",
      },
      { status: 409 },
    );
  }
  return toasts(env).redirectWithSuccess("/admin/sites", {
    message: "Page unpublished",
    description: "Its owner sees your reason on her My Templates page.",
  });
}

export default function AdminWebsites() {
  const { sites } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="sites-heading" className="space-y-4">
      <Toaster toast={toastOf(actionData)} />
      <h2 id="sites-heading" className="text-xl font-bold text-brand-900">
        Members&apos; websites
      </h2>
      <p className="text-stone-700">
        Published pages, newest first. Unpublish a page that breaks the rules: it becomes a draft,
        its address shows &ldquo;not found&rdquo;, and its owner sees your reason.
      </p>
      {sites === null ? (
        <LoadError what="The pages" />
      ) : sites.length === 0 ? (
        <p className="rounded-xl bg-cream p-6 text-stone-800">No published pages yet.</p>
      ) : (
        <ul className="space-y-4">
          {sites.map((site) => (
            <Card as="li" key={site.id} padding="md">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-stone-900">{site.businessName}</h3>
                <a
                  href={`/sites/${site.slug}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  /sites/{site.slug}
                </a>
              </div>
              <p className="text-sm break-words text-stone-700">
                {site.ownerName ? `${site.ownerName} · ` : ""}
                {site.ownerEmail}
                {site.publishedAt ? ` · published ${formatDay(site.publishedAt)}` : ""}
              </p>
              <UnpublishForm
                site={site}
                lastResult={actionData?.siteId === site.id ? actionData.result : undefined}
              />
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

function UnpublishForm({
  site,
  lastResult,
}: {
  site: { id: string; businessName: string };
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const [form, fields] = useZodForm(moderateWebsiteForm, {
    id: `moderate-${site.id}`,
    lastResult,
    defaultValue: { siteId: site.id },
  });
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("siteId") === site.id;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
      <FormErrors errors={form.errors} id={form.errorId} />
      <input {...getInputProps(fields.siteId, { type: "hidden" })} key={fields.siteId.key} />
      <TextAreaField
        field={fields.reason}
        label={`Reason for unpublishing ${site.businessName}`}
        rows={2}
      />
      <SubmitButton pending={pending} label="Unpublish" pendingLabel="Unpublishing..." />
    </Form>
  );
}
