import { getInputProps, type FieldMetadata, type useForm } from "@conform-to/react";
import { type ReactNode } from "react";
import type { z } from "zod";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { Card } from "~/components/ui/card";
import { MAX_PRODUCTS, designs, themes } from "~/config/website";
import type { websiteFormSchema } from "~/validation/website";
import { DesignChoice } from "./__design-sample";
import type { BuilderTexts } from "~/i18n/builder";
import { format } from "~/i18n/language";

/**
 * The pieces of the website editor's form (/builder/{id}), in the order the page shows them.
 * Each is complete without JavaScript; the route keeps the form, its state and the live preview;
 * the logo field and its preview are in ./__logo-field.tsx.
 */

export type EditorFields = ReturnType<typeof useForm<z.input<typeof websiteFormSchema>>>[1];

const legendClass = "text-lg font-bold text-brand-900";
const buttonBase =
  "inline-flex items-center justify-center rounded-md px-5 py-3 font-semibold disabled:opacity-70";

/** One titled part of the form, as a card. */
function EditorSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card as="fieldset" padding="md" className="space-y-2">
      <legend className={legendClass}>{legend}</legend>
      {children}
    </Card>
  );
}

/** The page's builder texts, from its loader (app/i18n/builder.ts). */
type Texts = { t: BuilderTexts };

export function DesignPicker({ field, t }: { field: EditorFields["design"] } & Texts) {
  return (
    <EditorSection legend={t.editor.design}>
      <div className="grid gap-3 sm:grid-cols-3">
        {Object.values(designs).map((design) => (
          <DesignChoice key={design.id} field={field} design={design} t={t} />
        ))}
      </div>
    </EditorSection>
  );
}

