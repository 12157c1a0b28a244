import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import {
  emailSuppressions,
  messages,
  type MessageStatus,
  type SuppressionReason,
} from "../../db/schema";
import type { Db } from "~/models/db.server";

/** Attempts a message gets before it is failed (and dead-lettered): the queue's max_retries + 1. */
export const MAX_SEND_ATTEMPTS = 3;

export type NewMessage = {
  idempotencyKey: string;
  kind: string;
  recipient: string;
  language: "en" | "ha";
  userId?: string | null;
  announcementId?: string | null;
  /** JSON: { origin, data }. */
  payload: string;
  status: Extract<MessageStatus, "queued" | "suppressed">;
};

/**
 * Writes the messages that are not there yet (by idempotency key) and returns those written: a
 * key asked for twice is one row. Rows go in chunks small enough for D1's limit on bound
 * parameters, all in one batch (one transaction): a failure writes none, so asking again (an
 * announcement page's job, retried) writes and queues every one.
 */
export async function insertMessages(db: Db, rows: NewMessage[], now: Date) {
  const CHUNK = 7; // 13 bound columns each: 91 parameters, under D1's 100.
  const inserts = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map((row) => ({
      ...row,
      id: crypto.randomUUID(),
      userId: row.userId ?? null,
      announcementId: row.announcementId ?? null,
      createdAt: now,
      updatedAt: now,
    }));
    inserts.push(
      db
        .insert(messages)
        .values(chunk)
        .onConflictDoNothing({ target: messages.idempotencyKey })
        .returning({ id: messages.id, key: messages.idempotencyKey, status: messages.status }),
    );
  }
  const [first, ...more] = inserts;
  if (!first) return [];
  return (await db.batch([first, ...more])).flat();
}

/** The lower-cased addresses among `emails` that are suppressed, with why. */
export async function findSuppressions(db: Db, emails: string[]) {
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const found = new Map<string, SuppressionReason>();
  for (let i = 0; i < lowered.length; i += 90) {
    const rows = await db
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .where(inArray(emailSuppressions.email, lowered.slice(i, i + 90)));
    for (const row of rows) found.set(row.email, row.reason);
  }
  return found;
}

export async function suppressAddress(db: Db, email: string, reason: SuppressionReason) {
  await suppressionStatement(db, email, reason);
}

/** `suppressAddress` as a statement, for a batch with other writes (an unsubscribe). */
export function suppressionStatement(db: Db, email: string, reason: SuppressionReason) {
  return db
    .insert(emailSuppressions)
    .values({ email: email.toLowerCase(), reason })
    .onConflictDoUpdate({
      target: emailSuppressions.email,
      // A bounce outranks an unsubscribe: it stops every message, not only the bulk ones.
      set: {
        reason: sql`case when ${emailSuppressions.reason} = 'unsubscribed' then excluded.reason else ${emailSuppressions.reason} end`,
      },
    });
}

/**
 * Takes a queued message for sending: one attempt more, status "sending". Null when it is not
 * queued (sent already, failed, suppressed, or taken by another delivery): a redelivered queue
 * message finds nothing to do, so it is sent at most once.
 */
export async function claimMessage(db: Db, id: string, now: Date) {
  return db
    .update(messages)
    .set({ status: "sending", attempts: sql`${messages.attempts} + 1`, updatedAt: now })
    .where(and(eq(messages.id, id), eq(messages.status, "queued")))
    .returning()
    .get();
}

export async function markSent(
  db: Db,
  id: string,
  input: {
    providerId: string | null;
    now: Date;
    /** Development keeps what was sent (the Outbox shows it); production keeps metadata only. */
    keep: { subject: string; bodyText: string; bodyHtml: string } | null;
  },
) {
  await db
    .update(messages)
    .set({
      status: "sent",
      providerId: input.providerId,
      lastError: null,
      sentAt: input.now,
      updatedAt: input.now,
      ...(input.keep ?? { payload: null, subject: null, bodyText: null, bodyHtml: null }),
    })
    .where(eq(messages.id, id));
}

/** After a failed attempt: queued again for the next one, or failed when none is left. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  input: { error: string; final: boolean; now: Date },
) {
  await db
    .update(messages)
    .set({
      status: input.final ? "failed" : "queued",
      lastError: input.error,
      updatedAt: input.now,
    })
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

/** Suppressed at sending time (she unsubscribed, or the address bounced, since it was queued). */
export async function markSuppressed(db: Db, id: string, now: Date) {
  await db
    .update(messages)
    .set({ status: "suppressed", payload: null, updatedAt: now })
    .where(eq(messages.id, id));
}

/** A dead-lettered message that is still unfinished is failed, for the Outbox to show. */
export async function markDeadLettered(db: Db, id: string, now: Date) {
  await db
    .update(messages)
    .set({
      status: "failed",
      lastError: sql`coalesce(${messages.lastError}, 'Dead-lettered by the queue')`,
      updatedAt: now,
    })
    .where(and(eq(messages.id, id), inArray(messages.status, ["queued", "sending"])));
}

/** An admin's retry of a failed message: queued again with its attempts reset. */
export async function requeueFailedMessage(db: Db, id: string, now: Date) {
  const row = await db
    .update(messages)
    .set({ status: "queued", attempts: 0, updatedAt: now })
    .where(
      and(eq(messages.id, id), eq(messages.status, "failed"), sql`${messages.payload} is not null`),
    )
    .returning({ id: messages.id })
    .get();
  return row?.id ?? null;
}

/**
 * Messages left queued without a queue message (the queue refused it), or stuck "sending" by a
 * consumer that died mid-send: the daily job queues the first again and fails the second (it may
 * have gone out; sending it again could send it twice).
 */
export async function findStaleMessages(db: Db, olderThan: Date) {
  const queued = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, "queued"), lt(messages.updatedAt, olderThan)))
    .limit(500);
  await db
    .update(messages)
    .set({ status: "failed", lastError: "Interrupted while sending", updatedAt: new Date() })
    .where(and(eq(messages.status, "sending"), lt(messages.updatedAt, olderThan)));
  return queued.map((row) => row.id);
}

export function getMessage(db: Db, id: string) {
  return db.select().from(messages).where(eq(messages.id, id)).get();
}

export const OUTBOX_PAGE_SIZE = 50;

/** The Outbox: newest first, optionally one status; and the count of each status. */
export async function listOutbox(db: Db, input: { status: MessageStatus | null; page: number }) {
  const where = input.status ? eq(messages.status, input.status) : undefined;
  const [rows, counts] = await db.batch([
    db
      .select({
        id: messages.id,
        kind: messages.kind,
        recipient: messages.recipient,
        language: messages.language,
        status: messages.status,
        attempts: messages.attempts,
        lastError: messages.lastError,
        createdAt: messages.createdAt,
        retryable: sql<number>`${messages.payload} is not null`.as("retryable"),
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(OUTBOX_PAGE_SIZE + 1)
      .offset((input.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ status: messages.status, total: count() }).from(messages).groupBy(messages.status),
  ]);
  return {
    rows: rows
      .slice(0, OUTBOX_PAGE_SIZE)
      .map((row) => ({ ...row, retryable: Boolean(row.retryable) })),
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
    counts: Object.fromEntries(counts.map((row) => [row.status, row.total])) as Partial<
      Record<MessageStatus, number>
    >,
  };
}
