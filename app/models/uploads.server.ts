import { sniffFileType, type SniffedType } from "~/utils/file-type";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ALLOWED = new Set(["image/jpeg", "image/png", "image/webp", "application/pdf"]);

export const uploadRefusal = "Please choose a JPEG, PNG, WebP or PDF file of at most 5 MB.";

/** A form's file field: absent, or a File (Workers' FormData gives File objects). */
export function fileFrom(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * The file's real type when it is acceptable (size, and type by magic bytes), else null. By
 * default the application's rules (5 MB; images or PDF); other forms pass their own.
 */
export async function inspectUpload(
  file: File,
  rules: { maxBytes?: number; allowed?: ReadonlySet<string> } = {},
): Promise<SniffedType | null> {
  if (file.size > (rules.maxBytes ?? MAX_UPLOAD_BYTES)) return null;
  const type = sniffFileType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return type && (rules.allowed ?? ALLOWED).has(type.mime) ? type : null;
}

/** The object key a file of this type gets under `prefix`: `prefix.ext`. */
export function uploadKey(prefix: string, type: SniffedType) {
  return `${prefix}.${type.extension}`;
}

/** Stores an inspected file privately in R2 under `prefix.ext`; returns the object key. */
export async function storeUpload(bucket: R2Bucket, file: File, type: SniffedType, prefix: string) {
  const key = uploadKey(prefix, type);
  await bucket.put(key, await file.arrayBuffer(), {
    httpMetadata: { contentType: type.mime, contentDisposition: "attachment" },
  });
  return key;
}
