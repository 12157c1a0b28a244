/**
 * Codes a person reads aloud, copies by hand or types from paper: an election's receipt (ADR
 * 0058), a certificate of attendance. 80 random bits in four groups, `7KQ2-M9XD-…`.
 */

/** Crockford's base32, without the letters read as digits (I L O U). */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16;

export const SHORT_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

export function newShortCode(random: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = random(new Uint8Array(LENGTH));
  const letters = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join("");
  return letters.match(/.{4}/g)!.join("-");
}

/**
 * A code as typed: any case, spaces or dashes anywhere, and the letters Crockford reads as
 * digits (O as 0; I and L as 1). Null when it cannot be one.
 */
export function shortCodeOf(typed: string): string | null {
  const letters = typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (letters.length !== LENGTH) return null;
  const code = letters.match(/.{4}/g)!.join("-");
  return SHORT_CODE_PATTERN.test(code) ? code : null;
}
