import { sha256 } from "@oslojs/crypto/sha2";
import {
  decodeBase32IgnorePadding,
  encodeBase32LowerCaseNoPadding,
  encodeBase32UpperCaseNoPadding,
  encodeHexLowerCase,
} from "@oslojs/encoding";
import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";

/**
 * TOTP as every authenticator app understands it (RFC 6238 defaults): HMAC-SHA-1, 30-second
 * steps, 6 digits. SHA-256 would be nicer but several popular apps silently ignore the
 * `algorithm` parameter and would show codes that never match.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too: phone clocks drift, people are slow. */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA-1. */
const KEY_BYTES = 20;

export const RECOVERY_CODE_COUNT = 10;
/** 10 base32 characters = 50 random bits each: too many to guess within the failure limit. */
const RECOVERY_CODE_BYTES = 10;

export function generateTotpSecret(): string {
  return encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** The secret in groups of four, for typing into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The `otpauth://` URI the QR code carries. */
export function totpKeyUri(issuer: string, accountName: string, secret: string): string {
  return createTOTPKeyURI(
    issuer,
    accountName,
    decodeBase32IgnorePadding(secret),
    TOTP_PERIOD_SECONDS,
    TOTP_DIGITS,
  );
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / (TOTP_PERIOD_SECONDS * 1000));
}

/** Spaces and dashes people type (apps show "123 456") are not part of a code. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, "").toLowerCase();
}

export function looksLikeTotp(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);
}

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW_STEPS of `now`, and later than
 * `lastUsedStep` (a code already accepted, or an older one, is refused: no replay). Null when
 * it matches none. The caller records the step, conditionally, so two requests racing with the
 * same code cannot both pass.
 */
export function matchTotp(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  if (!looksLikeTotp(code)) return null;
  let key: Uint8Array;
  try {
    key = decodeBase32IgnorePadding(secret);
  } catch {
    return null;
  }
  const current = timeStep(now);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/** Ten fresh recovery codes, shown once as `xxxxx-xxxxx`. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = encodeBase32LowerCaseNoPadding(
      crypto.getRandomValues(new Uint8Array(RECOVERY_CODE_BYTES)),
    ).slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * What D1 stores for a recovery code: the SHA-256 of its normalised form. A fast hash is enough
 * here (unlike passwords): the codes are random, 50 bits each, not chosen by a person.
 */
export function hashRecoveryCode(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normaliseCode(code))));
}
