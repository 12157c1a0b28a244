import { and, eq, gt, isNull, lt, lte, ne, not, or, sql } from "drizzle-orm";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { phoneCodes, type PhoneCodePurpose } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";

/**
 * The codes sent by SMS (issue #40): 6 digits, working for PHONE_CODE_MINUTES, single use, and
 * dead after PHONE_CODE_MAX_TRIES wrong tries. A new one is made at most every
 * PHONE_CODE_INTERVAL_MS for a browser and purpose (the last one is on its way), and replaces
 * the last. D1 keeps only a hash of the code with its row's id (a leaked table names no code),
 * and a code works only for the browser that asked for it (db/schema.ts, `phoneCodes`).
 */
export const PHONE_CODE_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;
export const PHONE_CODE_INTERVAL_MS = 60_000;

/** Six digits, each of the million equally likely. */
export function generatePhoneCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32: no digit favoured
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return String(value! % 1_000_000).padStart(6, "0");
  }
}

function hashOf(id: string, code: string) {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${id}:${code}`)));
}

/** Spaces and dashes typed inside a code ("483 920") are not part of it. */
export const normalisePhoneCode = (typed: string) => typed.replace(/[\s-]/g, "");

/** Who asked, and what a right code then does (the row's columns, see db/schema.ts). */
export type PhoneCodeRequest = {
  purpose: PhoneCodePurpose;
  phone: string;
  requesterHash: string;
  userId?: string | null;
  fullName?: string | null;
  passwordHash?: string | null;
  language: Language;
};

/**
 * A new code for this browser and purpose, replacing its last one; "recent" when the last was
 * made under PHONE_CODE_INTERVAL_MS ago to the same number and still works (it is on its way:
 * no pile of texts, each paid for). Returns the code in clear, to be sent, and its row's id.
 */
export async function issuePhoneCode(
  db: Db,
  request: PhoneCodeRequest,
  now: Date,
): Promise<{ id: string; code: string } | "recent"> {
  const id = crypto.randomUUID();
  const code = generatePhoneCode();
  const [, inserted] = await db.batch([
    db.delete(phoneCodes).where(
      and(
        eq(phoneCodes.requesterHash, request.requesterHash),
        eq(phoneCodes.purpose, request.purpose),
        or(
          lte(phoneCodes.createdAt, new Date(now.getTime() - PHONE_CODE_INTERVAL_MS)),
          not(live(now)),
          // She corrected the number: the code on its way goes to the wrong phone.
          ne(phoneCodes.phone, request.phone),
        ),
      ),
    ),
    db
      .insert(phoneCodes)
      .values({
        ...request,
        id,
        codeHash: hashOf(id, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
      })
      .onConflictDoNothing(),
  ]);
  return inserted.meta.changes > 0 ? { id, code } : "recent";
}

/** A code's row as the request it answers (`PhoneCodeRequest`). */
const requestColumns = {
  purpose: phoneCodes.purpose,
  phone: phoneCodes.phone,
  requesterHash: phoneCodes.requesterHash,
  userId: phoneCodes.userId,
  fullName: phoneCodes.fullName,
  passwordHash: phoneCodes.passwordHash,
  language: phoneCodes.language,
};

/** The request behind this browser's last code of this purpose, live or not (a new code's). */
export async function lastPhoneCodeRequest(
  db: Db,
  input: { requesterHash: string; purpose: PhoneCodePurpose },
): Promise<PhoneCodeRequest | undefined> {
  return db
    .select(requestColumns)
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.requesterHash, input.requesterHash), eq(phoneCodes.purpose, input.purpose)),
    )
    .get();
}

/** Unused, unexpired, and not tried too often. */
const live = (now: Date) =>
  and(
    isNull(phoneCodes.usedAt),
    gt(phoneCodes.expiresAt, now),
    lt(phoneCodes.tries, PHONE_CODE_MAX_TRIES),
  )!;

/**
 * This browser's live code of this purpose, if `typed` is it: its row (the request it answers),
 * for the caller's batch to use it up (`spendCodeStatement`) with what the code unlocks. A wrong
 * code counts one try against it ("wrong": also when there is no live code at all).
 */
export async function checkPhoneCode(
  db: Db,
  input: { requesterHash: string; purpose: PhoneCodePurpose; typed: string; now: Date },
): Promise<(PhoneCodeRequest & { id: string }) | "wrong"> {
  const { requesterHash, purpose, now } = input;
  const row = await db
    .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash, ...requestColumns })
    .from(phoneCodes)
    .where(
      and(eq(phoneCodes.requesterHash, requesterHash), eq(phoneCodes.purpose, purpose), live(now)),
    )
    .get();
  if (!row) return "wrong";
  const typed = normalisePhoneCode(input.typed);
  if (!/^\d{6}$/.test(typed) || !sameHash(hashOf(row.id, typed), row.codeHash)) {
    await db
      .update(phoneCodes)
      .set({ tries: sql`${phoneCodes.tries} + 1` })
      .where(eq(phoneCodes.id, row.id));
    return "wrong";
  }
  const { codeHash: _hash, ...request } = row;
  return request;
}

/**
 * Uses the code up, if it is still live: the first statement of the batch that does what it
 * unlocks, each of the others guarded by `usedNow` (so a code used twice at once unlocks once).
 */
export function spendCodeStatement(db: Db, id: string, now: Date) {
  return db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.id, id), live(now)));
}

/** The code was used by `spendCodeStatement` at `now`: by this batch. */
export const usedNow = (id: string, now: Date) =>
  sql`exists (select 1 from ${phoneCodes} where ${phoneCodes.id} = ${id} and ${phoneCodes.usedAt} = ${now.getTime()})`;

/** Compares two hex hashes in a time that does not depend on where they differ. */
function sameHash(a: string, b: string) {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
