/**
 * Every action reads its form through `readFormData`: a body that is not a form (JSON, plain
 * text, nothing, a broken multipart body) or a form whose field names would make conform build
 * something huge or deep is refused with a 4xx and a clear message, never a 500 — and before
 * any of it reaches conform and zod.
 */

export const FORM_NOT_READABLE =
  "This form could not be read. Please go back to the page, fill it in again and send it.";
export const FORM_NOT_A_FORM =
  "This address accepts forms sent from its page only. Please go back to the page and send the form from there.";

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
  if (!FORM_TYPES.includes(mediaType)) refuse(415, FORM_NOT_A_FORM);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    refuse(400, FORM_NOT_READABLE);
  }
  let fields = 0;
  for (const name of formData.keys()) {
    if (++fields > MAX_FIELDS || !isSafeName(name)) refuse(400, FORM_NOT_READABLE);
  }
  return formData;
}
