/**
 * Fills `{name}` placeholders of a catalogue text: `format("{number} of {total}", { number: 1,
 * total: 5 })` → "1 of 5". A placeholder without a value stays as it is (a test would see it).
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
