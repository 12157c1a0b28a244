/**
 * The one door for every redirect the site builds from something a request carries (its path,
 * a `redirectTo` field): the language redirect (app/i18n/language.server.ts), the redirect after
 * signing in (`safeRedirect`), and every redirect that carries a toast (app/http/toast.server.ts).
 */

/** Browsers drop tabs and newlines from a URL, so "/\t/evil.com" would go to "//evil.com". */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path that a browser (or a proxy that decodes `%2F` and `%5C` once) would read as another
 * host: `//host`, `/\host`, `/%2F%2Fhost`, `/%5Chost`, `/%2F/host` ….
 */
const LEAVES_THE_SITE = /^\/(?:[/\\]|%2f|%5c)/i;

const BASE = "http://local.invalid";

/**
 * `to` as an address on this site, fit for a Location header (`/path?query#fragment`,
 * non-ASCII percent-encoded), or null when it is not one: another site, a protocol-relative
 * `//host`, a backslash `/\host` (browsers read `\` as `/`), one of those percent-encoded, a
 * control character (tabs and line breaks vanish in a browser and could split a header), or a
 * path whose dot segments resolve to `//host` (`/.//host`).
 */
export function sitePath(to: unknown): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || CONTROL_CHARACTERS.test(to)) return null;
  if (LEAVES_THE_SITE.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser resolves dot segments: "/.//host" and "/%2e//host" become "//host".
  return LEAVES_THE_SITE.test(path) ? null : path;
}

/** `to` if it is an address on this site (see `sitePath`), else `fallback`. */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback: string,
): string {
  return sitePath(to) ?? fallback;
}
