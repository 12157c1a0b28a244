import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import type { IndustryChoice } from "~/i18n/industries";

const inputClass =
  "mt-1 block w-full rounded-md border border-stone-300 px-3 py-2.5 text-base text-stone-900 aria-[invalid=true]:border-red-700";

/** The label (with its hint), the control, and the field's error message under it. */
function FieldShell({
  field,
  label,
  hint,
  children,
}: {
  field: { id: string; errorId: string; errors?: string[] };
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-stone-800">
        {label}
        {hint ? <span className="font-normal text-stone-600"> ({hint})</span> : null}
      </label>
      {children}
      <p id={field.errorId} className="mt-1 min-h-5 text-sm text-red-800">
        {field.errors?.[0]}
      </p>
    </div>
  );
}

/** A labelled input bound to a conform field: constraints, aria-invalid and its error message. */
export function TextField<Value extends string | number | undefined>({
  field,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
}: {
  field: FieldMetadata<Value>;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "date" | "time" | "number" | "url";
  hint?: string;
  autoComplete?: string;
  inputMode?: "text" | "decimal" | "numeric" | "tel" | "email" | "url";
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: field.errorId })}
        key={field.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={inputClass}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  field,
  label,
  rows = 5,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  rows?: number;
  hint?: string;
}) {
  return (
    <FieldShell field={field} label={label} hint={hint}>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: field.errorId })}
        key={field.key}
        rows={rows}
        className={inputClass}
      />
    </FieldShell>
  );
}

/**
 * "Type of Business" (/join and "Edit my profile"): the association's industries, and her own
 * words for "Other" under them (ADR 0034). Here, not in a module of its own: a component shared by
 * the two pages would cost /join a chunk of its own (ADR 0022), and this module is shared anyway.
 */
export function BusinessTypeFields<Value extends string | undefined>({
  type,
  detail,
  label,
  choice,
}: {
  type: FieldMetadata<Value>;
  detail: FieldMetadata<string | undefined>;
  label: string;
  /** The industries and the texts in the page's language, from the loader. */
  choice: IndustryChoice;
}) {
  return (
    <>
      <FieldShell field={type} label={label}>
        <select
          {...getSelectProps(type, { ariaDescribedBy: type.errorId })}
          key={type.key}
          className={`${inputClass} bg-white`}
        >
          {/* Empty first: no industry is chosen for her without her choosing. */}
          <option value="">{choice.choose}</option>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldShell>
      <TextField field={detail} label={choice.detail} />
    </>
  );
}

/** A labelled checkbox bound to a conform field (sends "on" when ticked, nothing when not). */
export function CheckboxField({
  field,
  label,
  hint,
}: {
  field: FieldMetadata<boolean | undefined>;
  label: string;
  hint?: string;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(field, { type: "checkbox" })}
          key={field.key}
          aria-describedby={hint ? `${hintId} ${field.errorId}` : field.errorId}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 ml-8 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <p id={field.errorId} className="mt-1 min-h-5 text-sm text-red-800">
        {field.errors?.[0]}
      </p>
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:w-auto"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** A form-level message from the server (e.g. "Invalid email or password"), announced. */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  return errors?.length ? (
    <p id={id} role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
      {errors[0]}
    </p>
  ) : null;
}
