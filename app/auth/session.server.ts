import { createCookieSessionStorage, type SessionStorage } from "react-router";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import type { Role } from "../../db/schema";
import { getDb } from "~/models/db.server";
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type SessionRecord,
} from "~/models/sessions.server";
import { cookieSecret } from "~/http/secrets.server";
import { loggableError } from "~/models/loggable-error.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Idle expiry: a session unused this long is gone; an account's shortest applies. A steward's
 * lasts a day (issue #37): her phone carries the door's list, and is often a volunteer's.
 */
export const MEMBER_IDLE_TTL = 30 * 24 * HOUR;
export const ADMIN_IDLE_TTL = 12 * HOUR;
export const STEWARD_IDLE_TTL = 24 * HOUR;
/** last_seen_at is written at most this often, so page views are not all D1 writes. */
const TOUCH_INTERVAL = 5 * MINUTE;

type AuthEnv = { SESSION_SECRET?: string; ENVIRONMENT?: string };
export type CookieData = { token: string; roles: Role[] };
export type CurrentUser = SessionRecord & { sessionId: string };

export function idleTtl(roles: readonly Role[]) {
  if (roles.includes("admin")) return ADMIN_IDLE_TTL;
  return roles.includes("steward") ? STEWARD_IDLE_TTL : MEMBER_IDLE_TTL;
}

/**
 * The session cookie: a random token (its SHA-256 is the D1 row id) and the roles, the latter
 * for display only. `__Host-` in production pins it to our origin over HTTPS.
 */
export function sessionStorage(env: AuthEnv): SessionStorage<CookieData> {
  const production = env.ENVIRONMENT === "production";
  return createCookieSessionStorage<CookieData>({
    cookie: {
      name: production ? "__Host-zamwe-session" : "zamwe-session",
      httpOnly: true,
      secure: production,
      sameSite: "lax",
      path: "/",
      secrets: [cookieSecret(env)],
      maxAge: MEMBER_IDLE_TTL / 1000,
    },
  });
}

/** 256 random bits, URL-safe. */
export function generateToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** What D1 stores for a token: its SHA-256, so a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * A fresh session row for the user; returns the Set-Cookie header value. `secondFactor`: the
 * user has just passed her second factor (a new token then, as for any rise in privilege).
 */
export async function startSession(
  env: Env,
  user: { id: string; roles: Role[] },
  now = new Date(),
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Promise<string> {
  const storage = sessionStorage(env);
  const token = generateToken();
  await insertSession(getDb(env), {
    id: hashToken(token),
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + idleTtl(user.roles)),
    secondFactorAt: secondFactor ? now : null,
  });
  // A new cookie session rather than the incoming one: nothing of an old session carries over.
  const session = await storage.getSession();
  session.set("token", token);
  session.set("roles", user.roles);
  return storage.commitSession(session);
}

/**
 * This request's cookie session. A cookie that cannot be decoded (tampered with, or left by
 * something else on this host) counts as no session rather than failing the request.
 */
async function cookieSession(env: AuthEnv, request: Request) {
  const storage = sessionStorage(env);
  try {
    return await storage.getSession(request.headers.get("Cookie"));
  } catch {
    return storage.getSession();
  }
}

async function tokenOf(env: AuthEnv, request: Request): Promise<string | undefined> {
  const session = await cookieSession(env, request);
  const token = session.get("token");
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

/**
 * Whether this session still owes its second factor: her account has two-factor on and this
 * session has not passed it. Such a half-open session is signed in nowhere (ADR 0028); only the
 * code step and logging out deal with it.
 */
export function awaitsSecondFactor(
  session: Pick<SessionRecord, "twoFactorEnabled" | "secondFactorAt">,
): boolean {
  return session.twoFactorEnabled && session.secondFactorAt === null;
}

/** The session if it counts as signed in; a half-open one counts as none. */
export function signedInOnly(session: CurrentUser | null): CurrentUser | null {
  return session && !awaitsSecondFactor(session) ? session : null;
}

/**
 * The signed-in user of this request, or null: no session, an expired one, or a half-open one
 * still waiting for her second factor.
 */
export async function readSession(
  ...args: Parameters<typeof readSessionRecord>
): Promise<CurrentUser | null> {
  return signedInOnly(await readSessionRecord(...args));
}

/**
 * This request's live session, whether signed in or half-open (see awaitsSecondFactor), or
 * null. Reads the session row, the user and the roles from D1; refuses a session past its idle
 * expiry (deleting the row) and slides the expiry.
 */
export async function readSessionRecord(
  env: Env,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  now = new Date(),
): Promise<CurrentUser | null> {
  const token = await tokenOf(env, request);
  if (!token) return null;
  const sessionId = hashToken(token);
  const db = getDb(env);
  const record = await findSession(db, sessionId);
  if (!record) return null;
  const ttl = idleTtl(record.roles);
  const idleFor = now.getTime() - record.lastSeenAt.getTime();
  if (record.expiresAt.getTime() <= now.getTime() || idleFor >= ttl) {
    waitUntil(deleteSession(db, sessionId).catch(() => undefined));
    return null;
  }
  if (idleFor >= TOUCH_INTERVAL) {
    const expiresAt = new Date(now.getTime() + ttl);
    waitUntil(
      touchSession(db, sessionId, now, expiresAt).catch((error) =>
        console.error("[session] could not record activity:", loggableError(error)),
      ),
    );
  }
  return { ...record, sessionId };
}

/** Deletes this request's session row (if any); returns the Set-Cookie that clears the cookie. */
export async function endSession(env: Env, request: Request): Promise<string> {
  const storage = sessionStorage(env);
  const session = await cookieSession(env, request);
  const token = session.get("token");
  if (typeof token === "string" && token) {
    await deleteSession(getDb(env), hashToken(token));
  }
  return storage.destroySession(session);
}
