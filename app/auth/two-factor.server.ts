import { getAssociation } from "~/config/association";
import { getDb } from "~/models/db.server";
import { releaseAttempt } from "~/models/login-failures.server";
import {
  claimTotpStep,
  disableTotp,
  enableTotp,
  findTotp,
  startEnrolment,
  unusedRecoveryCodes,
  spendRecoveryCode,
} from "~/models/two-factor.server";
import { clientAddress } from "~/http/client-address.server";
import { loginLimits, reserveOrRefuse, TooManyAttempts } from "./login.server";
import type { StaffUser } from "./guards.server";
import { actorOf } from "~/models/audit.server";
import type { CurrentUser } from "./session.server";
import { qrCode, type QrCode } from "~/utils/qr-code.server";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  groupSecret,
  hashRecoveryCode,
  looksLikeTotp,
  matchTotp,
  normaliseCode,
  totpKeyUri,
} from "./totp.server";

/**
 * Partial on purpose, not for tests: our wrangler.toml declares both, but a deployment whose
 * configuration lost ADMIN_REQUIRE_2FA must still require the second factor (below).
 */
type TwoFactorEnv = Partial<Pick<Env, "ADMIN_REQUIRE_2FA" | "ENVIRONMENT">>;

/**
 * `ADMIN_REQUIRE_2FA`: "true" makes enrolment mandatory before the admin area opens. When the
 * variable is missing altogether, production requires it anyway: a forgotten setting must not
 * quietly switch the protection off.
 */
export function twoFactorRequired(env: TwoFactorEnv): boolean {
  if (env.ADMIN_REQUIRE_2FA === undefined || env.ADMIN_REQUIRE_2FA === "") {
    return env.ENVIRONMENT === "production";
  }
  return env.ADMIN_REQUIRE_2FA.trim().toLowerCase() === "true";
}

/**
 * Whether a signed-in admin may only enrol (two-factor required and not set up yet) rather than
 * use the whole admin area. A session still owing its code is signed in nowhere, so it never
 * gets this far (getUser, ADR 0028).
 */
export function mustEnrol(user: CurrentUser, env: TwoFactorEnv): boolean {
  return !user.twoFactorEnabled && twoFactorRequired(env);
}

/** Whether this account has a confirmed authenticator (for the step after the password). */
export async function hasTwoFactor(env: Env, userId: string): Promise<boolean> {
  return Boolean((await findTotp(getDb(env), userId))?.enabledAt);
}

/** The code step of a sign-in with two-factor, then on to `to`. */
export function secondFactorStep(to: string) {
  return `/admin/login/code?redirectTo=${encodeURIComponent(to)}`;
}

type Landing = { to: string; toast: { message: string; description: string } };

/**
 * Where an accepted password leads, from either login form: `signedIn` (her page and welcome),
 * or first the code step when her account has two-factor on — the session it starts is then
 * half-open and opens nothing until the code is verified (ADR 0028).
 */
export async function landingAfterPassword(
  env: Env,
  userId: string,
  signedIn: Landing,
): Promise<Landing> {
  if (!(await hasTwoFactor(env, userId))) return signedIn;
  return {
    to: secondFactorStep(signedIn.to),
    toast: { message: "Password accepted", description: "Now enter the code from your app." },
  };
}

export type Enrolment = { secret: string; groupedSecret: string; qr: QrCode };

/**
 * "Set up two-factor authentication" (an action: a page only reads, issue #50): her key is made
 * and stored, unconfirmed, once; pressed again (another tab, a double press), the same key stays.
 */
export async function beginEnrolment(env: Env, user: StaffUser): Promise<void> {
  await startEnrolment(getDb(env), user.userId, generateTotpSecret());
}

/** Her stored key as the enrolment page shows it: the QR code and the key in groups. */
function enrolmentOf(env: Env, user: StaffUser, secret: string): Enrolment {
  const issuer = getAssociation(env).shortName;
  return {
    secret,
    groupedSecret: groupSecret(secret),
    qr: qrCode(totpKeyUri(issuer, user.email, secret)),
  };
}

export type SecurityOverview =
  | { state: "enabled"; enabledAt: number; recoveryCodesLeft: number }
  | ({ state: "enrolling" } & Enrolment)
  | { state: "not-started" };

