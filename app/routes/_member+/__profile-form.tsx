import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { FormErrors, SubmitButton } from "~/components/forms/fields";
import { usePhotoUpload } from "~/components/forms/upload-progress";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Avatar } from "~/components/ui/avatar";
import { MemberDetailsFields } from "~/components/membership/member-details-fields";
import { Card } from "~/components/ui/card";
import type { EditableProfile } from "~/models/profile.server";
import { profileForm } from "~/validation/forms";
import type { IndustryChoice } from "~/i18n/industries";
import { useLocalePath } from "~/i18n/language";
import type { ProfileTexts } from "~/i18n/profile";
import type { action, loader } from "./dashboard_.profile";

/** The form as the page shows it: its script comes on first use (formOnFirstUse, ADR 0043). */
export default function EditProfileForm() {
  const { profile, applicationId, texts: t, industries } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ProfileForm
      // Saved: the form starts again from what is stored (the phone as normalised, …).
      key={JSON.stringify(profile)}
      profile={profile}
      applicationId={applicationId}
      t={t}
      industries={industries}
      lastResult={actionData?.result}
    />
  );
}

/**
 * The "Edit my profile" form, filled with what is stored: /join's fields and labels, her photo,
 * and the directory consent. A plain multipart form without JavaScript; with it, fields are
 * checked as she goes, the photo is shrunk before it is sent and the upload shows its progress.
 * Its two fieldsets are /join's (MemberDetailsFields).
 */
function ProfileForm({
  profile,
  applicationId,
  lastResult,
  t,
  industries,
}: {
  profile: EditableProfile;
  /** The page's texts in its language, from the loader (app/i18n/profile.ts). */
  t: ProfileTexts;
  /** The "Type of Business" choice in the page's language, from the loader. */
  industries: IndustryChoice;
  applicationId: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const href = useLocalePath();
  const upload = usePhotoUpload();
  const [form, fields] = useZodForm(profileForm, {
    id: "profile",
    lastResult,
    defaultValue: {
      fullName: profile.fullName,
      businessName: profile.businessName,
      businessType: profile.businessType,
      businessTypeDetail: profile.businessTypeDetail ?? "",
      phoneNumber: profile.phoneNumber,
      email: profile.email ?? "",
      contactAddress: profile.contactAddress,
      nextOfKin: profile.nextOfKin,
      whyJoin: profile.whyJoin,
      directoryConsent: profile.directoryConsent ? "on" : undefined,
    },
  });
  const formProps = getFormProps(form);
  // The photo is checked on the server only (by its bytes), so it is not a schema field.
  const photoError = form.allErrors.photo?.[0];
  const submitting = navigation.state === "submitting";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        upload.onSubmit(event);
      }}
      className="space-y-6"
    >
      <FormErrors errors={form.errors} id={form.errorId} />
      <MemberDetailsFields
        fields={fields}
        t={t}
        industries={industries}
        optional={t.personal.optional}
        nextOfKinHint={t.personal.nextOfKinHint}
      />
      <Card as="fieldset" className="space-y-3">
        <legend className="text-xl font-bold text-brand-900">{t.photo.legend}</legend>
        <div className="flex items-center gap-4">
          <Avatar name={profile.fullName} photoUrl={profile.photoUrl} />
          <div className="grow">
            <label htmlFor="profile-photo" className="block text-sm font-medium text-stone-800">
              {t.photo.label} <span className="font-normal text-stone-600">{t.photo.rules}</span>
            </label>
            <input
              key={lastResult ? JSON.stringify(lastResult.error ?? null) : "photo"}
              id="profile-photo"
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={photoError ? true : undefined}
              aria-describedby="profile-photo-error"
              {...upload.fileField}
              className="mt-1 block w-full text-sm"
            />
            <p id="profile-photo-error" className="mt-1 min-h-5 text-sm text-red-800">
              {photoError}
            </p>
          </div>
        </div>
        <label className="flex gap-3 text-sm text-stone-800">
          <input
            {...getInputProps(fields.directoryConsent, { type: "checkbox", value: "on" })}
            key={fields.directoryConsent.key}
            className="mt-0.5 size-5 shrink-0"
          />
          {t.photo.consent}
        </label>
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={href(`/members/${applicationId}`)}
          className="font-semibold text-brand-800 underline"
        >
          {t.seeProfile}
        </Link>
        <SubmitButton
          pending={submitting || upload.shrinking}
          label={t.save}
          pendingLabel={upload.shrinking ? t.preparingPhoto : t.saving}
        />
      </div>
      {upload.progressBar}
    </Form>
  );
}
