import type { FieldMetadata } from "@conform-to/react";
import { BusinessTypeFields, TextAreaField, TextField } from "~/components/forms/fields";
import { Card } from "~/components/ui/card";
import type { IndustryChoice } from "~/i18n/industries";

type Field = FieldMetadata<string | undefined>;

/** The fields both forms have, by name (conform's metadata of /join's or the profile's schema). */
type DetailsFields = Record<
  | "fullName"
  | "phoneNumber"
  | "email"
  | "contactAddress"
  | "nextOfKin"
  | "businessName"
  | "businessType"
  | "businessTypeDetail"
  | "whyJoin",
  Field
>;

/** Their labels, from the page's texts (app/i18n/join.ts, app/i18n/profile.ts). */
type DetailsTexts = {
  personal: {
    legend: string;
    fullName: string;
    phoneNumber: string;
    email: string;
    contactAddress: string;
    nextOfKin: string;
  };
  business: { legend: string; businessName: string; businessType: string; whyJoin: string };
};

/**
 * Her personal and business information: /join's step 1 and "Edit my profile" (the same fields,
 * labels and checks). Both forms come on first use (ADR 0043), so sharing them costs neither page
 * a file of its own (the reason ADR 0022 had them repeated).
 */
export function MemberDetailsFields({
  fields,
  t,
  industries,
  optional,
  nextOfKinHint,
}: {
  fields: DetailsFields;
  t: DetailsTexts;
  /** The "Type of Business" choice in the page's language, from the loader. */
  industries: IndustryChoice;
  /** The hint beside the e-mail. */
  optional: string;
  nextOfKinHint?: string;
}) {
  return (
    <>
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">{t.personal.legend}</legend>
        <TextField field={fields.fullName} label={t.personal.fullName} autoComplete="name" />
        <TextField
          field={fields.phoneNumber}
          label={t.personal.phoneNumber}
          type="tel"
          autoComplete="tel"
        />
        <TextField
          field={fields.email}
          label={t.personal.email}
          type="email"
          hint={optional}
          autoComplete="email"
        />
        <TextField
          field={fields.contactAddress}
          label={t.personal.contactAddress}
          autoComplete="street-address"
        />
        <TextField field={fields.nextOfKin} label={t.personal.nextOfKin} hint={nextOfKinHint} />
      </Card>
      <Card as="fieldset" className="space-y-2">
        <legend className="text-xl font-bold text-brand-900">{t.business.legend}</legend>
        <TextField
          field={fields.businessName}
          label={t.business.businessName}
          autoComplete="organization"
        />
        <BusinessTypeFields
          type={fields.businessType}
          detail={fields.businessTypeDetail}
          label={t.business.businessType}
          choice={industries}
        />
        <TextAreaField field={fields.whyJoin} label={t.business.whyJoin} />
      </Card>
    </>
  );
}