/**
 * What Admin → Security shows her: her enabled key's facts, the key she began to enrol, or
 * nothing yet (the page offers to begin). Reads only.
 */
export async function securityOverview(env: Env, user: StaffUser): Promise<SecurityOverview> {
  const db = getDb(env);
  const record = await findTotp(db, user.userId);
  if (record?.enabledAt) {
    return {
      state: "enabled",
      enabledAt: record.enabledAt.getTime(),
      recoveryCodesLeft: await unusedRecoveryCodes(db, user.userId),
    };
  }
  if (!record) return { state: "not-started" };
  return { state: "enrolling", ...enrolmentOf(env, user, record.secret) };
}

/**
 * Confirms the enrolment with a first code from the app. On success returns the recovery codes
 * in clear, to be shown once (D1 keeps only their hashes).
 */
export async function confirmEnrolment(
  env: Env,
  user: StaffUser,
  input: string,
  now = new Date(),
): Promise<{ ok: true; recoveryCodes: string[] } | { ok: false; reason: "invalid" | "enabled" }> {
  const db = getDb(env);
  const record = await findTotp(db, user.userId);
  if (!record) return { ok: false, reason: "invalid" };
  if (record.enabledAt) return { ok: false, reason: "enabled" };
  const step = matchTotp(record.secret, normaliseCode(input), now, null);
  if (step === null) return { ok: false, reason: "invalid" };
  const recoveryCodes = generateRecoveryCodes();
  const outcome = await enableTotp(db, {
    actor: user,
    step,
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    sessionId: user.sessionId,
    now,
  });
  return outcome === "enabled" ? { ok: true, recoveryCodes } : { ok: false, reason: "enabled" };
}

export type SecondFactorResult =
  | { ok: true; method: "totp" | "recovery-code" }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; message: string };

/**
 * Checks a code from her authenticator (±1 step, never a step used before) or one of her
 * recovery codes (used up). Attempts are reserved in D1 before the check, like passwords — per
 * admin and per client, 10 failures in 15 minutes — under keys of their own: a successful
 * password sign-in clears the e-mail's counter and must not clear this one too.
 */
export async function verifySecondFactor(
  env: Env,
  request: Request,
  user: CurrentUser,
  input: string,
  now = new Date(),
): Promise<SecondFactorResult> {
  const db = getDb(env);
  const limits = loginLimits(env);
  const userKey = `second-factor:${user.userId}`;
  const clientKey = `client:${clientAddress(request)}`;
  const windowStart = new Date(now.getTime() - limits.windowMs);
  // Reserved before the code is looked at, so a burst of guesses gets no more than the limit.
  let reservation;
  try {
    reservation = await reserveOrRefuse(
      db,
      { [userKey]: limits.perEmail, [clientKey]: limits.perClient },
      now,
      windowStart,
    );
  } catch (error) {
    if (error instanceof TooManyAttempts) {
      return { ok: false, reason: "throttled", message: error.message };
    }
    throw error;
  }
  const code = normaliseCode(input);
  const record = await findTotp(db, user.userId);
  let method: "totp" | "recovery-code" | null = null;
  if (record?.enabledAt) {
    if (looksLikeTotp(code)) {
      const step = matchTotp(record.secret, code, now, record.lastUsedStep);
      if (step !== null && (await claimTotpStep(db, user.userId, step))) method = "totp";
    } else if (
      await spendRecoveryCode(db, { actor: actorOf(user), codeHash: hashRecoveryCode(code), now })
    ) {
      method = "recovery-code";
    }
  }
  // A wrong code keeps its reservation as the failure.
  if (!method) return { ok: false, reason: "invalid" };
  await releaseAttempt(db, reservation, [userKey]);
  return { ok: true, method };
}

/**
 * Turns two-factor off after a current code (or a recovery code) proves she holds it; the
 * arguments and the answer are verifySecondFactor's.
 */
export async function turnOffTwoFactor(
  ...args: Parameters<typeof verifySecondFactor>
): Promise<SecondFactorResult> {
  const [env, , user] = args;
  const verified = await verifySecondFactor(...args);
  if (verified.ok) await disableTotp(getDb(env), actorOf(user));
  return verified;
}
