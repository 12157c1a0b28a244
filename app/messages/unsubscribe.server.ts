import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { cookieSecret } from "~/http/secrets.server";

/**
 * The unsubscribe link of a bulk message: `/unsubscribe/<message id>.<tag>`, the tag an HMAC of
 * the id under the site's secret. The message's row says whose address it was, so the link
 * carries no address, and nobody can make one for a message she did not receive.
 */
type UnsubscribeEnv = Parameters<typeof cookieSecret>[0];

const tagOf = (env: UnsubscribeEnv, messageId: string) =>
  hmac(
    SHA256,
    new TextEncoder().encode(`unsubscribe:${cookieSecret(env)}`),
    new TextEncoder().encode(messageId),
  ).slice(0, 16);

export function unsubscribeToken(env: UnsubscribeEnv, messageId: string): string {
  return `${messageId}.${encodeBase64urlNoPadding(tagOf(env, messageId))}`;
}

export function unsubscribePath(env: UnsubscribeEnv, messageId: string): string {
  return `/unsubscribe/${unsubscribeToken(env, messageId)}`;
}

/**
 * A bulk message's page to read it (issue #40: an announcement's text links to its words), under
 * the same token as its unsubscribe link: both are the recipient's, and only hers.
 */
export function readPath(env: UnsubscribeEnv, messageId: string): string {
  return `/read/${unsubscribeToken(env, messageId)}`;
}

/** The message id a token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(env: UnsubscribeEnv, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0 || token.length > 200) return null;
  const messageId = token.slice(0, dot);
  let tag: Uint8Array;
  try {
    tag = decodeBase64urlIgnorePadding(token.slice(dot + 1));
  } catch {
    return null;
  }
  const expected = tagOf(env, messageId);
  return tag.length === expected.length && constantTimeEqual(tag, expected) ? messageId : null;
}
