import type { WebsiteDesign, WebsiteStatus, WebsiteTheme } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { WebsiteContent } from "~/validation/website";
import { copyLogo, deleteLogo, storeLogo, type LogoUpload } from "./website-storage.server";
import {
  deleteWebsite,
  duplicateWebsite,
  saveWebsite,
  setLogoKey,
  type DuplicateOutcome,
  type SaveOutcome,
} from "./websites.server";
import { loggableError } from "~/models/loggable-error.server";

/**
 * Changes that touch both a website's row in D1 and its logo object in R2, in the order that
 * leaves no row pointing at a missing object: the new object is stored before the row names it,
 * and an object is deleted only once no row names it any more. What can still be left behind is
 * an orphaned object, which costs little.
 */

type WebsiteRef = { id: string; logoKey: string | null };

/** "failed": D1 (or R2) could not be reached; nothing changed. */
export type SaveWithLogoOutcome = SaveOutcome | "failed";

/**
 * The member's edit of her own website with, perhaps, a new logo (already accepted by
 * `logoUploadFrom`) or the current one removed. The new object is stored first; if the row is not
 * saved (failed, not found, web address taken), it is deleted again. Once saved, the object it
 * replaced (or removed) is deleted.
 */
export async function saveWebsiteWithLogo(
  db: Db,
  bucket: R2Bucket,
  input: {
    website: WebsiteRef;
    userId: string;
    design: WebsiteDesign;
    theme: WebsiteTheme;
    slug: string;
    content: WebsiteContent;
    logo: LogoUpload | null;
    removeLogo: boolean;
    status?: WebsiteStatus;
  },
): Promise<SaveWithLogoOutcome> {
  const { website, logo, removeLogo, ...fields } = input;
  let newLogoKey: string | null = null;
  let outcome: SaveOutcome;
  try {
    if (logo) newLogoKey = await storeLogo(bucket, website.id, logo);
    outcome = await saveWebsite(db, {
      ...fields,
      id: website.id,
      logoKey: newLogoKey ?? (removeLogo ? null : undefined),
    });
  } catch (error) {
    console.error("[builder] could not save the site:", loggableError(error));
    await deleteLogo(bucket, newLogoKey);
    return "failed";
  }
  if (outcome !== "saved") {
    await deleteLogo(bucket, newLogoKey);
    return outcome;
  }
  if ((newLogoKey || removeLogo) && website.logoKey) await deleteLogo(bucket, website.logoKey);
  return outcome;
}

/** A draft copy of the member's own website, with a copy of its logo under a key of its own. */
export async function duplicateWebsiteWithLogo(
  db: Db,
  bucket: R2Bucket,
  input: { website: WebsiteRef; userId: string; limit: number },
): Promise<DuplicateOutcome> {
  const { website, userId, limit } = input;
  const copy = await duplicateWebsite(db, { id: website.id, userId, limit });
  if (typeof copy === "string" || !website.logoKey) return copy;
  const logoKey = await copyLogo(bucket, website.logoKey, copy.id);
  if (logoKey) await setLogoKey(db, { id: copy.id, userId, logoKey });
  return copy;
}

/** Deletes the member's own website, then its logo object; false when there was no such row. */
export async function deleteWebsiteWithLogo(
  db: Db,
  bucket: R2Bucket,
  input: { id: string; userId: string },
): Promise<boolean> {
  const deleted = await deleteWebsite(db, input);
  if (!deleted) return false;
  await deleteLogo(bucket, deleted.logoKey);
  return true;
}
