import { eq } from "drizzle-orm";
import { joinApplications } from "../../db/schema";
import type { Db } from "~/db.server";
import { toE164 } from "~/utils/phone";
import type { JoinSubmission } from "~/validation/join";

/** No 0/O, 1/I: read aloud or copied into a bank narration without mistakes. */
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newPaymentReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `ZW-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;
}

/**
 * Stores the application as pending. The idempotency key makes a double click or a resubmitted
 * form land once: a repeat returns the application already stored.
 */
export async function submitApplication(
  db: Db,
  input: JoinSubmission,
  files: { photoKey?: string; receiptKey?: string } = {},
) {
  const phone = toE164(input.phoneNumber);
  if (!phone) throw new Error("phone number was validated but cannot be normalised");
  await db
    .insert(joinApplications)
    .values({
      fullName: input.fullName,
      phoneNumber: phone,
      email: input.email ?? null,
      contactAddress: input.contactAddress,
      nextOfKin: input.nextOfKin,
      businessName: input.businessName,
      businessType: input.businessType,
      whyJoin: input.whyJoin,
      membershipPlan: input.membershipPlan,
      directoryConsent: input.directoryConsent === "on",
      paymentReference: input.paymentReference,
      idempotencyKey: input.idempotencyKey,
      photoKey: files.photoKey ?? null,
      receiptKey: files.receiptKey ?? null,
    })
    // Any uniqueness conflict is a repeat of this submission (same key, same reference)…
    .onConflictDoNothing();
  const stored = await getSubmittedApplication(db, input.idempotencyKey);
  // …unless no row carries this key: then the reference belonged to another application.
  if (!stored) throw new Error("payment reference already used by another application");
  return stored;
}

/** What the "One More Step!" page needs, found by the applicant's own idempotency key. */
export async function getSubmittedApplication(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select({
      fullName: joinApplications.fullName,
      paymentReference: joinApplications.paymentReference,
      membershipPlan: joinApplications.membershipPlan,
    })
    .from(joinApplications)
    .where(eq(joinApplications.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}