export function ThemePicker({ field, t }: { field: EditorFields["theme"] } & Texts) {
  return (
    <EditorSection legend={t.editor.theme}>
      <div className="flex flex-wrap gap-3">
        {Object.values(themes).map((theme) => (
          <label
            key={theme.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border-2 border-stone-200 py-1.5 pr-3 pl-1.5 has-[:checked]:border-stone-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              {...getInputProps(field, { type: "radio", value: theme.id })}
              key={`${field.key}-${theme.id}`}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="size-6 rounded-full"
              style={{ backgroundColor: theme.accent }}
            />
            <span className="text-sm font-medium">{t.themes[theme.id]}</span>
          </label>
        ))}
      </div>
    </EditorSection>
  );
}

/** Business name, tagline, about, and the logo field (`children`). */
export function WebsiteDetailsFields({
  fields,
  children,
  t,
}: {
  fields: EditorFields;
  children: ReactNode;
} & Texts) {
  return (
    <EditorSection legend={t.editor.business}>
      <TextField
        field={fields.businessName}
        label={t.editor.businessName}
        autoComplete="organization"
      />
      <TextField field={fields.tagline} label={t.editor.tagline} hint={t.editor.taglineHint} />
      <TextAreaField field={fields.about} label={t.editor.about} rows={4} />
      {children}
    </EditorSection>
  );
}

/**
 * The product rows: the filled ones and one empty row (at least two) open, the rest behind
 * "Add more", which opens by itself when one of them has an error.
 */
export function ProductsFields({
  field,
  filled,
  t,
}: Texts & {
  field: EditorFields["products"];
  /** How many products are stored. */
  filled: number;
}) {
  const products = field.getFieldList();
  const shown = Math.min(MAX_PRODUCTS, Math.max(filled + 1, 2));
  const hiddenHaveErrors = products.slice(shown).some((p) => !p.valid);
  return (
    <EditorSection legend={t.editor.products}>
      <p className="text-sm text-stone-700">
        {format(t.editor.productsHint, { max: MAX_PRODUCTS })}
      </p>
      {products.slice(0, shown).map((product, i) => (
        <ProductRow key={product.key} index={i} field={product} t={t} />
      ))}
      {shown < MAX_PRODUCTS ? (
        <details open={hiddenHaveErrors} className="rounded-xl bg-stone-50 p-3">
          <summary className="cursor-pointer font-semibold text-brand-800">
            {t.editor.moreProducts}
          </summary>
          <div className="mt-3 space-y-2">
            {products.slice(shown).map((product, i) => (
              <ProductRow key={product.key} index={shown + i} field={product} t={t} />
            ))}
          </div>
        </details>
      ) : null}
    </EditorSection>
  );
}

function ProductRow({
  index,
  field,
  t,
}: Texts & {
  index: number;
  field: FieldMetadata<{ name?: string; description?: string; price?: string } | undefined>;
}) {
  const row = field.getFieldset();
  return (
    <fieldset className="grid gap-x-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-800">
        {format(t.editor.product, { number: index + 1 })}
      </legend>
      <TextField field={row.name} label={t.editor.productName} />
      <TextField
        field={row.price}
        label={t.editor.price}
        hint={t.editor.optional}
        inputMode="decimal"
      />
      <div className="sm:col-span-2">
        <TextField
          field={row.description}
          label={t.editor.productDescription}
          hint={t.editor.optional}
        />
      </div>
    </fieldset>
  );
}

export function HoursAndLocationFields({ fields, t }: { fields: EditorFields } & Texts) {
  return (
    <EditorSection legend={t.editor.hoursAndLocation}>
      <TextAreaField
        field={fields.openingHours}
        label={t.editor.openingHours}
        rows={3}
        hint={t.editor.openingHoursHint}
      />
      <TextField
        field={fields.location}
        label={t.editor.location}
        hint={t.editor.locationHint}
        autoComplete="street-address"
      />
    </EditorSection>
  );
}

export function ContactFields({ fields, t }: { fields: EditorFields } & Texts) {
  return (
    <EditorSection legend={t.editor.contact}>
      <TextField field={fields.phone} label={t.editor.phone} type="tel" autoComplete="tel" />
      <TextField field={fields.whatsapp} label={t.editor.whatsapp} type="tel" />
      <TextField field={fields.email} label={t.editor.email} type="email" autoComplete="email" />
      <TextField field={fields.instagram} label="Instagram" hint={t.editor.handleHint} />
      <TextField field={fields.facebook} label="Facebook" hint={t.editor.pageNameHint} />
      <TextField field={fields.tiktok} label="TikTok" hint={t.editor.handleHint} />
    </EditorSection>
  );
}

export function WebAddressField({ field, t }: { field: EditorFields["slug"] } & Texts) {
  return (
    <EditorSection legend={t.editor.webAddress}>
      <TextField field={field} label={t.editor.webAddress} hint={t.editor.webAddressHint} />
      <p className="text-sm text-stone-700">{t.editor.webAddressWarning}</p>
    </EditorSection>
  );
}

/**
 * Save, Save and preview, and Publish or Unpublish. `submitting`: the intent being sent, for
 * its button's pending label.
 */
export function EditorButtons({
  busy,
  published,
  submitting,
  t,
}: Texts & {
  busy: boolean;
  published: boolean;
  submitting: string | null;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={busy}
        className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
      >
        {submitting === "save"
          ? t.editor.saving
          : published
            ? t.editor.saveChanges
            : t.editor.saveDraft}
      </button>
      <button
        type="submit"
        name="intent"
        value="preview"
        disabled={busy}
        className={`${buttonBase} border border-brand-700 text-brand-800 hover:bg-brand-50`}
      >
        {t.editor.saveAndPreview}
      </button>
      {published ? (
        <button
          type="submit"
          name="intent"
          value="unpublish"
          disabled={busy}
          className={`${buttonBase} border border-stone-400 text-stone-800 hover:bg-stone-100`}
        >
          {t.templates.unpublish}
        </button>
      ) : (
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className={`${buttonBase} bg-gold-400 text-stone-900 hover:bg-gold-300`}
        >
          {submitting === "publish" ? t.editor.publishing : t.templates.publish}
        </button>
      )}
    </div>
  );
}
