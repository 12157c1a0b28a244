import type { Language } from "~/i18n/language";

/** A row that has a Hausa twin (`<field>Ha`, optional) of each of `Field`. */
type WithHausa<Field extends string> = { [F in Field]: string | null } & {
  [F in Field as `${F}Ha`]: string | null;
};

/**
 * What admins enter, in the page's language (issue #20): each `field` holds its Hausa twin
 * (`<field>Ha`) on a Hausa page when that is present and not blank, else the English; the
 * twins themselves are left out, so public pages read the same field names in both languages
 * and receive only what they show. Admin reads keep the row as stored (both languages).
 */
export function inLanguage<Field extends string, Row extends WithHausa<Field>>(
  row: Row,
  language: Language,
  fields: readonly Field[],
): Omit<Row, `${Field}Ha`> {
  const localised: Record<string, unknown> = { ...row };
  for (const field of fields) {
    const hausa = row[`${field}Ha` as keyof Row] as string | null;
    if (language === "ha" && hausa?.trim()) localised[field] = hausa;
    delete localised[`${field}Ha`];
  }
  return localised as Omit<Row, `${Field}Ha`>;
}
