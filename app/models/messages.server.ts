import { and, count, desc, eq, gt, gte, inArray, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  emailSuppressions,
  messages,
  type MessageChannel,
  type MessageStatus,
  type SuppressionReason,
} from "../../db/schema";
import type { Db } from "~/models/db.server";

/** Attempts a message gets before it is failed (and dead-lettered): the queue's max_retries + 1. */
export const MAX_SEND_ATTEMPTS = 3;

export type NewMessage = {
  idempotencyKey: string;
  kind: string;
  channel: MessageChannel;
  /** Her address for e-mail, her phone in E.164 for SMS. */
  recipient: string;
  language: "en" | "ha";
  userId?: string | null;
  announcementId?: string | null;
  /** JSON: { origin, data }. */
  payload: string;
  status: Extract<MessageStatus, "queued" | "suppressed">;
  /** She had not proven her address when it was written (issue #37). */
  recipientUnproven: boolean;
  /** Held back instead of queued when her address, or the site, has had enough (issue #37). */
  limit?: MessageLimit;
};

/**
 * When a queued message is held back (status "held") instead: `perKindPerHour` messages of its
 * kind to her address in the last hour, or — for an unproven address — `sitewide.perDay`
 * messages of `sitewide.kinds` to unproven addresses in the last 24 hours. Counted are messages
 * that went or may go: held and suppressed ones are not.
 */
export type MessageLimit = {
  perKindPerHour: number;
  sitewide?: { perDay: number; kinds: readonly string[] };
};

/**
 * Why a held message was held (issue #50): her address's hourly limit, or the site's day; or
 * (issue #40) an announcement's SMS past the month's SMS budget.
 */
export type HeldBy = "address" | "site" | "budget";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const NOT_COUNTED: MessageStatus[] = ["held", "suppressed"];

/**
 * Holds a message just written back when a limit is reached. Run in the batch that wrote it (one
 * transaction; D1 runs batches one after another), so requests in parallel see each other's
 * messages and cannot all slip under a limit together. Two statements, the address's limit
 * first: a message her address has had enough of is never sent, and its payload is dropped (the
 * Outbox shows what it needs from the row itself); a message held only by the site's daily cap
 * keeps its payload for a day, so that an admin can send it after a look (issue #50).
 */
function holdsIfOverLimit(db: Db, id: string, row: NewMessage, limit: MessageLimit, now: Date) {
  const earlier = alias(messages, "earlier");
  const counted = and(ne(earlier.id, id), notInArray(earlier.status, NOT_COUNTED));
  const sameKindThisHour = db
    .select({ n: count() })
    .from(earlier)
    .where(
      and(
        // SQLite's lower() on both sides (it folds ASCII only), as the index has it.
        sql`lower(${earlier.recipient}) = lower(${row.recipient})`,
        eq(earlier.kind, row.kind),
        gt(earlier.createdAt, new Date(now.getTime() - HOUR_MS)),
        counted,
      ),
    );
  const stillQueued = and(eq(messages.id, id), eq(messages.status, "queued"));
  const holds = [
    db
      .update(messages)
      .set({ status: "held", heldBy: "address", payload: null, updatedAt: now })
      .where(and(stillQueued, sql`(${sameKindThisHour}) >= ${limit.perKindPerHour}`))
      .returning({ id: messages.id, heldBy: messages.heldBy }),
  ];
  if (limit.sitewide && row.recipientUnproven) {
    holds.push(
      db
        .update(messages)
        .set({ status: "held", heldBy: "site", updatedAt: now })
        .where(and(stillQueued, siteCapReached(db, id, limit.sitewide, now)))
        .returning({ id: messages.id, heldBy: messages.heldBy }),
    );
  }
  return holds;
}

/**
 * The site's daily cap is reached: `sitewide.perDay` messages of its kinds to unproven addresses
 * in the last 24 hours that went or may go (held and suppressed ones are not counted), `except`
 * the message being written.
 */
