import type { Language } from "~/i18n/language";
import type { ShownInEnglish } from "~/i18n/shown-in-english";

/** A row that has a Hausa twin (`<field>Ha`, optional) of each of `Field`. */
type WithHausa<Field extends string> = { [F in Field]: string | null } & {
  [F in Field as `${F}Ha`]: string | null;
};

/**
 * What admins enter, in the page's language (issue #20): each `field` holds its Hausa twin
 * (`<field>Ha`) on a Hausa page when that is present and not blank, else the English; the
 * twins themselves are left out, so public pages read the same field names in both languages
 * and receive only what they show. `inEnglish` names the fields a Hausa page shows in English
 * for want of Hausa, which the page marks `lang="en"` (issue #38: screen readers read them as
 * English). Admin reads keep the row as stored (both languages).
 */
export function inLanguage<Field extends string, Row extends WithHausa<Field>>(
  row: Row,
  language: Language,
  fields: readonly Field[],
): Omit<Row, `${Field}Ha`> & ShownInEnglish {
  const localised: Record<string, unknown> = { ...row };
  const inEnglish: Field[] = [];
  for (const field of fields) {
    const hausa = row[`${field}Ha` as keyof Row] as string | null;
    const english = row[field] as string | null;
    if (language === "ha" && hausa?.trim()) localised[field] = hausa;
    else if (language === "ha" && english?.trim()) inEnglish.push(field);
    delete localised[`${field}Ha`];
  }
  return { ...(localised as Omit<Row, `${Field}Ha`>), inEnglish };
}
