import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { hashPassword } from "../../../app/auth/password.server";
import { startSession } from "../../../app/auth/session.server";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  timeStep,
} from "../../../app/auth/totp.server";
import { getDb } from "../../../app/models/db.server";
import { createMemberAccount } from "../../../app/models/users.server";
import type { Role } from "../../../db/schema";
import type { TestDatabase } from "./d1";

export type SignedIn = { id: string; email: string; cookie: string };

/** A member account (and, with `admin`, the admin role) plus a live session's Cookie header. */
export async function signedInAccount(
  t: TestDatabase,
  email: string,
  { admin = false, steward = false }: { admin?: boolean; steward?: boolean } = {},
): Promise<SignedIn> {
  const created = await createMemberAccount(getDb(t.env), {
    fullName: email.split("@")[0]!,
    email,
    passwordHash: await hashPassword("a-long-test-password"),
  });
  if (created === "duplicate") throw new Error(`${email} exists already`);
  const roles: Role[] = [
    ...(admin ? ["admin" as const] : []),
    ...(steward ? ["steward" as const] : []),
  ];
  for (const role of roles) {
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, ?)")
      .bind(created.id, role)
      .run();
  }
  const setCookie = await startSession(t.env, {
    id: created.id,
    roles: ["user", ...roles],
  });
  return { id: created.id, email, cookie: setCookie.split(";")[0]! };
}

/**
 * Two-factor turned on for an account, as a confirmed enrolment leaves it: her key (base32)
 * and recovery codes. Her sessions that have not passed a code are half-open from now on.
 */
export async function enableTwoFactor(
  t: TestDatabase,
  userId: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = generateTotpSecret();
  const recoveryCodes = generateRecoveryCodes();
  await t.db.batch([
    t.db
      .prepare(
        "INSERT INTO admin_totp (user_id, secret, enabled_at, last_used_step) VALUES (?, ?, ?, NULL)",
      )
      .bind(userId, secret, Date.now()),
    ...recoveryCodes.map((code) =>
      t.db
        .prepare(
          "INSERT INTO admin_recovery_codes (code_hash, user_id, created_at) VALUES (?, ?, ?)",
        )
        .bind(hashRecoveryCode(code), userId, Date.now()),
    ),
  ]);
  return { secret, recoveryCodes };
}

/** The code an authenticator app shows for `secret` at `step` (now, by default). */
export const codeFor = (secret: string, step = timeStep(new Date())) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);

/** Another session of the account, one that has passed her second factor: its Cookie header. */
export async function verifiedSession(
  t: TestDatabase,
  account: { id: string; admin?: boolean },
): Promise<string> {
  const roles: Role[] = account.admin ? ["user", "admin"] : ["user"];
  const setCookie = await startSession(t.env, { id: account.id, roles }, new Date(), {
    secondFactor: true,
  });
  return setCookie.split(";")[0]!;
}

/** A loader's or action's answer, whether it returned or threw a Response. */
export async function settle(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call();
  } catch (thrown) {
    return thrown;
  }
}
