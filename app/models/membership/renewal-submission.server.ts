import type { Db } from "~/models/db.server";
import { requestRenewal, withdrawNewRenewal, type RenewalRequest } from "./renewals.server";
import { inspectUpload, storeUpload, uploadKey } from "../uploads.server";

export type RenewalSubmissionOutcome =
  /** The receipt is not an image or PDF of at most 5 MB: nothing was stored. */
  | { status: "receipt-refused" }
  /** Another request of hers waits for an admin: nothing was stored. */
  | { status: "already-open" }
  /** The form's reference is taken (a stale or crafted form): nothing was stored. */
  | { status: "reference-taken" }
  /** Stored now, or earlier by the same form (its idempotency key): nothing stored twice. */
  | { status: "stored"; id: string };

/**
 * A member's renewal request with its optional receipt, with the application's rules: the file
 * is checked (size, type by its bytes) before anything is stored; the server names it
 * (`renewals/{request id}/receipt.pdf`); it goes to R2 only once this form has really created its
 * request — a repeat never touches it — and if it cannot be stored the new request is taken back
 * and the error thrown, so no request names a missing file. D1 and R2 failures throw.
 */
export async function submitRenewalWithReceipt(
  db: Db,
  bucket: R2Bucket,
  input: Omit<RenewalRequest, "id" | "receiptKey"> & { receipt: File | null },
): Promise<RenewalSubmissionOutcome> {
  const { receipt, ...request } = input;
  const type = receipt ? await inspectUpload(receipt) : null;
  if (receipt && !type) return { status: "receipt-refused" };
  const id = crypto.randomUUID();
  const prefix = `renewals/${id}/receipt`;
  const receiptKey = type ? uploadKey(prefix, type) : null;
  const stored = await requestRenewal(db, { ...request, id, receiptKey });
  if (typeof stored !== "object") return { status: stored };
  if (stored.created && receipt && type) {
    try {
      await storeUpload(bucket, receipt, type, prefix);
    } catch (error) {
      await Promise.allSettled([withdrawNewRenewal(db, id), bucket.delete(receiptKey!)]);
      throw error;
    }
  }
  return { status: "stored", id: stored.id };
}
