import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormErrors, SubmitButton, TextAreaField, TextField } from "~/components/forms/fields";
import { usePhotoUpload } from "~/components/forms/upload-progress";
import { useZodForm } from "~/components/forms/use-zod-form";
import { Avatar } from "~/components/ui/avatar";
import { Card } from "~/components/ui/card";
import type { EditableProfile } from "~/models/profile.server";
import { profileForm } from "~/validation/forms";

/**
 * The "Edit my profile" form, filled with what is stored: /join's fields and labels, her photo,
 * and the directory consent. A plain multipart form without JavaScript; with it, fields are
 * checked as she goes, the photo is shrunk before it is sent and the upload shows its progress.
 * The two fieldsets repeat /join's markup on purpose: a component shared with /join costs /join a
 * chunk of its own, which takes it over its 110 KB budget (ADR 0022).
 */
export function ProfileForm({
  profile,
  applicationId,
  lastResult,
}: {
  profile: EditableProfile;
  applicationId: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const upload = usePhotoUpload();
  const [form, fields] = useZodForm(profileForm, {
    id: "profile",
    lastResult,
    defaultValue: {
      fullName: profile.fullName,
      businessName: profile.businessName,
      businessType: profile.businessType,
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
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">Personal Information</legend>
        <TextField field={fields.fullName} label="Full Name" autoComplete="name" />
        <TextField field={fields.phoneNumber} label="Phone Number" type="tel" autoComplete="tel" />
        <TextField
          field={fields.email}
          label="Email"
          type="email"
          hint="optional"
          autoComplete="email"
        />
        <TextField
          field={fields.contactAddress}
          label="Contact Address"
          autoComplete="street-address"
        />
        <TextField
          field={fields.nextOfKin}
          label="Next of Kin"
          hint="never shown in the directory"
        />
      </Card>
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">Business Information</legend>
        <TextField field={fields.businessName} label="Business Name" autoComplete="organization" />
        <TextField field={fields.businessType} label="Type of Business" />
        <TextAreaField field={fields.whyJoin} label="Why do you want to join?" />
      </Card>
      <Card as="fieldset" className="space-y-3">
        <legend className="text-xl font-bold text-brand-900">Photo and directory</legend>
        <div className="flex items-center gap-4">
          <Avatar name={profile.fullName} photoUrl={profile.photoUrl} />
          <div className="grow">
            <label htmlFor="profile-photo" className="block text-sm font-medium text-stone-800">
              Photo{" "}
              <span className="font-normal text-stone-600">
                (optional: JPEG, PNG or WebP, up to 5 MB)
              </span>
            </label>
            <input
              key={lastResult ? JSON.stringify(lastResult.error ?? null) : "photo"}
              id="profile-photo"
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={photoError ? true : undefined}
              aria-describedby="profile-photo-error"
              onChange={(event) => void upload.onFileChange(event.currentTarget)}
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
          Show my phone, e-mail and address in the public member directory
        </label>
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Link to={`/members/${applicationId}`} className="font-semibold text-brand-800 underline">
          See my directory profile
        </Link>
        <SubmitButton
          pending={submitting || upload.shrinking}
          label="Save changes"
          pendingLabel={upload.shrinking ? "Preparing photo..." : "Saving..."}
        />
      </div>
      {upload.progressBar}
    </Form>
  );
}
