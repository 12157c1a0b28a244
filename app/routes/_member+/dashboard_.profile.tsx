import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { formOnFirstUse } from "~/components/forms/form-on-first-use";
import { requireApprovedMember } from "~/auth/member.server";
import { PageHeader } from "~/components/ui/page-header";
import { Toaster, toastOf } from "~/components/ui/toaster";
import { forgetCachedPage } from "~/http/caching.server";
import { readFormData } from "~/http/form-data.server";
import { toasts, withToast } from "~/http/toast.server";
import { getDb } from "~/models/db.server";
import { actorOf } from "~/models/audit.server";
import { ownProfileOf, profilePhotoRefusal, updateOwnProfile } from "~/models/profile.server";
import { fileFrom } from "~/models/uploads.server";
import { announce } from "~/realtime/publish.server";
import type { RouteHandle } from "~/root";
import { pageMeta } from "~/utils/seo";
import { profileSchema } from "~/validation/profile";
import { localeRedirectPath, pageLanguageOf } from "~/i18n/language.server";
import { industryChoice } from "~/i18n/industries";
import { profileTexts } from "~/i18n/profile";
import { parseWithZodIn } from "~/validation/parse";
import { loggableError } from "~/models/loggable-error.server";

export const handle: RouteHandle = { hydrate: true };

const EditProfileForm = formOnFirstUse("profile", () => import("./__profile-form"));

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  ...pageMeta(matches, {
    title: data?.texts.meta.title ?? "Edit my profile",
    description: data?.texts.meta.description ?? "",
    path: "/dashboard/profile",
  }),
  { name: "robots", content: "noindex" },
];

const refusal = "profile";

/** Her own application's fields (next of kin included: it is hers), to fill the form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, membership } = await requireApprovedMember(request, context, { refusal });
  const profile = await ownProfileOf(
    getDb(context.cloudflare.env),
    membership.applicationId,
    user.userId,
  );
  if (!profile) throw new Response("Not Found", { status: 404 });
  const language = pageLanguageOf(request);
  return {
    profile,
    applicationId: membership.applicationId,
    texts: profileTexts[language],
    industries: industryChoice(language),
  };
}

/**
 * Saves her changes to HER application: the one linked to her account (membershipOf), never
 * one named by the form. Same messages as /join; a refused photo changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user, membership } = await requireApprovedMember(request, context, { refusal });
  const env = context.cloudflare.env;
  const formData = await readFormData(request);
  const language = pageLanguageOf(request);
  const t = profileTexts[language];
  const submission = parseWithZodIn(formData, { schema: profileSchema, language });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { applicationId } = membership;
  let outcome: Awaited<ReturnType<typeof updateOwnProfile>>;
  try {
    outcome = await updateOwnProfile(getDb(env), env.UPLOADS, {
      applicationId,
      userId: user.userId,
      actor: actorOf(user),
      input: submission.value,
      photo: fileFrom(formData.get("photo")),
    });
  } catch (error) {
    console.error("[profile] could not save the profile:", loggableError(error));
    return withToast(
      { result: submission.reply() },
      { type: "error", message: t.toasts.updateFailed, description: t.toasts.tryLater },
      { status: 503 },
    );
  }
  if (outcome.status === "photo-refused") {
    return data(
      {
        result: submission.reply({
          fieldErrors: { photo: [language === "en" ? profilePhotoRefusal : t.photo.refused] },
        }),
      },
      { status: 400 },
    );
  }
  if (outcome.status === "gone") throw new Response("Not Found", { status: 404 });
  if (outcome.changed.length > 0) {
    await forgetCachedPage(request, env, `/members/${applicationId}`);
    announce(context, ["admin"], { type: "application", id: applicationId }, request);
  }
  return toasts(env).redirectWithSuccess(localeRedirectPath(request, "/dashboard/profile"), {
    message: t.toasts.updated,
    description: t.toasts.updatedDescription,
  });
}

export default function EditProfile() {
  const { texts: t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <Toaster toast={toastOf(actionData)} />
      <PageHeader title={t.meta.title} lead={t.lead} />
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <EditProfileForm />
      </div>
    </>
  );
}
