import { newsletterSubscribers } from "../../db/schema";
import type { Db } from "~/db.server";
import type { NewsletterInput } from "~/validation/newsletter";

/**
 * Adds a subscriber. Returns the new id, or "duplicate" when the address (trimmed, any case) is already on the
 * list: the unique index on lower(email) decides, so two simultaneous signups cannot both land.
 */
export async function subscribe(
  db: Db,
  input: NewsletterInput,
): Promise<{ id: string } | "duplicate"> {
  const id = crypto.randomUUID();
  const result = await db
    .insert(newsletterSubscribers)
    .values({ id, email: input.email.toLowerCase(), fullName: input.fullName || null })
    .onConflictDoNothing();
  return result.meta.changes > 0 ? { id } : "duplicate";
}
