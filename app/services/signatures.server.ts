import { decodeHex } from "@oslojs/encoding";

const encoder = new TextEncoder();
/** A SHA-512 HMAC in hex: 64 bytes. */
const SHA512_HEX = /^[0-9a-f]{128}$/i;

/**
 * Whether `signature` is the hex HMAC-SHA512 of the exact `rawBody` under `secret`, as Paystack
 * and Termii sign what they send us; compared in constant time (Web Crypto's HMAC verify).
 */
export async function isHmacSha512Of(
  secret: string,
  rawBody: string,
  signature: string | null,
): Promise<boolean> {
  const hex = signature?.trim() ?? "";
  if (!SHA512_HEX.test(hex)) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-512" },
    false,
    ["verify"],
  );
  return crypto.subtle.verify("HMAC", key, new Uint8Array(decodeHex(hex)), encoder.encode(rawBody));
}
