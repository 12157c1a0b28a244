import { catalogueOf, type Namespace } from "../../../app/i18n/catalogue";

/** English texts that may stand on a Hausa page (names). */
const allowed = new Set(["ZAMWE", "WhatsApp", "₦"]);

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === "string" ? [value] : texts(value)));

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) =>
    code.startsWith("#x") || code.startsWith("#X")
      ? String.fromCodePoint(parseInt(code.slice(2), 16))
      : code.startsWith("#")
        ? String.fromCodePoint(Number(code.slice(1)))
        : (entities[code] ?? entity),
  );

/** What a reader (or a link preview) reads of the HTML: text and the attributes that speak. */
export function readableText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ");
  const attributes = [
    ...withoutCode.matchAll(
      /\s(?:alt|title|placeholder|aria-label|aria-roledescription|content)="([^"]*)"/gi,
    ),
  ]
    .map((m) => m[1]!)
    // Addresses (og:url, og:image) are not texts: /members-old holds no word "members".
    .filter((value) => !/^(https?:\/\/|\/)/.test(value));
  const text = withoutCode.replace(/<[^>]*>/g, "\n");
  return decode([text, ...attributes].join("\n"));
}

/** The parts of an English text to look for: the text between its {placeholders}. */
const phrases = (english: string) =>
  english
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 3);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `phrase` in `text` as whole words: "present" is not in "representatives". */
const containsWords = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, "u").test(text);

/**
 * The English texts of `namespaces` that a Hausa page's HTML shows (text, and the alt/aria/
 * title/meta attributes people and previews read): `[]` on a well translated page.
 */
export function englishOn(html: string, namespaces: Namespace[]): string[] {
  const readable = readableText(html);
  const english = catalogueOf("en");
  return namespaces
    .flatMap((name) => texts(english[name] as unknown as Tree))
    .filter((text) => !allowed.has(text))
    .flatMap(phrases)
    .filter((phrase) => containsWords(readable, phrase));
}
