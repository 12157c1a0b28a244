import { pageLanguageOf } from "~/i18n/language.server";
import { refusalTexts } from "~/i18n/refusals";
/**
 * Every action reads its form through `readFormData`: a body that is not a form (JSON, plain
 * text, nothing, a broken multipart body) or a form whose field names would make conform build
 * something huge or deep is refused with a 4xx and a clear message, never a 500 — and before
 * any of it reaches conform and zod.
 */

/** The English texts (tests and the spec); a request gets them in its page's language. */
export const FORM_NOT_READABLE = refusalTexts.en.formNotReadable;
export const FORM_NOT_A_FORM = refusalTexts.en.formNotAForm;

/** conform's own field names: our pages never send them (intents are handled in the browser). */
const RESERVED_NAMES = new Set(["__intent__", "__state__"]);
/** Our deepest field is `products[11].price`: three segments, indexes below 100. */
const MAX_PATH_SEGMENTS = 8;
const MAX_INDEX = 999;
const MAX_FIELDS = 1000;

function refuse(status: 400 | 415, message: string): never {
  throw new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

/** A field name conform can turn into a payload of bounded size and depth. */
function isSafeName(name: string) {
  if (RESERVED_NAMES.has(name)) return false;
  if (name.split(/[.[]/).length > MAX_PATH_SEGMENTS) return false;
  for (const [, index] of name.matchAll(/\[(\d*)\]/g)) {
    if (index && (index.length > 3 || Number(index) > MAX_INDEX)) return false;
  }
  return true;
}

export async function readFormData(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(mediaType))
    refuse(415, refusalTexts[pageLanguageOf(request)].formNotAForm);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    refuse(400, refusalTexts[pageLanguageOf(request)].formNotReadable);
  }
  let fields = 0;
  for (const name of formData.keys()) {
    if (++fields > MAX_FIELDS || !isSafeName(name))
      refuse(400, refusalTexts[pageLanguageOf(request)].formNotReadable);
  }
  return formData;
}
