import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { COMMON_PASSWORDS } from "./common-passwords.server";

/**
 * Deployed Workers refuse PBKDF2 above 100,000 iterations (local workerd does not), so this
 * constant is pinned by a unit test. Stored hashes carry their own count: raising it later only
 * needs a re-hash at the next sign-in.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const WORKERS_PBKDF2_MAX_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$100000$<salt b64>$<hash b64>` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return [SCHEME, PBKDF2_ITERATIONS, encodeBase64(salt), encodeBase64(hash)].join("$");
}

/** True when `password` matches `stored`; false for any malformed or unknown format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText, ...rest] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || rest.length > 0 || !saltText || !hashText) return false;
  if (!Number.isInteger(iterations) || iterations < 1) return false;
  if (iterations > WORKERS_PBKDF2_MAX_ITERATIONS) return false;
  let salt: Uint8Array<ArrayBuffer>;
  let expected: Uint8Array;
  try {
    salt = new Uint8Array(decodeBase64(saltText));
    expected = decodeBase64(hashText);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, iterations);
  return actual.length === expected.length && constantTimeEqual(actual, expected);
}

/**
 * A hash to verify against when the e-mail is unknown, so a failed login costs the same time
 * whether or not the account exists.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

const common = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
