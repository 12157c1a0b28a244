import type { AppLoadContext } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "../../db/schema";
import { getDb, type Db } from "~/models/db.server";
import { clientAddress } from "~/http/client-address.server";
import { releaseAttempt, reserveOrWait, type Reservation } from "~/models/login-failures.server";
import {
  findAccountByEmail,
  findAccountByPhone,
  rolesOf,
  type SignInAccount,
} from "~/models/users.server";
import { phoneOfSignInName } from "~/utils/nigerian-mobile";
import { decoyPasswordHash, verifyPassword } from "./password.server";
import { toasts } from "~/http/toast.server";
import { endSession, startSession } from "./session.server";

export type AuthenticatedUser = { id: string; roles: Role[] };

const WINDOW_MS = 15 * 60_000;

/** Failed sign-ins allowed per e-mail and per client in 15 minutes; configuration, not code. */
export function loginLimits(
  env: Pick<Env, "LOGIN_MAX_FAILURES_PER_EMAIL" | "LOGIN_MAX_FAILURES_PER_CLIENT">,
) {
  const read = (value: string | undefined) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : 10;
  };
  return {
    perEmail: read(env.LOGIN_MAX_FAILURES_PER_EMAIL),
    perClient: read(env.LOGIN_MAX_FAILURES_PER_CLIENT),
    windowMs: WINDOW_MS,
  };
}

class InvalidCredentials extends Error {}
export class TooManyAttempts extends Error {
  readonly minutes: number;
  constructor(readonly waitMs: number) {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    super(`Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
    this.minutes = minutes;
  }
}

/**
 * Reserves this attempt against every key's limit before anything is verified (one atomic
 * statement, see reserveAttempt), or throws TooManyAttempts saying when the attempt would be
 * let through. Shared by the password and second-factor checks (with keys of their own).
 * The reservation is the failure if verification fails; release it when it succeeds.
 */
export async function reserveOrRefuse(
  db: Db,
  limitsByKey: Record<string, number>,
  now: Date,
  windowStart: Date,
): Promise<Reservation> {
  const reservation = await reserveOrWait(db, limitsByKey, now, windowStart);
  if ("waitMs" in reservation) throw new TooManyAttempts(reservation.waitMs);
  return reservation;
}

/**
 * What she signs in with: her e-mail, or her phone (issue #40) typed in any Nigerian format.
 * Each has its own failure counter; a phone's key is its E.164 form, whatever way it was typed.
 */
function signInNameOf(typed: string): {
  key: string;
  find: (db: Db) => Promise<SignInAccount | undefined>;
} {
  const name = typed.trim();
  const phone = phoneOfSignInName(name);
  if (phone) return { key: `phone:${phone}`, find: (db) => findAccountByPhone(db, phone) };
  return { key: `email:${name.toLowerCase()}`, find: (db) => findAccountByEmail(db, name) };
}

/**
 * Checks an e-mail (or phone) and password: the attempt is first reserved against both counters
 * (refused while either is at its limit), then verified (against a decoy hash when the name is
 * unknown, so both cost the same time). A success releases the reservation and forgives the
 * e-mail's earlier failures; a failure keeps it as the failure. An account held until she
 * confirms her address (ADR 0036) fails like a wrong password, after the same verification,
 * unless `held` is "accepted" (the confirmation page, whose link proves the address).
 */
async function verifyCredentials(
  env: Env,
  request: Request,
  typedName: string,
  password: string,
  now: Date,
  held: "refused" | "accepted" = "refused",
): Promise<AuthenticatedUser> {
  const db = getDb(env);
  const limits = loginLimits(env);
  const signInName = signInNameOf(typedName);
  const emailKey = signInName.key;
  const clientKey = `client:${clientAddress(request)}`;
  const windowStart = new Date(now.getTime() - limits.windowMs);
  const reservation = await reserveOrRefuse(
    db,
    { [emailKey]: limits.perEmail, [clientKey]: limits.perClient },
    now,
    windowStart,
  );
  const account = await signInName.find(db);
  const matches = await verifyPassword(
    password,
    account?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!account || !matches) throw new InvalidCredentials("Invalid email or password");
  // Held until she confirms her address (ADR 0036): refused exactly as a wrong password is, so
  // signing up and then signing in tells nobody whether the address was new (ADR 0012).
  if (held === "refused" && account.signInHeld) {
    throw new InvalidCredentials("Invalid email or password");
  }
  await releaseAttempt(db, reservation, [emailKey]);
  return { id: account.id, roles: await rolesOf(db, account.id) };
}

/**
 * A signed-in member re-enters her password before something that cannot be undone (deleting
 * her account): checked exactly as a sign-in is, under the same failure limits. The page that
 * confirms her address asks for it too, and accepts an account held until then.
 */
export async function confirmPassword(
  env: Env,
  request: Request,
  user: { userId: string; email: string | null; phone: string | null },
  password: string,
  now = new Date(),
  held: "refused" | "accepted" = "refused",
): Promise<"confirmed" | "invalid" | { throttled: string; minutes: number }> {
  try {
    // An account opened with a phone alone signs in with it.
    const signInName = user.email ?? user.phone ?? "";
    const account = await verifyCredentials(env, request, signInName, password, now, held);
    return account.id === user.userId ? "confirmed" : "invalid";
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      return { throttled: error.message, minutes: error.minutes };
    }
    if (error instanceof InvalidCredentials) return "invalid";
    throw error;
  }
}

/**
 * remix-auth's authenticator with the form strategy, over our own credential check. It keeps
 * no session (remix-auth 4 leaves that to the app): sessions and the second factor are ours.
 */
function authenticator(env: Env, request: Request, now: Date) {
  return new Authenticator<AuthenticatedUser>().use(
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
  | { ok: false; reason: "throttled"; message: string; minutes: number };

/**
 * remix-auth's form strategy over already-parsed form data: the action read the body once, so
 * the strategy reads the same fields from a copy of the request that carries them.
 */
export async function signIn(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
  now = new Date(),
): Promise<SignInResult> {
  const credentials = new FormData();
  credentials.set("email", String(formData.get("email") ?? ""));
  credentials.set("password", String(formData.get("password") ?? ""));
  try {
    const user = await authenticator(context.cloudflare.env, request, now).authenticate(
      "password",
      new Request(request.url, { method: "POST", body: credentials }),
    );
    return { ok: true, user };
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      return { ok: false, reason: "throttled", message: error.message, minutes: error.minutes };
    }
    if (error instanceof InvalidCredentials) return { ok: false, reason: "invalid" };
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
