/**
 * What admins enter in English and Hausa (events, resources, success stories): a Hausa page
 * shows the English of a field that has no Hausa (issue #38). The admin's lists say which items
 * lack it, her forms ask for it, and her confirmation after a save says what is still missing:
 * a warning, never a refusal (an event may have to go out before its Hausa is written).
 */

/** An item as stored or as its form sends it: its fields and their `<field>Ha` twins. */
type Texts = { [field: string]: unknown };

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The fields of `item` written in English with no Hausa twin (`<field>Ha`). */
export function hausaMissing(item: Texts, fields: readonly string[]): string[] {
  return fields.filter((field) => filled(item[field]) && !filled(item[`${field}Ha`]));
}

const listed = (fields: string[]) =>
  fields.length > 1 ? `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}` : fields[0];

/** The sentence a confirmation adds when something is still missing (else ""). */
export function hausaMissingNote(item: Texts, fields: readonly string[]): string {
  const missing = hausaMissing(item, fields);
  return missing.length
    ? ` No Hausa yet for its ${listed(missing)}: Hausa pages show the English until you add it.`
    : "";
}

/** The badge of an item in the admin's lists that lacks Hausa (nothing when it has it all). */
export function NoHausaBadge({ item, fields }: { item: Texts; fields: readonly string[] }) {
  const missing = hausaMissing(item, fields);
  if (!missing.length) return null;
  return (
    <span
      className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
      data-no-hausa={missing.join(" ")}
    >
      No Hausa: {missing.join(", ")}
    </span>
  );
}

/** The form's request for the Hausa, above its Hausa fields, while any of them is empty. */
export function HausaPrompt({ item, fields }: { item: Texts | null; fields: readonly string[] }) {
  if (item && !hausaMissing(item, fields).length) return null;
  return (
    <p
      className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
      role="note"
    >
      Please write the Hausa too: until you do, Hausa pages show this in English. You can save
      without it.
    </p>
  );
}
