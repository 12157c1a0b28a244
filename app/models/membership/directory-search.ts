/**
 * The directory search's text rules (issue #41), shared by the query and its tests. The index
 * (migrations/0028, `directory_search`) folds the same letters in SQL on the way in.
 */

/** Hausa's hooked letters and the plain ones a visitor types without them. */
const HOOKED: Record<string, string> = { ɓ: "b", ɗ: "d", ƙ: "k", ƴ: "y" };

/** Lower case, hooked letters plain: `Ƙasuwa` and `kasuwa` read alike. */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/[ɓɗƙƴ]/g, (letter) => HOOKED[letter] ?? letter);
}

/** The trigram index matches 3 characters or more; a shorter search is a prefix of the name. */
export const TRIGRAM_MIN_LENGTH = 3;

export const isShortSearch = (needle: string) => Array.from(needle).length < TRIGRAM_MIN_LENGTH;

/** One FTS5 string (a substring, with the trigram tokenizer): the visitor's quotes doubled. */
export const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** How many matches a search shows at most: more, and the page asks for another word. */
export const SEARCH_MATCHES_SHOWN = 200;

/**
 * An industry as the search index holds it (migrations/0030): one trigram, "#" and the first two
 * letters of its key ("#fa"), so that a filter looks up one list of the index, not one per letter
 * of a longer key. The codes must differ (app/models/membership/directory-search.test.ts).
 */
export const industryCode = (industry: string) => `#${industry.slice(0, 2)}`;