function siteCapReached(
  db: Db,
  except: string | null,
  sitewide: { perDay: number; kinds: readonly string[] },
  now: Date,
) {
  const earlier = alias(messages, "earlier");
  const unprovenToday = db
    .select({ n: count() })
    .from(earlier)
    .where(
      and(
        // A literal 1, so that SQLite uses the partial index messages_unproven_created_idx.
        sql`${earlier.recipientUnproven} = 1`,
        gt(earlier.createdAt, new Date(now.getTime() - DAY_MS)),
        inArray(earlier.kind, [...sitewide.kinds]),
        except === null ? undefined : ne(earlier.id, except),
        notInArray(earlier.status, NOT_COUNTED),
      ),
    );
  return sql`(${unprovenToday}) >= ${sitewide.perDay}`;
}

/**
 * Whether the site's daily cap on messages to unproven addresses is reached now: the same for
 * every visitor and every address, so a page that says so tells nothing about anyone's address.
 */
export async function isSiteCapReached(
  db: Db,
  sitewide: { perDay: number; kinds: readonly string[] },
  now: Date,
) {
  const [row] = await db
    .select({ reached: siteCapReached(db, null, sitewide, now).mapWith(Boolean) })
    .from(sql`(select 1)`);
  return row?.reached ?? false;
}

/**
 * Writes the messages that are not there yet (by idempotency key) and returns those written: a
 * key asked for twice is one row. Rows go in chunks small enough for D1's limit on bound
 * parameters, all in one batch (one transaction): a failure writes none, so asking again (an
 * announcement page's job, retried) writes and queues every one. A row with a limit is held
 * back, in the same batch, when it is over it (status "held" in the answer).
 */
