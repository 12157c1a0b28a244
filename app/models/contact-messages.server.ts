import { and, eq } from "drizzle-orm";
import { contactMessages } from "../../db/schema";
import type { Db } from "~/models/db.server";
import {
  keysetClauses,
  keysetPage,
  keysetPosition,
  type KeysetLinks,
  type KeysetPosition,
  type KeysetQuery,
} from "~/models/keyset.server";
import { keptCount } from "~/models/list-counts.server";
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

export type MessagesPage = KeysetLinks & { messages: AdminMessage[]; total: number };

/** One page of messages, newest first, from the message in the URL (keyset) and one more. */
export function messagesPageQuery(db: Db, position: KeysetPosition) {
  const { where, orderBy, limit, offset } = keysetClauses(
    position,
    {
      table: contactMessages,
      sort: contactMessages.submittedAt,
      id: contactMessages.id,
      descending: true,
    },
    MESSAGES_PAGE_SIZE,
  );
  return db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** Newest first, one keyset page (issue #41), with the kept total: one batch. */
export async function listMessages(db: Db, query: KeysetQuery = {}): Promise<MessagesPage> {
  const position = keysetPosition(query);
  const [rows, [counted]] = await db.batch([
    messagesPageQuery(db, position),
    keptCount(db, ["messages"]),
  ]);
  const { rows: messages, ...links } = keysetPage(rows, position, MESSAGES_PAGE_SIZE);
  return { messages, total: counted?.total ?? 0, ...links };
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
