import { and, count, desc, eq } from "drizzle-orm";
import { contactMessages } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { ContactInput } from "~/validation/contact";

/** Stores a visitor's message, unread; returns its id. */
export async function createContactMessage(db: Db, input: ContactInput): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({
    id,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
  });
  return id;
}

export const MESSAGES_PAGE_SIZE = 20;

export type AdminMessage = typeof contactMessages.$inferSelect;

/** Newest first, paginated, with the total. */
export async function listMessages(
  db: Db,
  page: number,
): Promise<{ messages: AdminMessage[]; total: number }> {
  const [messages, [counted]] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((page - 1) * MESSAGES_PAGE_SIZE),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { messages, total: counted?.total ?? 0 };
}

/**
 * Marks a message read (first opening wins read_at). False when there is no such message.
 * Not in the audit log: it records that an admin has seen a message and decides nothing about
 * anybody (the log is of decisions: applications, payments, roles, content, takedowns).
 */
export async function markMessageRead(db: Db, id: string, now: Date): Promise<boolean> {
  const [, [exists]] = await db.batch([
    db
      .update(contactMessages)
      .set({ isRead: true, readAt: now })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.isRead, false))),
    db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id)),
  ]);
  return Boolean(exists);
}
