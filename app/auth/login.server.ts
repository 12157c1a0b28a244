import type { AppLoadContext } from "@remix-run/cloudflare";
import { Authenticator, AuthorizationError } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "../../db/schema";
import { getDb, type Db } from "~/db.server";
import {
  clearLoginFailures,
  countLoginFailures,
  recordLoginFailure,
} from "~/models/login-failures.server";
import { findAccountByEmail, rolesOf } from "~/models/users.server";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import { toasts } from "~/toast.server";
import { endSession, sessionStorage, startSession } from "./session.server";

export type AuthenticatedUser = { id: string; email: string; roles: Role[] };

const WINDOW_MS = 15 * 60_000;

/** Failed sign-ins allowed per e-mail and per client in 15 minutes; configuration, not code. */
export function loginLimits(env: object) {
  const vars = env as {
    LOGIN_MAX_FAILURES_PER_EMAIL?: string;
    LOGIN_MAX_FAILURES_PER_CLIENT?: string;
  };
  const read = (value: string | undefined) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : 10;
  };
  return {
    perEmail: read(vars.LOGIN_MAX_FAILURES_PER_EMAIL),
    perClient: read(vars.LOGIN_MAX_FAILURES_PER_CLIENT),
    windowMs: WINDOW_MS,
  };
}

class InvalidCredentials extends Error {}
export class TooManyAttempts extends Error {
  constructor(readonly minutes: number) {
    super(`Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
  }
}

/** The client a failure is counted against: the address Cloudflare saw. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/**
 * Throws TooManyAttempts while any key has `limit` failures or more since `windowStart`.
 * Shared by the password and the second-factor checks (the latter with keys of its own).
 */
export async function refuseOverFailureLimits(
  db: Db,
  limitsByKey: Record<string, number>,
  windowStart: Date,
) {
  const counts = await countLoginFailures(db, Object.keys(limitsByKey), windowStart);
  for (const { key, failures, oldest } of counts) {
    if (failures >= (limitsByKey[key] ?? Infinity)) {
      // The oldest failure leaves the window this long after now.
      const waitMs = oldest - windowStart.getTime();
      throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000)));
    }
  }
}

/**
 * Checks an e-mail and password: refused while either counter is at its limit, otherwise
 * verified (against a decoy hash when the e-mail is unknown, so both cost the same time).
 */
async function verifyCredentials(
  env: Env,
  request: Request,
  email: string,
  password: string,
  now: Date,
): Promise<AuthenticatedUser> {
  const db = getDb(env);
  const limits = loginLimits(env);
  const emailKey = `email:${email.trim().toLowerCase()}`;
  const clientKey = `client:${clientAddress(request)}`;
  const windowStart = new Date(now.getTime() - limits.windowMs);
  await refuseOverFailureLimits(
    db,
    { [emailKey]: limits.perEmail, [clientKey]: limits.perClient },
    windowStart,
  );
  const account = await findAccountByEmail(db, email.trim());
  const matches = await verifyPassword(
    password,
    account?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!account || !matches) {
    await recordLoginFailure(db, [emailKey, clientKey], now, windowStart);
    throw new InvalidCredentials("Invalid email or password");
  }
  await clearLoginFailures(db, emailKey);
  return { id: account.id, email: account.email, roles: await rolesOf(db, account.id) };
}

function authenticator(env: Env, request: Request, now: Date) {
  return new Authenticator<AuthenticatedUser>(sessionStorage(env), {
    throwOnError: true,
  }).use(
    new FormStrategy<AuthenticatedUser>(async ({ form }) =>
      verifyCredentials(
        env,
        request,
        String(form.get("email") ?? ""),
        String(form.get("password") ?? ""),
        now,
      ),
    ),
    "password",
  );
}

export type SignInResult =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; message: string };

/** remix-auth's form strategy over already-parsed form data (the action read the body once). */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
  now = new Date(),
): Promise<SignInResult> {
  try {
    const user = await authenticator(context.cloudflare.env, request, now).authenticate(
      "password",
      new Request(request.url, { headers: request.headers }),
      { context: { ...context, formData } },
    );
    return { ok: true, user };
  } catch (error) {
    if (error instanceof AuthorizationError) {
      if (error.cause instanceof TooManyAttempts) {
        return { ok: false, reason: "throttled", message: error.cause.message };
      }
      if (error.cause instanceof InvalidCredentials) return { ok: false, reason: "invalid" };
    }
    throw error;
  }
}

/**
 * After a successful sign-in or sign-up: the old session (if any) is deleted, a new one starts
 * (a new token on every login), and the browser goes on with a message.
 */
export async function redirectIntoSession(
  env: Env,
  request: Request,
  user: { id: string; roles: Role[] },
  to: string,
  toast: { message: string; description: string },
  { secondFactor = false }: { secondFactor?: boolean } = {},
) {
  await endSession(env, request);
  const headers = new Headers({
    "Set-Cookie": await startSession(env, user, new Date(), { secondFactor }),
  });
  return toasts(env).redirectWithSuccess(to, toast, { headers });
}
