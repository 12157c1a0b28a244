import { readLogo } from "~/models/website-storage.server";

/**
 * A website's logo streamed from R2, shown inline with its sniffed type (nosniff), with an ETag
 * so a revalidating browser gets a 304. No such object: a 404 (thrown, as loaders do).
 */
export async function logoResponse(
  bucket: R2Bucket,
  logoKey: string,
  request: Request,
  { cacheControl }: { cacheControl: string },
): Promise<Response> {
  const etag = request.headers.get("If-None-Match")?.replace(/^W\//, "").replace(/"/g, "");
  const object = await readLogo(bucket, logoKey, etag || undefined);
  if (!object) throw new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    ETag: object.httpEtag,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
  });
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
}
