import type { Language } from "~/i18n/language";
import type { Db } from "~/models/db.server";
import type { SniffedType } from "~/utils/file-type";
import type { JoinSubmission } from "~/validation/join";
import { submitApplication, withdrawNewApplication } from "./applications.server";
import { inspectUpload, storeUpload, uploadKey } from "../uploads.server";

export type ApplicationUploadField = "photo" | "receipt";
const UPLOAD_FIELDS: readonly ApplicationUploadField[] = ["photo", "receipt"];

export type ApplicationWithUploads = {
  application: JoinSubmission;
  /** The language of the page she applied on: her e-mails are written in it until she signs up. */
  language: Language;
  /** The optional files (`fileFrom` of the form's fields). */
  files: Record<ApplicationUploadField, File | null>;
};

export type ApplicationSubmissionOutcome =
  /** A file is not an image or PDF of at most 5 MB: nothing was stored. */
  | { status: "files-refused"; fields: ApplicationUploadField[] }
  /** The payment reference belongs to another application: nothing was stored. */
  | { status: "reference-taken" }
  /** Stored now, or earlier by the same submission (its idempotency key): nothing stored twice. */
  | { status: "stored"; id: string };

/**
 * The membership application (/join, step 2) with its photo and receipt. Every file is checked
 * (size, and type by its bytes) before anything is stored. The server names the row and its
 * files (`applications/{row id}/photo.jpg`): nothing in the form chooses an object key, and the
 * files go to R2 only once this submission has really created its row in D1 — a repeat (same
 * idempotency key: a double click, or someone else's key) never touches them. If the files
 * cannot be stored, the new row and whatever was stored are taken back and the error is thrown:
 * no row ever points at missing files. D1 and R2 failures throw.
 */
export async function submitApplicationWithUploads(
  db: Db,
  bucket: R2Bucket,
  { application, language, files }: ApplicationWithUploads,
): Promise<ApplicationSubmissionOutcome> {
  const uploads = await Promise.all(
    UPLOAD_FIELDS.map(async (field) => {
      const file = files[field];
      return { field, file, type: file ? await inspectUpload(file) : null };
    }),
  );
  const refused = uploads.filter((upload) => upload.file && !upload.type);
  if (refused.length > 0) {
    return { status: "files-refused", fields: refused.map((upload) => upload.field) };
  }

  const applicationId = crypto.randomUUID();
  const accepted = uploads.flatMap(({ field, file, type }) =>
    file && type ? [{ field, file, type, prefix: `applications/${applicationId}/${field}` }] : [],
  );
  const keyOf = (field: ApplicationUploadField) => {
    const upload = accepted.find((candidate) => candidate.field === field);
    return upload ? uploadKey(upload.prefix, upload.type) : undefined;
  };
  const stored = await submitApplication(
    db,
    application,
    { photoKey: keyOf("photo"), receiptKey: keyOf("receipt"), language },
    applicationId,
  );
  if (stored === "reference-taken") return { status: "reference-taken" };
  if (stored.created && accepted.length > 0) {
    await storeOrWithdraw(db, bucket, applicationId, accepted);
  }
  return { status: "stored", id: stored.id };
}

async function storeOrWithdraw(
  db: Db,
  bucket: R2Bucket,
  applicationId: string,
  uploads: { file: File; type: SniffedType; prefix: string }[],
) {
  try {
    await Promise.all(
      uploads.map(({ file, type, prefix }) => storeUpload(bucket, file, type, prefix)),
    );
  } catch (error) {
    // No row pointing at missing files: take it back (and what was stored) and fail.
    await Promise.allSettled([
      withdrawNewApplication(db, applicationId),
      bucket.delete(uploads.map((upload) => uploadKey(upload.prefix, upload.type))),
    ]);
    throw error;
  }
}
