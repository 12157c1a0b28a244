import { format, type Language } from "~/i18n/language";
import { validationTexts } from "~/i18n/validation";

type Tree = { [key: string]: string | Tree };

/** Each English text of the catalogue beside its text in `language`. */
function pairs(english: Tree, other: Tree): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] =>
    typeof value === "string" ? [[value, other[key] as string]] : pairs(value, other[key] as Tree),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An English message as a pattern: its `{name}` parts match what a schema filled in. */
function matcher([english, translated]: [string, string]) {
  const names = [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const pattern = new RegExp(
    `^${english
      .split(/\{\w+\}/)
      .map(escape)
      .join("(.+?)")}$`,
  );
  return { pattern, names, translated };
}

const matchers = {
  ha: pairs(validationTexts.en as unknown as Tree, validationTexts.ha as unknown as Tree).map(
    matcher,
  ),
};

/**
 * A form's message in `language`: the schemas write English (the spec's texts verbatim), and
 * this finds the message in the validation catalogue by its English text — the filled-in parts
 * (`Please keep this under 2,000 characters.`) carried over. A message the catalogue lacks stays
 * English (app/i18n/validation.test.ts fails for any message of a visitor's or member's form).
 */
export function localiseMessage(message: string, language: Language): string {
  if (language === "en") return message;
  for (const { pattern, names, translated } of matchers[language]) {
    const match = pattern.exec(message);
    if (match)
      return format(translated, Object.fromEntries(names.map((n, i) => [n, match[i + 1]!])));
  }
  return message;
}
