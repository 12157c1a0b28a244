import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { joinApplications, users } from "../../db/schema";
import type { Db } from "~/models/db.server";

/**
 * The addresses among `emails` whose owner has proven them (issue #37): an account's address
 * confirmed by its link, or an application's address confirmed by the link its "application
 * received" message carried. Only a proven address links a membership, receives more than a few
 * messages an hour, or counts in her data. Lower-cased.
 */
export async function provenAddresses(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter(Boolean);
  if (wanted.length === 0) return new Set();
  const proven = new Set<string>();
  // D1 takes at most 100 bound parameters a statement.
  for (let i = 0; i < wanted.length; i += 90) {
    const chunk = wanted.slice(i, i + 90);
    const [accounts, applications] = await db.batch([
      db
        .select({ email: sql<string>`lower(${users.email})`.as("account_email") })
        .from(users)
        .where(and(inArray(sql`lower(${users.email})`, chunk), isNotNull(users.emailConfirmedAt))),
      db
        .select({
          email: sql<string>`lower(${joinApplications.email})`.as("application_email"),
        })
        .from(joinApplications)
        .where(
          and(
            inArray(sql`lower(${joinApplications.email})`, chunk),
            isNotNull(joinApplications.emailProvenAt),
          ),
        ),
    ]);
    for (const row of [...accounts, ...applications]) proven.add(row.email);
  }
  return proven;
}

/** Whether one address is proven (see `provenAddresses`). */
export async function isProvenAddress(db: Db, email: string): Promise<boolean> {
  return (await provenAddresses(db, [email])).has(email.trim().toLowerCase());
}
