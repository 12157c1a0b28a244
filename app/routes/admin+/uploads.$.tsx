import type { LoaderFunctionArgs } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { getDb } from "~/models/db.server";
import { isApplicationUpload } from "~/models/membership/applications.server";
import { isRenewalReceipt } from "~/models/membership/renewals.server";

/**
 * An applicant's photo or receipt, or a renewal request's receipt, streamed from the private bucket to admins only. Never
 * cached by shared caches; the stored type (sniffed at upload) is sent with nosniff.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const env = context.cloudflare.env;
  const key = params["*"] ?? "";
  const db = getDb(env);
  if (!key || !((await isApplicationUpload(db, key)) || (await isRenewalReceipt(db, key)))) {
    throw new Response("Not Found", { status: 404 });
  }
  const object = await env.UPLOADS.get(key);
  if (!object) throw new Response("Not Found", { status: 404 });
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  return new Response(object.body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(object.size),
      "Content-Disposition": type.startsWith("image/") ? "inline" : "attachment",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
