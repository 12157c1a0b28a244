import { and, eq, sql } from "drizzle-orm";
import { joinApplications as ja } from "../../db/schema";
import type { Industry } from "~/config/industries";
import type { Db } from "~/models/db.server";
import type { MembershipTerms } from "~/models/membership/period-rules";
import { toE164 } from "~/utils/phone";
import type { ProfileInput } from "~/validation/profile";
import { auditStatement, type Actor } from "./audit.server";
import { listedMember } from "./membership/directory.server";
import { inspectUpload } from "./uploads.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * "Edit my profile" (issue #19): the member's own application, read and changed by her. Every
 * query names her application AND her account (`user_id`), so a form can never reach another's.
 *
 * Her profile photo lives privately in R2 under `profiles/{application id}/photo-{version}` and
 * is shown by the public route /members/{id}/photo while she is listed; `photo_url` holds that
 * URL with `?v={version}`, so a new photo gets a new URL (cached long, shown at once) and the
 * route finds the object from the column alone (no new column: ADR 0022). The passport photo of
 * her application (`photo_key`) stays admin-only.
 */

export const PROFILE_PHOTO_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
]);
export const profilePhotoRefusal = "Please choose a JPEG, PNG or WebP photo of at most 5 MB.";

const VERSION = /^[0-9a-f]{8}$/;

export const profilePhotoUrl = (applicationId: string, version: string) =>
  `/members/${applicationId}/photo?v=${version}`;
const profilePhotoKey = (applicationId: string, version: string) =>
  `profiles/${applicationId}/photo-${version}`;

/** The version of her profile photo in `photo_url`, or null when it names none of ours. */
export function profilePhotoVersion(applicationId: string, photoUrl: string | null) {
  const prefix = `/members/${applicationId}/photo?v=`;
  if (!photoUrl?.startsWith(prefix)) return null;
  const version = photoUrl.slice(prefix.length);
  return VERSION.test(version) ? version : null;
}

/** Her profile photo's R2 key and version, from her `photo_url`; null when she has none. */
export function profilePhotoOf(applicationId: string, photoUrl: string | null) {
  const version = profilePhotoVersion(applicationId, photoUrl);
  return version ? { key: profilePhotoKey(applicationId, version), version } : null;
}

/** The fields she edits, as stored (phone in E.164, consent as a boolean). */
export type EditableProfile = {
  fullName: string;
  businessName: string;
  businessType: Industry;
  /** Her words for an "other" business type. */
  businessTypeDetail: string | null;
  phoneNumber: string;
  email: string | null;
  contactAddress: string;
  nextOfKin: string;
  whyJoin: string;
  directoryConsent: boolean;
  photoUrl: string | null;
};

/** Each editable field's column, for the audit entry's before/after (snake case, as stored). */
const columns = {
  fullName: ja.fullName,
  businessName: ja.businessName,
  businessType: ja.businessType,
  businessTypeDetail: ja.businessTypeDetail,
  phoneNumber: ja.phoneNumber,
  email: ja.email,
  contactAddress: ja.contactAddress,
  nextOfKin: ja.nextOfKin,
  whyJoin: ja.whyJoin,
  directoryConsent: ja.directoryConsent,
  photoUrl: ja.photoUrl,
} as const;
type Field = keyof typeof columns;

const ownApplication = (applicationId: string, userId: string) =>
  and(eq(ja.id, applicationId), eq(ja.userId, userId), eq(ja.status, "approved"));

/** Her approved application's editable fields; undefined if it is not hers (or not approved). */
export async function ownProfileOf(
  db: Db,
  applicationId: string,
  userId: string,
): Promise<EditableProfile | undefined> {
  return db.select(columns).from(ja).where(ownApplication(applicationId, userId)).get();
}

export type ProfileUpdate = {
  applicationId: string;
  userId: string;
  actor: Actor;
  input: ProfileInput;
  /** A new photo (`fileFrom` of the form's field), or null to keep hers. */
  photo: File | null;
};

export type ProfileUpdateOutcome =
  | { status: "saved"; changed: Field[] }
  /** The photo is not a JPEG, PNG or WebP of at most 5 MB (by its bytes): nothing changed. */
  | { status: "photo-refused" }
  /** Her application is no longer hers or no longer approved: nothing changed. */
  | { status: "gone" };

