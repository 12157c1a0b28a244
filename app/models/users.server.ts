import { and, eq, sql } from "drizzle-orm";
import { profiles, userRoles, users, type Role } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { Language } from "~/i18n/language";
import { auditStatement, type Actor } from "./audit.server";

/** An account found by its e-mail (which it therefore has). */
export type Account = SignInAccount & { email: string };

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  return db
    .select({
      id: users.id,
      email: matchedEmail(),
      phone: users.phone,
      passwordHash: users.passwordHash,
      language: users.language,
      signInHeld: users.signInHeld,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .get();
}

/**
 * The account that signs in with this phone (E.164, as `nigerianMobileOf` gives it): one whose
 * phone is proven, or one waiting for its code (held, so its password is refused anyway).
 */
export async function findAccountByPhone(
  db: Db,
  phone: string,
): Promise<SignInAccount | undefined> {
  return db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      passwordHash: users.passwordHash,
      language: users.language,
      signInHeld: users.signInHeld,
    })
    .from(users)
    .where(eq(users.phone, phone))
    .get();
}

/** What a sign-in checks, by e-mail or by phone. */
export type SignInAccount = {
  id: string;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  language: Language;
  signInHeld: boolean;
};

/** users.email in a query that matched on it (or on a role granted by it): never null there. */
export const matchedEmail = () => sql<string>`${users.email}`;

/** The roles of a user, read from D1 every time an authorisation decision needs them. */
export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

/** The language her e-mails are written in: the one she last used on the site (issue #27). */
export async function setUserLanguage(db: Db, userId: string, language: Language) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), sql`${users.language} <> ${language}`));
}

/**
 * A member account: the user, her profile and the `user` role in one D1 batch (all or nothing).
 * Returns "duplicate" when the e-mail (any case) already has an account.
 */
export async function createMemberAccount(
  db: Db,
  input: {
    fullName: string;
    email: string;
    passwordHash: string;
    language?: Language;
    /** Held until she confirms her address (sign-up with e-mail on, ADR 0036). */
    signInHeld?: boolean;
  },
): Promise<{ id: string } | "duplicate"> {
  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(users).values({
        id,
        email: input.email.toLowerCase(),
        passwordHash: input.passwordHash,
        language: input.language ?? "en",
        signInHeld: input.signInHeld ?? false,
      }),
      db.insert(profiles).values({ userId: id, fullName: input.fullName }),
      db.insert(userRoles).values({ userId: id, role: "user" }),
    ]);
  } catch (error) {
    if (String((error as Error)?.message ?? error).includes("UNIQUE constraint failed")) {
      return "duplicate";
    }
    throw error;
  }
  return { id };
}

export type AdminRow = { userId: string; email: string; fullName: string | null; since: Date };

export async function listAdmins(db: Db): Promise<AdminRow[]> {
  return adminsQuery(db);
}

export function adminsQuery(db: Db) {
  return holdersOf(db, "admin");
}

/** The stewards (check-in at the door, issue #29), by the day they got the role. */
export async function listStewards(db: Db): Promise<AdminRow[]> {
  return holdersOf(db, "steward");
}

function holdersOf(db: Db, role: "admin" | "steward") {
  return db
    .select({
      userId: users.id,
      // Staff roles are granted by e-mail (grantRole): a holder has one.
      email: matchedEmail().as("holder_email"),
      fullName: profiles.fullName,
      since: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(userRoles.role, role))
    .orderBy(userRoles.createdAt);
}

/** The roles an admin hands out on Admin → Team; each grant and revocation is audited. */
type GrantedRole = "admin" | "steward";

/**
 * Grants `role` to the account with this e-mail, with its audit entry (`role.grant-<role>`,
 * before and after) in the same batch, written only when the role is new.
 */
async function grantRole(
  db: Db,
  email: string,
  role: GrantedRole,
  actor: Actor,
): Promise<"granted" | "already" | "no-account"> {
  const account = await findAccountByEmail(db, email);
  if (!account) return "no-account";
  const notYet = sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${account.id} and ${userRoles.role} = ${role})`;
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: `role.grant-${role}`,
      subjectType: "user",
      subjectId: account.id,
      before: sql`json_object('email', ${account.email}, ${role}, json('false'))`,
      after: { email: account.email, [role]: true },
      onlyIf: notYet,
    }),
    db.insert(userRoles).values({ userId: account.id, role }).onConflictDoNothing(),
  ]);
  return result.meta.changes > 0 ? "granted" : "already";
}

/**
 * Revokes `role` from a user, with its audit entry in the same batch. `keepOne`: the statement
 * itself refuses to remove the last holder (two admins removing each other at once cannot leave
 * nobody in charge).
 */
async function revokeRole(
  db: Db,
  userId: string,
  role: GrantedRole,
  actor: Actor,
  { keepOne }: { keepOne: boolean },
): Promise<boolean> {
  const othersLeft = keepOne
    ? sql`(select count(*) from ${userRoles} where ${userRoles.role} = ${role}) > 1`
    : sql`1 = 1`;
  const holds = sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${userId} and ${userRoles.role} = ${role}) and ${othersLeft}`;
  const [, result] = await db.batch([
    auditStatement(db, {
      actor,
      action: `role.revoke-${role}`,
      subjectType: "user",
      subjectId: userId,
      before: sql`(select json_object('email', ${users.email}, ${role}, json('true')) from ${users} where ${users.id} = ${userId})`,
      after: { [role]: false },
      onlyIf: holds,
    }),
    db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role), othersLeft)),
  ]);
  return result.meta.changes > 0;
}

/** Grants the admin role to the account with this e-mail. */
export async function grantAdmin(
  db: Db,
  email: string,
  actor: Actor,
): Promise<"granted" | "already-admin" | "no-account"> {
  const outcome = await grantRole(db, email, "admin", actor);
  return outcome === "already" ? "already-admin" : outcome;
}

/** Revokes a user's admin role, unless she is the last admin (checked by the statement). */
export async function revokeAdmin(
  db: Db,
  userId: string,
  actor: Actor,
): Promise<"revoked" | "last-admin"> {
  return (await revokeRole(db, userId, "admin", actor, { keepOne: true }))
    ? "revoked"
    : "last-admin";
}

/** Makes the account with this e-mail a steward: she may check people in, nothing else. */
export function grantSteward(db: Db, email: string, actor: Actor) {
  return grantRole(db, email, "steward", actor);
}

/** Takes the steward role away; "not-steward" when she had none (already removed). */
export async function revokeSteward(
  db: Db,
  userId: string,
  actor: Actor,
): Promise<"revoked" | "not-steward"> {
  return (await revokeRole(db, userId, "steward", actor, { keepOne: false }))
    ? "revoked"
    : "not-steward";
}
