import { LOGO_MAX_BYTES, LOGO_TYPES } from "~/config/website";
import { fileFrom, inspectUpload, storeUpload } from "~/models/uploads.server";
import type { SniffedType } from "~/utils/file-type";
import { loggableError } from "~/models/loggable-error.server";

/**
 * A website's logo object in R2 (the UPLOADS bucket): judging an upload, its keys, copying,
 * deleting and reading it. The row that names the key is in ./websites.server; the HTTP answer
 * that streams it is in ~/http/logo-response.server.
 */

export const logoRefusals = {
  tooLarge: "This file is larger than 2 MB. Please choose a smaller JPEG, PNG or WebP image.",
  notImage: "This file is not a JPEG, PNG or WebP image. Please choose a photo or logo.",
};

const logoTypes: ReadonlySet<string> = new Set(LOGO_TYPES);

/** A logo is a JPEG, PNG or WebP of at most 2 MB, judged by its first bytes, not its name. */
export async function inspectLogo(
  file: File,
): Promise<{ type: SniffedType; refusal?: undefined } | { type?: undefined; refusal: string }> {
  if (file.size > LOGO_MAX_BYTES) return { refusal: logoRefusals.tooLarge };
  const type = await inspectUpload(file, { maxBytes: LOGO_MAX_BYTES, allowed: logoTypes });
  return type ? { type } : { refusal: logoRefusals.notImage };
}

/** A fresh key prefix for a website's logo: a new key per upload, so URLs can be cached for good. */
export function logoPrefix(websiteId: string) {
  return `sites/${websiteId}/logo-${crypto.randomUUID().slice(0, 8)}`;
}

/** The version part of a logo URL (`?v=`), from its key. */
export function logoVersion(logoKey: string) {
  return logoKey.slice(logoKey.lastIndexOf("/") + 1).replace(/^logo-/, "");
}

/** Copies a logo object for a duplicated website; returns the new key, or null if it is gone. */
export async function copyLogo(bucket: R2Bucket, logoKey: string, websiteId: string) {
  const object = await bucket.get(logoKey);
  if (!object) return null;
  const extension = logoKey.slice(logoKey.lastIndexOf(".") + 1);
  const key = `${logoPrefix(websiteId)}.${extension}`;
  await bucket.put(key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
  return key;
}

export async function deleteLogo(bucket: R2Bucket, logoKey: string | null | undefined) {
  if (!logoKey) return;
  try {
    await bucket.delete(logoKey);
  } catch (error) {
    // An orphaned object costs little; the page is already right.
    console.error("[sites] could not delete a logo:", loggableError(error));
  }
}

/**
 * The logo object, or only its metadata when it still has the ETag the browser sent (a 304);
 * null when there is no such object.
 */
export async function readLogo(
  bucket: R2Bucket,
  logoKey: string,
  etag: string | undefined,
): Promise<R2Object | R2ObjectBody | null> {
  return bucket.get(logoKey, etag ? { onlyIf: { etagDoesNotMatch: etag } } : {});
}

export type LogoUpload = { file: File; type: SniffedType };

/** The form's logo field: nothing chosen (null), a refusal to show, or a file fit to store. */
export async function logoUploadFrom(
  value: FormDataEntryValue | null,
): Promise<LogoUpload | { refusal: string } | null> {
  const file = fileFrom(value);
  if (!file) return null;
  const logo = await inspectLogo(file);
  return logo.type ? { file, type: logo.type } : { refusal: logo.refusal };
}

/** Stores an accepted logo under a fresh key of the website's; returns the key. */
export function storeLogo(bucket: R2Bucket, websiteId: string, { file, type }: LogoUpload) {
  return storeUpload(bucket, file, type, logoPrefix(websiteId));
}
