/**
 * An item of what admins enter (an event, a resource, a success story) as a page shows it: the
 * fields a Hausa page shows in English because the item has no Hausa for them (issue #38).
 */
export type ShownInEnglish = { inEnglish: readonly string[] };

/**
 * The `lang` of an element showing `field` of `item`: "en" when a Hausa page shows it in English
 * (screen readers then read it as English), else nothing (the page's own language).
 */
export function langOf(item: ShownInEnglish, field: string): "en" | undefined {
  return item.inEnglish.includes(field) ? "en" : undefined;
}