/**
 * Saves her changes: only the fields that differ, in one D1 batch with an audit entry holding
 * their values before and after (all or nothing). A new photo is checked by its bytes first and
 * stored before the batch; if the batch fails it is deleted again and the error thrown, and once
 * the batch succeeded the photo it replaced is deleted. The phone is stored in E.164, as /join
 * does; her application keeps its id, payment reference and account, so her link stays valid.
 */
export async function updateOwnProfile(
  db: Db,
  bucket: R2Bucket,
  { applicationId, userId, actor, input, photo }: ProfileUpdate,
): Promise<ProfileUpdateOutcome> {
  const photoType = photo
    ? await inspectUpload(photo, { allowed: PROFILE_PHOTO_TYPES })
    : undefined;
  if (photo && !photoType) return { status: "photo-refused" };
  const current = await ownProfileOf(db, applicationId, userId);
  if (!current) return { status: "gone" };

  const phoneNumber = toE164(input.phoneNumber);
  if (!phoneNumber) throw new Error("phone number was validated but cannot be normalised");
  const wanted: Omit<EditableProfile, "photoUrl"> = {
    fullName: input.fullName,
    businessName: input.businessName,
    businessType: input.businessType,
    businessTypeDetail: input.businessTypeDetail ?? null,
    phoneNumber,
    email: input.email ?? null,
    contactAddress: input.contactAddress,
    nextOfKin: input.nextOfKin,
    whyJoin: input.whyJoin,
    directoryConsent: input.directoryConsent === "on",
  };
  const changes: Partial<EditableProfile> = {};
  for (const field of Object.keys(wanted) as (keyof typeof wanted)[]) {
    if (wanted[field] !== current[field]) Object.assign(changes, { [field]: wanted[field] });
  }
  const newVersion =
    photo && photoType ? crypto.randomUUID().replaceAll("-", "").slice(0, 8) : null;
  if (newVersion) changes.photoUrl = profilePhotoUrl(applicationId, newVersion);
  const changed = Object.keys(changes) as Field[];
  if (changed.length === 0) return { status: "saved", changed };

  if (photo && photoType && newVersion) {
    await bucket.put(profilePhotoKey(applicationId, newVersion), await photo.arrayBuffer(), {
      httpMetadata: { contentType: photoType.mime },
    });
  }
  const snapshot = sql.join(
    changed.map((field) => sql`${columns[field].name}, ${columns[field]}`),
    sql`, `,
  );
  try {
    await db.batch([
      auditStatement(db, {
        actor,
        action: "profile.update",
        subjectType: "application",
        subjectId: applicationId,
        before: sql`(select json_object(${snapshot}) from ${ja} where ${ownApplication(applicationId, userId)})`,
        after: Object.fromEntries(changed.map((field) => [columns[field].name, changes[field]])),
        onlyIf: sql`exists (select 1 from ${ja} where ${ownApplication(applicationId, userId)})`,
      }),
      db
        .update(ja)
        // An address she types is not proven (issue #37): the old one's proof does not carry over.
        .set(
          "email" in changes ? { ...changes, emailProvenAt: null, emailProofHash: null } : changes,
        )
        .where(ownApplication(applicationId, userId)),
    ]);
  } catch (error) {
    if (newVersion) await bucket.delete(profilePhotoKey(applicationId, newVersion)).catch(() => {});
    throw error;
  }
  const oldKey = newVersion ? profilePhotoOf(applicationId, current.photoUrl)?.key : null;
  if (oldKey) {
    // An orphaned object costs little; the profile is already right.
    await bucket.delete(oldKey).catch((error: unknown) => {
      console.error("[profile] could not delete the old photo:", loggableError(error));
    });
  }
  return { status: "saved", changed };
}

/** Her profile photo (R2 key, version) while she is listed in the directory; null otherwise. */
export async function listedProfilePhoto(
  db: Db,
  applicationId: string,
  terms: MembershipTerms,
  now = new Date(),
) {
  const row = await db
    .select({ photoUrl: ja.photoUrl })
    .from(ja)
    .where(and(eq(ja.id, applicationId), listedMember(terms, now)))
    .get();
  return row ? profilePhotoOf(applicationId, row.photoUrl) : null;
}
