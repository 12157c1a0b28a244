// How many SMS pages a text costs (issue #40). A network carries a page of 140 bytes: 160
// characters of the GSM 03.38 alphabet (7 bits each), or 70 of UCS-2 as soon as one character is
// outside it — Hausa's hooked letters ɓ ɗ ƙ ƴ, a curly apostrophe, the naira sign. A text longer
// than one page is sent in parts that each carry a 6-byte header: 153 or 67 characters a part.
// Providers bill per page (Termii counts them the same way), so this is what a message costs.

/** GSM 03.38's basic alphabet: one septet each. */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Its extension table: an escape and the character, two septets each. */
const GSM_EXTENSION = "^{}\\[~]|€\f";

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = "gsm-7" | "ucs-2";

export type SmsSize = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  pages: number;
};

const pageSizes: Record<SmsEncoding, { single: number; part: number }> = {
  "gsm-7": { single: 160, part: 153 },
  "ucs-2": { single: 70, part: 67 },
};

/** The encoding a text needs, its length in that encoding, and the pages it is sent in. */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (basic.has(character)) septets += 1;
    else if (extension.has(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? "gsm-7" : "ucs-2";
  // UCS-2 counts UTF-16 code units: a character beyond the BMP (an emoji) takes two.
  const units = gsm ? septets : text.length;
  const { single, part } = pageSizes[encoding];
  const pages = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, pages };
}

/**
 * The letters SMS writes in place of those outside GSM's alphabet: Hausa's hooked letters as
 * their plain ones (as Hausa is commonly texted), typographic quotes and dashes as plain ones,
 * and the naira sign as "N" (ADR 0046).
 */
const plain: Record<string, string> = {
  ɓ: "b",
  Ɓ: "B",
  ɗ: "d",
  Ɗ: "D",
  ƙ: "k",
  Ƙ: "K",
  ƴ: "y",
  Ƴ: "Y",
  "’": "'",
  // The glottal stop's apostrophe (sanaʼa, ʼyan kasuwa).
  ʼ: "'",
  "‘": "'",
  "“": '"',
  "”": '"',
  "–": "-",
  "—": "-",
  "…": "...",
  "₦": "N",
  "\u00a0": " ",
};

/** The text in GSM's alphabet where a plain letter says the same (see `plain`). */
export function inPlainLetters(text: string): string {
  return text.replace(/[ɓƁɗƊƙƘƴƳ’ʼ‘“”–—…₦\u00a0]/g, (character) => plain[character]!);
}

/** A value cut to `max` characters, "..." marking the cut (GSM has no ellipsis character). */
function clip(value: string, max: number | undefined): string {
  if (max === undefined || value.length <= max) return value;
  return `${value.slice(0, max - 3).trimEnd()}...`;
}

/**
 * What is sent for a text of app/i18n/sms.ts: its fields filled in (each cut to its limit) and
 * the whole in plain letters. A field the text names but `values` lacks is an error: an SMS with
 * "{link}" in it would be paid for and useless.
 */
export function composeSms(
  template: string,
  values: Record<string, string | number>,
  limits: Record<string, number>,
): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`SMS text needs {${name}}`);
    return clip(String(value), limits[name]);
  });
  return inPlainLetters(filled);
}
