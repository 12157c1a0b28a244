import { hashPassword } from "../../../app/auth/password.server";
import { startSession } from "../../../app/auth/session.server";
import { getDb } from "../../../app/models/db.server";
import { createMemberAccount } from "../../../app/models/users.server";
import type { TestDatabase } from "./d1";

export type SignedIn = { id: string; email: string; cookie: string };

/** A member account (and, with `admin`, the admin role) plus a live session's Cookie header. */
export async function signedInAccount(
  t: TestDatabase,
  email: string,
  { admin = false }: { admin?: boolean } = {},
): Promise<SignedIn> {
  const created = await createMemberAccount(getDb(t.env), {
    fullName: email.split("@")[0]!,
    email,
    passwordHash: await hashPassword("a-long-test-password"),
  });
  if (created === "duplicate") throw new Error(`${email} exists already`);
  if (admin) {
    await t.db
      .prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'admin')")
      .bind(created.id)
      .run();
  }
  const setCookie = await startSession(t.env, {
    id: created.id,
    roles: admin ? ["user", "admin"] : ["user"],
  });
  return { id: created.id, email, cookie: setCookie.split(";")[0]! };
}

/** A loader's or action's answer, whether it returned or threw a Response. */
export async function settle(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return await call();
  } catch (thrown) {
    return thrown;
  }
}
