import { eq, sql } from "drizzle-orm";
import { adminTotp, profiles, sessions, userRoles, users, type Role } from "../../db/schema";
import type { Db } from "~/models/db.server";

export type SessionRecord = {
  userId: string;
  /** Null for an account opened with a phone number alone (issue #40). */
  email: string | null;
  phone: string | null;
  fullName: string | null;
  roles: Role[];
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  memberSince: Date;
  /** She has confirmed a TOTP authenticator (admins only; see app/auth/two-factor.server.ts). */
  twoFactorEnabled: boolean;
  /** When this session passed the second factor, or null. */
  secondFactorAt: Date | null;
};

/**
 * A session row with its user, profile name and roles in one statement. The roles come from
 * user_roles on every call: the cookie's copy is only for display.
 */
export async function findSession(db: Db, sessionId: string): Promise<SessionRecord | undefined> {
  const row = await sessionQuery(db, sessionId).get();
  if (!row) return undefined;
  const { twoFactorEnabledAt, ...rest } = row;
  return {
    ...rest,
    roles: (row.roles ?? "").split(",").filter(Boolean) as Role[],
    twoFactorEnabled: twoFactorEnabledAt !== null,
  };
}

/** sessions.created_at and users.created_at: the account's gets its own output name. */
export function sessionQuery(db: Db, sessionId: string) {
  return db
    .select({
      userId: sessions.userId,
      email: users.email,
      phone: users.phone,
      fullName: profiles.fullName,
      roles: sql<
        string | null
      >`(select group_concat(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${sessions.userId})`.as(
        "roles",
      ),
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      memberSince: sql<Date>`${users.createdAt}`.mapWith(users.createdAt).as("member_since"),
      twoFactorEnabledAt: sql<
        number | null
      >`(select ${adminTotp.enabledAt} from ${adminTotp} where ${adminTotp.userId} = ${sessions.userId})`.as(
        "two_factor_enabled_at",
      ),
      secondFactorAt: sessions.secondFactorAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(eq(sessions.id, sessionId));
}

export async function insertSession(
  db: Db,
  row: { id: string; userId: string; now: Date; expiresAt: Date; secondFactorAt?: Date | null },
) {
  await db.insert(sessions).values({
    id: row.id,
    userId: row.userId,
    createdAt: row.now,
    lastSeenAt: row.now,
    expiresAt: row.expiresAt,
    secondFactorAt: row.secondFactorAt ?? null,
  });
}

export async function touchSession(db: Db, sessionId: string, now: Date, expiresAt: Date) {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
