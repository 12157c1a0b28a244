import { format } from "~/i18n/language";

/**
 * "1 place left" or "{count} places left": an event's places, in its catalogue's language (the
 * public list's, and the admin's list in English). Its own module: only those two pages load it.
 */
export function placesLeftText(
  texts: { onePlaceLeft: string; placesLeft: string },
  count: number,
): string {
  return count === 1 ? texts.onePlaceLeft : format(texts.placesLeft, { count });
}
