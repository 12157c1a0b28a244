import { refusalOf, type Refusal } from "./plain-page.server";

/**
 * Largest request bodies the Worker reads: forms 1 MB; the application with its two files 12 MB;
 * a renewal with its receipt (/dashboard/renew) 6 MB; her profile with a photo
 * (/dashboard/profile) 6 MB;
 * the website builder's edit form (/builder/{id}) 8 MB. Its logo may be 2 MB, but a phone photo of
 * 3–6 MB sent without JavaScript (which scales it down first) should come back as a message in the
 * form with everything typed kept, not as this bare page.
 */
export const BODY_LIMITS = {
  default: 1024 * 1024,
  "/join": 12 * 1024 * 1024,
  "/builder/{id}": 8 * 1024 * 1024,
  "/dashboard/renew": 6 * 1024 * 1024,
  "/dashboard/profile": 6 * 1024 * 1024,
} as const;

const builderEdit = /^\/builder\/[^/]+\/?$/;

function limitFor(pathname: string) {
  // With JavaScript, React Router posts a form to its page's URL + ".data" (single fetch).
  const path = pathname.replace(/\.data$/, "");
  if (path === "/join") return BODY_LIMITS["/join"];
  if (path === "/dashboard/renew") return BODY_LIMITS["/dashboard/renew"];
  if (path === "/dashboard/profile") return BODY_LIMITS["/dashboard/profile"];
  if (builderEdit.test(path)) return BODY_LIMITS["/builder/{id}"];
  return BODY_LIMITS.default;
}

function tooLarge(request: Request): Refusal {
  return refusalOf(
    request,
    413,
    (t) => ({ title: t.tooLarge.title, heading: t.tooLarge.heading, message: t.tooLarge.message }),
    { Connection: "close" },
  );
}

/**
 * A 413 refusal for a request whose declared body is over its route's limit, decided from the
 * Content-Length header before anything is read; null when the request may go on.
 */
export function refuseOversizedBody(request: Request): Refusal | null {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  const limit = limitFor(new URL(request.url).pathname);
  if (!Number.isFinite(declared) || declared <= limit) return null;
  return tooLarge(request);
}

/**
 * A body sent without Content-Length (chunked: browsers always declare forms, other clients may
 * not) is read up to its route's limit and no further: over it, 413 and the rest is never read;
 * within it, the request goes on with the bytes read so far as its body.
 */
export async function limitUndeclaredBody(request: Request): Promise<Request | Refusal> {
  if (!request.body || request.headers.has("Content-Length")) return request;
  const limit = limitFor(new URL(request.url).pathname);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return tooLarge(request);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request, { body });
}