export async function insertMessages(db: Db, rows: NewMessage[], now: Date) {
  const CHUNK = 6; // 15 bound columns each: 90 parameters, under D1's 100.
  const inserts = [];
  const holds: ReturnType<typeof holdsIfOverLimit> = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK).map(({ limit: _limit, ...row }) => ({
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
    chunk.forEach((written, j) => {
      const limit = rows[i + j]!.limit;
      if (limit && written.status === "queued") {
        holds.push(...holdsIfOverLimit(db, written.id, rows[i + j]!, limit, now));
      }
    });
  }
  const [first, ...more] = [...inserts, ...holds];
  if (!first) return [];
  const results = await db.batch([first, ...more]);
  const held = new Map(
    results
      .slice(inserts.length)
      .flatMap((rows) => rows as { id: string; heldBy: HeldBy }[])
      .map((row) => [row.id, row.heldBy]),
  );
  return (
    results.slice(0, inserts.length) as { id: string; key: string; status: MessageStatus }[][]
  )
    .flat()
    .map((row) => {
      const heldBy = held.get(row.id);
      return heldBy ? { ...row, status: "held" as const, heldBy } : row;
    });
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
 * A message queued or sending that has not moved for this long is late (issue #37): longer than
 * the queue's longest wait before a retry (5 minutes, retryDelaySeconds in deliver.server.ts),
 * and a minute more. A send takes seconds, so a "sending" row this old has lost its sender:
 * its `updated_at` is the sender's lease, and after it another may take the message.
 */
export const MESSAGE_LATE_AFTER_MS = 6 * 60 * 1000;

const lateSince = (now: Date) => new Date(now.getTime() - MESSAGE_LATE_AFTER_MS);

/** Sending, and its sender's lease has run out. */
const abandonedSending = (now: Date) =>
  and(eq(messages.status, "sending"), lt(messages.updatedAt, lateSince(now)));

/** Queued or sending, and not moved for MESSAGE_LATE_AFTER_MS. */
const lateMessage = (now: Date) =>
  and(inArray(messages.status, ["queued", "sending"]), lt(messages.updatedAt, lateSince(now)));

/**
 * Takes a message for sending: one attempt more, status "sending". A queued message, or one
 * whose sender's lease ran out (MESSAGE_LATE_AFTER_MS); null for any other (sent already,
 * failed, suppressed, held, or being sent right now): a redelivered queue message finds nothing
 * to do, and two live senders never hold one message.
 */
export async function claimMessage(db: Db, id: string, now: Date) {
  return db
    .update(messages)
    .set({ status: "sending", attempts: sql`${messages.attempts} + 1`, updatedAt: now })
    .where(and(eq(messages.id, id), or(eq(messages.status, "queued"), abandonedSending(now))))
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
    keep: { subject: string | null; bodyText: string; bodyHtml: string | null } | null;
    /** An SMS's pages (what it costs); none for an e-mail. */
    smsPages?: number;
  },
) {
  await db
    .update(messages)
    .set({
      status: "sent",
      providerId: input.providerId,
      lastError: null,
      sentAt: input.now,
      smsPages: input.smsPages ?? null,
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

/**
 * An admin's retry of a failed message, or of a late one (queued or sending and not moved for
 * MESSAGE_LATE_AFTER_MS): queued again with its attempts reset. Null when it is neither (or
 * has no payload left to send).
 */
export async function requeueMessage(db: Db, id: string, now: Date) {
  const row = await db
    .update(messages)
    .set({ status: "queued", attempts: 0, updatedAt: now })
    .where(
      and(
        eq(messages.id, id),
        or(eq(messages.status, "failed"), lateMessage(now)),
        sql`${messages.payload} is not null`,
      ),
    )
    .returning({ id: messages.id })
    .get();
  return row?.id ?? null;
}

/** How long a message held by the site's daily cap can still be sent (issue #50). */
export const HELD_BY_SITE_FOR_MS = DAY_MS;

/** Messages the site's daily cap held back that an admin can still send: within the day, whole. */
function releasableHeldBySite(now: Date) {
  return and(
    eq(messages.status, "held"),
    eq(messages.heldBy, "site"),
    gt(messages.createdAt, new Date(now.getTime() - HELD_BY_SITE_FOR_MS)),
    sql`${messages.payload} is not null`,
  );
}

/** How many messages the site's daily cap holds back now (the admin's banner, the Outbox). */
export async function countHeldBySite(db: Db, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(releasableHeldBySite(now));
  return row?.n ?? 0;
}

/**
 * "Send held messages" (issue #50): every message the site's daily cap holds back that can still
 * be sent is queued; returns their ids for the queue. One conditional UPDATE: two admins
 * pressing at once queue each message once.
 */
export async function releaseHeldBySite(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .update(messages)
    .set({ status: "queued", attempts: 0, updatedAt: now })
    .where(releasableHeldBySite(now))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/**
 * Held messages expire after a day (issue #50; the hourly job): a message the site's daily cap
 * held back and nobody sent loses its payload (its link's token with it) and stays held, as a
 * record. Returns how many expired.
 */
export async function expireHeldBySite(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ payload: null, updatedAt: now })
    .where(
      and(
        eq(messages.status, "held"),
        eq(messages.heldBy, "site"),
        lt(messages.createdAt, new Date(now.getTime() - HELD_BY_SITE_FOR_MS + 1)),
        sql`${messages.payload} is not null`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Late messages (issue #37), at most `limit`: queued ones whose queue message is lost or slow,
 * and sending ones whose sender's lease ran out, are queued again (the caller hands their ids
 * to the queue; the row's claim keeps each sent once at a time). A sending one that has had
 * its last attempt is failed instead ("Interrupted while sending"): it may have gone out, and
 * three tries are enough. Conditional UPDATEs, so two sweeps never take one row.
 */
export async function requeueLateMessages(db: Db, now: Date, limit: number) {
  const late = or(
    and(eq(messages.status, "queued"), lt(messages.updatedAt, lateSince(now))),
    and(abandonedSending(now), lt(messages.attempts, MAX_SEND_ATTEMPTS)),
  );
  const [, requeued] = await db.batch([
    db
      .update(messages)
      .set({ status: "failed", lastError: "Interrupted while sending", updatedAt: now })
      .where(and(abandonedSending(now), gte(messages.attempts, MAX_SEND_ATTEMPTS))),
    db
      .update(messages)
      .set({ status: "queued", updatedAt: now })
      .where(
        and(
          inArray(
            messages.id,
            db.select({ id: messages.id }).from(messages).where(late).limit(limit),
          ),
          late,
        ),
      )
      .returning({ id: messages.id }),
  ]);
  return requeued.map((row) => row.id);
}

/** What a provider's delivery report says became of an SMS (app/services/termii.server.ts). */
export type SmsDeliveryReport = {
  providerId: string;
  delivery: "delivered" | "sent" | "failed" | "rejected" | "expired";
};

const deliveryErrors = {
  failed: "The network could not deliver it (delivery report: failed)",
  rejected: "Refused by the network: the number is on the Do-Not-Disturb register",
  expired: "Not delivered in time: the phone was off or out of reach (delivery report: expired)",
} as const;

/**
 * A delivery report applied to its SMS, once: a sent message becomes delivered, or failed with
 * why. "unknown": no SMS of ours has this provider id (the route logs it and answers as usual);
 * "unchanged": a report that changes nothing (a repeat, or "sent" after the send said so).
 */
export async function applySmsDeliveryReport(
  db: Db,
  report: SmsDeliveryReport,
  now: Date,
): Promise<"applied" | "unchanged" | "unknown"> {
  const ofThisSms = and(eq(messages.channel, "sms"), eq(messages.providerId, report.providerId));
  if (report.delivery !== "sent") {
    const update =
      report.delivery === "delivered"
        ? { status: "delivered" as const, lastError: null }
        : { status: "failed" as const, lastError: deliveryErrors[report.delivery] };
    const changed = await db
      .update(messages)
      .set({ ...update, updatedAt: now })
      .where(and(ofThisSms, eq(messages.status, "sent")))
      .returning({ id: messages.id });
    if (changed.length > 0) return "applied";
  }
  const known = await db.select({ id: messages.id }).from(messages).where(ofThisSms).get();
  return known ? "unchanged" : "unknown";
}

/**
 * An announcement's SMS past the month's budget (issue #40), taken for sending and not sent: it
 * waits, its payload kept, until the budget is raised or the month ends (releaseHeldByBudget).
 */
export async function holdForBudget(db: Db, id: string, now: Date) {
  await db
    .update(messages)
    .set({ status: "held", heldBy: "budget", attempts: 0, updatedAt: now })
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

const heldByBudget = and(eq(messages.status, "held"), eq(messages.heldBy, "budget"));

/** How many texts wait for the SMS budget (the Outbox says so). */
export async function countHeldByBudget(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(heldByBudget);
  return row?.n ?? 0;
}

/**
 * The texts that wait for the SMS budget, queued again (their ids returned for the queue), all
 * of them or those held `before` an instant (the month's start: the hourly job's new month).
 * Each is weighed against the budget again when it is sent. One conditional UPDATE.
 */
export async function releaseHeldByBudget(db: Db, now: Date, before?: Date): Promise<string[]> {
  const rows = await db
    .update(messages)
    .set({ status: "queued", heldBy: null, updatedAt: now })
    .where(and(heldByBudget, before ? lt(messages.updatedAt, before) : undefined))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** What Cloudflare Email Service's event says became of an e-mail (issue #40). */
export type EmailDeliveryEvent = {
  providerId: string;
  outcome: "delivered" | "hard-bounce" | "soft-bounce" | "complained" | "rejected" | "failed";
};

const emailEventErrors = {
  "hard-bounce": "Bounced: the address does not exist (hard bounce). It gets no more e-mail.",
  "soft-bounce":
    "Bounced: the mailbox was full or unreachable after retries (soft bounce). Later messages still try.",
  complained: "She marked it as spam. The address gets no more e-mail.",
  rejected: "Refused before sending (rejected by Email Service)",
  failed: "Email Service could not send it",
} as const;

/**
 * An Email Service event applied to its e-mail, once (issue #40): delivered; bounced (a hard
 * bounce suppresses the address, a soft one does not: the next message tries again); a spam
 * complaint suppresses the address; refused or failed. The suppression is written in the same
 * batch, from the row's own recipient. "unknown": no e-mail of ours has this id (logged by the
 * caller and acknowledged).
 */
export async function applyEmailEvent(
  db: Db,
  event: EmailDeliveryEvent,
  now: Date,
): Promise<"applied" | "unknown"> {
  const row = await db
    .select({ id: messages.id, recipient: messages.recipient })
    .from(messages)
    .where(and(eq(messages.channel, "email"), eq(messages.providerId, event.providerId)))
    .get();
  if (!row) return "unknown";
  const { outcome } = event;
  const update =
    outcome === "delivered"
      ? db
          .update(messages)
          .set({ status: "delivered", updatedAt: now })
          .where(and(eq(messages.id, row.id), eq(messages.status, "sent")))
      : db
          .update(messages)
          .set({
            // A complaint is about a delivered message: it stays delivered, with why.
            ...(outcome === "complained"
              ? {}
              : {
                  status: outcome.endsWith("bounce") ? ("bounced" as const) : ("failed" as const),
                }),
            lastError: emailEventErrors[outcome],
            updatedAt: now,
          })
          .where(eq(messages.id, row.id));
  const suppression =
    outcome === "hard-bounce" || outcome === "complained"
      ? suppressionStatement(db, row.recipient, outcome === "complained" ? "complained" : "bounced")
      : null;
  await (suppression ? db.batch([update, suppression]) : update);
  return "applied";
}

/**
 * Whether e-mail to this address bounced hard and is suppressed (her dashboard asks her to fix
 * it). A complaint is not a bounce: she chose it, the page does not nag.
 */
export async function addressBounced(db: Db, email: string): Promise<boolean> {
  const row = await db
    .select({ reason: emailSuppressions.reason })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.email, email.toLowerCase()))
    .get();
  return row?.reason === "bounced";
}

/**
 * "Try my address again": a bounced address's suppression lifted, by its owner (signed in, it is
 * her account's), after she fixed her mailbox. Only a bounce: an unsubscribe or a complaint
 * stays. True when one was lifted.
 */
export async function liftBounce(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .delete(emailSuppressions)
    .where(
      and(
        eq(emailSuppressions.email, email.toLowerCase()),
        eq(emailSuppressions.reason, "bounced"),
      ),
    )
    .returning({ email: emailSuppressions.email });
  return rows.length > 0;
}

/** The SMS sent since an instant (the start of this month) and the pages they took. */
export async function smsSentSince(db: Db, since: Date): Promise<{ texts: number; pages: number }> {
  const row = await db
    .select({ texts: count(), pages: sql<number>`coalesce(sum(${messages.smsPages}), 0)` })
    .from(messages)
    .where(and(eq(messages.channel, "sms"), gte(messages.sentAt, since)))
    .get();
  return { texts: row?.texts ?? 0, pages: Number(row?.pages ?? 0) };
}

export function getMessage(db: Db, id: string) {
  return db.select().from(messages).where(eq(messages.id, id)).get();
}

export const OUTBOX_PAGE_SIZE = 50;

/**
 * The Outbox: newest first, optionally one status and one channel; the count of each status (in
 * that channel), and of the late messages (MESSAGE_LATE_AFTER_MS), which an admin may send again.
 */
export async function listOutbox(
  db: Db,
  input: { status: MessageStatus | null; channel?: MessageChannel | null; page: number; now: Date },
) {
  const ofChannel = input.channel ? eq(messages.channel, input.channel) : undefined;
  const where = and(input.status ? eq(messages.status, input.status) : undefined, ofChannel);
  const [rows, counts, [lateCount]] = await db.batch([
    db
      .select({
        id: messages.id,
        kind: messages.kind,
        channel: messages.channel,
        smsPages: messages.smsPages,
        recipient: messages.recipient,
        language: messages.language,
        status: messages.status,
        attempts: messages.attempts,
        lastError: messages.lastError,
        createdAt: messages.createdAt,
        retryable: sql<number>`${messages.payload} is not null`.as("retryable"),
        late: sql<number>`coalesce(${lateMessage(input.now)}, 0)`.as("late"),
      })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(OUTBOX_PAGE_SIZE + 1)
      .offset((input.page - 1) * OUTBOX_PAGE_SIZE),
    db
      .select({ status: messages.status, total: count() })
      .from(messages)
      .where(ofChannel)
      .groupBy(messages.status),
    db.select({ total: count() }).from(messages).where(lateMessage(input.now)),
  ]);
  return {
    rows: rows
      .slice(0, OUTBOX_PAGE_SIZE)
      .map((row) => ({ ...row, retryable: Boolean(row.retryable), late: Boolean(row.late) })),
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
    late: lateCount?.total ?? 0,
    counts: Object.fromEntries(counts.map((row) => [row.status, row.total])) as Partial<
      Record<MessageStatus, number>
    >,
  };
}
