import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

/**
 * Ticket codes at the door (issue #29), the same on the server and the steward's phone.
 * A code is 32 lowercase hex characters (128 bits); the QR code of a ticket carries it.
 */

/**
 * The ticket code in what was typed or scanned: the code alone, or at the end of a manage link
 * (`…/rsvp/{code}`), any case; null when there is none (a malformed code).
 */
export function ticketCodeIn(input: string): string | null {
  const found = /(?:^|\/)([0-9a-f]{32})\/?$/.exec(input.trim().toLowerCase());
  return found ? found[1]! : null;
}

/**
 * SHA-256 of a ticket code, hex: how the phone recognises a code offline without holding the
 * codes themselves (each is also the manage link that cancels a place).
 */
export function ticketCodeHash(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(code)));
}
